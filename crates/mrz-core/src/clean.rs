//! Reduce free text to the MRZ alphabet, as the specification says: upper-case (full Unicode
//! mapping, so `ß` becomes `SS`), then drop everything but A-Z, 0-9 and space. In the ICAO
//! letters mode, what ICAO 9303 Part 3 transliterates is written its way instead of dropped.

use crate::composed::composed;
use crate::fields::Letters;
use crate::fold::is_full_width;
use crate::translit::transliterate;
use crate::upper::upper_mrz;
use std::borrow::Cow;

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
    // A letter typed as its base and a combining mark (NFD) is the letter to ICAO's tables. The
    // specification's rule works on characters as typed, so its mode keeps them apart and
    // drops the mark; its suggestion is still the ICAO mode's spelling of the letter.
    let whole = composed(raw);
    let decomposed = matches!(whole, Cow::Owned(_));
    let raw: &str = match letters {
        Letters::Icao => &whole,
        Letters::Drop => raw,
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
    if letters == Letters::Drop && decomposed {
        suggested = Some(clean_text(&whole, in_name, Letters::Icao).text);
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
#[path = "clean_tests.rs"]
mod tests;
