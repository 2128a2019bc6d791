//! DG1 as the chip stores it (Part 10): tag 61, its length, then tag 5F1F, its length and the
//! zone's characters, line after line. Zones are 72, 88 or 90 characters, so both lengths fit
//! BER's one-byte short form.

const DG1: u8 = 0x61;
const MRZ_DATA: [u8; 2] = [0x5F, 0x1F];

pub fn dg1<S: AsRef<str>>(lines: &[S]) -> Vec<u8> {
    let zone: Vec<u8> = lines.iter().flat_map(|l| l.as_ref().bytes()).collect();
    let inner = length(zone.len());
    let mut out = vec![DG1];
    out.extend(length(MRZ_DATA.len() + inner.len() + zone.len()));
    out.extend(MRZ_DATA);
    out.extend(inner);
    out.extend(zone);
    out
}

/// BER-TLV's length: one byte under 128, else 0x81 or 0x82 and the length's bytes.
fn length(n: usize) -> Vec<u8> {
    match n {
        0..=0x7F => vec![n as u8],
        0x80..=0xFF => vec![0x81, n as u8],
        _ => vec![0x82, (n >> 8) as u8, n as u8],
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_zone_length_has_its_header() {
        for (chars, header) in [
            (90, [0x61, 0x5D, 0x5F, 0x1F, 0x5A]),
            (72, [0x61, 0x4B, 0x5F, 0x1F, 0x48]),
            (88, [0x61, 0x5B, 0x5F, 0x1F, 0x58]),
        ] {
            let line = "<".repeat(chars / 2);
            let file = dg1(&[&line, &line]);
            assert_eq!(file[..5], header);
            assert_eq!(file.len(), 5 + chars);
            assert!(file[5..].iter().all(|&b| b == b'<'));
        }
    }

    #[test]
    fn long_lengths_take_ber_long_forms() {
        assert_eq!(length(200), [0x81, 200]);
        assert_eq!(length(300), [0x82, 1, 44]);
    }
}
