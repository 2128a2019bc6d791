//! Reading records: JSON Lines with a bound on line length, and one JSON object into `Fields`.

use mrz_core::{Field, Fields, Letters};
use mrz_set::options::kind;
pub use mrz_set::options::{format_value, letters_value};
use serde_json::Value;
use std::io::{self, BufRead};

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

/// Parse one record. Unknown keys are ignored (a record may carry its own labels); null counts
/// as missing; any other non-string value is an error that names the key. `format` and
/// `letters` must name one of their values; `letters` falls back to the command's `--letters`.
pub fn parse_record(bytes: &[u8], letters: Letters) -> Result<Fields, String> {
    let text = std::str::from_utf8(bytes)
        .map_err(|e| format!("not valid UTF-8 (byte {})", e.valid_up_to() + 1))?;
    let value: Value = serde_json::from_str(text).map_err(|e| format!("not valid JSON: {e}"))?;
    let Value::Object(map) = value else {
        return Err(format!("expected a JSON object, got {}", kind(&value)));
    };
    let mut fields = Fields {
        letters,
        ..Fields::default()
    };
    for (key, value) in map {
        let text = match value {
            Value::String(s) => s,
            Value::Null => continue,
            other if is_known(&key) => {
                return Err(format!("\"{key}\" must be a string, got {}", kind(&other)))
            }
            _ => continue,
        };
        match key.as_str() {
            "format" => fields.format = format_value(&text)?,
            "letters" => fields.letters = letters_value(&text)?,
            _ => match Field::from_key(&key) {
                Some(field) => *fields.get_mut(field) = text,
                None => continue,
            },
        }
    }
    Ok(fields)
}

fn is_known(key: &str) -> bool {
    matches!(key, "format" | "letters") || Field::from_key(key).is_some()
}

#[cfg(test)]
mod tests {
    use super::*;
    use mrz_core::Format;

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

    #[test]
    fn records_and_their_errors() {
        let f = parse_record(br#"{"surname":"DOE","x":1,"sex":null}"#, Letters::Drop).unwrap();
        assert_eq!(f.surname, "DOE");
        assert_eq!((f.format, f.letters), (Format::Td3, Letters::Drop));
        let err = |b: &[u8]| parse_record(b, Letters::Drop).unwrap_err();
        assert_eq!(
            err(br#"{"sex":1}"#),
            "\"sex\" must be a string, got a number"
        );
        assert_eq!(err(b"[]"), "expected a JSON object, got an array");
        assert!(err(b"{").starts_with("not valid JSON"));
        assert_eq!(err(b"{\"a\":\"\xff\"}"), "not valid UTF-8 (byte 7)");
        assert_eq!(
            err(br#"{"format":2}"#),
            "\"format\" must be a string, got a number"
        );
        assert_eq!(
            err(br#"{"format":"td4"}"#),
            "\"format\" must be one of td3, td1, td2, mrva, mrvb, got \"td4\""
        );
        assert!(err(br#"{"letters":"keep"}"#).contains("drop, icao"));
    }

    #[test]
    fn format_and_letters_in_a_record_or_from_the_command() {
        let f = parse_record(br#"{"format":"MRV-A","letters":"drop"}"#, Letters::Icao).unwrap();
        assert_eq!((f.format, f.letters), (Format::Mrva, Letters::Drop));
        let f = parse_record(br#"{"format":"Td1","optionalData2":"X"}"#, Letters::Icao).unwrap();
        assert_eq!((f.format, f.letters), (Format::Td1, Letters::Icao));
        assert_eq!(f.optional_data2, "X");
    }
}
