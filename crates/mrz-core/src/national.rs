//! The national layouts, as cheminfo's `mrz` (npm) defines them (`src/parse/*Fields.ts`):
//! the French identity card issued until 2021, the French driving licence and the Swiss and
//! Liechtenstein driving licence. docs/formats.md gives each as a table with its sources.

use crate::format::{at, CheckName, CheckSpec, Format, Layout, Names, Slot};
use crate::layouts::digit;

/// The French card's number is its 12 characters (issue year and month, the issuing office's
/// department and code, a serial), all under the number's digit; the composite covers the
/// whole of line 1 and line 2 up to it.
const FRA_ID_CHECKS: [CheckSpec; 3] = [
    digit(CheckName::PassportNo, &[at(1, 0, 12)]),
    digit(CheckName::DateOfBirth, &[at(1, 27, 6)]),
    CheckSpec {
        name: CheckName::Composite,
        line: 1,
        at: 35,
        covers: &[at(0, 0, 36), at(1, 0, 35)],
    },
];

pub const FRA_ID: Layout = Layout {
    format: Format::FraId,
    lines: 2,
    length: 36,
    first_width: None,
    document_type: at(0, 0, 2),
    issuing_state: at(0, 2, 3),
    name: at(0, 5, 25),
    names: Names::Apart(at(1, 13, 14)),
    // The issuing office (department and office code).
    optional_data: at(0, 30, 6),
    optional_data2: None,
    document_number: at(1, 0, 12),
    date_of_birth: at(1, 27, 6),
    sex: at(1, 34, 1),
    nationality: Slot::NONE,
    date_of_expiry: Slot::NONE,
    long_number: false,
    codes: &["ID"],
    // cheminfo takes A, C or I, as a TD2 card's.
    code_letters: "ACI",
    // The card is TD2-sized (105 x 74 mm) and its zone printed as TD2's.
    print_lines_per_inch: 4,
    checks: &FRA_ID_CHECKS,
    fillers: &[],
    states: &["FRA"],
};

/// The licence's number digit covers the code and state before the number too.
const FRA_DL_CHECKS: [CheckSpec; 2] = [
    digit(CheckName::PassportNo, &[at(0, 0, 14)]),
    digit(CheckName::Composite, &[at(0, 0, 29)]),
];

pub const FRA_DL: Layout = Layout {
    format: Format::FraDl,
    lines: 1,
    length: 30,
    first_width: None,
    document_type: at(0, 0, 2),
    issuing_state: at(0, 2, 3),
    document_number: at(0, 5, 9),
    date_of_expiry: at(0, 15, 6),
    name: at(0, 21, 8),
    names: Names::SurnameOnly,
    nationality: Slot::NONE,
    date_of_birth: Slot::NONE,
    sex: Slot::NONE,
    optional_data: Slot::NONE,
    optional_data2: None,
    long_number: false,
    codes: &["D1"],
    // D1 most often; cheminfo takes A, B or D then a digit.
    code_letters: "ABD",
    // An ID-1 card, printed as TD1's zone.
    print_lines_per_inch: 6,
    checks: &FRA_DL_CHECKS,
    fillers: &[],
    states: &["FRA"],
};

/// Line 1 is the number alone: three letters or digits of the issuing office, three digits and
/// the language letter (D, F, I or R), then two fillers. Line 2 holds the PIN code and the version
/// between fillers; line 3 the names as ICAO writes them. No check digits.
pub const CHE_DL: Layout = Layout {
    format: Format::CheDl,
    lines: 3,
    length: 30,
    first_width: Some(9),
    document_number: at(0, 0, 7),
    document_type: at(1, 0, 2),
    issuing_state: at(1, 2, 3),
    // The PIN code and the version number.
    optional_data: at(1, 5, 9),
    optional_data2: Some(at(1, 14, 3)),
    date_of_birth: at(1, 19, 6),
    name: at(2, 0, 30),
    names: Names::Joined,
    nationality: Slot::NONE,
    sex: Slot::NONE,
    date_of_expiry: Slot::NONE,
    long_number: false,
    codes: &["FA"],
    code_letters: "F",
    print_lines_per_inch: 6,
    checks: &[],
    fillers: &[at(0, 7, 2), at(1, 17, 2), at(1, 25, 5)],
    states: &["CHE", "LIE"],
};

/// Whether `code` is a document code the national layout `format` takes, as cheminfo reads them:
/// the French card's A, C or I then anything but V, the French licence's A, B or D then a digit,
/// the Swiss licence's FA. Any code for ICAO's (their own rules are hints of their own).
pub fn code_fits(format: Format, code: &str) -> bool {
    let b = code.as_bytes();
    match format {
        Format::FraId => b.len() == 2 && b"ACI".contains(&b[0]) && b[1] != b'V',
        Format::FraDl => b.len() == 2 && b"ABD".contains(&b[0]) && b[1].is_ascii_digit(),
        Format::CheDl => code == "FA",
        _ => true,
    }
}

/// Whether a zone's first line begins as a national layout's documents do (a French licence's
/// code and three letters, `D1FRA`; the French card's `IDFRA`; a Swiss licence number's office,
/// number and language): what tells one line of text, or a short line over two, from a licence.
pub fn begins(format: Format, first: &str) -> bool {
    let b = first.as_bytes();
    match format {
        Format::FraDl => {
            b.len() >= 5
                && code_fits(format, &first[..2])
                && b[2..5].iter().all(u8::is_ascii_uppercase)
        }
        Format::FraId => first.starts_with("IDFRA"),
        Format::CheDl => {
            b.len() >= 7
                && b[..3].iter().all(u8::is_ascii_alphanumeric)
                && b[3..6].iter().all(u8::is_ascii_digit)
                && b"DFIR".contains(&b[6])
        }
        _ => true,
    }
}
