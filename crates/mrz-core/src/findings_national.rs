//! What the national layouts' own rules say beyond ICAO's: the issuing state is the nation's,
//! and the Swiss licence's number, PIN code and version have their shapes (cheminfo's `mrz`
//! refuses each otherwise).

use crate::fields::{Field, Fields};
use crate::findings::Finding;
use crate::format::{Format, Layout};

pub(crate) fn national(layout: &Layout, fields: &Fields, out: &mut Vec<Finding>) {
    let state = fields.country_code.as_str();
    if !layout.states.is_empty() && !state.is_empty() && !layout.states.contains(&state) {
        out.push(Finding::UnexpectedIssuer {
            field: Field::CountryCode,
            value: state.to_owned(),
            expected: layout.states.join(", "),
        });
    }
    if layout.format != Format::CheDl {
        return;
    }
    swiss_number(&fields.passport_no, out);
    // The PIN code and the version are numbers.
    for field in [Field::PersonalNo, Field::OptionalData2] {
        let letters: String = fields
            .get(field)
            .chars()
            .filter(|c| !c.is_ascii_digit())
            .collect();
        if !letters.is_empty() {
            out.push(Finding::LettersInDigits {
                field,
                chars: letters,
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
