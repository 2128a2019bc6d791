//! Random records of any format by the product's rules, from a seeded generator: the same seed
//! and options always give the same records. Names come from each country's region's common
//! names (`names.rs`; the page draws from faker's: the two need not agree, each is
//! reproducible on its own).

use crate::names::{self, COUNTRIES};
use crate::national::national;
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
    let letters: String = (0..2)
        .map(|_| char::from(rng.random_range(b'A'..=b'Z')))
        .collect();
    let digits: String = (0..7)
        .map(|_| char::from(rng.random_range(b'0'..=b'9')))
        .collect();
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
mod tests {
    use super::*;
    use mrz_core::Hint;
    use rand::SeedableRng;

    #[test]
    fn the_same_seed_gives_the_same_records() {
        let draw = Draw {
            middle_share: 0.3,
            long: false,
        };
        let make = |seed| {
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            (0..50)
                .map(|i| record(&mut rng, &draw, Format::ALL[i % 5]))
                .collect::<Vec<_>>()
        };
        assert_eq!(make(9), make(9));
        assert_ne!(make(9), make(10));
    }

    #[test]
    fn holders_are_named_as_their_country_names_people() {
        let mut rng = ChaCha8Rng::seed_from_u64(3);
        let draw = Draw {
            middle_share: 0.3,
            long: false,
        };
        let mut regions = std::collections::HashSet::new();
        for i in 0..2000 {
            let format = Format::ALL[i % Format::ALL.len()];
            let f = record(&mut rng, &draw, format);
            let state = match format.is_national() {
                true => format.layout().states[0],
                false => &f.country_code,
            };
            let region = names::region(state);
            // A national layout without a sex field leaves the sex drawn unsaid.
            let (men, women) = (f.sex != "F", f.sex != "M");
            let womens = match region.women {
                "" => region.surnames,
                inflected => inflected,
            };
            let surnames = [(men, region.surnames), (women, womens)];
            // Each word is a word of the list's (a national card keeps the given names that
            // fit, word by word; two surnames or given names are two of the list's).
            let of = |lists: [(bool, &str); 2], names: &str| {
                names.split(' ').all(|word| {
                    lists
                        .iter()
                        .any(|&(may, list)| may && list.split([',', ' ']).any(|w| w == word))
                })
            };
            assert!(of(surnames, &f.surname), "{state}: {}", f.surname);
            let given = [(men, region.male), (women, region.female)];
            assert!(
                f.given_names.is_empty() || of(given, &f.given_names),
                "{state}: {}",
                f.given_names
            );
            regions.insert(region.countries);
        }
        assert_eq!(regions.len(), names::REGIONS.len());
    }

    #[test]
    fn records_follow_the_rules() {
        let mut rng = ChaCha8Rng::seed_from_u64(1);
        for (format, long) in Format::ALL
            .into_iter()
            .flat_map(|f| [(f, false), (f, true)])
        {
            for _ in 0..200 {
                let draw = Draw {
                    middle_share: 0.3,
                    long,
                };
                let f = record(&mut rng, &draw, format);
                for date in [&f.date_of_birth, &f.date_of_expiry] {
                    let problem = mrz_core::date_problem(date).filter(|_| !date.is_empty());
                    assert_eq!(problem, None, "{f:?}");
                }
                let number = format.layout().document_number.width;
                let swiss = format == Format::CheDl;
                assert_eq!(f.passport_no.len(), if swiss { 7 } else { number });
                assert!(f.sex.is_empty() || matches!(f.sex.as_str(), "M" | "F"));
                assert!(format.layout().codes.contains(&f.doc_type.as_str()));
                assert_eq!(f.surname.len() > 40, long);
                let mrz = mrz_core::compose(&f);
                assert_eq!(mrz.format, format);
                let hints = &mrz.hints;
                assert!(
                    hints.iter().all(|h| long
                        && matches!(h, Hint::Truncated { .. } | Hint::MisplacedSpaces { .. })),
                    "{hints:?}"
                );
                let read = mrz_core::decode(&mrz.lines).unwrap();
                assert!(read.valid && read.findings.is_empty(), "{read:?}");
            }
        }
    }
}
