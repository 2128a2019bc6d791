//! A zone's lines back to back as text, and each field's value read from it.

use crate::checks::slot_bytes;
use crate::format::{Layout, Slot};

/// The zone's lines back to back, checked as text once rather than field by field: each
/// field's own check was a seventh of a decode's instructions (callgrind).
pub(crate) struct Text<'a> {
    bytes: &'a [u8],
    /// The same bytes as text, when they are ASCII: both ways in (`decode`, `zone_lines`) let
    /// only the zone's alphabet through, so they always are.
    ascii: Option<&'a str>,
}

impl<'a> Text<'a> {
    pub(crate) fn of(bytes: &'a [u8]) -> Self {
        let ascii = std::str::from_utf8(bytes).ok().filter(|t| t.is_ascii());
        Text { bytes, ascii }
    }

    pub(crate) fn bytes(&self, layout: &Layout, slot: Slot) -> &'a [u8] {
        slot_bytes(layout, self.bytes, slot)
    }

    /// A field's value: fillers at the end dropped, those inside read as spaces (the standard
    /// library replaces one ASCII character by another a byte at a time, with no check).
    pub(crate) fn value(&self, layout: &Layout, slot: Slot) -> String {
        let bytes = self.bytes(layout, slot);
        let end = bytes.iter().rposition(|&b| b != b'<').map_or(0, |i| i + 1);
        match self.ascii {
            Some(text) => {
                let from = slot.line * layout.length + slot.start;
                text[from..from + end].replace('<', " ")
            }
            // Never reached: both ways in let only the zone's alphabet through. Were another
            // byte ever to reach here, it is read as its Latin-1 character, byte by byte (a
            // field is cut by bytes, so a UTF-8 sequence is not taken whole).
            None => bytes[..end]
                .iter()
                .map(|&b| char::from(if b == b'<' { b' ' } else { b }))
                .collect(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::format::TD3;

    fn slot(line: usize, start: usize, width: usize) -> Slot {
        Slot { line, start, width }
    }

    #[test]
    fn fillers_inside_are_spaces_and_at_the_end_gone() {
        let mut zone = [b'<'; 88];
        zone[5..18].copy_from_slice(b"ERIKSSON<<ANN");
        let text = Text::of(&zone);
        assert!(text.ascii.is_some());
        assert_eq!(text.value(&TD3, slot(0, 5, 39)), "ERIKSSON  ANN");
        assert_eq!(text.value(&TD3, slot(0, 5, 8)), "ERIKSSON");
        assert_eq!(text.value(&TD3, slot(0, 13, 2)), "");
        assert_eq!(text.value(&TD3, slot(1, 0, 9)), "");
        assert_eq!(text.value(&TD3, slot(0, 5, 0)), "");
    }

    #[test]
    fn a_byte_outside_ascii_is_its_latin_1_character() {
        let mut zone = [b'<'; 88];
        zone[44..49].copy_from_slice(&[b'A', 0xC9, b'<', b'B', b'<']);
        let text = Text::of(&zone);
        assert!(text.ascii.is_none());
        assert_eq!(text.value(&TD3, slot(1, 0, 9)), "A\u{C9} B");
        // A valid UTF-8 sequence is not taken as text either: fields are cut by bytes.
        zone[44..46].copy_from_slice("\u{C9}".as_bytes());
        let text = Text::of(&zone);
        assert!(text.ascii.is_none());
        assert_eq!(text.value(&TD3, slot(1, 0, 2)), "\u{C3}\u{89}");
    }
}
