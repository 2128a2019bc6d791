//! Reading zones for `mrz check`: blocks of lines separated by blank lines, each bounded in
//! size, so that one unreadable block is reported and the next is still read.

use crate::record::{next_line, Line, MAX_LINE_BYTES};
use crate::zones::whole_zones;
use std::io::{self, BufRead};

/// One block, or a part of one (see `Blocks::next_block`): the block's number and the input line
/// the part starts on (both from 1), and its text, or why it cannot be read.
pub struct Block {
    pub number: usize,
    pub line: usize,
    pub text: Result<String, String>,
}

/// Reads blocks, counting input lines across them.
pub struct Blocks<R> {
    input: R,
    line: usize,
    number: usize,
    /// The rest of a block cut for its size: the input line it starts on, and its lines.
    rest: Option<(usize, Vec<String>)>,
}

impl<R: BufRead> Blocks<R> {
    pub fn new(input: R) -> Self {
        Blocks {
            input,
            line: 0,
            number: 0,
            rest: None,
        }
    }

    /// The next block, its lines joined by `\n`; `None` at the end of the input. A zone is at
    /// most three lines of 44, so a block past a megabyte is not one and is not held: when the
    /// lines held so far begin with whole zones in a row (`mrz compose` output), those are given
    /// as a part of the block and the rest of it follows as another part; otherwise the block is
    /// too long.
    pub fn next_block(&mut self) -> io::Result<Option<Block>> {
        let (mut start, mut lines) = match self.rest.take() {
            Some((line, lines)) => (Some(line), lines),
            None => (None, Vec::new()),
        };
        let mut size: usize = lines.iter().map(|l| l.len() + 1).sum();
        let mut problem = None;
        while let Some(line) = next_line(&mut self.input)? {
            self.line += 1;
            let bytes = match line {
                Line::Text(t) if t.iter().all(u8::is_ascii_whitespace) => match start {
                    Some(_) => break,
                    None => continue,
                },
                Line::Text(t) => Ok(t),
                Line::TooLong => Err(format!(
                    "input line {} is longer than {} MiB",
                    self.line,
                    MAX_LINE_BYTES >> 20
                )),
            };
            let first = *start.get_or_insert_with(|| {
                self.number += 1;
                self.line
            });
            // The first problem stands for the block.
            if problem.is_some() {
                continue;
            }
            let text = bytes.and_then(|b| {
                String::from_utf8(b)
                    .map_err(|_| format!("input line {} is not valid UTF-8", self.line))
            });
            let text = match text {
                Ok(text) if size + text.len() > MAX_LINE_BYTES => text,
                Ok(text) => {
                    size += text.len() + 1;
                    lines.push(text);
                    continue;
                }
                Err(e) => {
                    problem = Some(e);
                    continue;
                }
            };
            let (_, end) = whole_zones(&lines);
            if end == 0 {
                problem = Some(format!("longer than {} MiB", MAX_LINE_BYTES >> 20));
                continue;
            }
            let mut rest = lines.split_off(end);
            rest.push(text);
            self.rest = Some((first + end, rest));
            break;
        }
        Ok(start.map(|line| Block {
            number: self.number,
            line,
            text: problem.map_or_else(|| Ok(lines.join("\n")), Err),
        }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn blocks(input: &[u8]) -> Vec<(usize, usize, Result<String, String>)> {
        let mut b = Blocks::new(input);
        std::iter::from_fn(|| b.next_block().unwrap())
            .map(|b| (b.number, b.line, b.text))
            .collect()
    }

    #[test]
    fn blank_lines_separate_blocks_and_bad_ones_are_named() {
        let got = blocks(b"\n\nA\r\nB\n  \t\nC\n\xff\n\nD");
        assert_eq!(got[0], (1, 3, Ok("A\nB".into())));
        assert_eq!(
            got[1],
            (2, 6, Err("input line 7 is not valid UTF-8".into()))
        );
        assert_eq!(got[2], (3, 9, Ok("D".into())));
        assert_eq!(got.len(), 3);
        assert!(blocks(b"\n \n").is_empty());
    }

    #[test]
    fn a_block_past_a_megabyte_is_cut_after_a_whole_zone_or_refused() {
        let layout = mrz_core::Format::Td1.layout();
        let line = "A".repeat(layout.length) + "\n";
        let lines = MAX_LINE_BYTES / line.len() + 10;
        let got = blocks(line.repeat(lines).as_bytes());
        assert_eq!(got.len(), 2);
        let first = got[0].2.as_ref().unwrap().lines().count();
        assert_eq!(first % layout.lines, 0);
        assert_eq!((got[1].0, got[1].1), (1, first + 1));
        assert_eq!(got[1].2.as_ref().unwrap().lines().count(), lines - first);

        let mut odd = "B\n".to_owned() + &line.repeat(lines);
        odd += "\nC\n";
        let got = blocks(odd.as_bytes());
        assert_eq!(got[0], (1, 1, Err("longer than 1 MiB".into())));
        assert_eq!(got[1], (2, lines + 3, Ok("C".into())));
    }
}
