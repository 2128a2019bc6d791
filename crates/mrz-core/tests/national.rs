//! The national layouts against their peers' published zones: cheminfo's `mrz` tests (MIT),
//! kurzdigital's mrzparser-c samples and the licence Mindee's documentation shows. Each decodes
//! to the fields cheminfo gives (the French card's number whole, as its check digit covers it),
//! and composing those fields gives the very lines back.

use mrz_core::{compose, decode, zone_lines, Field, Fields, Finding, Format};

fn fields(format: Format, pairs: &[(Field, &str)]) -> Fields {
    let mut f = Fields {
        format,
        ..Fields::default()
    };
    for &(field, value) in pairs {
        *f.get_mut(field) = value.into();
    }
    f
}

/// Decodes valid, as `format`, to `expected`; and composes back to itself.
fn round_trip(lines: &[&str], expected: Fields) {
    let d = decode(lines).unwrap();
    assert_eq!(d.format, expected.format, "{lines:?}");
    assert!(d.valid, "{lines:?} {:?} {:?}", d.checks, d.findings);
    assert_eq!(d.fields, expected, "{lines:?}");
    let m = compose(&expected);
    assert_eq!(m.lines, lines, "{:?}", m.hints);
    assert!(m.hints.is_empty(), "{:?}", m.hints);
}

use Field::*;

#[test]
fn french_cards_of_cheminfo_and_kurzdigital() {
    let card = |lines: [&str; 2], pairs: &[(Field, &str)]| {
        round_trip(&lines, fields(Format::FraId, pairs));
    };
    card(
        [
            "IDFRATEST<NAME<<<<<<<<<<<<<<<<0CHE02",
            "1710GVA123451ROBERTA<<<<<<<9112311F2",
        ],
        &[
            (Type, "ID"),
            (CountryCode, "FRA"),
            (Surname, "TEST NAME"),
            (PersonalNo, "0CHE02"),
            (PassportNo, "1710GVA12345"),
            (GivenNames, "ROBERTA"),
            (DateOfBirth, "911231"),
            (Sex, "F"),
        ],
    );
    // No issuing office: told by IDFRA alone.
    card(
        [
            "IDFRABERTHIER<<<<<<<<<<<<<<<<<<<<<<<",
            "9409923102854CORINNE<<<<<<<6512068F4",
        ],
        &[
            (Type, "ID"),
            (CountryCode, "FRA"),
            (Surname, "BERTHIER"),
            (PassportNo, "940992310285"),
            (GivenNames, "CORINNE"),
            (DateOfBirth, "651206"),
            (Sex, "F"),
        ],
    );
    card(
        [
            "IDFRAVALLERE<<<<<<<<<<<<<<<<<<942030",
            "1106942034318DAVID<<<<<<<<<7002210M6",
        ],
        &[
            (Type, "ID"),
            (CountryCode, "FRA"),
            (Surname, "VALLERE"),
            (PersonalNo, "942030"),
            (PassportNo, "110694203431"),
            (GivenNames, "DAVID"),
            (DateOfBirth, "700221"),
            (Sex, "M"),
        ],
    );
}

#[test]
fn french_given_names_are_parted_by_two_fillers() {
    let f = Fields {
        given_names: "Jean Pierre Marie".into(),
        ..Fields::specimen(Format::FraId)
    };
    let m = compose(&f);
    assert_eq!(&m.lines[1][13..27], "JEAN<<PIERRE<<");
    assert!(m.hints.iter().any(|h| h.field() == GivenNames));
    assert_eq!(decode(&m.lines).unwrap().fields.given_names, "JEAN PIERRE");
}

