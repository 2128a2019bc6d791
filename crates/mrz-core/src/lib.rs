//! Composition and reading of ICAO 9303 machine-readable zones: TD1, TD2, TD3 (passports),
//! MRV-A and MRV-B (visas), each laid out by a table in `format`.
//!
//! Pure functions over plain types: no I/O, no web dependencies. `compose` is the one place
//! in the product where an MRZ is built; the command line and the browser both call it.
//! `decode` reads one back, next to it, and checks it.

mod check;
mod checks;
mod clean;
mod compose;
mod compose_names;
mod composed;
mod corrupt;
mod countries;
mod date;
mod decode;
mod decode_error;
mod field_text;
mod fields;
mod findings;
mod findings_fields;
mod findings_national;
mod fold;
mod format;
mod hint;
mod hints;
mod layout;
mod layouts;
mod letters;
mod national;
mod read_text;
mod repair;
mod translit;
mod upper;
mod zone;

pub use check::{char_value, check_char, check_digit, check_over};
pub use checks::Check;
pub use clean::{clean, clean_name, clean_text, is_mrz_char, Cleaned};
pub use compose::{compose, Mrz};
pub use corrupt::{corrupt, test_zone, TestZone};
pub use countries::is_known_country;
pub use date::{date_problem, DateProblem, Ymd};
pub use decode::{check_text, decode, decode_text, Decoded, Span};
pub use fields::{parted, Field, Fields, Letters};
pub use findings::{Finding, Level};
pub use format::{CheckName, CheckSpec, Format, Layout, Names, Slot};
pub use hint::Hint;
pub use read_text::{shape_error, shape_of, zone_lines, DecodeError};
pub use repair::{Change, Repair};
