//! What a chip test needs from a zone (ICAO 9303 Parts 10 and 11): the MRZ information the
//! chip's access keys come from, BAC's K_seed, K_enc and K_mac, PACE's K_pi for each cipher, and
//! the DG1 file that holds the zone. From any zone of TD1, TD2, TD3 or a visa, its check digits
//! right or not: chip testers test broken documents too, so the values come with the verdict.
//! The national zones (French and Swiss) are refused: their documents carry no ICAO chip.

mod dg1;
mod keys;

pub use dg1::dg1;
pub use keys::{bac_keys, pace_kpi, BacKeys, PaceKpi};

use mrz_core::{Check, CheckName, DecodeError, Decoded, Field, Format};
use serde::Serialize;

/// A zone's chip companions, and whether its check digits are right.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Companions {
    pub format: Format,
    /// The document number (the whole of a long one), its check digit, the birth date, its
    /// digit, the expiry date and its digit, as printed.
    pub mrz_information: String,
    #[serde(flatten)]
    #[cfg_attr(feature = "ts", ts(flatten))]
    pub bac: BacKeys,
    pub pace_kpi: PaceKpi,
    /// Tag 61 holding tag 5F1F holding the zone's characters, line after line.
    #[serde(serialize_with = "hex::serialize")]
    #[cfg_attr(feature = "ts", ts(type = "string"))]
    pub dg1: Vec<u8>,
    /// Every check digit of the zone right.
    pub valid: bool,
    /// The zone's check digits: found, expected, right or not.
    pub checks: Vec<Check>,
}

/// Why a text gives no chip companions: it is no zone, or the zone is a national one (a French
/// card or licence, a Swiss licence), whose document carries no ICAO chip to open.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "code", rename_all = "snake_case")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub enum ChipError {
    NoChip {
        format: Format,
    },
    #[serde(untagged)]
    Zone(DecodeError),
}

impl std::fmt::Display for ChipError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ChipError::NoChip { format } => write!(
                f,
                "a {} zone: chip keys and DG1 are ICAO 9303's, for TD1, TD2, TD3 and visa zones",
                format.key()
            ),
            ChipError::Zone(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for ChipError {}

/// The companions of a zone given as text (as `mrz check` takes it).
pub fn from_text(text: &str) -> Result<Companions, ChipError> {
    companions(&mrz_core::decode_text(text).map_err(ChipError::Zone)?)
}

/// The companions of a zone read; refused for a national zone.
pub fn companions(decoded: &Decoded) -> Result<Companions, ChipError> {
    if decoded.format.is_national() {
        return Err(ChipError::NoChip {
            format: decoded.format,
        });
    }
    let information = mrz_information(decoded);
    Ok(Companions {
        format: decoded.format,
        bac: bac_keys(information.as_bytes()),
        pace_kpi: pace_kpi(information.as_bytes()),
        mrz_information: information,
        dg1: dg1(&decoded.lines),
        valid: decoded.checks.iter().all(|c| c.valid),
        checks: decoded.checks.clone(),
    })
}

/// Part 11's MRZ information: each of the three fields as printed (fillers kept, a long
/// document number whole, as its check digit covers it) followed by the check digit printed
/// for it, right or wrong.
pub fn mrz_information(decoded: &Decoded) -> String {
    let layout = decoded.format.layout();
    let printed = |slot: mrz_core::Slot| &decoded.lines[slot.line][slot.start..slot.end()];
    let digit = |name: CheckName| {
        let check = decoded.checks.iter().find(|c| c.name == name);
        check.map_or('<', |c| c.found)
    };
    // A number continued in the optional data has a second span; the decoded field is whole.
    let long = decoded
        .spans
        .iter()
        .filter(|s| s.field == Field::PassportNo)
        .count()
        > 1;
    let number = match long {
        true => decoded.fields.passport_no.as_str(),
        false => printed(layout.document_number),
    };
    format!(
        "{number}{}{}{}{}{}",
        digit(CheckName::PassportNo),
        printed(layout.date_of_birth),
        digit(CheckName::DateOfBirth),
        printed(layout.date_of_expiry),
        digit(CheckName::DateOfExpiry),
    )
}

/// Bytes as upper-case hexadecimal, as chip test tools print keys.
pub mod hex {
    pub fn text(bytes: &[u8]) -> String {
        bytes.iter().map(|b| format!("{b:02X}")).collect()
    }

    pub fn serialize<S: serde::Serializer>(bytes: &[u8], s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&text(bytes))
    }
}
