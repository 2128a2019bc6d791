//! ICAO 9303 Part 3 recommended transliterations (Latin letters with diacritics, Cyrillic,
//! Arabic), and the full-width forms a Japanese input method produces. The specification's
//! composition simply drops these characters; these spellings are what ICAO recommends instead.

use std::sync::OnceLock;

// The tables are data only, kept apart so each file stays readable; lib.rs need not know them.
#[path = "translit_tables.rs"]
mod tables;

use crate::fold::fold;
use tables::BLOCKS;

/// The MRZ spelling of one character, if ICAO or full-width folding gives one: A-Z and space
/// only (digits for full-width digits), possibly empty where ICAO writes nothing (the Cyrillic
/// soft sign, Arabic vowel marks). In a name (`in_name`), ICAO writes a hyphen as a filler, so
/// SMITH-JONES reads SMITH<JONES. `None` for everything else, punctuation included.
pub fn transliterate(c: char, in_name: bool) -> Option<&'static str> {
    if let Some(ascii) = fold(c, in_name) {
        return Some(ascii);
    }
    // Looked up by code point, never by searching the tables: a long text must not scan them
    // once a character.
    by_slot()[slot(c)?]
}

/// How many characters the blocks hold, laid end to end.
const SLOTS: usize = {
    let mut slots = 0;
    let mut i = 0;
    while i < BLOCKS.len() {
        slots += (BLOCKS[i].1 as usize) - (BLOCKS[i].0 as usize) + 1;
        i += 1;
    }
    slots
};

/// Where `c` sits among the blocks laid end to end, if in one.
fn slot(c: char) -> Option<usize> {
    let mut base = 0;
    for &(first, last) in &BLOCKS {
        if (first..=last).contains(&c) {
            return Some(base + (c as usize - first as usize));
        }
        base += last as usize - first as usize + 1;
    }
    None
}

