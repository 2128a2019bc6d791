//! Reading a TD3 zone back: every field, where it sits in the lines, and each check digit
//! against the one it should be. The inverse of `compose`, which the tests hold it to.

use crate::check::check_char;
use crate::compose::{DOC_NUMBER_LEN, LINE_LEN, NAME_LEN, PERSONAL_NO_LEN};
use crate::fields::{Field, Fields};
use serde::Serialize;
use std::ops::Range;

/// Where a field's characters are: line 0 or 1, and the columns.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Span {
    pub field: Field,
    pub line: usize,
    pub start: usize,
    pub end: usize,
}

/// The five check digits of line 2.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum CheckName {
    PassportNo,
    DateOfBirth,
    DateOfExpiry,
    PersonalNo,
    Composite,
}

/// One check digit as found in the line, and the one its data gives.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Check {
    pub name: CheckName,
    /// Column in line 2.
    pub at: usize,
    pub found: char,
    pub expected: char,
    pub valid: bool,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Decoded {
    /// The two lines as read (trimmed, upper case).
    pub lines: [String; 2],
    pub fields: Fields,
    pub spans: Vec<Span>,
    pub checks: Vec<Check>,
    pub valid: bool,
}

/// Why two lines cannot be read as a TD3 zone.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "code", rename_all = "snake_case")]
pub enum DecodeError {
    /// Not two lines.
    LineCount { found: usize },
    /// A line is not 44 characters long.
    LineLength { line: usize, length: usize },
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
            DecodeError::LineCount { found } => write!(f, "expected 2 lines, got {found}"),
            DecodeError::LineLength { line, length } => {
                write!(f, "line {} has {length} characters, not 44", line + 1)
            }
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

/// Read a zone given as text: two lines, blank lines and surrounding spaces ignored, lower
/// case taken as upper case.
pub fn decode_text(text: &str) -> Result<Decoded, DecodeError> {
    // ASCII white space only: the Unicode tables behind `str::trim` would weigh on the WASM.
    let lines: Vec<String> = text
        .split('\n')
        .map(|l| {
            l.trim_matches(|c: char| c.is_ascii_whitespace())
                .to_ascii_uppercase()
        })
        .filter(|l| !l.is_empty())
        .collect();
    match lines.as_slice() {
        [a, b] => decode(a, b),
        _ => Err(DecodeError::LineCount { found: lines.len() }),
    }
}

/// Read two 44-character lines of the MRZ alphabet.
pub fn decode(line1: &str, line2: &str) -> Result<Decoded, DecodeError> {
    for (line, text) in [line1, line2].into_iter().enumerate() {
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
        if text.len() != LINE_LEN {
            return Err(DecodeError::LineLength {
                line,
                length: text.len(),
            });
        }
    }
    let mut spans = Vec::new();
    let mut fields = Fields::default();
    let mut read = |field: Field, line: usize, cols: Range<usize>, text: &str| {
        *fields.get_mut(field) = unfill(&text[cols.clone()]);
        spans.push(Span {
            field,
            line,
            start: cols.start,
            end: cols.end,
        });
    };
    let (surname, given) = name_columns(&line1[5..5 + NAME_LEN]);
    // In the form's order, so that nothing needs sorting.
    let places = [
        (Field::Type, 0, 0..2),
        (Field::CountryCode, 0, 2..5),
        (Field::PassportNo, 1, 0..DOC_NUMBER_LEN),
        (Field::Surname, 0, surname),
        (Field::GivenNames, 0, given),
        (Field::Nationality, 1, 10..13),
        (Field::DateOfBirth, 1, 13..19),
        (Field::PersonalNo, 1, 28..28 + PERSONAL_NO_LEN),
        (Field::Sex, 1, 20..21),
        (Field::DateOfExpiry, 1, 21..27),
    ];
    for (field, line, cols) in places {
        read(field, line, cols, [line1, line2][line]);
    }

    let check = |name, at: usize, data: &str| {
        let found = char::from(line2.as_bytes()[at]);
        let expected = check_char(data);
        Check {
            name,
            at,
            found,
            expected,
            valid: found == expected,
        }
    };
    let checks = vec![
        check(CheckName::PassportNo, 9, &line2[0..9]),
        check(CheckName::DateOfBirth, 19, &line2[13..19]),
        check(CheckName::DateOfExpiry, 27, &line2[21..27]),
        check(CheckName::PersonalNo, 42, &line2[28..42]),
        check(
            CheckName::Composite,
            43,
            &[&line2[0..10], &line2[13..20], &line2[21..43]].concat(),
        ),
    ];
    let valid = checks.iter().all(|c| c.valid);
    Ok(Decoded {
        lines: [line1.to_owned(), line2.to_owned()],
        fields,
        spans,
        checks,
        valid,
    })
}

/// A field's value: fillers at the end dropped, those inside read as spaces.
#[inline(never)]
fn unfill(text: &str) -> String {
    text.trim_end_matches('<').replace('<', " ")
}

/// Where the surname (up to the first `<<`) and the given names lie in line 1, given the
/// name field (line 1 from column 5).
fn name_columns(name: &str) -> (Range<usize>, Range<usize>) {
    let surname_end = name.find("<<").unwrap_or(name.trim_end_matches('<').len());
    let given_start = (surname_end + 2).min(name.len());
    let given_end = given_start + name[given_start..].trim_end_matches('<').len();
    (5..5 + surname_end, 5 + given_start..5 + given_end)
}

#[cfg(test)]
#[path = "decode_tests.rs"]
mod tests;
