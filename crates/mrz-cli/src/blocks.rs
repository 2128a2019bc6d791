//! Reading zones for `mrz check`: blocks of lines separated by blank lines, each bounded in
//! size, so that one unreadable block is reported and the next is still read.

use crate::record::{next_line, Line, MAX_LINE_BYTES};
use std::io::{self, BufRead};

/// One block: where it starts (input line, from 1) and its text, or why it cannot be read.
pub struct Block {
    pub line: usize,
    pub text: Result<String, String>,
}

/// Reads blocks, counting input lines across them.
pub struct Blocks<R> {
    input: R,
    line: usize,
}

impl<R: BufRead> Blocks<R> {
    pub fn new(input: R) -> Self {
        Blocks { input, line: 0 }
    }

    /// The next block, its lines joined by `\n`; `None` at the end of the input.
    pub fn next_block(&mut self) -> io::Result<Option<Block>> {
        let mut text = Ok(String::new());
        let mut start = None;
        while let Some(line) = next_line(&mut self.input)? {
            self.line += 1;
            let bytes = match line {
                Line::Text(t) if t.iter().all(u8::is_ascii_whitespace) => match start {
                    Some(_) => break,
                    None => continue,
                },
                Line::Text(t) => Ok(t),
                Line::TooLong => Err(format!(
                    "line {} is longer than {} MiB",
                    self.line,
                    MAX_LINE_BYTES >> 20
                )),
            };
            start.get_or_insert(self.line);
            let added = bytes.and_then(|b| {
                String::from_utf8(b).map_err(|_| format!("line {} is not valid UTF-8", self.line))
            });
            // The first problem stands for the block. A zone is at most three lines of 44: a
            // block past a megabyte is not one, and is not held.
            text = match (text, added) {
                (Err(e), _) | (Ok(_), Err(e)) => Err(e),
                (Ok(s), Ok(_)) if s.len() > MAX_LINE_BYTES => {
                    Err(format!("longer than {} MiB", MAX_LINE_BYTES >> 20))
                }
                (Ok(s), Ok(t)) if s.is_empty() => Ok(t),
                (Ok(s), Ok(t)) => Ok(s + "\n" + &t),
            };
        }
        Ok(start.map(|line| Block { line, text }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn blocks(input: &[u8]) -> Vec<(usize, Result<String, String>)> {
        let mut b = Blocks::new(input);
        std::iter::from_fn(|| b.next_block().unwrap())
            .map(|b| (b.line, b.text))
            .collect()
    }

    #[test]
    fn blank_lines_separate_blocks_and_bad_ones_are_named() {
        let got = blocks(b"\n\nA\r\nB\n  \t\nC\n\xff\n\nD");
        assert_eq!(got[0], (3, Ok("A\nB".into())));
        assert_eq!(got[1], (6, Err("line 7 is not valid UTF-8".into())));
        assert_eq!(got[2], (9, Ok("D".into())));
        assert_eq!(got.len(), 3);
        assert!(blocks(b"\n \n").is_empty());
    }
}
