//! Letters typed decomposed (NFD: a base letter, then a combining mark, as macOS and some
//! exports write names) put back together where the transliteration tables hold them whole.

use std::borrow::Cow;

// Data only, kept apart as the tables are.
#[path = "translit_marks.rs"]
mod marks;

/// `text` with each letter and combining mark that the tables hold as one letter (`U` then
/// U+0308 for `Ü`) written as that letter, so that the ICAO mode gives it the letter's spelling
/// (`UE`) rather than the bare letter's; borrowed when no mark is there.
pub fn composed(text: &str) -> Cow<'_, str> {
    // The combining marks the tables' letters decompose to: Latin and Cyrillic diacritics, and
    // Arabic's madda and hamza above and below.
    let mark =
        |c: char| ('\u{300}'..='\u{36F}').contains(&c) || ('\u{653}'..='\u{655}').contains(&c);
    if !text.chars().any(mark) {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        let last = out.chars().next_back();
        let whole = last.filter(|_| mark(c)).and_then(|base| {
            marks::MARKED
                .binary_search_by(|&(b, m, _)| (b, m).cmp(&(base, c)))
                .ok()
        });
        if let Some(i) = whole {
            out.pop();
            out.push(marks::MARKED[i].2);
        } else {
            out.push(c);
        }
    }
    Cow::Owned(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::translit::transliterate;

    #[test]
    fn each_decomposed_letter_is_a_letter_of_the_tables_in_order_for_the_search() {
        let keys: Vec<(char, char)> = marks::MARKED.iter().map(|&(b, m, _)| (b, m)).collect();
        assert!(keys.windows(2).all(|w| w[0] < w[1]), "sorted, once each");
        for &(base, mark, whole) in &marks::MARKED {
            assert!(transliterate(whole, true).is_some(), "{whole}");
            assert_eq!(composed(&format!("{base}{mark}")), whole.to_string());
        }
        assert!(matches!(composed("MULLER"), Cow::Borrowed(_)));
        // Two marks: the first joins its letter, the second stays beside it.
        assert_eq!(composed("U\u{308}\u{304}"), "Ü\u{304}");
        assert_eq!(composed("\u{627}\u{654}"), "\u{623}");
    }

    #[test]
    fn the_table_is_what_its_script_makes_of_the_tables() {
        // Every letter of the tables that decomposes, none left out: the script reads them with
        // Python's unicodedata, which Rust's standard library has no counterpart of.
        let root = concat!(env!("CARGO_MANIFEST_DIR"), "/../..");
        let script = format!("{root}/scripts/tables/translit_marks.py");
        match std::process::Command::new("python3")
            .args([&script, "--check"])
            .output()
        {
            Ok(out) => assert!(
                out.status.success(),
                "{}",
                String::from_utf8_lossy(&out.stderr)
            ),
            Err(_) => eprintln!("note: no python3, the table was not made again to compare"),
        }
    }
}
