//! The core's hints on a record (what it changed or doubts in what was typed) in English, as
//! the page's English says them, for `mrz compose` and `mrz render` to print on stderr: a
//! date typed `2001-10-12` or a sex `f ` still composes, to a zone that is not what was meant,
//! and a person must hear of it without asking for `--json`.

use crate::words::{count, field_name, format_name, one_of};
use mrz_core::{DateProblem, Format, Hint};

/// "date of birth: not a YYMMDD date: it needs exactly six digits (1974-08-12 is written
/// 740812)".
pub fn hint(h: &Hint, format: Format) -> String {
    let said = match h {
        Hint::Dropped {
            chars,
            suggestion,
            full_width,
            ..
        } => {
            // Quoted, a tab or a zero-width space shown by its escape, a letter or an
            // apostrophe (O'BRIEN) as it is.
            let chars: Vec<String> = chars
                .chars()
                .map(|c| format!("{:?}", c.to_string()))
                .collect();
            let mut said = format!(
                "removed {}: only A-Z, 0-9 and spaces go into the zone",
                chars.join(" ")
            );
            if *full_width {
                said += " (these are full-width characters, a keyboard in full-width mode; the \
                          zone takes only half-width ones)";
            }
            if let Some(s) = suggestion {
                said += &format!(" (ICAO spelling: {s}, with --letters icao)");
            }
            said
        }
        Hint::Truncated { kept, cut, .. } => {
            format!("cut to {} ({cut} left out)", count(*kept, "character"))
        }
        Hint::MisplacedSpaces { .. } => "spaces at the start, at the end or doubled read as the \
                                         << between surname and given names"
            .to_owned(),
        Hint::InvalidDate { reason, .. } => match reason {
            DateProblem::Length => "not a YYMMDD date: it needs exactly six digits (1974-08-12 \
                                    is written 740812)"
                .to_owned(),
            DateProblem::NotDigits => "not a YYMMDD date: use digits only".to_owned(),
            DateProblem::Month => "not a real date: the month must be 01 to 12".to_owned(),
            DateProblem::Day => "not a real date: that month has no such day".to_owned(),
        },
        Hint::InvalidSex { value, .. } => format!("{value:?} is not M, F or X"),
        Hint::InvalidCountryCode { value, .. } => format!("{value:?} is not a three-letter code"),
        Hint::DocumentNumberTooLong { length, max, .. } => {
            format!("{length} characters: only the first {max} fit")
        }
        Hint::VisaCode { visa: true, .. } => "a visa's document code starts with V: without \
                                              it, readers take the zone for another document"
            .to_owned(),
        Hint::VisaCode { visa: false, .. } => "a document code starting with V marks a visa: \
                                               readers would take this zone for one"
            .to_owned(),
        Hint::DocumentCode { expected, .. } => format!(
            "an ID card's document code starts with {}: readers may not take this zone for an \
             ID card",
            one_of(&expected.chars().map(String::from).collect::<Vec<_>>())
        ),
        Hint::SpaceInLongNumber { .. } => "a space in a number longer than 9 characters \
                                           becomes a filler that ends the number: readers \
                                           would not get the whole number back"
            .to_owned(),
        Hint::NationalIssuer { expected, .. } => format!(
            "only {} issues this document: with another issuing state, or none, readers may \
             refuse the zone",
            one_of(&expected.split(", ").map(String::from).collect::<Vec<_>>())
        ),
        Hint::NationalCode { expected, .. } => format!(
            "this document's code is {expected} (\"type\": \"{expected}\"): without it, readers \
             may not take the zone for this document"
        ),
        Hint::Digits { expected, .. } => format!(
            "this document prints {expected} digits here, and only digits: readers refuse the \
             zone otherwise"
        ),
        Hint::ReadsAs { format: other, .. } => {
            format!(
                "with this value, readers take the zone for a {}",
                format_name(*other)
            )
        }
        Hint::Unused { format: on, .. } => {
            format!(
                "{} has no place for this field: the value is left out",
                format_name(*on)
            )
        }
    };
    format!("{}: {said}", field_name(h.field(), format))
}

#[cfg(test)]
#[path = "hint_words_tests.rs"]
mod tests;
