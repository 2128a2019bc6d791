//! A record as JSON, with the keys of `mrz compose` (`format`, `type`, `countryCode`,
//! `passportNo`, ...): the command's records on stdin and the packages' `compose` and `render`
//! read it here, with the same messages.

use crate::options::{format_value, kind, letters_value};
use mrz_core::{Field, Fields, Letters};
use serde_json::Value;

/// UTF-8's byte-order mark.
pub const BOM: &[u8] = b"\xEF\xBB\xBF";

/// Parse one record. Unknown keys are ignored (a record may carry its own labels); null counts
/// as missing; any other non-string value is an error that names the key. `format` and
/// `letters` must name one of their values; `letters` falls back to the command's `--letters`.
pub fn parse_record(bytes: &[u8], letters: Letters) -> Result<Fields, String> {
    // A byte-order mark, as Windows' editors and exports start a file with, is no character of
    // the record (`mrz check` and `chip` skip it too).
    let marked = bytes.strip_prefix(BOM);
    let skipped = if marked.is_some() { BOM.len() } else { 0 };
    let text = std::str::from_utf8(marked.unwrap_or(bytes))
        .map_err(|e| format!("not valid UTF-8 (byte {})", e.valid_up_to() + skipped + 1))?;
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

    #[test]
    fn records_and_their_errors() {
        let f = parse_record(br#"{"surname":"DOE","x":1,"sex":null}"#, Letters::Drop).unwrap();
        assert_eq!(f.surname, "DOE");
        let marked = parse_record(b"\xEF\xBB\xBF{\"surname\":\"DOE\"}", Letters::Drop).unwrap();
        assert_eq!(marked.surname, "DOE");
        let bad = parse_record(b"\xEF\xBB\xBF{\"surname\":\"\xFF\"}", Letters::Drop);
        assert_eq!(
            bad.unwrap_err(),
            "not valid UTF-8 (byte 16)",
            "counted from the mark"
        );
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
            "\"format\" must be one of td3, td1, td2, mrva, mrvb, fra_id, fra_dl, che_dl, got \"td4\""
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