/// Each block character's spelling, built from the tables once. The tables store a few hundred
/// short strings; the array lives in memory only, not in the WebAssembly file.
fn by_slot() -> &'static [Option<&'static str>; SLOTS] {
    static BY_SLOT: OnceLock<[Option<&str>; SLOTS]> = OnceLock::new();
    BY_SLOT.get_or_init(|| {
        let mut by_slot = [None; SLOTS];
        for &(from, to) in tables::ALL.into_iter().flatten() {
            for slot in from.chars().filter_map(slot) {
                by_slot[slot] = Some(to);
            }
        }
        by_slot
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A name the way the ICAO mode writes it: ASCII kept (upper-cased), the rest transliterated
    /// or dropped.
    fn spell(text: impl IntoIterator<Item = char>) -> String {
        let ascii = |c: char| c.is_ascii_alphanumeric() || c == ' ';
        text.into_iter()
            .map(|c| match c {
                c if ascii(c) => c.to_ascii_uppercase().to_string(),
                c => transliterate(c, true).unwrap_or_default().to_string(),
            })
            .collect()
    }

    #[test]
    fn names() {
        assert_eq!(spell("Андрей Жуков".chars()), "ANDREI ZHUKOV");
        assert_eq!(spell("Игорь Щербаков".chars()), "IGOR SHCHERBAKOV");
        assert_eq!(spell("José".chars()), "JOSE");
        assert_eq!(spell("ＴＡＮＡＫＡ".chars()), "TANAKA");
        assert_eq!(
            spell("Müller-Lüdenscheidt".chars()),
            "MUELLER LUEDENSCHEIDT"
        );
        assert_eq!(spell("Þórunn Ægisdóttir".chars()), "THORUNN AEGISDOTTIR");
    }

    #[test]
    fn icao_table_a_in_its_order() {
        // À to Þ but ×, ß, à to þ but ÷, ÿ.
        assert_eq!(
            spell('\u{C0}'..='\u{FF}'),
            "AAAAAEAAAECEEEEIIIIDNOOOOOEOEUUUUEYTHSSAAAAAEAAAECEEEEIIIIDNOOOOOEOEUUUUEYTHY"
        );
        // Every pair of Latin Extended-A but ĸ, ŉ and ſ, which ICAO does not list.
        assert_eq!(
            spell('\u{100}'..='\u{17F}'),
            "AAAAAACCCCCCCCDDDDEEEEEEEEEEGGGGGGGGHHHHIIIIIIIIIIIJIJJJKKLLLLLLLLLLNNNNNNNNOOOOOO\
             OEOERRRRRRSSSSSSSSTTTTTTUUUUUUUUUUUUWWYYYZZZZZZ"
        );
        assert_eq!(transliterate('ẞ', true), Some("SS"));
        for c in ['ĸ', 'ŉ', 'ſ', 'Ș', 'Ơ', 'Ạ'] {
            assert_eq!(transliterate(c, true), None, "{c}");
        }
    }

    #[test]
    fn icao_table_b_in_its_order() {
        let russian = "ABVGDEZHZIIKLMNOPRSTUFKHTSCHSHSHCHIEYEIUIA";
        assert_eq!(spell('\u{410}'..='\u{42F}'), russian);
        assert_eq!(spell('\u{430}'..='\u{44F}'), russian);
        // Ё Ђ Є Ѕ І Ї Ј Љ Њ Ќ Ў Џ, then Ѫ Ѵ Ґ Ғ Һ, then Ѓ and Ћ, which ICAO means by Ғ and Һ.
        let others = "\u{401}\u{402}\u{404}\u{405}\u{406}\u{407}\u{408}\u{409}\u{40A}\u{40C}\
                      \u{40E}\u{40F}\u{46A}\u{474}\u{490}\u{492}\u{4BA}\u{403}\u{40B}";
        let spelled = "EDIEDZIIJLJNJKUDZUYGGCGC";
        assert_eq!(spell(others.chars()), spelled);
        assert_eq!(spell(others.chars().map(small_cyrillic)), spelled);
        assert_eq!(transliterate('Ь', true), Some(""));
        assert_eq!(transliterate('\u{40D}', true), None); // Ѝ: not in ICAO's table
    }

    /// The small letter of a Cyrillic capital, by the layout of the Unicode block.
    fn small_cyrillic(c: char) -> char {
        let small = match c as u32 {
            c @ 0x400..=0x40F => c + 0x50,
            c => c + 1,
        };
        char::from_u32(small).unwrap_or(c)
    }

    #[test]
    fn icao_table_c_in_its_order() {
        assert_eq!(
            spell('\u{621}'..='\u{63A}'),
            "XEXAAXAEUIXIABXTATXTHJXHXKHDXDHRZSXSHXSSXDZXTTXZZEG"
        );
        assert_eq!(spell('\u{640}'..='\u{64A}'), "FQKLMNHWXAYY");
        assert_eq!(spell('\u{64B}'..='\u{652}'), "");
        assert_eq!(transliterate('\u{651}', true), None); // shadda doubles: no spelling alone
        assert_eq!(transliterate('\u{69C}', true), None); // "not encoded"
        assert_eq!(transliterate('\u{67E}', true), Some("P"));
        assert_eq!(transliterate('\u{6D3}', true), Some("XBE"));
        // ICAO spells عبّاس EBBAS, the shadda doubling the B; one character alone cannot.
        assert_eq!(spell("\u{639}\u{628}\u{651}\u{627}\u{633}".chars()), "EBAS");
    }

    #[test]
    fn full_width() {
        assert_eq!(transliterate('ｚ', false), Some("Z"));
        assert_eq!(transliterate('９', false), Some("9"));
        assert_eq!(transliterate('\u{3000}', false), Some(" "));
    }

    #[test]
    fn everything_suggested_is_in_the_mrz_alphabet() {
        for c in (0..=0x10FFFF).filter_map(char::from_u32) {
            for in_name in [false, true] {
                let spelled = transliterate(c, in_name).unwrap_or_default();
                let mrz = |b: u8| b.is_ascii_uppercase() || b.is_ascii_digit() || b == b' ';
                assert!(spelled.bytes().all(mrz), "{c:?}");
            }
        }
        assert_eq!(transliterate('-', true), Some(" "));
        assert_eq!(transliterate('-', false), None);
        assert_eq!(transliterate('\'', true), None);
        assert_eq!(transliterate('山', true), None);
    }

    #[test]
    fn each_table_character_lies_in_a_block_and_is_listed_once() {
        let all = || tables::ALL.into_iter().flatten();
        let mut seen: Vec<char> = all().flat_map(|(from, _)| from.chars()).collect();
        assert!(seen.iter().all(|&c| slot(c).is_some()));
        let listed = seen.len();
        seen.sort_unstable();
        seen.dedup();
        assert_eq!(seen.len(), listed, "a character is listed twice");
        let in_alphabet = |to: &str| to.bytes().all(|b| b.is_ascii_uppercase());
        assert!(all().all(|(_, to)| in_alphabet(to)));
    }
}
