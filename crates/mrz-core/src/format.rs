//! The five ICAO 9303 zones as data: each format's lines, their length, where every field sits
//! and what every check digit covers. Composing, decoding, the checker's highlighting and the
//! renderer's geometry all read these tables; no other code knows a column number.

use serde::{Deserialize, Serialize};

/// A zone format. TD3 (the passport) is the default, as the product began with it.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, Default, PartialOrd, Ord, Serialize, Deserialize,
)]
#[serde(rename_all = "lowercase")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub enum Format {
    /// ID cards (ICAO 9303 Part 5): 3 lines of 30.
    Td1,
    /// TD2 cards (Part 6): 2 lines of 36.
    Td2,
    /// Passports (Part 4): 2 lines of 44.
    #[default]
    Td3,
    /// Visas of passport size (Part 7): 2 lines of 44.
    Mrva,
    /// Smaller visas (Part 7): 2 lines of 36.
    Mrvb,
}

impl Format {
    /// In the order the page offers them: the passport first.
    pub const ALL: [Format; 5] = [
        Format::Td3,
        Format::Td1,
        Format::Td2,
        Format::Mrva,
        Format::Mrvb,
    ];

    /// The key records, links and the command line use.
    pub fn key(self) -> &'static str {
        match self {
            Format::Td1 => "td1",
            Format::Td2 => "td2",
            Format::Td3 => "td3",
            Format::Mrva => "mrva",
            Format::Mrvb => "mrvb",
        }
    }

    /// A format by its key, in any case, with or without the hyphen of "MRV-A".
    pub fn from_key(key: &str) -> Option<Format> {
        let key = key.trim().to_ascii_lowercase().replace('-', "");
        Format::ALL.into_iter().find(|f| f.key() == key)
    }

    pub fn layout(self) -> &'static Layout {
        match self {
            Format::Td1 => &TD1,
            Format::Td2 => &TD2,
            Format::Td3 => &TD3,
            Format::Mrva => &MRVA,
            Format::Mrvb => &MRVB,
        }
    }

    /// The format of a zone of `lines` lines of `length`, whose document code starts with
    /// `first`: 3 x 30 is TD1; 2 x 36 is MRV-B with `V`, else TD2; 2 x 44 is MRV-A with `V`,
    /// else TD3.
    pub fn detect(lines: usize, length: usize, first: u8) -> Option<Format> {
        let visa = first == b'V';
        Format::ALL.into_iter().find(|f| {
            let l = f.layout();
            (l.lines, l.length) == (lines, length) && (l.is_visa() == visa || l.lines == 3)
        })
    }
}

/// Columns `start..start + width` of line `line` (both from 0).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Slot {
    pub line: usize,
    pub start: usize,
    pub width: usize,
}

impl Slot {
    pub const fn end(&self) -> usize {
        self.start + self.width
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

/// One format's layout. Every text field has a slot; `optional_data2` only in TD1.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Layout {
    pub format: Format,
    pub lines: usize,
    pub length: usize,
    pub document_type: Slot,
    pub issuing_state: Slot,
    /// Surname, `<<`, given names.
    pub name: Slot,
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
}

impl Layout {
    /// The surname is cut here, so that `<<` and one given-name character always fit.
    pub const fn surname_max(&self) -> usize {
        self.name.width - 3
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
        self.lines * self.length
    }
}

pub use crate::layouts::{MRVA, MRVB, TD1, TD2, TD3};

#[cfg(test)]
#[path = "format_tests.rs"]
mod tests;
