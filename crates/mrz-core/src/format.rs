//! The zones as data: ICAO 9303's five and three national ones, each format's lines, their
//! length, where every field sits and what every check digit covers. Composing, decoding, the
//! checker's highlighting and the renderer's geometry all read these tables; no other code knows
//! a column number.

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
    /// The French national identity card issued until 2021: 2 lines of 36, its own fields.
    #[serde(rename = "fra_id")]
    FraId,
    /// The French driving licence: 1 line of 30.
    #[serde(rename = "fra_dl")]
    FraDl,
    /// The Swiss and Liechtenstein driving licence: lines of 9, 30 and 30, no check digits.
    #[serde(rename = "che_dl")]
    CheDl,
}

impl Format {
    /// In the order the page offers them: the passport first, ICAO's five, then the national.
    pub const ALL: [Format; 8] = [
        Format::Td3,
        Format::Td1,
        Format::Td2,
        Format::Mrva,
        Format::Mrvb,
        Format::FraId,
        Format::FraDl,
        Format::CheDl,
    ];

    /// ICAO 9303's five: what chip companions and the ICAO-only tools take.
    pub const ICAO: [Format; 5] = [
        Format::Td3,
        Format::Td1,
        Format::Td2,
        Format::Mrva,
        Format::Mrvb,
    ];

    /// A national layout, not one of ICAO 9303's.
    pub fn is_national(self) -> bool {
        !Format::ICAO.contains(&self)
    }

    /// Whether a zone's first line begins as this format's documents do (see
    /// `national::begins`; always for ICAO's).
    pub fn begins(self, first: &str) -> bool {
        crate::national::begins(self, first)
    }

    /// Whether `code` is a document code this national layout takes (always for ICAO's).
    pub fn code_fits(self, code: &str) -> bool {
        crate::national::code_fits(self, code)
    }

    /// The key records, links and the command line use.
    pub fn key(self) -> &'static str {
        match self {
            Format::Td1 => "td1",
            Format::Td2 => "td2",
            Format::Td3 => "td3",
            Format::Mrva => "mrva",
            Format::Mrvb => "mrvb",
            Format::FraId => "fra_id",
            Format::FraDl => "fra_dl",
            Format::CheDl => "che_dl",
        }
    }

    /// A format by its key, in any case, with or without the hyphen of "MRV-A" (`fra-id` and
    /// `FRA_ID` alike).
    pub fn from_key(key: &str) -> Option<Format> {
        let bare = |k: &str| k.trim().to_ascii_lowercase().replace(['-', '_'], "");
        let key = bare(key);
        Format::ALL.into_iter().find(|f| bare(f.key()) == key)
    }

    pub fn layout(self) -> &'static Layout {
        match self {
            Format::Td1 => &TD1,
            Format::Td2 => &TD2,
            Format::Td3 => &TD3,
            Format::Mrva => &MRVA,
            Format::Mrvb => &MRVB,
            Format::FraId => &FRA_ID,
            Format::FraDl => &FRA_DL,
            Format::CheDl => &CHE_DL,
        }
    }

    /// The format of a zone whose lines are `widths` long and whose first line is `first`: the
    /// shape alone tells TD1 (3 x 30), the French licence (1 x 30) and the Swiss one (9, 30,
    /// 30); of the shapes two formats share, a first `V` makes the visa (MRV-B, MRV-A), and on
    /// 2 x 36 a first line that begins `IDFRA` or has a digit in its columns 31 to 35 (the
    /// issuing office, where a TD2 card has its name) the French card, as cheminfo's `mrz` tells
    /// them; anything else is TD2 or TD3.
    pub fn detect(widths: &[usize], first: &[u8]) -> Option<Format> {
        let shaped = |f: &Format| {
            let l = f.layout();
            l.lines == widths.len() && widths.iter().enumerate().all(|(i, &w)| l.width(i) == w)
        };
        let mut fits = Format::ALL.into_iter().filter(shaped);
        let only = fits.next()?;
        if fits.next().is_none() {
            return Some(only);
        }
        let visa = first.first() == Some(&b'V');
        let office = first.get(30..35).unwrap_or(&[]);
        // cheminfo takes any digit there as the office; a TD2 card's name misread (an O read
        // as 0) must not make it French, so only beside the state FRA.
        let office = first.get(2..5) == Some(b"FRA") && office.iter().any(u8::is_ascii_digit);
        let french = shaped(&Format::FraId) && !visa && (first.starts_with(b"IDFRA") || office);
        Format::ALL.into_iter().filter(shaped).find(|&f| match f {
            Format::FraId => french,
            _ => !french && !f.is_national() && f.layout().is_visa() == visa,
        })
    }
}

pub(crate) use crate::layout::at;
pub use crate::layout::{CheckName, CheckSpec, Layout, Names, Slot};
pub use crate::layouts::{CHE_DL, FRA_DL, FRA_ID, MRVA, MRVB, TD1, TD2, TD3};

#[cfg(test)]
#[path = "format_tests.rs"]
mod tests;
