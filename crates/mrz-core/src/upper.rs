//! Unicode upper-casing, as far as it can reach the MRZ alphabet. Everything outside A-Z, 0-9
//! and space is dropped after upper-casing, so only characters whose upper case contains such
//! a letter matter: ASCII, and the few below. Carrying std's whole case table into the
//! WebAssembly for them would cost 16 KB; a test checks every code point against std.

/// Characters beyond ASCII whose Unicode upper case contains A-Z: what survives, and whether
/// anything (a combining mark, an apostrophe) is lost on the way.
const SPECIAL: &[(char, &str, bool)] = &[
    ('ß', "SS", true),
    ('ı', "I", true),
    ('ſ', "S", true),
    ('ﬀ', "FF", true),
    ('ﬁ', "FI", true),
    ('ﬂ', "FL", true),
    ('ﬃ', "FFI", true),
    ('ﬄ', "FFL", true),
    ('ﬅ', "ST", true),
    ('ﬆ', "ST", true),
    ('ŉ', "N", false),
    ('ǰ', "J", false),
    ('ẖ', "H", false),
    ('ẗ', "T", false),
    ('ẘ', "W", false),
    ('ẙ', "Y", false),
    ('ẚ', "A", false),
];

/// The MRZ characters in `c`'s Unicode upper case, and whether that is all of it.
pub fn upper_mrz(c: char) -> (&'static str, bool) {
    const ALPHABET: &str = " 0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
    let at = |b: u8| {
        let i = ALPHABET.find(char::from(b)).unwrap_or(0);
        &ALPHABET[i..=i]
    };
    match c {
        'a'..='z' => (at(c.to_ascii_uppercase() as u8), true),
        'A'..='Z' | '0'..='9' | ' ' => (at(c as u8), true),
        _ => SPECIAL
            .iter()
            .find(|&&(from, ..)| from == c)
            .map_or(("", false), |&(_, to, whole)| (to, whole)),
    }
}

#[cfg(test)]
mod tests {
    use super::upper_mrz;
    use crate::clean::is_mrz_char;

    #[test]
    fn agrees_with_std_upper_casing_on_every_code_point() {
        for c in (0..=0x10FFFF).filter_map(char::from_u32) {
            let kept: String = c.to_uppercase().filter(|&u| is_mrz_char(u)).collect();
            let whole = c.to_uppercase().all(is_mrz_char);
            assert_eq!(
                upper_mrz(c),
                (kept.as_str(), whole),
                "{c:?} U+{:04X}",
                c as u32
            );
        }
    }
}
