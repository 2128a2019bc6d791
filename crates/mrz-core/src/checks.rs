//! The check digits of a zone as read: each against the one its data gives, a document number
//! continued in the optional data found where it continues, and a composite that is wrong only
//! through another digit marked so.

use crate::check::{check_char, check_over};
use crate::format::{CheckName, Layout, Slot};
use serde::Serialize;

/// One check digit as found in the zone, and the one its data gives.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Check {
    pub name: CheckName,
    pub line: usize,
    /// Column in `line`.
    pub at: usize,
    pub found: char,
    pub expected: char,
    pub valid: bool,
    /// A wrong composite digit that would be right had the other wrong digits been right: it
    /// only follows from them.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    #[cfg_attr(feature = "ts", ts(optional = nullable))]
    pub consequent: bool,
}

/// A document number continued in the optional data (TD1, TD2): a filler in place of the
/// number's check digit, and the optional data starting with the rest of the number and the
/// whole number's digit, up to the first filler.
pub(crate) struct Continued {
    pub number: String,
    /// The column of the whole number's check digit in the optional data's line.
    pub digit_at: usize,
}

/// The characters of `slot` (the zone holds the MRZ alphabet only, so each is one byte).
pub(crate) fn slot_bytes<'a>(layout: &Layout, zone: &'a [u8], slot: Slot) -> &'a [u8] {
    let from = slot.line * layout.length + slot.start;
    &zone[from..from + slot.width]
}

pub(crate) fn continued(layout: &Layout, zone: &[u8]) -> Option<Continued> {
    let number = layout.document_number;
    if !layout.long_number || zone[number.line * layout.length + number.end()] != b'<' {
        return None;
    }
    let first9 = slot_bytes(layout, zone, number);
    if first9.contains(&b'<') {
        return None;
    }
    let optional = slot_bytes(layout, zone, layout.optional_data);
    let rest = &optional[..optional
        .iter()
        .position(|&b| b == b'<')
        .unwrap_or(optional.len())];
    (rest.len() >= 2).then(|| Continued {
        number: first9
            .iter()
            .chain(&rest[..rest.len() - 1])
            .map(|&b| char::from(b))
            .collect(),
        digit_at: layout.optional_data.start + rest.len() - 1,
    })
}

/// Every check digit of the layout against the zone's data.
pub(crate) fn run_checks(layout: &Layout, zone: &[u8]) -> Vec<Check> {
    checks_with(layout, zone, continued(layout, zone).as_ref())
}

/// The check digits, the number's continuation (if any) already found.
pub(crate) fn checks_with(
    layout: &Layout,
    zone: &[u8],
    continuation: Option<&Continued>,
) -> Vec<Check> {
    let at = |line: usize, column: usize| char::from(zone[line * layout.length + column]);
    let mut checks: Vec<Check> = layout
        .checks
        .iter()
        .map(|spec| {
            let (line, column, expected) = match (continuation, spec.name) {
                (Some(c), CheckName::PassportNo) => {
                    (layout.optional_data.line, c.digit_at, check_char(&c.number))
                }
                _ => (
                    spec.line,
                    spec.at,
                    char::from(check_over(zone, layout.length, spec.covers)),
                ),
            };
            let found = at(line, column);
            // ICAO 9303-4 allows `<` as the digit of a personal number that is all fillers.
            let unset = spec.name == CheckName::PersonalNo
                && found == '<'
                && spec
                    .covers
                    .iter()
                    .all(|s| slot_bytes(layout, zone, *s).iter().all(|&b| b == b'<'));
            Check {
                name: spec.name,
                line,
                at: column,
                found,
                expected,
                valid: found == expected || unset,
                consequent: false,
            }
        })
        .collect();
    mark_consequent(layout, zone, &mut checks);
    checks
}

/// A wrong composite is consequent when, with the other wrong digits as they should be, it
/// would be right.
fn mark_consequent(layout: &Layout, zone: &[u8], checks: &mut [Check]) {
    let Some(spec) = layout.check(CheckName::Composite) else {
        return;
    };
    let others: Vec<&Check> = checks
        .iter()
        .filter(|c| !c.valid && c.name != CheckName::Composite)
        .collect();
    if others.is_empty() {
        return;
    }
    let mut fixed = zone.to_vec();
    for c in &others {
        fixed[c.line * layout.length + c.at] = c.expected as u8;
    }
    let right = char::from(check_over(&fixed, layout.length, spec.covers));
    if let Some(composite) = checks.iter_mut().find(|c| c.name == CheckName::Composite) {
        composite.consequent = !composite.valid && composite.found == right;
    }
}
