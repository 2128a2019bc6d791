//! Composition of the TD3 machine-readable zone (ICAO 9303 Part 4): two lines of 44.

use crate::check::check_char;
use crate::clean::{clean, clean_name, Cleaned};
use crate::date::date_problem;
use crate::fields::{Field, Fields};
use crate::hint::Hint;
use serde::Serialize;

pub const LINE_LEN: usize = 44;
pub const NAME_LEN: usize = 39;
pub const SURNAME_MAX: usize = 36;
pub const DOC_NUMBER_LEN: usize = 9;
pub const PERSONAL_NO_LEN: usize = 14;

/// The composed zone and what happened to the input on the way.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Mrz {
    pub lines: [String; 2],
    pub hints: Vec<Hint>,
}

impl Mrz {
    /// The two lines joined by a newline, as copied to the clipboard.
    pub fn text(&self) -> String {
        format!("{}\n{}", self.lines[0], self.lines[1])
    }
}

pub fn compose(fields: &Fields) -> Mrz {
    // Hints per field, so that they come out in the form's order without sorting.
    let mut hints: [Vec<Hint>; 10] = Default::default();
    let text = Field::ALL.map(|f| {
        let hints = &mut hints[f as usize];
        let raw = fields.get(f);
        let cleaned = match f {
            Field::Surname | Field::GivenNames => clean_name(raw),
            _ => clean(raw),
        };
        note_dropped(f, &cleaned, hints);
        note_value(f, &cleaned.text, hints);
        cleaned.text
    });
    let get = |f: Field| text[f as usize].as_str();

    let (name, surname_cut, given_cut) = name_field(get(Field::Surname), get(Field::GivenNames));
    note_cut(
        Field::Surname,
        SURNAME_MAX,
        surname_cut,
        &mut hints[Field::Surname as usize],
    );
    if given_cut > 0 {
        let kept = get(Field::GivenNames).len() - given_cut;
        note_cut(
            Field::GivenNames,
            kept,
            given_cut,
            &mut hints[Field::GivenNames as usize],
        );
    }

    let line1 = [
        fit(get(Field::Type), 2),
        fit(get(Field::CountryCode), 3),
        fit(&name, NAME_LEN),
    ]
    .concat();
    let document = with_check(fit(get(Field::PassportNo), DOC_NUMBER_LEN));
    let birth = with_check(fit(get(Field::DateOfBirth), 6));
    let expiry = with_check(fit(get(Field::DateOfExpiry), 6));
    let personal = with_check(fit(get(Field::PersonalNo), PERSONAL_NO_LEN));
    let overall = check_char(&[&document[..], &birth, &expiry, &personal].concat());
    let line2 = format!(
        "{document}{}{birth}{}{expiry}{personal}{overall}",
        fit(get(Field::Nationality), 3),
        fit(get(Field::Sex), 1),
    );
    debug_assert_eq!((line1.len(), line2.len()), (LINE_LEN, LINE_LEN));
    Mrz {
        lines: [line1, line2],
        hints: hints.into_iter().flatten().collect(),
    }
}

/// Surname cut to 36, two spaces, then as much of the given names as fits in 39; the surname
/// alone when there are no given names. Returns the field and how much of each name was cut.
fn name_field(surname: &str, given: &str) -> (String, usize, usize) {
    let s = &surname[..surname.len().min(SURNAME_MAX)];
    let surname_cut = surname.len() - s.len();
    if given.is_empty() {
        return (s.to_owned(), surname_cut, 0);
    }
    let room = NAME_LEN - s.len() - 2;
    let g = &given[..given.len().min(room)];
    (format!("{s}  {g}"), surname_cut, given.len() - g.len())
}

/// Pad with spaces or cut to `width`, then turn spaces into the filler `<`. `text` is ASCII.
#[inline(never)]
fn fit(text: &str, width: usize) -> String {
    let cut = &text[..text.len().min(width)];
    format!("{cut:<width$}").replace(' ', "<")
}

#[inline(never)]
fn with_check(field: String) -> String {
    let digit = check_char(&field);
    field + &digit.to_string()
}

fn note_dropped(field: Field, cleaned: &Cleaned, hints: &mut Vec<Hint>) {
    if !cleaned.dropped.is_empty() {
        hints.push(Hint::Dropped {
            field,
            chars: cleaned.dropped.clone(),
            suggestion: cleaned.suggestion.clone(),
        });
    }
}

fn note_cut(field: Field, kept: usize, cut: usize, hints: &mut Vec<Hint>) {
    if cut > 0 {
        hints.push(Hint::Truncated { field, kept, cut });
    }
}

/// Hints about a cleaned value itself. Each field gets at most one, the most specific: a
/// too-long date is reported as a bad date rather than also as a cut value.
fn note_value(field: Field, value: &str, hints: &mut Vec<Hint>) {
    let hint = match field {
        Field::Type => (value.len() > 2).then(|| Hint::Truncated {
            field,
            kept: 2,
            cut: value.len() - 2,
        }),
        Field::CountryCode | Field::Nationality => {
            let ok = value.is_empty()
                || value == "D"
                || (value.len() == 3 && value.bytes().all(|b| b.is_ascii_uppercase()));
            (!ok).then(|| Hint::InvalidCountryCode {
                field,
                value: value.to_owned(),
            })
        }
        Field::PassportNo => {
            (value.len() > DOC_NUMBER_LEN).then_some(Hint::DocumentNumberTooLong {
                field,
                length: value.len(),
                max: DOC_NUMBER_LEN,
            })
        }
        Field::Surname => misplaced_spaces(value, true).then_some(Hint::MisplacedSpaces { field }),
        Field::GivenNames => {
            misplaced_spaces(value, false).then_some(Hint::MisplacedSpaces { field })
        }
        Field::DateOfBirth | Field::DateOfExpiry => {
            date_problem(value).map(|reason| Hint::InvalidDate { field, reason })
        }
        Field::PersonalNo => (value.len() > PERSONAL_NO_LEN).then(|| Hint::Truncated {
            field,
            kept: PERSONAL_NO_LEN,
            cut: value.len() - PERSONAL_NO_LEN,
        }),
        Field::Sex => (!matches!(value, "" | "M" | "F" | "X")).then(|| Hint::InvalidSex {
            field,
            value: value.to_owned(),
        }),
    };
    hints.extend(hint);
}

/// A trailing space in the given names only pads the field, so it is harmless there.
fn misplaced_spaces(value: &str, trailing_matters: bool) -> bool {
    value.starts_with(' ') || value.contains("  ") || (trailing_matters && value.ends_with(' '))
}

#[cfg(test)]
#[path = "compose_tests.rs"]
mod tests;
