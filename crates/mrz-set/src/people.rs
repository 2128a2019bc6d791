//! Random records of any format by the product's rules, from a seeded generator: the same seed
//! and options always give the same records. Names come from each country's region's common
//! names (`names.rs`; the page draws from faker's: the two need not agree, each is
//! reproducible on its own).

use crate::names::{self, COUNTRIES};
use crate::national::national;
use crate::runs::{run, DIGITS, LETTERS};
use mrz_core::{Fields, Format, Names};
use rand::seq::IndexedRandom;
use rand::Rng;
use rand_chacha::ChaCha8Rng;

/// How a record is drawn: the share with a middle name, and whether names are made too long.
pub struct Draw {
    pub middle_share: f64,
    pub long: bool,
}

/// A record of `format`: one of the format's usual document codes (see `document_code`), a
/// country, a number of two letters and seven digits, names of the sex drawn, born 1 to 90
/// years before the reference year, expiring within ten years. No optional data.
pub fn record(rng: &mut ChaCha8Rng, draw: &Draw, format: Format) -> Fields {
    let male = rng.random_bool(0.5);
    let country = (*COUNTRIES.choose(rng).expect("not empty")).to_owned();
    // A national document's holder is named as its state names people.
    let layout = format.layout();
    let named_by = match format.is_national() {
        true => layout.states[0],
        false => &country,
    };
    let room = match layout.names {
        Names::Joined => layout.name.width,
        _ => usize::MAX,
    };
    let (surname, given) = names::draw(
        rng,
        names::region(named_by),
        male,
        draw.middle_share,
        draw.long,
        room,
    );
    let letters = run(rng, LETTERS, 2);
    let digits = run(rng, DIGITS, 7);
    let (born, expires) = (26 - rng.random_range(1..=90), 26 + rng.random_range(0..10));
    let (date_of_birth, date_of_expiry) = (date(rng, born), date(rng, expires));
    let mut doc_type = document_code(rng, format);
    // A TD2 card that begins IDFRA is the French national card's zone.
    if format == Format::Td2 && doc_type == "ID" && country == "FRA" {
        doc_type = "I";
    }
    let fields = Fields {
        format,
        doc_type: doc_type.into(),
        country_code: country.clone(),
        passport_no: letters + &digits,
        surname,
        given_names: given,
        nationality: country,
        date_of_birth,
        personal_no: String::new(),
        sex: if male { "M" } else { "F" }.into(),
        date_of_expiry,
        ..Fields::default()
    };
    match format.is_national() {
        true => national(rng, fields, draw.long),
        false => fields,
    }
}

/// One of the format's usual document codes, as the core's layout lists them (P; I or ID for ID
/// cards; V for visas): a format with one draws nothing; else half the time its default (the
/// first), half the time one of the others.
fn document_code(rng: &mut ChaCha8Rng, format: Format) -> &'static str {
    let codes = format.layout().codes;
    let (default, others) = codes.split_first().expect("a default code");
    if others.is_empty() || !rng.random_bool(0.5) {
        return default;
    }
    match others {
        [other] => other,
        _ => others.choose(rng).expect("not empty"),
    }
}

/// YYMMDD in the year `year` counted from 2000 (negative: the 1900s), a real day.
fn date(rng: &mut ChaCha8Rng, year: i32) -> String {
    let month = rng.random_range(1..=12);
    let days = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month as usize - 1];
    let day = rng.random_range(1..=days);
    format!("{:02}{month:02}{day:02}", year.rem_euclid(100))
}

#[cfg(test)]
#[path = "people_tests.rs"]
mod tests;
