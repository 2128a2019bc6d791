//! Composition of the two-line machine-readable zone of a passport (ICAO 9303, TD3).
//!
//! Pure functions over plain types: no I/O, no web dependencies. `compose` is the one place
//! in the product where an MRZ is built; the command line and the browser both call it.

mod check;
mod clean;
mod compose;
mod date;
mod fields;
mod hint;
mod translit;
mod upper;

pub use check::{char_value, check_char, check_digit};
pub use clean::{clean, clean_name, is_mrz_char, Cleaned};
pub use compose::{compose, Mrz, LINE_LEN, NAME_LEN, SURNAME_MAX};
pub use date::{date_problem, DateProblem};
pub use fields::{Field, Fields};
pub use hint::Hint;
