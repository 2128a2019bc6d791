//! Composition of the two-line machine-readable zone of a passport (ICAO 9303, TD3).
//!
//! Pure functions over plain types: no I/O, no web dependencies. `compose` is the one place
//! in the product where an MRZ is built; the command line and the browser both call it.
//! `decode` reads one back, next to it.

mod check;
mod clean;
mod compose;
mod date;
mod decode;
mod fields;
mod hint;
mod translit;
mod upper;

pub use check::{char_value, check_char, check_digit};
pub use clean::{clean, clean_name, is_mrz_char, Cleaned};
pub use compose::{compose, Mrz, DOC_NUMBER_LEN, LINE_LEN, NAME_LEN, PERSONAL_NO_LEN, SURNAME_MAX};
pub use date::{date_problem, DateProblem};
pub use decode::{decode, decode_text, Check, CheckName, DecodeError, Decoded, Span};
pub use fields::{Field, Fields};
pub use hint::Hint;
