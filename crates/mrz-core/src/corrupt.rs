//! Negative test data: a composed zone with one check digit deliberately wrong.

use crate::compose::compose;
use crate::decode::decode;
use crate::fields::Fields;
use crate::format::CheckName;
use serde::Serialize;

/// A test set's zone: composed, a check digit spoilt if asked, and read back.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct TestZone {
    pub lines: Vec<String>,
    pub valid: bool,
    /// The check digit spoilt on purpose, if any (never on a format without digits).
    pub corrupted: Option<CheckName>,
}

/// The zone of `fields`, with check digit `which` raised by `by` when `spoil` says so (see
/// [`corrupt`]). Read back without a day of reading, so that a label never depends on when
/// it was made.
pub fn test_zone(fields: &Fields, spoil: Option<(usize, u8)>) -> TestZone {
    let lines = compose(fields).lines;
    let (lines, corrupted) = match spoil.and_then(|(which, by)| corrupt(&lines, which, by)) {
        Some((spoilt, name)) => (spoilt, Some(name)),
        None => (lines, None),
    };
    let valid = decode(&lines).is_ok_and(|d| d.valid);
    TestZone {
        lines,
        valid,
        corrupted,
    }
}

/// `lines` with check digit number `which` (counted round the format's digits, in their
/// order) raised by `by` (1 to 9, modulo 10), and which digit that was. `None` when the lines
/// are not a zone.
pub fn corrupt<S: AsRef<str>>(
    lines: &[S],
    which: usize,
    by: u8,
) -> Option<(Vec<String>, CheckName)> {
    let decoded = decode(lines).ok()?;
    // The Swiss licence has no digit to spoil.
    let check = decoded.checks.get(which % decoded.checks.len().max(1))?;
    let digit = check.found.to_digit(10).unwrap_or(0) as u8;
    let wrong = char::from(b'0' + (digit + by % 10) % 10);
    let mut out = decoded.lines;
    out[check.line].replace_range(check.at..=check.at, wrong.encode_utf8(&mut [0; 4]));
    Some((out, check.name))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{compose, Fields, Format};

    #[test]
    fn each_digit_of_each_format_is_made_wrong_and_only_it() {
        for format in Format::ALL {
            let m = compose(&Fields {
                passport_no: "D23145890123".into(),
                ..Fields::specimen(format)
            });
            let digits = format.layout().checks.len();
            for which in 0..digits {
                let (lines, name) = corrupt(&m.lines, which, 3).unwrap();
                let d = decode(&lines).unwrap();
                let wrong: Vec<_> = d
                    .checks
                    .iter()
                    .filter(|c| !c.valid && !c.consequent)
                    .collect();
                assert_eq!(wrong.len(), 1, "{format:?} {name:?}");
                assert_eq!(wrong[0].name, name);
            }
        }
    }
}
