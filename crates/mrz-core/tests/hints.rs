//! Hints that explain what composing did, and none that mislead.

use mrz_core::{compose, decode, Field, Fields, Format, Hint};

fn hints_of(f: &Fields) -> Vec<Hint> {
    compose(f).hints
}

#[test]
fn a_trailing_space_does_not_make_a_card_number_long() {
    for format in [Format::Td1, Format::Td2] {
        let f = Fields {
            format,
            doc_type: "I".into(),
            passport_no: "D23145890 ".into(),
            ..Fields::default()
        };
        let m = compose(&f);
        assert!(m.hints.is_empty(), "{format:?}: {:?}", m.hints);
        let d = decode(&m.lines).unwrap();
        assert!(
            d.checks.iter().all(|c| c.valid),
            "{format:?}: {:?}",
            m.lines
        );
        assert_eq!(d.fields.passport_no, "D23145890");
    }
}

#[test]
fn a_surname_cut_just_after_a_space_is_hinted() {
    let f = Fields {
        surname: format!("{} B", "A".repeat(35)),
        given_names: "C".into(),
        ..Fields::default()
    };
    let m = compose(&f);
    assert!(m.lines[0].ends_with(&format!("{}<<<C", "A".repeat(35))));
    assert!(m.hints.contains(&Hint::MisplacedSpaces {
        field: Field::Surname
    }));
}

#[test]
fn letters_dropped_around_a_space_get_the_dropped_hint_alone() {
    let f = Fields {
        given_names: "Анна Юлия".into(),
        ..Fields::default()
    };
    let json = serde_json::to_value(hints_of(&f)).unwrap();
    assert_eq!(json.as_array().unwrap().len(), 1, "{json}");
    assert_eq!(json[0]["code"], "dropped");
    assert_eq!(json[0]["suggestion"], "ANNA IULIIA");
}

#[test]
fn full_width_and_pasted_spaces_are_suggested_and_flagged() {
    let f = Fields {
        surname: "ＴＡＮＡＫＡ".into(),
        given_names: "ANNA\u{A0}MARIA".into(),
        ..Fields::default()
    };
    let json = serde_json::to_value(hints_of(&f)).unwrap();
    assert_eq!(json[0]["suggestion"], "TANAKA");
    assert_eq!(json[0]["full_width"], true);
    assert_eq!(json[1]["suggestion"], "ANNA MARIA");
    assert!(json[1].get("full_width").is_none());
}

#[test]
fn a_card_code_outside_a_c_and_i_is_hinted_and_a_passports_is_left_as_the_specification_has_it() {
    let card = Fields {
        format: Format::Td1,
        doc_type: "PD".into(),
        ..Fields::default()
    };
    let json = serde_json::to_value(hints_of(&card)).unwrap();
    assert_eq!(json[0]["code"], "document_code");
    assert_eq!(json[0]["expected"], "ACI");
    let passport = Fields {
        doc_type: "X".into(),
        ..Fields::default()
    };
    assert!(hints_of(&passport).is_empty());
}

/// ICAO allows a digit or a filler in a document code's second place (`C1`, `A2`, `I<`), and a
/// code may be typed with the fillers the zone shows (`D<<`): none of them is a dropped
/// character, and each reads back as typed.
#[test]
fn codes_with_a_digit_or_typed_fillers_compose_without_hints() {
    for (format, code, country) in [
        (Format::Td1, "C1", "USA"),
        (Format::Td2, "A2", "UTO"),
        (Format::Td3, "P<", "D<<"),
        (Format::Td1, "I<", "UTO"),
        (Format::Mrvb, "V<", "UTO"),
    ] {
        let f = Fields {
            format,
            doc_type: code.into(),
            country_code: country.into(),
            nationality: country.into(),
            surname: "DOE".into(),
            ..Fields::default()
        };
        let m = compose(&f);
        assert!(m.hints.is_empty(), "{code} {country}: {:?}", m.hints);
        assert!(
            m.lines[0].starts_with(&format!("{code:<<2}{country:<<3}")),
            "{:?}",
            m.lines
        );
        let d = decode(&m.lines).unwrap();
        assert_eq!(d.fields.doc_type, code.trim_end_matches('<'));
        assert_eq!(d.fields.country_code, country.trim_end_matches('<'));
    }
    // A filler before a code's letter is dropped, and said so.
    let f = Fields {
        doc_type: "<P".into(),
        ..Fields::default()
    };
    let m = compose(&f);
    assert!(matches!(&m.hints[..], [Hint::Dropped { chars, .. }] if chars == "<"));
    assert!(m.lines[0].starts_with("P<"));
}
