//! Random passport records by the product's rules, from a seeded generator: the same seed and
//! options always give the same records. Names come from short lists of common English names
//! (the page draws from faker's; the two need not agree, each is reproducible on its own).

use mrz_core::Fields;
use rand::seq::IndexedRandom;
use rand::Rng;
use rand_chacha::ChaCha8Rng;

const MALE: &[&str] = &[
    "JAMES", "JOHN", "ROBERT", "MICHAEL", "WILLIAM", "DAVID", "RICHARD", "JOSEPH", "THOMAS",
    "CHARLES", "DANIEL", "MATTHEW", "ANTHONY", "MARK", "PAUL", "STEVEN", "ANDREW", "KENNETH",
    "JOSHUA", "KEVIN", "BRIAN", "GEORGE", "EDWARD", "RONALD", "TIMOTHY", "JASON", "RYAN",
];
const FEMALE: &[&str] = &[
    "MARY",
    "PATRICIA",
    "JENNIFER",
    "LINDA",
    "ELIZABETH",
    "BARBARA",
    "SUSAN",
    "JESSICA",
    "SARAH",
    "KAREN",
    "NANCY",
    "LISA",
    "BETTY",
    "MARGARET",
    "SANDRA",
    "ASHLEY",
    "EMILY",
    "DONNA",
    "MICHELLE",
    "CAROL",
    "AMANDA",
    "MELISSA",
    "DEBORAH",
    "STEPHANIE",
    "REBECCA",
    "LAURA",
];
const SURNAMES: &[&str] = &[
    "SMITH",
    "JOHNSON",
    "WILLIAMS",
    "BROWN",
    "JONES",
    "GARCIA",
    "MILLER",
    "DAVIS",
    "RODRIGUEZ",
    "MARTINEZ",
    "HERNANDEZ",
    "LOPEZ",
    "GONZALEZ",
    "WILSON",
    "ANDERSON",
    "THOMAS",
    "TAYLOR",
    "MOORE",
    "JACKSON",
    "MARTIN",
    "LEE",
    "PEREZ",
    "THOMPSON",
    "WHITE",
    "HARRIS",
    "SANCHEZ",
    "CLARK",
    "RAMIREZ",
    "LEWIS",
    "ROBINSON",
    "WALKER",
    "YOUNG",
    "ALLEN",
    "KING",
    "WRIGHT",
];
/// ISO 3166-1 alpha-3 codes of countries that issue passports.
const COUNTRIES: &[&str] = &[
    "USA", "GBR", "CAN", "AUS", "NZL", "IRL", "DEU", "FRA", "ITA", "ESP", "PRT", "NLD", "BEL",
    "CHE", "AUT", "SWE", "NOR", "DNK", "FIN", "POL", "CZE", "JPN", "KOR", "SGP", "IND", "BRA",
    "MEX", "ARG", "ZAF", "NGA", "KEN", "EGY", "TUR", "GRC", "ISR", "PHL", "THA", "VNM", "IDN",
];

/// How a record is drawn: the share with a middle name, and whether names are made too long.
pub struct Draw {
    pub middle_share: f64,
    pub long: bool,
}

/// A record: document type P, a country, a number of two letters and seven digits, names of
/// the sex drawn, born 1 to 90 years before the reference year, expiring within ten years.
pub fn record(rng: &mut ChaCha8Rng, draw: &Draw) -> Fields {
    let male = rng.random_bool(0.5);
    let first = if male { MALE } else { FEMALE };
    let pick = |rng: &mut ChaCha8Rng, list: &[&str]| {
        (*list.choose(rng).expect("lists are not empty")).to_owned()
    };
    let mut surname = pick(rng, SURNAMES);
    let mut given = pick(rng, first);
    if draw.long {
        // Past the name field's 39 characters, so that composing must cut them.
        while surname.len() <= 40 {
            surname.push_str(&pick(rng, SURNAMES));
        }
        given = (0..3)
            .map(|_| pick(rng, first))
            .collect::<Vec<_>>()
            .join(" ");
    } else if rng.random_bool(draw.middle_share) {
        given = format!("{given} {}", pick(rng, first));
    }
    let country = pick(rng, COUNTRIES);
    let letters: String = (0..2)
        .map(|_| char::from(rng.random_range(b'A'..=b'Z')))
        .collect();
    let digits: String = (0..7)
        .map(|_| char::from(rng.random_range(b'0'..=b'9')))
        .collect();
    let (born, expires) = (26 - rng.random_range(1..=90), 26 + rng.random_range(0..10));
    let (date_of_birth, date_of_expiry) = (date(rng, born), date(rng, expires));
    Fields {
        doc_type: "P".into(),
        country_code: country.clone(),
        passport_no: letters + &digits,
        surname,
        given_names: given,
        nationality: country,
        date_of_birth,
        personal_no: String::new(),
        sex: if male { "M" } else { "F" }.into(),
        date_of_expiry,
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
    use rand::SeedableRng;

    #[test]
    fn the_same_seed_gives_the_same_records() {
        let draw = Draw {
            middle_share: 0.3,
            long: false,
        };
        let make = |seed| {
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            (0..50).map(|_| record(&mut rng, &draw)).collect::<Vec<_>>()
        };
        assert_eq!(make(9), make(9));
        assert_ne!(make(9), make(10));
    }

    #[test]
    fn records_follow_the_rules() {
        let mut rng = ChaCha8Rng::seed_from_u64(1);
        for long in [false, true] {
            for _ in 0..500 {
                let f = record(
                    &mut rng,
                    &Draw {
                        middle_share: 0.3,
                        long,
                    },
                );
                assert_eq!(mrz_core::date_problem(&f.date_of_birth), None, "{f:?}");
                assert_eq!(mrz_core::date_problem(&f.date_of_expiry), None, "{f:?}");
                assert_eq!(f.passport_no.len(), 9);
                assert!(matches!(f.sex.as_str(), "M" | "F"));
                assert_eq!(f.surname.len() > 40, long);
                assert!(mrz_core::compose(&f)
                    .hints
                    .iter()
                    .all(|h| long || !matches!(h, mrz_core::Hint::Truncated { .. })));
            }
        }
    }
}
