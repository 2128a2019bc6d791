//! What the fields of a zone read back say beyond their check digits: real calendar dates,
//! expiry after birth, expired or not, sex, country codes, letters where digits go, and the
//! document code against the format.

use crate::date::{DateProblem, Ymd};
use crate::fields::{Field, Fields};
use crate::findings_fields::{country, date, document_code, sex};
use crate::findings_national::national;
use crate::format::Layout;
use serde::Serialize;

/// How much a finding weighs: an error makes the zone invalid, a warning or a note does not.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub enum Level {
    Error,
    Warning,
    Note,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "code", rename_all = "snake_case")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "FindingKind"))]
pub enum Finding {
    /// Letters where only digits go (a date): usually O for 0, I for 1 and the like.
    LettersInDigits {
        field: Field,
        chars: String,
    },
    /// Not a real YYMMDD date.
    InvalidDate {
        field: Field,
        reason: DateProblem,
    },
    /// All fillers: ICAO 9303-3 writes an unknown date so.
    DateUnknown {
        field: Field,
    },
    ExpiryBeforeBirth {
        birth: Ymd,
        expiry: Ymd,
    },
    Expired {
        on: Ymd,
    },
    ValidUntil {
        until: Ymd,
    },
    /// Not M, F, X or `<`.
    InvalidSex {
        field: Field,
        value: String,
    },
    /// X: sex unspecified, which ICAO 9303 allows.
    SexUnspecified {
        field: Field,
    },
    /// Not letters (ICAO's `D` for Germany counts).
    InvalidCountryCode {
        field: Field,
        value: String,
    },
    /// Letters, but not an ISO 3166-1 alpha-3 code nor one ICAO adds.
    UnknownCountry {
        field: Field,
        value: String,
    },
    MissingCountry {
        field: Field,
    },
    /// A document code whose first letter is not the format's (P for passports, A, C or I for
    /// ID cards, V for visas).
    UnexpectedDocumentCode {
        field: Field,
        value: String,
        expected: String,
    },
    /// A national layout's issuing state that is not the nation's (`expected`: FRA; CHE, LIE).
    UnexpectedIssuer {
        field: Field,
        value: String,
        expected: String,
    },
    /// A Swiss licence's number that is not three letters or digits, three digits and the
    /// language letter (D, F, I or R; `language` when that alone is wrong).
    SwissNumber {
        field: Field,
        value: String,
        language: bool,
    },
    /// A number of fewer digits than its field holds (the Swiss PIN code's 9, its version's 3).
    DigitCount {
        field: Field,
        found: usize,
        expected: usize,
    },
    /// Not a filler where a national layout prints fillers (the Swiss licence's separators);
    /// line and column from 0.
    NotFiller {
        line: usize,
        column: usize,
        found: String,
    },
    /// A national layout's document code that is not its own (`expected`: ID, D1, FA).
    NationalCode {
        field: Field,
        value: String,
        expected: String,
    },
}

impl Finding {
    pub fn level(&self) -> Level {
        match self {
            Finding::LettersInDigits { .. }
            | Finding::InvalidDate { .. }
            | Finding::ExpiryBeforeBirth { .. }
            | Finding::InvalidSex { .. }
            | Finding::InvalidCountryCode { .. }
            | Finding::SwissNumber { .. }
            | Finding::DigitCount { .. }
            | Finding::NotFiller { .. }
            | Finding::NationalCode { .. } => Level::Error,
            Finding::Expired { .. }
            | Finding::UnknownCountry { .. }
            | Finding::MissingCountry { .. }
            | Finding::UnexpectedDocumentCode { .. }
            | Finding::UnexpectedIssuer { .. } => Level::Warning,
            Finding::DateUnknown { .. }
            | Finding::ValidUntil { .. }
            | Finding::SexUnspecified { .. } => Level::Note,
        }
    }

    pub fn is_error(&self) -> bool {
        self.level() == Level::Error
    }
}

/// A finding as it is written: its level beside its code, `{"level": "error", "code": ...}`.
#[derive(Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "Finding"))]
pub struct Leveled<'a> {
    pub level: Level,
    #[serde(flatten)]
    pub finding: &'a Finding,
}

pub fn serialize_leveled<S: serde::Serializer>(
    findings: &[Finding],
    s: S,
) -> Result<S::Ok, S::Error> {
    s.collect_seq(findings.iter().map(|finding| Leveled {
        level: finding.level(),
        finding,
    }))
}

/// The findings on a record read back from `zone` (its lines back to back, each as long as the
/// longest), and its dates with full years (when `today` is known).
pub fn findings(
    layout: &Layout,
    fields: &Fields,
    zone: &[u8],
    today: Option<Ymd>,
) -> (Vec<Finding>, Option<Ymd>, Option<Ymd>) {
    let mut out = Vec::new();
    let has = |field: Field| field.in_layout(layout);
    if !layout.format.is_national() {
        document_code(layout, &fields.doc_type, &mut out);
    }
    for field in [Field::CountryCode, Field::Nationality]
        .into_iter()
        .filter(|&f| has(f))
    {
        country(field, fields.get(field), &mut out);
    }
    for field in [Field::DateOfBirth, Field::Sex, Field::DateOfExpiry] {
        match field {
            _ if !has(field) => {}
            Field::Sex => sex(&fields.sex, &mut out),
            _ => date(field, fields.get(field), &mut out),
        }
    }
    national(layout, fields, zone, &mut out);
    let Some(today) = today else {
        return (out, None, None);
    };
    let birth = Ymd::birth(&fields.date_of_birth, today);
    let expiry = Ymd::expiry(&fields.date_of_expiry, today);
    if let (Some(birth), Some(expiry)) = (birth, expiry) {
        if expiry <= birth {
            out.push(Finding::ExpiryBeforeBirth { birth, expiry });
        }
    }
    if let Some(on) = expiry {
        out.push(if on < today {
            Finding::Expired { on }
        } else {
            Finding::ValidUntil { until: on }
        });
    }
    (out, birth, expiry)
}

#[cfg(test)]
#[path = "findings_tests.rs"]
mod tests;
