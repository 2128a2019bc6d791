//! Reduce free text to the MRZ alphabet, as the specification says: upper-case (full Unicode
//! mapping, so `ß` becomes `SS`), then drop everything but A-Z, 0-9 and space. In the ICAO
//! letters mode, what ICAO 9303 Part 3 transliterates is written its way instead of dropped.

use crate::composed::composed;
use crate::fields::Letters;
use crate::fold::is_full_width;
use crate::translit::transliterate;
use crate::upper::upper_mrz;

/// How many distinct dropped characters a hint lists.
pub const DROPPED_LISTED: usize = 32;

/// The result of cleaning one field's text.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Cleaned {
    /// Upper-case A-Z, 0-9 and spaces only.
    pub text: String,
    /// Each source character that lost something in cleaning, once, in order of appearance (the
    /// first `DROPPED_LISTED` of them).
    pub dropped: String,
    /// What the field would hold had the dropped characters been transliterated the ICAO way
    /// (`Ü` to `UE`, full-width `Ａ` to `A`), when that differs from `text`.
    pub suggestion: Option<String>,
    /// Some dropped character was a full-width form (a Japanese keyboard's full-width mode).
    pub full_width: bool,
}

pub fn is_mrz_char(c: char) -> bool {
    c.is_ascii_uppercase() || c.is_ascii_digit() || c == ' '
}

/// Clean any field's text by the specification's rule.
pub fn clean(raw: &str) -> Cleaned {
    clean_text(raw, false, Letters::Drop)
}

/// Clean a surname or given names: the suggestion also turns hyphens into fillers.
pub fn clean_name(raw: &str) -> Cleaned {
    clean_text(raw, true, Letters::Drop)
}

/// Clean a field's text in a letters mode; `in_name` for the surname and given names.
pub fn clean_text(raw: &str, in_name: bool, letters: Letters) -> Cleaned {
    // Most text typed or generated is ASCII letters, digits and spaces already: one pass, one
    // allocation, nothing dropped and nothing to suggest.
    if raw.bytes().all(|b| b.is_ascii_alphanumeric() || b == b' ') {
        return Cleaned {
            text: raw.to_ascii_uppercase(),
            ..Cleaned::default()
        };
    }
    // In the ICAO mode a letter typed as its base and a combining mark is spelled as the letter.
    let raw = match letters {
        Letters::Icao => composed(raw),
        Letters::Drop => raw.into(),
    };
    let mut text = String::with_capacity(raw.len());
    let mut dropped = String::new();
    let mut listed = 0;
    let mut full_width = false;
    // What the field would hold in the ICAO mode, written only once something differs.
    let mut suggested: Option<String> = None;
    for c in raw.chars() {
        let (kept, whole) = upper_mrz(c);
        let spelling = if whole {
            None
        } else {
            transliterate(c, in_name)
        };
        if let (Letters::Icao, Some(spelling)) = (letters, spelling) {
            text.push_str(spelling);
            continue;
        }
        if !whole {
            // At most DROPPED_LISTED distinct characters are listed: a longer list tells a person
            // nothing more, and searching it would grow with every new one in a long text.
            if listed < DROPPED_LISTED && !dropped.contains(c) {
                dropped.push(c);
                listed += 1;
            }
            full_width |= is_full_width(c);
            if let Some(spelling) = spelling.filter(|&s| s != kept) {
                suggested
                    .get_or_insert_with(|| text.clone())
                    .push_str(spelling);
                text.push_str(kept);
                continue;
            }
        }
        text.push_str(kept);
        if let Some(s) = &mut suggested {
            s.push_str(kept);
        }
    }
    // In the ICAO mode the text is already the ICAO spelling: there is nothing to suggest.
    let suggestion = suggested.filter(|s| letters == Letters::Drop && *s != text);
    Cleaned {
        text,
        dropped,
        suggestion,
        full_width,
    }
}

#[cfg(test)]
mod tests {
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
        // The specification's mode drops each character it cannot keep, marks and all.
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
}
