//! Characters that are another form of ASCII ones: what a Japanese keyboard in full-width mode
//! types, the spaces and hyphens text pasted from the web or a spreadsheet carries. ICAO 9303
//! writes a hyphen in a name as a filler; the other spaces are spaces.

/// The ASCII a character stands for, if it is such a form; hyphens only in a name.
pub fn fold(c: char, in_name: bool) -> Option<&'static str> {
    const DIGITS: [&str; 10] = ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9"];
    const LETTERS: [&str; 26] = [
        "A", "B", "C", "D", "E", "F", "G", "H", "I", "J", "K", "L", "M", "N", "O", "P", "Q", "R",
        "S", "T", "U", "V", "W", "X", "Y", "Z",
    ];
    match c {
        '０'..='９' => Some(DIGITS[c as usize - '０' as usize]),
        'Ａ'..='Ｚ' => Some(LETTERS[c as usize - 'Ａ' as usize]),
        'ａ'..='ｚ' => Some(LETTERS[c as usize - 'ａ' as usize]),
        _ if is_space(c) => Some(" "),
        _ if in_name && is_hyphen(c) => Some(" "),
        _ => None,
    }
}

/// Spaces other than ASCII's: no-break, the typographic ones, the ideographic (full-width).
pub fn is_space(c: char) -> bool {
    matches!(
        c,
        '\u{A0}' | '\u{2000}'..='\u{200A}' | '\u{202F}' | '\u{205F}' | '\u{3000}'
    )
}

/// A hyphen, typed or typographic: ASCII's, Unicode's, the non-breaking one, the full-width one.
fn is_hyphen(c: char) -> bool {
    matches!(c, '-' | '\u{2010}' | '\u{2011}' | '\u{FF0D}')
}

/// The full-width forms block and the ideographic space: what a Japanese input method types.
pub fn is_full_width(c: char) -> bool {
    matches!(c, '\u{3000}' | '\u{FF01}'..='\u{FF5E}')
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn forms_of_ascii() {
        assert_eq!(fold('ｚ', false), Some("Z"));
        assert_eq!(fold('９', false), Some("9"));
        assert_eq!(fold('\u{3000}', false), Some(" "));
        assert_eq!(fold('\u{A0}', false), Some(" "));
        assert_eq!(fold('－', true), Some(" "));
        assert_eq!(fold('\u{2011}', true), Some(" "));
        assert_eq!(fold('－', false), None);
        assert_eq!(fold('-', false), None);
        assert_eq!(fold('\'', true), None);
        assert!(is_full_width('Ｔ') && is_full_width('\u{3000}') && !is_full_width('T'));
    }
}
