use super::*;
use mrz_core::{compose, Fields};

/// What compose says of `f`, a line each.
fn said(f: Fields) -> Vec<String> {
    let mrz = compose(&f);
    mrz.hints.iter().map(|h| hint(h, mrz.format)).collect()
}

fn says(f: Fields, sentence: &str) {
    let said = said(f);
    assert!(
        said.iter().any(|s| s == sentence),
        "{sentence:?} not in {said:?}"
    );
}

#[test]
fn an_iso_date_and_a_spaced_sex_are_said() {
    let iso = || Fields {
        date_of_birth: "2001-10-12".into(),
        sex: " f ".into(),
        ..Fields::specimen(Format::Td3)
    };
    says(
        iso(),
        "date of birth: not a YYMMDD date: it needs exactly six digits (1974-08-12 is written \
         740812)",
    );
    says(iso(), "sex: \" F \" is not M, F or X");
    says(
        iso(),
        "date of birth: removed \"-\": only A-Z, 0-9 and spaces go into the zone",
    );
}

#[test]
fn an_apostrophe_full_width_letters_and_one_character_kept_are_said_plainly() {
    let typed = || Fields {
        surname: "O'BRIEN".into(),
        given_names: "ＡＮＮＡ".into(),
        ..Fields::specimen(Format::Td3)
    };
    says(
        typed(),
        "surname: removed \"'\": only A-Z, 0-9 and spaces go into the zone",
    );
    assert!(said(typed())
        .iter()
        .any(|s| s.contains("full-width characters")));
    let long = Fields {
        surname: "ABCDEFGHIJKLMNOPQRSTUVWXYZA".into(),
        given_names: "ANNA".into(),
        ..Fields::specimen(Format::Td1)
    };
    says(long, "given names: cut to 1 character (3 left out)");
}

#[test]
fn a_french_card_without_its_code_is_told_the_code() {
    let card = Fields {
        doc_type: String::new(),
        ..Fields::specimen(Format::FraId)
    };
    let said = said(card);
    let code = "document code: this document's code is ID (\"type\": \"ID\")";
    assert!(said.iter().any(|s| s.starts_with(code)), "{said:?}");
}

#[test]
fn lists_read_as_a_person_says_them() {
    let items = |s: &[&str]| s.iter().map(|&x| x.to_owned()).collect::<Vec<_>>();
    assert_eq!(one_of(&items(&["A"])), "A");
    assert_eq!(one_of(&items(&["CHE", "LIE"])), "CHE or LIE");
    assert_eq!(one_of(&items(&["A", "C", "I"])), "A, C or I");
}

#[test]
fn fields_are_named_as_the_page_names_them_on_each_document() {
    let card = Fields {
        personal_no: "1234567890123456789".into(),
        ..Fields::specimen(Format::Td1)
    };
    says(
        card,
        "optional data, line 1: cut to 15 characters (4 left out)",
    );
    let visa = Fields {
        passport_no: "L898902C3X".into(),
        ..Fields::specimen(Format::Mrva)
    };
    let said = said(visa);
    assert!(
        said.iter().any(|s| s.starts_with("visa number: ")),
        "{said:?}"
    );
}
