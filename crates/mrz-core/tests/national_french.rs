//! The French layouts against their peers' published zones: cheminfo's `mrz` tests (MIT),
//! kurzdigital's mrzparser-c samples and the licence Mindee's documentation shows. Each decodes
//! to the fields cheminfo gives (the card's number whole, as its check digit covers it), and
//! composing those fields gives the very lines back.

mod common;

use common::{fields, round_trip};
use mrz_core::{compose, decode, Field, Fields, Format};
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
