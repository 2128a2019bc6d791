//! When check digits fail, the usual OCR confusions (O/0, I/1, B/8, S/5, Z/2, G/6, `<`/K) may
//! explain it. A repair is offered only when exactly one such change, anywhere a check digit
//! looks, makes every check digit right: two candidates would be a guess.

use crate::checks::run_checks;
use crate::format::{Layout, Slot};
use crate::zone::split_lines;
use serde::Serialize;

/// One character to change: where, from what, to what.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Change {
    pub line: usize,
    pub column: usize,
    pub from: char,
    pub to: char,
}

/// The one change, and the lines once changed.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Repair {
    #[serde(flatten)]
    pub change: Change,
    pub lines: Vec<String>,
}

/// What the search found: the repair when one change alone makes every digit right, or the
/// changes that each would when there are several (a person may know which is meant; the
/// checker cannot). At most this many are listed.
pub const CANDIDATES_LISTED: usize = 6;

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

/// Every usual confusion whose change alone makes every check digit of `zone` right (at most
/// `CANDIDATES_LISTED`), and the repair when there is exactly one.
pub fn repair(layout: &Layout, zone: &[u8]) -> (Option<Repair>, Vec<Change>) {
    let mut candidate = zone.to_vec();
    let mut found: Vec<Change> = Vec::new();
    for (i, &c) in zone.iter().enumerate() {
        let Some(to) = partner(c) else { continue };
        let (line, column) = (i / layout.length, i % layout.length);
        if to.is_ascii_uppercase() && digits_only(layout, line, column) {
            continue;
        }
        candidate[i] = to;
        if run_checks(layout, &candidate)
            .iter()
            .all(|check| check.valid)
        {
            found.push(Change {
                line,
                column,
                from: char::from(c),
                to: char::from(to),
            });
        }
        candidate[i] = c;
        if found.len() == CANDIDATES_LISTED {
            break;
        }
    }
    let [change] = found[..] else {
        return (None, found);
    };
    candidate[change.line * layout.length + change.column] = change.to as u8;
    let lines = split_lines(&candidate, layout);
    (Some(Repair { change, lines }), Vec::new())
}
