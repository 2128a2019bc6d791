//! What the national layouts' own rules say beyond ICAO's: the document code and issuing state
//! are the nation's, fillers stand where the layout prints them, and the Swiss licence's number,
//! PIN code and version have their shapes (cheminfo's `mrz` refuses each otherwise).

use crate::fields::{Field, Fields};
use crate::findings::Finding;
use crate::format::{Format, Layout};

pub(crate) fn national(layout: &Layout, fields: &Fields, zone: &[u8], out: &mut Vec<Finding>) {
    if !layout.format.is_national() {
        return;
    }
    let code = fields.doc_type.as_str();
    if !layout.format.code_fits(code) {
        out.push(Finding::NationalCode {
            field: Field::Type,
            value: code.to_owned(),
            expected: layout.codes[0].to_owned(),
        });
    }
    let state = fields.country_code.as_str();
    if !layout.states.is_empty() && !state.is_empty() && !layout.states.contains(&state) {
        out.push(Finding::UnexpectedIssuer {
            field: Field::CountryCode,
            value: state.to_owned(),
            expected: layout.states.join(", "),
        });
    }
    for slot in layout.fillers {
        let at = slot.line * layout.length + slot.start;
        let printed = &zone[at..at + slot.width];
        if let Some(column) = printed.iter().position(|&b| b != b'<') {
            out.push(Finding::NotFiller {
                line: slot.line,
                column: slot.start + column,
                found: char::from(printed[column]).to_string(),
            });
        }
    }
    if layout.format != Format::CheDl {
        return;
    }
    swiss_number(&fields.passport_no, out);
    // The PIN code and the version are numbers that fill their fields.
    for field in [Field::PersonalNo, Field::OptionalData2] {
        let value = fields.get(field);
        let letters: String = value.chars().filter(|c| !c.is_ascii_digit()).collect();
        let expected = layout.slot(field).width;
        if !letters.is_empty() {
            out.push(Finding::LettersInDigits {
                field,
                chars: letters,
            });
        } else if value.len() != expected {
            out.push(Finding::DigitCount {
                field,
                found: value.len(),
                expected,
            });
        }
    }
}

/// `AAA001D`: the issuing office's three letters or digits and three digits, then the
/// language of the licence (Deutsch, français, italiano, rumantsch).
fn swiss_number(number: &str, out: &mut Vec<Finding>) {
    let b = number.as_bytes();
    let office = b.len() == 7
        && b[..3].iter().all(u8::is_ascii_alphanumeric)
        && b[3..6].iter().all(u8::is_ascii_digit);
    let language = b.get(6).is_some_and(|c| b"DFIR".contains(c));
    if !(office && language) {
        out.push(Finding::SwissNumber {
            field: Field::PassportNo,
            value: number.to_owned(),
            language: office && !language,
        });
    }
}
