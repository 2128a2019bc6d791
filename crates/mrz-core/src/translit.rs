//! ICAO 9303 Part 3 recommended transliterations of Latin letters with diacritics, and the
//! full-width forms a Japanese input method produces. Used only to *suggest* a value: the
//! specification's composition simply drops these characters.

use std::sync::OnceLock;

/// Letters, capital and small, and what each becomes in the MRZ.
const TABLE: &[(&str, &str)] = &[
    ("ÀÁÂÃĀĂĄàáâãāăą", "A"),
    ("ÄÆäæ", "AE"),
    ("Åå", "AA"),
    ("ÇĆĈĊČçćĉċč", "C"),
    ("ÐĎĐðďđ", "D"),
    ("ÈÉÊËĒĔĖĘĚèéêëēĕėęě", "E"),
    ("ĜĞĠĢĝğġģ", "G"),
    ("ĤĦĥħ", "H"),
    ("ÌÍÎÏĨĪĬĮİìíîïĩīĭį", "I"),
    ("Ĳĳ", "IJ"),
    ("Ĵĵ", "J"),
    ("Ķķ", "K"),
    ("ĹĻĽĿŁĺļľŀł", "L"),
    ("ÑŃŅŇŊñńņňŋ", "N"),
    ("ÒÓÔÕŌŎŐòóôõōŏő", "O"),
    ("ÖØŒöøœ", "OE"),
    ("ŔŖŘŕŗř", "R"),
    ("ŚŜŞŠśŝşš", "S"),
    ("ŢŤŦţťŧ", "T"),
    ("Þþ", "TH"),
    ("ÙÚÛŨŪŬŮŰŲùúûũūŭůűų", "U"),
    ("Üü", "UE"),
    ("Ŵŵ", "W"),
    ("ÝŶŸýŷÿ", "Y"),
    ("ŹŻŽźżž", "Z"),
];

/// The MRZ spelling of one character, if ICAO or full-width folding gives one. In a name
/// (`in_name`), ICAO writes a hyphen as a filler, so SMITH-JONES reads SMITH<JONES.
pub fn transliterate(c: char, in_name: bool) -> Option<&'static str> {
    if let Some(ascii) = full_width_to_ascii(c) {
        return Some(ascii);
    }
    if c == '-' && in_name {
        return Some(" ");
    }
    // The table holds Latin-1 and Latin Extended-A letters only, looked up by code point: a
    // long text of them must not search the table once a character.
    static BY_CODE: OnceLock<[Option<&str>; 0xC0]> = OnceLock::new();
    let index = (c as usize).checked_sub(0xC0).filter(|&i| i < 0xC0)?;
    BY_CODE.get_or_init(|| {
        let mut by_code = [None; 0xC0];
        for &(from, to) in TABLE {
            for letter in from.chars() {
                by_code[letter as usize - 0xC0] = Some(to);
            }
        }
        by_code
    })[index]
}

/// Full-width digits, letters (folded to upper case) and the ideographic space.
fn full_width_to_ascii(c: char) -> Option<&'static str> {
    const DIGITS: [&str; 10] = ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9"];
    const LETTERS: [&str; 26] = [
        "A", "B", "C", "D", "E", "F", "G", "H", "I", "J", "K", "L", "M", "N", "O", "P", "Q", "R",
        "S", "T", "U", "V", "W", "X", "Y", "Z",
    ];
    match c {
        '\u{3000}' => Some(" "),
        '０'..='９' => Some(DIGITS[c as usize - '０' as usize]),
        'Ａ'..='Ｚ' => Some(LETTERS[c as usize - 'Ａ' as usize]),
        'ａ'..='ｚ' => Some(LETTERS[c as usize - 'ａ' as usize]),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn icao_examples() {
        assert_eq!(transliterate('ü', true), Some("UE"));
        assert_eq!(transliterate('Ø', true), Some("OE"));
        assert_eq!(transliterate('å', true), Some("AA"));
        assert_eq!(transliterate('þ', true), Some("TH"));
        assert_eq!(transliterate('ł', true), Some("L"));
        assert_eq!(transliterate('é', true), Some("E"));
    }

    #[test]
    fn full_width() {
        assert_eq!(transliterate('ｚ', false), Some("Z"));
        assert_eq!(transliterate('９', false), Some("9"));
        assert_eq!(transliterate('\u{3000}', false), Some(" "));
    }

    #[test]
    fn everything_suggested_is_in_the_mrz_alphabet() {
        for (_, to) in TABLE {
            assert!(to.chars().all(|c| c.is_ascii_uppercase()));
        }
        assert_eq!(transliterate('-', true), Some(" "));
        assert_eq!(transliterate('-', false), None);
        assert_eq!(transliterate('\'', true), None);
        assert_eq!(transliterate('山', true), None);
    }

    #[test]
    fn the_table_lies_in_the_range_searched() {
        for c in super::TABLE.iter().flat_map(|(from, _)| from.chars()) {
            assert!(('\u{C0}'..='\u{17F}').contains(&c), "{c:?}");
        }
    }
}
