//! The Swiss and Liechtenstein licence against cheminfo's `mrz` tests (MIT) and kurzdigital's
//! mrzparser-c samples, and the shapes cheminfo holds its fields to.

mod common;

use common::{fields, round_trip};
use mrz_core::{compose, decode, Field, Fields, Finding, Format};
use Field::*;

#[test]
fn swiss_licences_of_cheminfo_and_kurzdigital() {
    let swiss = |lines: [&str; 3], pairs: &[(Field, &str)]| {
        round_trip(&lines, fields(Format::CheDl, pairs));
    };
    swiss(
        [
            "AAA001D<<",
            "FACHE305142128097<<800126<<<<<",
            "MARCHAND<<FABIENNE<<<<<<<<<<<<",
        ],
        &[
            (PassportNo, "AAA001D"),
            (Type, "FA"),
            (CountryCode, "CHE"),
            (PersonalNo, "305142128"),
            (OptionalData2, "097"),
            (DateOfBirth, "800126"),
            (Surname, "MARCHAND"),
            (GivenNames, "FABIENNE"),
        ],
    );
    swiss(
        [
            "AKU735D<<",
            "FACHE000231268003<<530727<<<<<",
            "AELLEN<<ROLAND<<<<<<<<<<<<<<<<",
        ],
        &[
            (PassportNo, "AKU735D"),
            (Type, "FA"),
            (CountryCode, "CHE"),
            (PersonalNo, "000231268"),
            (OptionalData2, "003"),
            (DateOfBirth, "530727"),
            (Surname, "AELLEN"),
            (GivenNames, "ROLAND"),
        ],
    );
    swiss(
        [
            "ABC123D<<",
            "FACHE123456789001<<410624<<<<<",
            "HUBER<<PETER<FRANZ<XAVER<<<<<<",
        ],
        &[
            (PassportNo, "ABC123D"),
            (Type, "FA"),
            (CountryCode, "CHE"),
            (PersonalNo, "123456789"),
            (OptionalData2, "001"),
            (DateOfBirth, "410624"),
            (Surname, "HUBER"),
            (GivenNames, "PETER FRANZ XAVER"),
        ],
    );
}

#[test]
fn what_the_swiss_rules_refuse() {
    // cheminfo's autocorrect case as read: letters in the PIN, the version and the birth date.
    let d = decode(&[
        "AAA001D<<",
        "FACHE30S142IZBO97<<8OO12G<<<<<",
        "MARCHAND<<FA81ENNE<<<<<<<<<<<<",
    ])
    .unwrap();
    assert!(!d.valid);
    let letters: Vec<Field> = d
        .findings
        .iter()
        .filter_map(|f| match f {
            Finding::LettersInDigits { field, .. } => Some(*field),
            _ => None,
        })
        .collect();
    assert_eq!(letters, [DateOfBirth, PersonalNo, OptionalData2]);
    // A language that is none of Switzerland's, and a state that is not Switzerland or
    // Liechtenstein.
    let d = decode(&[
        "AAA001E<<",
        "FAAUT305142128097<<800126<<<<<",
        "MARCHAND<<FABIENNE<<<<<<<<<<<<",
    ])
    .unwrap();
    assert!(!d.valid);
    assert!(d.findings.contains(&Finding::SwissNumber {
        field: PassportNo,
        value: "AAA001E".into(),
        language: true,
    }));
    assert!(d
        .findings
        .iter()
        .any(|f| matches!(f, Finding::UnexpectedIssuer { .. })));
    // Liechtenstein issues it too.
    let lie = decode(&[
        "AAA001D<<",
        "FALIE305142128097<<800126<<<<<",
        "MARCHAND<<FABIENNE<<<<<<<<<<<<",
    ])
    .unwrap();
    assert!(lie.valid, "{:?}", lie.findings);
}

#[test]
fn the_swiss_fillers_pin_and_version_are_held_to_their_shapes() {
    let zone = |l0: &str, l1: &str| decode(&[l0, l1, "MARCHAND<<FABIENNE<<<<<<<<<<<<"]).unwrap();
    // Fillers where the layout prints them, as cheminfo's separators.
    let d = zone("AAA001D<<", "FACHE305142128097XX800126YYYYY");
    assert!(!d.valid);
    let at: Vec<(usize, usize)> = d
        .findings
        .iter()
        .filter_map(|f| match f {
            Finding::NotFiller { line, column, .. } => Some((*line, *column)),
            _ => None,
        })
        .collect();
    assert_eq!(at, [(1, 17), (1, 25)]);
    assert!(!zone("AAA001DXY", "FACHE305142128097<<800126<<<<<").valid);
    // A PIN or version short of its digits.
    let d = zone("AAA001D<<", "FACHE123<<<<<<097<<800126<<<<<");
    assert!(d.findings.contains(&Finding::DigitCount {
        field: PersonalNo,
        found: 3,
        expected: 9,
    }));
    // Composing says so before the checker does.
    let short = compose(&Fields {
        personal_no: "123".into(),
        optional_data2: "1".into(),
        ..Fields::specimen(Format::CheDl)
    });
    let said: Vec<&mrz_core::Hint> = short.hints.iter().collect();
    assert_eq!(
        said,
        [
            &mrz_core::Hint::Digits {
                field: PersonalNo,
                expected: 9
            },
            &mrz_core::Hint::Digits {
                field: OptionalData2,
                expected: 3
            }
        ]
    );
    // The number has 7 places: more is cut with a hint, not written over its fillers.
    let m = compose(&Fields {
        passport_no: "AAA001DXYZ".into(),
        ..Fields::specimen(Format::CheDl)
    });
    assert_eq!(m.lines[0], "AAA001D<<");
    assert!(m.hints.iter().any(|h| h.field() == PassportNo));
}