#[test]
fn french_licences_of_cheminfo_and_mindee() {
    round_trip(
        &["D1FRA13AA000026181231MARTIN<<9"],
        fields(
            Format::FraDl,
            &[
                (Type, "D1"),
                (CountryCode, "FRA"),
                (PassportNo, "13AA00002"),
                (DateOfExpiry, "181231"),
                (Surname, "MARTIN"),
            ],
        ),
    );
    round_trip(
        &["D1FRA13BB148959280920BETTOLO<7"],
        fields(
            Format::FraDl,
            &[
                (Type, "D1"),
                (CountryCode, "FRA"),
                (PassportNo, "13BB14895"),
                (DateOfExpiry, "280920"),
                (Surname, "BETTOLO"),
            ],
        ),
    );
    // The number's digit covers the code and state before it: over the number alone it is 8.
    let d = decode(&["D1FRA13AA000086181231MARTIN<<9"]).unwrap();
    assert!(!d.valid);
    // cheminfo's autocorrect case, as read: a B in the expiry, a 1 in the name.
    let d = decode(&["D1FRA13AA0000261B1231MART1N<<9"]).unwrap();
    assert!(!d.valid);
    assert!(d.checks.iter().any(|c| !c.valid));
}

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
fn pasted_on_one_line_each_is_cut_as_its_format() {
    let zones = [
        "IDFRABERTHIER<<<<<<<<<<<<<<<<<<<<<<<9409923102854CORINNE<<<<<<<6512068F4",
        "D1FRA13AA000026181231MARTIN<<9",
        "AAA001D<<FACHE305142128097<<800126<<<<<MARCHAND<<FABIENNE<<<<<<<<<<<<",
    ];
    let formats = [Format::FraId, Format::FraDl, Format::CheDl];
    for (zone, format) in zones.iter().zip(formats) {
        let lines = zone_lines(zone).unwrap();
        assert_eq!(decode(&lines).unwrap().format, format, "{zone}");
        assert_eq!(lines.concat(), *zone);
    }
}

#[test]
fn fields_a_national_layout_lacks_are_noted_unused() {
    let f = Fields {
        nationality: "FRA".into(),
        date_of_expiry: "300101".into(),
        ..Fields::specimen(Format::FraId)
    };
    let unused: Vec<Field> = compose(&f)
        .hints
        .iter()
        .filter(|h| matches!(h, mrz_core::Hint::Unused { .. }))
        .map(|h| h.field())
        .collect();
    assert_eq!(unused, [Nationality, DateOfExpiry]);
    // A French card issued elsewhere is hinted; one with another code would read as TD2.
    let uto = compose(&Fields {
        country_code: "UTO".into(),
        ..Fields::specimen(Format::FraId)
    });
    assert!(uto
        .hints
        .iter()
        .any(|h| matches!(h, mrz_core::Hint::NationalIssuer { .. })));
    let ir = compose(&Fields {
        doc_type: "IR".into(),
        ..Fields::specimen(Format::FraId)
    });
    assert!(ir.hints.iter().any(|h| matches!(
        h,
        mrz_core::Hint::ReadsAs {
            format: Format::Td2,
            ..
        }
    )));
    // No code or state at all: the nation's are named.
    let bare = compose(&Fields {
        doc_type: String::new(),
        country_code: String::new(),
        ..Fields::specimen(Format::FraDl)
    });
    let named: Vec<&mrz_core::Hint> = bare.hints.iter().collect();
    assert!(
        matches!(
            named[..],
            [
                mrz_core::Hint::NationalCode { .. },
                mrz_core::Hint::NationalIssuer { .. }
            ]
        ),
        "{named:?}"
    );
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

#[test]
fn a_national_code_that_is_not_the_documents_is_hinted_and_found() {
    for (format, code) in [
        (Format::CheDl, "FB"),
        (Format::FraDl, "DX"),
        (Format::FraDl, "V1"),
    ] {
        let m = compose(&Fields {
            doc_type: code.into(),
            ..Fields::specimen(format)
        });
        let hinted = m
            .hints
            .iter()
            .any(|h| matches!(h, mrz_core::Hint::NationalCode { .. }));
        assert!(hinted, "{format:?} {code}: {:?}", m.hints);
        let d = decode(&m.lines).unwrap();
        assert!(!d.valid, "{format:?} {code}");
        assert!(d
            .findings
            .iter()
            .any(|f| matches!(f, Finding::NationalCode { .. })));
    }
    // B1 and A2 are French licences too, as cheminfo takes them.
    let b1 = compose(&Fields {
        doc_type: "B1".into(),
        ..Fields::specimen(Format::FraDl)
    });
    assert!(b1.hints.is_empty(), "{:?}", b1.hints);
}
