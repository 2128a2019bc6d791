//! Part 11's key derivation: KDF(K, c) hashes the shared secret K with a 32-bit counter c (1 for
//! encryption, 2 for MAC, 3 for PACE's password) and keeps as many bytes as the cipher's key has,
//! DES keys with their parity bits set. BAC's K_seed is SHA-1 of the MRZ information cut to 16
//! bytes; PACE's password π is the whole SHA-1 of it.

use serde::Serialize;
use sha1::Sha1;
use sha2::{Digest, Sha256};

const ENC: u32 = 1;
const MAC: u32 = 2;
const PACE: u32 = 3;

/// BAC's keys: two-key 3DES, parity set.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct BacKeys {
    #[serde(serialize_with = "crate::hex::serialize")]
    #[cfg_attr(feature = "ts", ts(type = "string"))]
    /// The first 16 bytes of SHA-1 of the MRZ information.
    pub k_seed: [u8; 16],
    #[serde(serialize_with = "crate::hex::serialize")]
    #[cfg_attr(feature = "ts", ts(type = "string"))]
    /// KDF(K_seed, 1): the key of BAC's encryption.
    pub k_enc: [u8; 16],
    #[serde(serialize_with = "crate::hex::serialize")]
    #[cfg_attr(feature = "ts", ts(type = "string"))]
    /// KDF(K_seed, 2): the key of BAC's MAC.
    pub k_mac: [u8; 16],
}

/// PACE's K_π for each cipher a chip may choose: KDF(π, 3), π being SHA-1 of the MRZ
/// information (SHA-1 for 3DES and AES-128, SHA-256 for AES-192 and -256).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct PaceKpi {
    #[serde(rename = "3des", serialize_with = "crate::hex::serialize")]
    #[cfg_attr(feature = "ts", ts(type = "string"))]
    pub des3: [u8; 16],
    #[serde(serialize_with = "crate::hex::serialize")]
    #[cfg_attr(feature = "ts", ts(type = "string"))]
    pub aes128: [u8; 16],
    #[serde(serialize_with = "crate::hex::serialize")]
    #[cfg_attr(feature = "ts", ts(type = "string"))]
    pub aes192: [u8; 24],
    #[serde(serialize_with = "crate::hex::serialize")]
    #[cfg_attr(feature = "ts", ts(type = "string"))]
    pub aes256: [u8; 32],
}

fn sha1(parts: &[&[u8]]) -> [u8; 20] {
    let mut h = Sha1::new();
    parts.iter().for_each(|p| h.update(p));
    h.finalize().into()
}

fn sha256(parts: &[&[u8]]) -> [u8; 32] {
    let mut h = Sha256::new();
    parts.iter().for_each(|p| h.update(p));
    h.finalize().into()
}

/// The first `N` bytes of `bytes`.
fn first<const N: usize>(bytes: &[u8]) -> [u8; N] {
    bytes[..N]
        .try_into()
        .expect("a digest at least as long as the key")
}

/// Each byte's lowest bit set so that the byte has an odd number of ones (DES keys' parity).
fn with_parity<const N: usize>(mut key: [u8; N]) -> [u8; N] {
    for b in &mut key {
        *b = (*b & 0xFE) | u8::from((*b >> 1).count_ones() % 2 == 0);
    }
    key
}

fn kdf_3des(secret: &[u8], counter: u32) -> [u8; 16] {
    with_parity(first(&sha1(&[secret, &counter.to_be_bytes()])))
}

pub fn bac_keys(mrz_information: &[u8]) -> BacKeys {
    let k_seed = first(&sha1(&[mrz_information]));
    BacKeys {
        k_seed,
        k_enc: kdf_3des(&k_seed, ENC),
        k_mac: kdf_3des(&k_seed, MAC),
    }
}

pub fn pace_kpi(mrz_information: &[u8]) -> PaceKpi {
    let password = sha1(&[mrz_information]);
    let c = PACE.to_be_bytes();
    PaceKpi {
        des3: kdf_3des(&password, PACE),
        aes128: first(&sha1(&[&password, &c])),
        aes192: first(&sha256(&[&password, &c])),
        aes256: sha256(&[&password, &c]),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hex::text;

    /// ICAO 9303 Part 11, Appendix D.2: BAC's keys from the MRZ information
    /// L898902C<369080619406236.
    #[test]
    fn bac_worked_example() {
        let keys = bac_keys(b"L898902C<369080619406236");
        assert_eq!(text(&keys.k_seed), "239AB9CB282DAF66231DC5A4DF6BFBAE");
        assert_eq!(text(&keys.k_enc), "AB94FDECF2674FDFB9B391F85D7F76F2");
        assert_eq!(text(&keys.k_mac), "7962D9ECE03D1ACD4C76089DCE131543");
    }

    /// Part 11, Appendix G.1: PACE's K_π for AES-128 from T22000129364081251010318.
    #[test]
    fn pace_worked_example() {
        let info = b"T22000129364081251010318";
        assert_eq!(
            text(&sha1(&[info])),
            "7E2D2A41C74EA0B38CD36F863939BFA8E9032AAD"
        );
        assert_eq!(
            text(&pace_kpi(info).aes128),
            "89DED1B26624EC1E634C1989302849DD"
        );
    }

    #[test]
    fn parity_makes_every_byte_odd() {
        for b in 0..=255u8 {
            let [p] = with_parity([b]);
            assert_eq!(p.count_ones() % 2, 1, "{b:#04x}");
            assert_eq!(p & 0xFE, b & 0xFE);
        }
    }
}
