//! Cleaning text by the specification's rule and in the ICAO mode.

use super::*;

#[test]
fn upper_cases_and_keeps_spaces() {
    let c = clean("anna maria");
    assert_eq!(c.text, "ANNA MARIA");
    assert_eq!(c.dropped, "");
    assert_eq!(c.suggestion, None);
}

#[test]
fn sharp_s_upper_cases_to_double_s() {
    assert_eq!(clean("Strauß").text, "STRAUSS");
    assert_eq!(clean("Strauß").dropped, "");
}

#[test]
fn drops_punctuation_and_diacritics_once_each() {
    let c = clean_name("O'Brien-Müller-Müller");
    assert_eq!(c.text, "OBRIENMLLERMLLER");
    assert_eq!(c.dropped, "'-ü");
    assert_eq!(c.suggestion.as_deref(), Some("OBRIEN MUELLER MUELLER"));
}

#[test]
fn hyphens_become_fillers_in_names_only() {
    assert_eq!(
        clean_name("Smith-Jones").suggestion.as_deref(),
        Some("SMITH JONES")
    );
    assert_eq!(clean("AB-123").suggestion, None);
}

#[test]
fn full_width_input_is_suggested_as_ascii() {
    let c = clean("ＴＡＮＡＫＡ\u{3000}１２");
    assert_eq!(c.text, "");
    assert_eq!(c.suggestion.as_deref(), Some("TANAKA 12"));
}

#[test]
fn scripts_without_latin_letters_are_dropped_without_suggestion() {
    let c = clean("山田");
    assert_eq!(c.text, "");
    assert_eq!(c.dropped, "山田");
    assert_eq!(c.suggestion, None);
}

#[test]
fn a_text_of_many_distinct_dropped_characters_lists_the_first_32() {
    let text: String = ('\u{4E00}'..='\u{4E63}').collect();
    let c = clean(&text);
    assert_eq!(c.dropped.chars().count(), DROPPED_LISTED);
    assert!(text.starts_with(&c.dropped));
}

#[test]
fn the_icao_mode_writes_what_it_can_and_drops_the_rest() {
    let c = clean_text("José O'Brien-Müller 山", true, Letters::Icao);
    assert_eq!(c.text, "JOSE OBRIEN MUELLER ");
    assert_eq!(c.dropped, "'山");
    assert_eq!(c.suggestion, None);
    assert_eq!(
        clean_text("ＴＡＮＡＫＡ", false, Letters::Icao).text,
        "TANAKA"
    );
    assert_eq!(clean_text("AB-12", false, Letters::Icao).text, "AB12");
}

#[test]
fn the_icao_mode_spells_a_letter_typed_decomposed_as_the_letter() {
    // NFD, as macOS and some exports write names: a base letter, then its combining mark.
    let decomposed = "Mu\u{308}ller A\u{30A}ngstro\u{308}m Jose\u{301} \u{418}\u{306}";
    let whole = clean_text("Müller Ångström José Й", true, Letters::Icao);
    let c = clean_text(decomposed, true, Letters::Icao);
    assert_eq!(c.text, "MUELLER AANGSTROEM JOSE I");
    assert_eq!(c, whole);
    // A mark on no letter of the tables is dropped, as any character no table spells.
    let c = clean_text("Q\u{308}", false, Letters::Icao);
    assert_eq!((c.text.as_str(), c.dropped.as_str()), ("Q", "\u{308}"));
    // The specification's mode drops each character it cannot keep, marks and all, and
    // suggests the ICAO spelling of the letters as typed whole.
    let c = clean_text("Mu\u{308}ller-Schmidt", true, Letters::Drop);
    assert_eq!(c.text, "MULLERSCHMIDT");
    assert_eq!(c.suggestion.as_deref(), Some("MUELLER SCHMIDT"));
    assert_eq!(c.suggestion, clean_name("Müller-Schmidt").suggestion);
    assert_eq!(
        clean_text(decomposed, true, Letters::Drop).text,
        "MULLER ANGSTROM JOSE "
    );
}

#[test]
fn spaces_and_hyphens_pasted_or_typed_full_width_are_suggested_as_ascii() {
    let c = clean_name("DE LA CRUZ\u{A0}LOPEZ");
    assert_eq!(c.text, "DE LA CRUZLOPEZ");
    assert_eq!(c.suggestion.as_deref(), Some("DE LA CRUZ LOPEZ"));
    assert!(!c.full_width);
    let c = clean_text("ＹＡＭＡ－ＤＡ", true, Letters::Icao);
    assert_eq!(c.text, "YAMA DA");
    assert!(clean("ＴＡＮＡＫＡ").full_width);
}

#[test]
fn tabs_and_other_white_space_are_not_spaces() {
    assert_eq!(clean("A\tB\u{a0}C").text, "ABC");
}
