//! One format's layout: where every field sits and what every check digit covers.

use crate::fields::Field;
use crate::format::Format;
use serde::Serialize;

/// Columns `start..start + width` of line `line` (both from 0).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Slot {
    pub line: usize,
    pub start: usize,
    pub width: usize,
}

impl Slot {
    /// The slot of a field the format has no place for.
    pub const NONE: Slot = at(0, 0, 0);

    pub const fn end(&self) -> usize {
        self.start + self.width
    }

    pub const fn is_none(&self) -> bool {
        self.width == 0
    }
}

pub(crate) const fn at(line: usize, start: usize, width: usize) -> Slot {
    Slot { line, start, width }
}

/// The check digits a zone may carry.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub enum CheckName {
    PassportNo,
    DateOfBirth,
    DateOfExpiry,
    PersonalNo,
    Composite,
}

/// A check digit: where it is printed and the characters it covers, in order (the weights
/// 7, 3, 1 run on across the parts).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct CheckSpec {
    pub name: CheckName,
    pub line: usize,
    pub at: usize,
    pub covers: &'static [Slot],
}

/// Where the names go.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub enum Names {
    /// Surname, `<<`, given names, in the name field (ICAO 9303-3).
    Joined,
    /// The surname alone in the name field, the given names in a field of their own (the
    /// French card).
    Apart(Slot),
    /// The surname alone; no given names (the French licence).
    SurnameOnly,
}

/// One format's layout. A field the format has no place for has `Slot::NONE` (no width);
/// `optional_data2` only in TD1 and the Swiss licence.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Layout {
    pub format: Format,
    pub lines: usize,
    /// The longest line's length; every line but a short first one has it.
    pub length: usize,
    /// A first line shorter than the others (the Swiss licence's 9).
    pub first_width: Option<usize>,
    pub document_type: Slot,
    pub issuing_state: Slot,
    /// Surname, `<<`, given names; or the surname alone (see `names`).
    pub name: Slot,
    pub names: Names,
    pub document_number: Slot,
    pub nationality: Slot,
    pub date_of_birth: Slot,
    pub sex: Slot,
    pub date_of_expiry: Slot,
    /// The personal number of a passport; the optional data (TD1: of line 1) elsewhere.
    pub optional_data: Slot,
    pub optional_data2: Option<Slot>,
    /// A document number longer than its field continues in the optional data (TD1, TD2).
    pub long_number: bool,
    /// The document codes usual for the format, the first the default (P; I, ID; V).
    pub codes: &'static [&'static str],
    /// The letters a document code of the format begins with (ICAO 9303-4 to -7).
    pub code_letters: &'static str,
    /// Printed lines per inch, baseline to baseline: the format's figure in ICAO 9303 puts its
    /// lines' reference centre lines 1/4 in apart on passports, TD2 cards and visas (Part 4
    /// Figure 3, Part 7 Figures 3 and 8; Part 6 gives TD2 the same 23.2 mm zone) and 1/6 in
    /// apart on TD1 cards (Part 5 Figure 6).
    pub print_lines_per_inch: u8,
    /// In the order they are computed: the composite, which covers the others, last.
    pub checks: &'static [CheckSpec],
    /// Places a national layout fills with `<` whatever the data (the Swiss licence's
    /// separators).
    pub fillers: &'static [Slot],
    /// The issuing states a national layout is for; empty for ICAO's, which any state issues.
    pub states: &'static [&'static str],
}

impl Layout {
    /// The surname is cut here: where it shares its field with the given names, so that `<<`
    /// and one given-name character always fit.
    pub const fn surname_max(&self) -> usize {
        match self.names {
            Names::Joined => self.name.width - 3,
            _ => self.name.width,
        }
    }

    /// The given names' own field, when they have one.
    pub const fn given_names(&self) -> Option<Slot> {
        match self.names {
            Names::Apart(slot) => Some(slot),
            _ => None,
        }
    }

    /// Where `field` is written; `Slot::NONE` for a field the format has no place for. Names
    /// that share the name field both give it.
    pub fn slot(&self, field: Field) -> Slot {
        match field {
            Field::Type => self.document_type,
            Field::CountryCode => self.issuing_state,
            Field::PassportNo => self.document_number,
            Field::Surname => self.name,
            Field::GivenNames => match self.names {
                Names::Joined => self.name,
                Names::Apart(slot) => slot,
                Names::SurnameOnly => Slot::NONE,
            },
            Field::Nationality => self.nationality,
            Field::DateOfBirth => self.date_of_birth,
            Field::PersonalNo => self.optional_data,
            Field::Sex => self.sex,
            Field::DateOfExpiry => self.date_of_expiry,
            Field::OptionalData2 => self.optional_data2.unwrap_or(Slot::NONE),
        }
    }

    /// The length of line `line` (from 0).
    pub const fn width(&self, line: usize) -> usize {
        match (line, self.first_width) {
            (0, Some(width)) => width,
            _ => self.length,
        }
    }

    pub fn check(&self, name: CheckName) -> Option<&CheckSpec> {
        self.checks.iter().find(|c| c.name == name)
    }

    /// Readers tell a visa from a passport or card of the same size by its V alone.
    pub fn is_visa(&self) -> bool {
        self.code_letters == "V"
    }

    /// The whole zone's length: what a zone pasted on one line has.
    pub const fn characters(&self) -> usize {
        let short = match self.first_width {
            Some(width) => self.length - width,
            None => 0,
        };
        self.lines * self.length - short
    }
}
