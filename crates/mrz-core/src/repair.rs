//! When check digits fail, the usual OCR confusions (O/0, I/1, B/8, S/5, Z/2, G/6, `<`/K) may
//! explain it. A repair is offered only when exactly one such change, anywhere a check digit
//! looks, makes every check digit right: two candidates would be a guess.

use crate::checks::run_checks;
use crate::format::{Layout, Slot};
use serde::Serialize;

/// One character to change, and the lines once changed.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Repair {
    pub line: usize,
    pub column: usize,
    pub from: char,
    pub to: char,
    pub lines: Vec<String>,
}

const CONFUSED: [(u8, u8); 7] = [
    (b'O', b'0'),
    (b'I', b'1'),
    (b'B', b'8'),
    (b'S', b'5'),
    (b'Z', b'2'),
    (b'G', b'6'),
    (b'<', b'K'),
];

fn partner(c: u8) -> Option<u8> {
    CONFUSED.iter().find_map(|&(a, b)| match c {
        _ if c == a => Some(b),
        _ if c == b => Some(a),
        _ => None,
    })
}

/// Whether column `at` of `line` holds only digits (or fillers): a date or a check digit. A
/// letter there would be a new error, not a repair.
fn digits_only(layout: &Layout, line: usize, at: usize) -> bool {
    let within = |s: Slot| s.line == line && (s.start..s.end()).contains(&at);
    within(layout.date_of_birth)
        || within(layout.date_of_expiry)
        || layout.checks.iter().any(|c| c.line == line && c.at == at)
}

/// The one confusion whose change makes every check digit of `zone` right, if exactly one does.
pub fn repair(layout: &Layout, zone: &[u8]) -> Option<Repair> {
    let mut candidate = zone.to_vec();
    let mut found: Option<(usize, u8)> = None;
    for (i, &c) in zone.iter().enumerate() {
        let Some(to) = partner(c) else { continue };
        if to.is_ascii_uppercase() && digits_only(layout, i / layout.length, i % layout.length) {
            continue;
        }
        candidate[i] = to;
        let right = run_checks(layout, &candidate)
            .iter()
            .all(|check| check.valid);
        candidate[i] = c;
        if right {
            if found.is_some() {
                return None;
            }
            found = Some((i, to));
        }
    }
    let (i, to) = found?;
    candidate[i] = to;
    Some(Repair {
        line: i / layout.length,
        column: i % layout.length,
        from: char::from(zone[i]),
        to: char::from(to),
        lines: candidate
            .chunks(layout.length)
            .map(|l| l.iter().map(|&b| char::from(b)).collect())
            .collect(),
    })
}
