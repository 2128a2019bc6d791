//! What composing notes about each field's cleaned value, given the format's layout.

use crate::clean::Cleaned;
use crate::date::date_problem;
use crate::fields::Field;
use crate::format::{Format, Layout, Names};
use crate::hint::Hint;
use crate::read_text::shape_of;

pub fn note_dropped(field: Field, cleaned: &Cleaned, hints: &mut Vec<Hint>) {
    if !cleaned.dropped.is_empty() {
        hints.push(Hint::Dropped {
            field,
            chars: cleaned.dropped.clone(),
            suggestion: cleaned.suggestion.clone(),
            full_width: cleaned.full_width,
        });
    }
}

pub fn note_cut(field: Field, kept: usize, cut: usize, hints: &mut Vec<Hint>) {
    if cut > 0 {
        hints.push(Hint::Truncated { field, kept, cut });
    }
}

/// The longest document number a layout holds: its field (nine; the French card's twelve), or
/// on a TD1 or TD2 nine plus what the optional data holds beside the whole number's check digit.
pub fn number_max(layout: &Layout) -> usize {
    let own = layout.document_number.width;
    if layout.long_number {
        own + layout.optional_data.width - 1
    } else {
        own
    }
}

/// Hints about a cleaned value itself. Each field gets at most one, the most specific: a
/// too-long date is reported as a bad date rather than also as a cut value. The optional data
/// and names are cut where they are placed, beside what shares their field.
pub fn note_value(field: Field, value: &str, layout: &Layout, hints: &mut Vec<Hint>) {
    let hint = match field {
        Field::Type => {
            note_cut(field, 2, value.len().saturating_sub(2), hints);
            // Readers tell a visa from a passport or card of the same size by its V alone.
            let visa = layout.is_visa();
            let first = value.chars().next();
            if layout.format.is_national() {
                // A national zone's code is its own (ICAO leaves a missing code to fillers).
                (value.is_empty() || !layout.format.code_fits(value)).then(|| Hint::NationalCode {
                    field,
                    expected: layout.codes[0].to_owned(),
                })
            } else if value.starts_with('V') != visa {
                Some(Hint::VisaCode { field, visa })
            } else if layout.format != Format::Td3
                && first.is_some_and(|c| !layout.code_letters.contains(c))
            {
                // A passport's code stays as the specification has it; a card's should begin
                // with one of its letters.
                Some(Hint::DocumentCode {
                    field,
                    expected: layout.code_letters.to_owned(),
                })
            } else {
                None
            }
        }
        Field::CountryCode | Field::Nationality => {
            let ok = value.is_empty()
                || value == "D"
                || (value.len() == 3 && value.bytes().all(|b| b.is_ascii_uppercase()));
            let states = layout.states;
            if !ok {
                Some(Hint::InvalidCountryCode {
                    field,
                    value: value.to_owned(),
                })
            } else if field == Field::CountryCode && !states.is_empty() && !states.contains(&value)
            {
                Some(Hint::NationalIssuer {
                    field,
                    expected: states.join(", "),
                })
            } else {
                None
            }
        }
        Field::PassportNo => {
            let max = number_max(layout);
            let kept = &value[..value.len().min(max)];
            // A filler inside a continued number ends it early: no reader gets it back.
            if layout.long_number && kept.len() > layout.document_number.width && kept.contains(' ')
            {
                hints.push(Hint::SpaceInLongNumber { field });
            }
            (value.len() > max).then_some(Hint::DocumentNumberTooLong {
                field,
                length: value.len(),
                max,
            })
        }
        Field::Surname => misplaced_spaces(value, true).then_some(Hint::MisplacedSpaces { field }),
        // The French card's given names have a field of their own, and spaces are parted
        // there whatever they were.
        Field::GivenNames => (layout.names == Names::Joined && misplaced_spaces(value, false))
            .then_some(Hint::MisplacedSpaces { field }),
        Field::DateOfBirth | Field::DateOfExpiry => {
            date_problem(value).map(|reason| Hint::InvalidDate { field, reason })
        }
        // The Swiss licence's PIN code and version are numbers that fill their fields.
        Field::PersonalNo | Field::OptionalData2 if layout.format == Format::CheDl => {
            let expected = layout.slot(field).width;
            let digits = value.len() == expected && value.bytes().all(|b| b.is_ascii_digit());
            (!digits).then_some(Hint::Digits { field, expected })
        }
        Field::PersonalNo => None,
        Field::Sex => (!matches!(value, "" | "M" | "F" | "X")).then(|| Hint::InvalidSex {
            field,
            value: value.to_owned(),
        }),
        Field::OptionalData2 => {
            let width = layout.slot(field).width;
            (value.len() > width).then(|| Hint::Truncated {
                field,
                kept: width,
                cut: value.len() - width,
            })
        }
    };
    hints.extend(hint);
}

/// A trailing space in the given names only pads the field, so it is harmless there.
fn misplaced_spaces(value: &str, trailing_matters: bool) -> bool {
    value.starts_with(' ') || value.contains("  ") || (trailing_matters && value.ends_with(' '))
}

/// When the composed lines would be read as another format than `layout`'s (a French card's
/// zone that does not begin `IDFRA`, a TD2 card's name with digits where the French card has
/// its office), the field to blame and that format. A visa's code has its own hint already.
pub fn note_shape(layout: &Layout, lines: &[String]) -> Option<Hint> {
    let read = shape_of(lines)?;
    let code = &lines[0][..2];
    let field = match layout.format {
        Format::FraId if layout.codes.contains(&code) => Field::CountryCode,
        Format::FraId => Field::Type,
        _ if lines[0].starts_with("IDFRA") => Field::CountryCode,
        // A TD2 card's name with digits where the French card has its issuing office.
        _ => Field::Surname,
    };
    let visa_hinted = read.layout().is_visa() != layout.is_visa() && !layout.format.is_national();
    (read != layout.format && !visa_hinted).then_some(Hint::ReadsAs {
        field,
        format: read,
    })
}
