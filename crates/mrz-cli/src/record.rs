//! Reading records: JSON Lines with a bound on line length, and one JSON object into `Fields`.

pub use mrz_set::options::letters_value;
pub use mrz_set::record::{parse_record, BOM};
use std::io::{self, BufRead};

/// A line of nothing but white space, or of the byte-order mark an editor began the file with
/// and white space: no record, skipped.
pub fn blank(line: &[u8]) -> bool {
    line.strip_prefix(BOM)
        .unwrap_or(line)
        .iter()
        .all(u8::is_ascii_whitespace)
}

/// A line longer than this is reported, not held in memory.
pub const MAX_LINE_BYTES: usize = 1 << 20;

/// One input line: its bytes, or how it could not be read whole.
pub enum Line {
    Text(Vec<u8>),
    TooLong,
}

/// Read the next line (without its `\n` or `\r\n`), keeping at most `MAX_LINE_BYTES` of it.
pub fn next_line(input: &mut impl BufRead) -> io::Result<Option<Line>> {
    let mut buf = Vec::new();
    let mut too_long = false;
    let mut saw_any = false;
    loop {
        let chunk = input.fill_buf()?;
        if chunk.is_empty() {
            break;
        }
        saw_any = true;
        let (part, done) = match chunk.iter().position(|&b| b == b'\n') {
            Some(i) => (&chunk[..i], Some(i + 1)),
            None => (chunk, None),
        };
        if buf.len() + part.len() > MAX_LINE_BYTES {
            too_long = true;
            buf.clear();
        } else if !too_long {
            buf.extend_from_slice(part);
        }
        let used = done.unwrap_or(chunk.len());
        input.consume(used);
        if done.is_some() {
            break;
        }
    }
    if !saw_any {
        return Ok(None);
    }
    if too_long {
        return Ok(Some(Line::TooLong));
    }
    if buf.last() == Some(&b'\r') {
        buf.pop();
    }
    Ok(Some(Line::Text(buf)))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lines(input: &[u8]) -> Vec<Option<Vec<u8>>> {
        let mut r = io::BufReader::with_capacity(7, input);
        std::iter::from_fn(|| next_line(&mut r).unwrap())
            .map(|l| match l {
                Line::Text(t) => Some(t),
                Line::TooLong => None,
            })
            .collect()
    }

    #[test]
    fn splits_lines_across_buffer_boundaries() {
        let got = lines(b"{\"a\":1}\r\nsecond line here\n\nlast");
        let want: Vec<Option<Vec<u8>>> = ["{\"a\":1}", "second line here", "", "last"]
            .iter()
            .map(|s| Some(s.as_bytes().to_vec()))
            .collect();
        assert_eq!(got, want);
        assert!(lines(b"").is_empty());
    }

    #[test]
    fn a_huge_line_is_reported_and_the_next_one_still_read() {
        let mut input = vec![b'x'; MAX_LINE_BYTES + 10];
        input.extend_from_slice(b"\n{}\n");
        assert_eq!(lines(&input), vec![None, Some(b"{}".to_vec())]);
    }
}
