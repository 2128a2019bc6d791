//! A record of a national layout, drawn over an ICAO record of the same seed: the nation's code
//! and state, a number of its shape and only the fields the layout has. The shapes follow the
//! documents: the French card's number is its issue year and month, the issuing department and
//! a serial, its office code the department and the office; the French licence's number two
//! digits, two letters and five digits; the Swiss licence's the office's three letters and three
//! digits and the language letter, beside a nine-digit PIN and a version.

use crate::runs::{run, DIGITS, LETTERS};
use mrz_core::{Field, Fields, Format};
use rand::seq::IndexedRandom;
use rand::Rng;
use rand_chacha::ChaCha8Rng;

/// `fields` (an ICAO record drawn for `fields.format`) made the nation's; its names cut as the
/// document prints them, unless they were drawn `long` to be cut by composing.
pub fn national(rng: &mut ChaCha8Rng, mut fields: Fields, long: bool) -> Fields {
    let layout = fields.format.layout();
    fields.doc_type = layout.codes[0].into();
    fields.country_code = layout.states[0].into();
    let digits = |rng: &mut ChaCha8Rng, n| run(rng, DIGITS, n);
    let letters = |rng: &mut ChaCha8Rng, n| run(rng, LETTERS, n);
    match fields.format {
        Format::FraId => {
            // Issued in the 15 years before 2021, by one of 95 departments.
            let (year, month) = (rng.random_range(6..=20), rng.random_range(1..=12));
            let department = format!("{:03}", rng.random_range(1..=95));
            fields.passport_no = format!("{year:02}{month:02}{department}{}", digits(rng, 5));
            // Some cards leave the office blank.
            fields.personal_no = match rng.random_bool(0.8) {
                true => format!("{department}{}", digits(rng, 3)),
                false => String::new(),
            };
        }
        Format::FraDl => {
            fields.passport_no = format!("{}{}{}", digits(rng, 2), letters(rng, 2), digits(rng, 5));
        }
        Format::CheDl => {
            if rng.random_bool(0.1) {
                fields.country_code = layout.states[1].into();
            }
            let language = *b"DFIR".choose(rng).expect("four languages");
            fields.passport_no = format!(
                "{}{}{}",
                letters(rng, 3),
                digits(rng, 3),
                char::from(language)
            );
            fields.personal_no = digits(rng, 9);
            fields.optional_data2 = format!("00{}", rng.random_range(1..=9));
        }
        _ => return fields,
    }
    for field in Field::ALL.into_iter().filter(|f| !f.in_layout(layout)) {
        fields.get_mut(field).clear();
    }
    if !long {
        fields.surname.truncate(layout.surname_max());
        // The French card's given names, two fillers apart, as many as its 14 places hold.
        if let Some(slot) = layout.given_names() {
            let mut kept = String::new();
            for name in fields.given_names.split(' ') {
                if kept.len() + 2 + name.len() > slot.width {
                    break;
                }
                kept = if kept.is_empty() {
                    name.to_owned()
                } else {
                    format!("{kept} {name}")
                };
            }
            fields.given_names = kept;
        }
    }
    fields
}
