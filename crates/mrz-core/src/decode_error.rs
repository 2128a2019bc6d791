//! Why pasted text cannot be read as a zone, in words that name the line and the length.

use crate::format::Format;
use serde::Serialize;

/// Why text cannot be read as a zone. Lines and columns count from 0; a column is where the
/// character was typed, spaces included.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "code", rename_all = "snake_case")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub enum DecodeError {
    /// Not two or three lines, nor a whole zone on one line.
    LineCount { found: usize },
    /// One line, not as long as any whole zone.
    OneLine { length: usize },
    /// Lines as long as one format's, but not as many as it has.
    LinesForLength {
        found: usize,
        expected: usize,
        length: usize,
    },
    /// One line more than a whole zone of `format` that the other lines make: a stray line of
    /// text before or after the zone (`line` is the stray one).
    ExtraLine { line: usize, format: Format },
    /// A line is not as long as the others of its format.
    LineLength {
        line: usize,
        length: usize,
        expected: usize,
    },
    /// A character outside A-Z, 0-9 and `<`.
    Character {
        line: usize,
        column: usize,
        found: char,
    },
}

impl std::fmt::Display for DecodeError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match *self {
            DecodeError::LineCount { found } => write!(f, "expected 1, 2 or 3 lines, got {found}"),
            DecodeError::OneLine { length } => write!(
                f,
                "one line of {length} characters: a whole zone on one line has {}",
                whole_lengths()
            ),
            DecodeError::LinesForLength {
                found,
                expected,
                length,
            } => write!(
                f,
                "{found} lines of {length}: a zone of lines of {length} has {expected}"
            ),
            DecodeError::ExtraLine { line, format } => {
                let count = format.layout().lines;
                let first = if line == 0 { 2 } else { 1 };
                let last = first + count - 1;
                let which = match count {
                    1 => format!("line {first} is"),
                    2 => format!("lines {first} and {last} are"),
                    _ => format!("lines {first} to {last} are"),
                };
                let name = zone_name(format);
                write!(
                    f,
                    "line {} is not part of the zone: {which} a whole {name} zone",
                    line + 1
                )
            }
            DecodeError::LineLength {
                line,
                length,
                expected,
            } => write!(
                f,
                "line {} has {length} characters, not {expected}",
                line + 1
            ),
            DecodeError::Character {
                line,
                column,
                found,
            } => write!(
                f,
                "line {} column {}: {found:?} is not A-Z, 0-9 or <",
                line + 1,
                column + 1
            ),
        }
    }
}

/// "30, 69, 72, 88 or 90": the lengths of a whole zone on one line, one per shape.
fn whole_lengths() -> String {
    let mut lengths: Vec<usize> = Format::ALL
        .iter()
        .map(|f| f.layout().characters())
        .collect();
    lengths.sort_unstable();
    lengths.dedup();
    let text: Vec<String> = lengths.iter().map(usize::to_string).collect();
    let (last, rest) = text.split_last().expect("formats to list");
    format!("{} or {last}", rest.join(", "))
}

/// A format's name in a sentence about its zone ("a whole MRV-A zone"): the command's own words
/// add what the document is ("MRV-A (visa)"), which the core leaves to them.
fn zone_name(format: Format) -> &'static str {
    match format {
        Format::Td1 => "TD1",
        Format::Td2 => "TD2",
        Format::Td3 => "TD3",
        Format::Mrva => "MRV-A",
        Format::Mrvb => "MRV-B",
        Format::FraId => "French identity card",
        Format::FraDl => "French driving licence",
        Format::CheDl => "Swiss driving licence",
    }
}
