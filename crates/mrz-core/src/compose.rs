//! Composition of a zone of any ICAO 9303 format (Parts 4-7), driven by the format's layout.

use crate::check::{check_char, check_over};
use crate::clean::clean_text;
use crate::compose_names::name_field;
use crate::fields::{Field, Fields};
use crate::format::{Format, Layout, Slot};
use crate::hint::Hint;
use crate::hints::{note_cut, note_dropped, note_shape, note_value, number_max};
use crate::zone::Zone;
use serde::Serialize;

/// The composed zone and what happened to the input on the way.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "Composition"))]
pub struct Mrz {
    pub format: Format,
    pub lines: Vec<String>,
    pub hints: Vec<Hint>,
}

impl Mrz {
    /// The lines joined by newlines, as copied to the clipboard.
    pub fn text(&self) -> String {
        self.lines.join("\n")
    }
}

pub fn compose(fields: &Fields) -> Mrz {
    let layout = fields.format.layout();
    // Hints per field, so that they come out in the form's order without sorting.
    let mut hints: [Vec<Hint>; Field::ALL.len()] = Default::default();
    let text = Field::ALL.map(|f| {
        let hints = &mut hints[f as usize];
        if !f.in_layout(layout) {
            if !fields.get(f).trim().is_empty() {
                hints.push(Hint::Unused {
                    field: f,
                    format: layout.format,
                });
            }
            return String::new();
        }
        let in_name = matches!(f, Field::Surname | Field::GivenNames);
        // Fillers typed at a code's end (`I<`, `D<<`) are the fillers the zone writes there
        // anyway, not characters dropped; elsewhere (`<P`) they are dropped, and said so.
        let code = matches!(f, Field::Type | Field::CountryCode | Field::Nationality);
        let raw = match fields.get(f) {
            v if code => v.trim_end_matches('<'),
            v => v,
        };
        let mut cleaned = clean_text(raw, in_name, fields.letters);
        if f == Field::PassportNo && layout.long_number {
            // Trailing spaces only pad the number field; on a card they must not make the
            // number look longer than nine and continue it into the optional data.
            cleaned
                .text
                .truncate(cleaned.text.trim_end_matches(' ').len());
        }
        note_dropped(f, &cleaned, hints);
        // A name is judged as meant: spaces left at its edges by dropped letters (Анна Юлия)
        // are the dropped hint's to explain, and its ICAO spelling has them where typed.
        let meant = match &cleaned.suggestion {
            Some(suggestion) if in_name => suggestion,
            _ => &cleaned.text,
        };
        note_value(f, meant, layout, hints);
        cleaned.text
    });
    let get = |f: Field| text[f as usize].as_str();

    let mut zone = Zone::new(layout);
    zone.put(layout.document_type, get(Field::Type));
    zone.put(layout.issuing_state, get(Field::CountryCode));
    name_field(
        &mut zone,
        layout,
        get(Field::Surname),
        get(Field::GivenNames),
        &mut hints,
    );
    zone.put(layout.nationality, get(Field::Nationality));
    zone.put(layout.date_of_birth, get(Field::DateOfBirth));
    zone.put(layout.sex, get(Field::Sex));
    zone.put(layout.date_of_expiry, get(Field::DateOfExpiry));
    zone.put(layout.slot(Field::OptionalData2), get(Field::OptionalData2));
    let long = number_and_optional(
        &mut zone,
        layout,
        get(Field::PassportNo),
        get(Field::PersonalNo),
        &mut hints[Field::PersonalNo as usize],
    );

    for check in layout.checks {
        // A continued number's digit stands after it in the optional data; its own place
        // keeps the filler.
        if long
            && check.at == layout.document_number.end()
            && check.line == layout.document_number.line
        {
            continue;
        }
        let digit = check_over(zone.bytes(), layout.length, check.covers);
        zone.set(check.line, check.at, digit);
    }
    let lines = zone.into_lines();
    if let Some(hint) = note_shape(layout, &lines) {
        hints[hint.field() as usize].push(hint);
    }
    Mrz {
        format: layout.format,
        lines,
        hints: hints.into_iter().flatten().collect(),
    }
}

/// The document number and the optional data. A number longer than nine on a TD1 or TD2
/// (ICAO 9303-5 and -6, note j): its first nine in the number field, a filler in place of its
/// check digit, and the optional data begins with the rest, the check digit of the whole
/// number and a filler. Returns whether the number was continued so.
fn number_and_optional(
    zone: &mut Zone,
    layout: &Layout,
    number: &str,
    optional: &str,
    hints: &mut Vec<Hint>,
) -> bool {
    let slot = layout.optional_data;
    let own = layout.document_number.width;
    let long = layout.long_number && number.len() > own;
    zone.put(layout.document_number, number);
    let room = if long {
        // `note_value` has cut nothing: the number is cut here to what the field can hold.
        let number = &number[..number.len().min(number_max(layout))];
        let rest = &number[own..];
        zone.put(
            Slot {
                width: rest.len(),
                ..slot
            },
            rest,
        );
        zone.set(slot.line, slot.start + rest.len(), check_char(number) as u8);
        // One filler after the digit, when there is room for it.
        slot.width.saturating_sub(rest.len() + 2)
    } else {
        slot.width
    };
    let start = slot.start + slot.width - room;
    zone.put(
        Slot {
            start,
            width: room,
            ..slot
        },
        optional,
    );
    note_cut(
        Field::PersonalNo,
        room,
        optional.len().saturating_sub(room),
        hints,
    );
    long
}

#[cfg(test)]
#[path = "compose_tests.rs"]
mod tests;
