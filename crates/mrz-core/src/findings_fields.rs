//! What each field of an ICAO zone says on its own: a document code its format allows, a
//! country code of three letters that is a country's, a date that is one, a sex ICAO knows.

use crate::countries::is_known_country;
use crate::date::date_problem;
use crate::fields::Field;
use crate::findings::Finding;
use crate::format::Layout;

pub fn document_code(layout: &Layout, code: &str, out: &mut Vec<Finding>) {
    let first = code.chars().next().unwrap_or('<');
    if !layout.code_letters.contains(first) {
        out.push(Finding::UnexpectedDocumentCode {
            field: Field::Type,
            value: code.to_owned(),
            expected: layout.code_letters.to_owned(),
        });
    }
}

pub fn country(field: Field, value: &str, out: &mut Vec<Finding>) {
    if value.is_empty() {
        out.push(Finding::MissingCountry { field });
    } else if !value.bytes().all(|b| b.is_ascii_uppercase()) {
        let value = value.to_owned();
        out.push(Finding::InvalidCountryCode { field, value });
    } else if !is_known_country(value) {
        let value = value.to_owned();
        out.push(Finding::UnknownCountry { field, value });
    }
}

/// `value` is the date as read back: fillers at its end dropped, inside it read as spaces.
pub fn date(field: Field, value: &str, out: &mut Vec<Finding>) {
    if value.is_empty() {
        out.push(Finding::DateUnknown { field });
        return;
    }
    let letters: String = value.chars().filter(char::is_ascii_uppercase).collect();
    if !letters.is_empty() {
        out.push(Finding::LettersInDigits {
            field,
            chars: letters,
        });
    } else if let Some(reason) = date_problem(value) {
        out.push(Finding::InvalidDate { field, reason });
    }
}

pub fn sex(value: &str, out: &mut Vec<Finding>) {
    let field = Field::Sex;
    match value {
        "" | "M" | "F" => {}
        "X" => out.push(Finding::SexUnspecified { field }),
        _ => out.push(Finding::InvalidSex {
            field,
            value: value.to_owned(),
        }),
    }
}
