//! Turning pasted text into the lines of a zone: one line per row, or the whole zone on one
//! line, or its lines separated by tabs; spaces inside and lower case forgiven.

use crate::format::Format;
use serde::Serialize;

/// Why text cannot be read as a zone.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "code", rename_all = "snake_case")]
pub enum DecodeError {
    /// Not two or three lines (and not a whole zone on one line).
    LineCount { found: usize },
    /// A line is not as long as the others of its format (line from 0).
    LineLength {
        line: usize,
        length: usize,
        expected: usize,
    },
    /// A character outside A-Z, 0-9 and `<` (line and column from 0).
    Character {
        line: usize,
        column: usize,
        found: char,
    },
}

impl std::fmt::Display for DecodeError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            DecodeError::LineCount { found } => {
                write!(f, "expected 2 or 3 lines, got {found}")
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

/// The lines of the zone in `text`, upper case, with no white space. Lines are split at line
/// breaks, or at tabs when there is no line break; blank lines are skipped. A zone pasted
/// whole on one line (or wrapped anywhere) is cut into the lines of the format its length
/// gives: 88 characters are two of 44, 72 two of 36, 90 three of 30. Two or three lines are
/// trusted as the zone's own.
pub fn zone_lines(text: &str) -> Result<Vec<String>, DecodeError> {
    let separator = if text.contains('\n') { '\n' } else { '\t' };
    // ASCII white space only: the Unicode tables behind `char::is_whitespace` would weigh on
    // the WASM, and no MRZ character is anything else.
    let lines: Vec<String> = text
        .split(separator)
        .map(|l| {
            l.chars()
                .filter(|c| !c.is_ascii_whitespace())
                .map(|c| c.to_ascii_uppercase())
                .collect::<String>()
        })
        .filter(|l| !l.is_empty())
        .collect();
    for (line, text) in lines.iter().enumerate() {
        if let Some((column, found)) = text
            .chars()
            .enumerate()
            .find(|&(_, c)| !(c.is_ascii_uppercase() || c.is_ascii_digit() || c == '<'))
        {
            return Err(DecodeError::Character {
                line,
                column,
                found,
            });
        }
    }
    // Two or three lines are taken as the zone's lines, as typed: joining them again could
    // turn a short line into some other format's zone. One line, or many (a zone wrapped in
    // a narrow column), is the zone's characters in order.
    if shape_of(&lines).is_some() || matches!(lines.len(), 2 | 3) {
        return if shape_of(&lines).is_some() {
            Ok(lines)
        } else {
            Err(shape_error(&lines))
        };
    }
    let whole: String = lines.concat();
    let (count, length) = match whole.len() {
        88 => (2, 44),
        72 => (2, 36),
        90 => (3, 30),
        _ => return Err(shape_error(&lines)),
    };
    let cut: Vec<String> = (0..count)
        .map(|i| whole[i * length..(i + 1) * length].to_owned())
        .collect();
    Ok(cut)
}

/// The format of lines already read, if their count and lengths are those of one.
pub fn shape_of<S: AsRef<str>>(lines: &[S]) -> Option<Format> {
    let length = lines.first()?.as_ref().len();
    if lines.iter().any(|l| l.as_ref().len() != length) {
        return None;
    }
    let first = lines[0].as_ref().bytes().next().unwrap_or(b'<');
    Format::detect(lines.len(), length, first)
}

/// What is wrong with lines of no format's shape: their count, or the first line whose length
/// is not what the others (or the count) make the format's.
pub fn shape_error<S: AsRef<str>>(lines: &[S]) -> DecodeError {
    let lengths: Vec<usize> = lines.iter().map(|l| l.as_ref().len()).collect();
    let expected = match lengths.len() {
        3 => 30,
        2 => match lengths[..] {
            [a, _] if a == 36 || a == 44 => a,
            [_, b] if b == 36 || b == 44 => b,
            [a, b] if a.max(b) > 40 => 44,
            _ => 36,
        },
        found => return DecodeError::LineCount { found },
    };
    let line = lengths.iter().position(|&l| l != expected).unwrap_or(0);
    DecodeError::LineLength {
        line,
        length: lengths[line],
        expected,
    }
}
