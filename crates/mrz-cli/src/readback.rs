//! A made picture read back as `mrz read` would read its file: the bytes decoded, the zone
//! read, and the lines compared with those drawn. `mrz batch --verify` and `mrz accuracy` both
//! judge a reading here, so that `read_ok` and an accuracy figure mean the same thing.

use mrz_picture::decode;
use mrz_read::Reader;
use std::time::Instant;

pub struct ReadBack {
    /// The lines read, or why none were.
    pub read: Result<Vec<String>, String>,
    /// The mean of the characters' confidences (-1 to 1); -1 when nothing was read.
    pub confidence: f32,
    /// Whether the lines read are valid as `Reading::valid` has it: every check digit right and
    /// no error in them (false when nothing was read).
    pub valid: bool,
    /// Decoding and reading, in milliseconds.
    pub ms: f64,
}

pub fn read_back(reader: &Reader, bytes: &[u8]) -> ReadBack {
    let started = Instant::now();
    let reading = decode(bytes).and_then(|gray| reader.read(&gray).map_err(|e| e.to_string()));
    let ms = started.elapsed().as_secs_f64() * 1e3;
    match reading {
        Ok(r) => ReadBack {
            valid: r.valid(),
            confidence: r.score(),
            read: Ok(r.lines),
            ms,
        },
        Err(e) => ReadBack {
            read: Err(e),
            confidence: -1.0,
            valid: false,
            ms,
        },
    }
}

impl ReadBack {
    /// Whether the whole zone was read exactly as `want`: every line, every character (a
    /// check digit spoilt on purpose included, as printed).
    pub fn is(&self, want: &[String]) -> bool {
        self.read.as_ref().is_ok_and(|lines| lines == want)
    }

    /// How many characters are wrong: the edits from what was read to `want` (every
    /// character when nothing was read).
    pub fn wrong(&self, want: &[String]) -> usize {
        match &self.read {
            Ok(lines) => edits(&lines.join("\n"), &want.join("\n")),
            Err(_) => want.iter().map(String::len).sum(),
        }
    }
}

/// Levenshtein distance over bytes: MRZ lines are ASCII.
pub fn edits(a: &str, b: &str) -> usize {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, &x) in a.iter().enumerate() {
        let mut diagonal = row[0];
        row[0] = i + 1;
        for (j, &y) in b.iter().enumerate() {
            let next = (diagonal + usize::from(x != y))
                .min(row[j] + 1)
                .min(row[j + 1] + 1);
            diagonal = row[j + 1];
            row[j + 1] = next;
        }
    }
    row[b.len()]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn edits_count_changes_insertions_and_deletions() {
        assert_eq!(edits("P<UTO", "P<UTO"), 0);
        assert_eq!(edits("P<UT0", "P<UTO"), 1);
        assert_eq!(edits("P<UTO<<", "P<UTO"), 2);
        assert_eq!(edits("", "ABC"), 3);
        assert_eq!(edits("KITTEN", "SITTING"), 3);
    }

    #[test]
    fn a_reading_is_right_only_when_every_line_is() {
        let want = vec!["AB<".to_owned(), "123".to_owned()];
        let read = |read| ReadBack {
            read,
            confidence: 0.0,
            valid: false,
            ms: 0.0,
        };
        assert!(read(Ok(want.clone())).is(&want));
        let one_off = read(Ok(vec!["AB<".into(), "128".into()]));
        assert!(!one_off.is(&want));
        assert_eq!(one_off.wrong(&want), 1);
        let none = read(Err("no zone".into()));
        assert!(!none.is(&want));
        assert_eq!(none.wrong(&want), 6);
    }

    #[test]
    fn a_strip_read_back_is_valid_unless_a_check_digit_was_spoilt() {
        use mrz_set::{layouts::Layout, Maker, Recipe};
        let reader = Reader::new();
        for corrupt in [0.0, 1.0] {
            let recipe = Recipe {
                corrupt,
                ..Recipe::defaults()
            };
            let made = Maker::new(&recipe, Layout::Dir).make(1).unwrap();
            let back = read_back(&reader, &made.images[0]);
            assert!(back.is(&made.lines), "a clean strip reads as printed");
            assert_eq!(back.valid, corrupt == 0.0, "{:?}", made.lines);
        }
    }
}
