//! The tables themselves, from ICAO 9303 Parts 4 (TD3), 5 (TD1), 6 (TD2) and 7 (visas).

use crate::format::{at, CheckName, CheckSpec, Format, Layout, Names, Slot};
pub use crate::national::{CHE_DL, FRA_DL, FRA_ID};

pub(crate) const fn digit(name: CheckName, of: &'static [Slot]) -> CheckSpec {
    CheckSpec {
        name,
        line: of[0].line,
        at: of[0].end(),
        covers: of,
    }
}

/// Line 2 of TD2 and of both visas, up to the optional data: number, nationality, birth, sex,
/// expiry, each date and the number with its digit.
macro_rules! line2_checks {
    () => {
        [
            digit(CheckName::PassportNo, &[at(1, 0, 9)]),
            digit(CheckName::DateOfBirth, &[at(1, 13, 6)]),
            digit(CheckName::DateOfExpiry, &[at(1, 21, 6)]),
        ]
    };
}

const TD3_CHECKS: [CheckSpec; 5] = {
    let [number, birth, expiry] = line2_checks!();
    let composite = CheckSpec {
        name: CheckName::Composite,
        line: 1,
        at: 43,
        covers: &[at(1, 0, 10), at(1, 13, 7), at(1, 21, 22)],
    };
    let personal = digit(CheckName::PersonalNo, &[at(1, 28, 14)]);
    [number, birth, expiry, personal, composite]
};

const TD2_CHECKS: [CheckSpec; 4] = {
    let [number, birth, expiry] = line2_checks!();
    let composite = CheckSpec {
        name: CheckName::Composite,
        line: 1,
        at: 35,
        covers: &[at(1, 0, 10), at(1, 13, 7), at(1, 21, 14)],
    };
    [number, birth, expiry, composite]
};

const VISA_CHECKS: [CheckSpec; 3] = line2_checks!();

const TD1_CHECKS: [CheckSpec; 4] = [
    digit(CheckName::PassportNo, &[at(0, 5, 9)]),
    digit(CheckName::DateOfBirth, &[at(1, 0, 6)]),
    digit(CheckName::DateOfExpiry, &[at(1, 8, 6)]),
    CheckSpec {
        name: CheckName::Composite,
        line: 1,
        at: 29,
        covers: &[at(0, 5, 25), at(1, 0, 7), at(1, 8, 7), at(1, 18, 11)],
    },
];

/// Two-line zones share line 2's places up to the optional data; this is a passport's, which the
/// others change where they differ.
const fn two_lines(
    format: Format,
    length: usize,
    optional: usize,
    checks: &'static [CheckSpec],
) -> Layout {
    Layout {
        format,
        lines: 2,
        length,
        first_width: None,
        document_type: at(0, 0, 2),
        issuing_state: at(0, 2, 3),
        name: at(0, 5, length - 5),
        names: Names::Joined,
        document_number: at(1, 0, 9),
        nationality: at(1, 10, 3),
        date_of_birth: at(1, 13, 6),
        sex: at(1, 20, 1),
        date_of_expiry: at(1, 21, 6),
        optional_data: at(1, 28, optional),
        optional_data2: None,
        long_number: false,
        codes: &["P"],
        code_letters: "P",
        print_lines_per_inch: 4,
        checks,
        fillers: &[],
        states: &[],
    }
}

pub const TD3: Layout = two_lines(Format::Td3, 44, 14, &TD3_CHECKS);
pub const TD2: Layout = Layout {
    long_number: true,
    codes: &["I", "ID"],
    code_letters: "ACI",
    ..two_lines(Format::Td2, 36, 7, &TD2_CHECKS)
};
pub const MRVA: Layout = Layout {
    codes: &["V"],
    code_letters: "V",
    ..two_lines(Format::Mrva, 44, 16, &VISA_CHECKS)
};
pub const MRVB: Layout = Layout {
    codes: &["V"],
    code_letters: "V",
    ..two_lines(Format::Mrvb, 36, 8, &VISA_CHECKS)
};
pub const TD1: Layout = Layout {
    format: Format::Td1,
    lines: 3,
    length: 30,
    first_width: None,
    document_type: at(0, 0, 2),
    issuing_state: at(0, 2, 3),
    document_number: at(0, 5, 9),
    optional_data: at(0, 15, 15),
    date_of_birth: at(1, 0, 6),
    sex: at(1, 7, 1),
    date_of_expiry: at(1, 8, 6),
    nationality: at(1, 15, 3),
    optional_data2: Some(at(1, 18, 11)),
    name: at(2, 0, 30),
    names: Names::Joined,
    long_number: true,
    codes: &["I", "ID"],
    code_letters: "ACI",
    print_lines_per_inch: 6,
    checks: &TD1_CHECKS,
    fillers: &[],
    states: &[],
};
