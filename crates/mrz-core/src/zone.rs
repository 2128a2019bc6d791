//! The zone being composed: every line at the longest's length, filled with `<`, written slot
//! by slot, and a short line cut to its width at the end.

use crate::format::{Layout, Slot};

pub struct Zone {
    layout: &'static Layout,
    bytes: Vec<u8>,
}

impl Zone {
    pub fn new(layout: &'static Layout) -> Zone {
        Zone {
            layout,
            bytes: vec![b'<'; layout.lines * layout.length],
        }
    }

    /// Write cleaned text (upper-case A-Z, 0-9, space) into `slot`: cut to its width, spaces
    /// as fillers. What is not written stays `<`.
    pub fn put(&mut self, slot: Slot, text: &str) {
        let from = slot.line * self.layout.length + slot.start;
        for (to, &b) in self.bytes[from..from + slot.width]
            .iter_mut()
            .zip(text.as_bytes())
        {
            *to = if b == b' ' { b'<' } else { b };
        }
    }

    pub fn set(&mut self, line: usize, column: usize, byte: u8) {
        self.bytes[line * self.layout.length + column] = byte;
    }

    /// All lines back to back, each as long as the longest (a short line padded with `<`).
    pub fn bytes(&self) -> &[u8] {
        &self.bytes
    }

    pub fn into_lines(self) -> Vec<String> {
        split_lines(&self.bytes, self.layout)
    }
}

/// A zone's characters, back to back, each line as long as the longest, as its lines (a short
/// line cut to its width). Only the MRZ alphabet reaches a zone (composed or read after
/// checking), so every line is ASCII.
pub fn split_lines(bytes: &[u8], layout: &Layout) -> Vec<String> {
    bytes
        .chunks(layout.length)
        .enumerate()
        .map(|(i, line)| String::from_utf8(line[..layout.width(i)].to_vec()).unwrap_or_default())
        .collect()
}

/// A zone's lines back to back, each padded with `<` to the longest's length: the rectangle
/// the layout's slots index.
pub fn join_lines<S: AsRef<str>>(lines: &[S], layout: &Layout, to: &mut [u8]) {
    for (to, line) in to.chunks_mut(layout.length).zip(lines) {
        let line = line.as_ref().as_bytes();
        to[..line.len()].copy_from_slice(line);
        to[line.len()..].fill(b'<');
    }
}
