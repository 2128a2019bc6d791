//! Non-blocking notes about what composing did to a field. They are data, not sentences: the
//! page translates each `code` and places it under its `field`.

use crate::date::DateProblem;
use crate::fields::Field;
use crate::format::Format;
use serde::Serialize;

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "code", rename_all = "snake_case")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub enum Hint {
    /// Characters outside A-Z, 0-9 and space were removed. `suggestion` is the ICAO
    /// transliteration of the whole value, when one would keep more of it.
    Dropped {
        field: Field,
        chars: String,
        #[serde(skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "ts", ts(optional))]
        suggestion: Option<String>,
        /// Some of them were full-width forms, which a keyboard's full-width mode types.
        #[serde(skip_serializing_if = "std::ops::Not::not")]
        #[cfg_attr(feature = "ts", ts(optional = nullable))]
        full_width: bool,
    },
    /// The value did not fit its MRZ field: `kept` characters stayed, `cut` were cut off.
    Truncated {
        field: Field,
        kept: usize,
        cut: usize,
    },
    /// Spaces at the start, the end or doubled inside a name turn into `<` fillers that a reader
    /// takes for the `<<` between surname and given names.
    MisplacedSpaces { field: Field },
    /// Not a real YYMMDD date.
    InvalidDate { field: Field, reason: DateProblem },
    /// Sex other than M, F or X (empty is fine: the MRZ then holds `<`).
    InvalidSex { field: Field, value: String },
    /// A country code that is not three letters (ICAO's `D` for Germany is accepted).
    InvalidCountryCode { field: Field, value: String },
    /// Longer than the zone holds: more than nine characters on a passport or visa (ICAO would
    /// move the rest into the optional data, which this specification does not), or more than
    /// the number field and the optional data hold together on a TD1 or TD2.
    DocumentNumberTooLong {
        field: Field,
        length: usize,
        max: usize,
    },
    /// A document code that would make readers take the zone for another format: a visa's
    /// must begin with V (`visa`), and any other's must not.
    VisaCode { field: Field, visa: bool },
    /// A card's document code that does not begin with one of its letters (`expected`: A, C
    /// or I).
    DocumentCode { field: Field, expected: String },
    /// A space (a filler) inside a document number that continues in the optional data: the
    /// continuation ends at the first filler, so readers would not get the number back.
    SpaceInLongNumber { field: Field },
    /// A national layout's issuing state missing or not the nation's (`expected`: FRA; CHE,
    /// LIE).
    NationalIssuer { field: Field, expected: String },
    /// A national layout's document code missing or not its own (`expected`: ID, D1, FA).
    NationalCode { field: Field, expected: String },
    /// Not `expected` digits where the layout prints a number that fills its field (the Swiss
    /// licence's PIN code, 9, and version, 3).
    Digits { field: Field, expected: usize },
    /// A code and state with which readers take the zone for another format (`format`): the
    /// French card's zone must begin `IDFRA`, or it reads as a TD2 card.
    ReadsAs { field: Field, format: Format },
    /// A value for a field the format has no place for (optional data 2 outside TD1 and the Swiss
    /// licence; nationality, expiry and others on the national layouts): ignored.
    Unused { field: Field, format: Format },
}

impl Hint {
    pub fn field(&self) -> Field {
        match self {
            Hint::Dropped { field, .. }
            | Hint::Truncated { field, .. }
            | Hint::MisplacedSpaces { field }
            | Hint::InvalidDate { field, .. }
            | Hint::InvalidSex { field, .. }
            | Hint::InvalidCountryCode { field, .. }
            | Hint::DocumentNumberTooLong { field, .. }
            | Hint::VisaCode { field, .. }
            | Hint::NationalIssuer { field, .. }
            | Hint::NationalCode { field, .. }
            | Hint::Digits { field, .. }
            | Hint::ReadsAs { field, .. }
            | Hint::DocumentCode { field, .. }
            | Hint::SpaceInLongNumber { field }
            | Hint::Unused { field, .. } => *field,
        }
    }
}
