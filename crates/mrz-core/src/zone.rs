//! The zone being composed: every line at its length, filled with `<`, written slot by slot.

use crate::format::{Layout, Slot};

pub struct Zone {
    length: usize,
    bytes: Vec<u8>,
}

impl Zone {
    pub fn new(layout: &Layout) -> Zone {
        Zone {
            length: layout.length,
            bytes: vec![b'<'; layout.lines * layout.length],
        }
    }

    /// Write cleaned text (upper-case A-Z, 0-9, space) into `slot`: cut to its width, spaces
    /// as fillers. What is not written stays `<`.
    pub fn put(&mut self, slot: Slot, text: &str) {
        let from = slot.line * self.length + slot.start;
        for (to, &b) in self.bytes[from..from + slot.width]
            .iter_mut()
            .zip(text.as_bytes())
        {
            *to = if b == b' ' { b'<' } else { b };
        }
    }

    pub fn set(&mut self, line: usize, column: usize, byte: u8) {
        self.bytes[line * self.length + column] = byte;
    }

    /// All lines back to back.
    pub fn bytes(&self) -> &[u8] {
        &self.bytes
    }

    pub fn into_lines(self) -> Vec<String> {
        split_lines(&self.bytes, self.length)
    }
}

/// A zone's characters, back to back, as its lines of `length`. Only the MRZ alphabet reaches a
/// zone (composed or read after checking), so every line is ASCII.
pub fn split_lines(bytes: &[u8], length: usize) -> Vec<String> {
    bytes
        .chunks(length)
        .map(|line| String::from_utf8(line.to_vec()).unwrap_or_default())
        .collect()
}
