//! Reading a zone of any format back: every field, where it sits in the lines, each check
//! digit against the one it should be, what the fields themselves say (dates, sex, countries),
//! and a repair when one usual OCR confusion explains every wrong digit. The inverse of
//! `compose`, which the tests hold it to.

use crate::checks::{checks_with, continued, Check, Continued};
use crate::date::Ymd;
use crate::field_text::Text;
use crate::fields::{parted, Field, Fields};
use crate::findings::{findings, Finding};
use crate::format::{Layout, Names, Slot};
use crate::read_text::{
    is_zone_char, is_zone_text, shape_error, shape_of, zone_lines, DecodeError,
};
use crate::repair::{repair, Change, Repair};
use crate::zone::join_lines;
use serde::Serialize;

/// Where a field's characters are: its line and columns (from 0, `end` exclusive). A document
/// number continued in the optional data has two.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Span {
    pub field: Field,
    pub line: usize,
    pub start: usize,
    pub end: usize,
}

/// A zone read back: its fields, where each sits, every check digit, and what the fields say.
/// Dates are YYYY-MM-DD, when real and the day of reading is known.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Decoded {
    pub format: crate::format::Format,
    /// The lines as read (no white space, upper case).
    pub lines: Vec<String>,
    pub fields: Fields,
    pub spans: Vec<Span>,
    pub checks: Vec<Check>,
    /// Every check digit right and no finding an error.
    pub valid: bool,
    #[serde(serialize_with = "crate::findings::serialize_leveled")]
    #[cfg_attr(feature = "ts", ts(as = "Vec<crate::findings::Leveled<'static>>"))]
    pub findings: Vec<Finding>,
    /// The dates with their full years, when they are real dates (expiry and the century of
    /// birth need the day of reading).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub birth: Option<Ymd>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub expiry: Option<Ymd>,
    /// The one change of a usually confused character that makes every check digit right.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub repair: Option<Repair>,
    /// When more than one such change would each make every digit right: all of them (no
    /// repair is offered then, since choosing would be a guess).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    #[cfg_attr(feature = "ts", ts(optional = nullable))]
    pub candidates: Vec<Change>,
}

/// Read a zone given as text (see `zone_lines`), without the checks that need today's date.
pub fn decode_text(text: &str) -> Result<Decoded, DecodeError> {
    check_text(text, None)
}

/// Read and check a zone given as text, on the day `today` (for expiry and birth's century).
pub fn check_text(text: &str, today: Option<Ymd>) -> Result<Decoded, DecodeError> {
    let lines = zone_lines(text)?;
    read_lines(&lines, today)
}

/// Read lines exactly as given: the MRZ alphabet, in the count and lengths of a format.
pub fn decode<S: AsRef<str>>(lines: &[S]) -> Result<Decoded, DecodeError> {
    for (line, text) in lines.iter().enumerate() {
        let text = text.as_ref();
        // By bytes (the alphabet is ASCII, so any other byte is a character outside it), and by
        // characters only to say which: a character at a time, this cost a twentieth more of a
        // decode's instructions (callgrind).
        let bad = match is_zone_text(text.as_bytes()) {
            true => None,
            false => text.chars().enumerate().find(|&(_, c)| !is_zone_char(c)),
        };
        if let Some((column, found)) = bad {
            return Err(DecodeError::Character {
                line,
                column,
                found,
            });
        }
    }
    read_lines(lines, None)
}

fn read_lines<S: AsRef<str>>(lines: &[S], today: Option<Ymd>) -> Result<Decoded, DecodeError> {
    let format = shape_of(lines).ok_or_else(|| shape_error(lines))?;
    let layout = format.layout();
    // The lines back to back, on the stack: no zone is longer than 90 characters.
    let mut buffer = [b'<'; 90];
    let zone = &mut buffer[..layout.lines * layout.length];
    join_lines(lines, layout, zone);
    let zone = &*zone;
    let continuation = continued(layout, zone);
    let (fields, spans) = read_fields(layout, &Text::of(zone), continuation.as_ref());
    let checks = checks_with(layout, zone, continuation.as_ref());
    let digits_right = checks.iter().all(|c| c.valid);
    let (findings, birth, expiry) = findings(layout, &fields, zone, today);
    let valid = digits_right && findings.iter().all(|f| !f.is_error());
    let (repair, candidates) = match digits_right {
        true => (None, Vec::new()),
        false => repair(layout, zone),
    };
    Ok(Decoded {
        format,
        lines: lines.iter().map(|l| l.as_ref().to_owned()).collect(),
        fields,
        spans,
        checks,
        valid,
        findings,
        birth,
        expiry,
        repair,
        candidates,
    })
}

fn read_fields(
    layout: &Layout,
    zone: &Text,
    continuation: Option<&Continued>,
) -> (Fields, Vec<Span>) {
    let mut fields = Fields {
        format: layout.format,
        ..Fields::default()
    };
    let mut spans = Vec::with_capacity(Field::ALL.len() + 1);
    let (surname, given) = match layout.names {
        Names::Joined => name_slots(layout.name, zone.bytes(layout, layout.name)),
        Names::Apart(given) => (layout.name, given),
        Names::SurnameOnly => (layout.name, Slot::NONE),
    };
    let optional = layout.optional_data;
    let personal = match continuation {
        Some(c) => Slot {
            start: (c.digit_at + 2).min(optional.end()),
            width: optional.end().saturating_sub(c.digit_at + 2),
            ..optional
        },
        None => optional,
    };
    // In the form's order, so that nothing needs sorting.
    for field in Field::ALL.into_iter().filter(|f| f.in_layout(layout)) {
        let slot = match field {
            Field::Surname => surname,
            Field::GivenNames => given,
            Field::PersonalNo => personal,
            field => layout.slot(field),
        };
        let mut value = zone.value(layout, slot);
        if field == Field::GivenNames && layout.given_names().is_some() {
            // Two fillers part the French card's given names.
            value = parted(&value, " ");
        }
        *fields.get_mut(field) = value;
        spans.push(span(field, slot));
        if let (Field::PassportNo, Some(c)) = (field, continuation) {
            fields.passport_no.clone_from(&c.number);
            let width = c.digit_at - optional.start;
            spans.push(span(field, Slot { width, ..optional }));
        }
    }
    (fields, spans)
}

fn span(field: Field, slot: Slot) -> Span {
    Span {
        field,
        line: slot.line,
        start: slot.start,
        end: slot.end(),
    }
}

/// Where the surname (up to the first `<<`) and the given names lie in the name field.
fn name_slots(name: Slot, text: &[u8]) -> (Slot, Slot) {
    let filled = |t: &[u8]| t.iter().rposition(|&b| b != b'<').map_or(0, |i| i + 1);
    let surname_end = text
        .windows(2)
        .position(|w| w == b"<<")
        .unwrap_or_else(|| filled(text));
    let given_start = (surname_end + 2).min(text.len());
    let given_len = filled(&text[given_start..]);
    let part = |start: usize, width: usize| Slot {
        start: name.start + start,
        width,
        ..name
    };
    (part(0, surname_end), part(given_start, given_len))
}

#[cfg(test)]
#[path = "decode_tests.rs"]
mod tests;
