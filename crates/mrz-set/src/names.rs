//! The built-in lists random records draw from: countries that issue passports, and for each
//! a region's common names, spelt as its documents print them in the zone (ICAO 9303's
//! transliteration: MUELLER, GONCALVES, SOERENSEN, OEZTUERK, OBRIEN). A reader trained on one
//! language's 88 names learns those names; real zones hold every language's. Each list is a
//! comma-separated string, so that a name may hold spaces (VAN DEN BERG, EL SAYED), written as
//! fillers.
//! Fixed lists on purpose: a seed must give the same set on every machine.

use rand::Rng;
use rand_chacha::ChaCha8Rng;

pub use crate::regions::REGIONS;

/// ISO 3166-1 alpha-3 codes of countries that issue passports.
pub const COUNTRIES: &[&str] = &[
    "USA", "GBR", "CAN", "AUS", "NZL", "IRL", "DEU", "FRA", "ITA", "ESP", "PRT", "NLD", "BEL",
    "CHE", "AUT", "SWE", "NOR", "DNK", "FIN", "POL", "CZE", "JPN", "KOR", "SGP", "IND", "BRA",
    "MEX", "ARG", "ZAF", "NGA", "KEN", "EGY", "TUR", "GRC", "ISR", "PHL", "THA", "VNM", "IDN",
];

/// The names of the countries in `countries` (codes apart by spaces). `women` are the women's
/// surnames where a language inflects them (KOWALSKA, NOVAKOVA); empty where they are the
/// men's. `double` is the share of holders with two surnames (GARCIA LOPEZ).
pub struct Region {
    pub countries: &'static str,
    pub male: &'static str,
    pub female: &'static str,
    pub surnames: &'static str,
    pub women: &'static str,
    pub double: f64,
}

/// The region of `country`: every code of `COUNTRIES` has one (a test holds it).
pub fn region(country: &str) -> &'static Region {
    REGIONS
        .iter()
        .find(|r| r.countries.split(' ').any(|c| c == country))
        .unwrap_or(&REGIONS[0])
}

/// One name of a comma-separated list, each alike.
pub fn pick(rng: &mut ChaCha8Rng, list: &str) -> String {
    let n = list.split(',').count();
    let at = rng.random_range(0..n);
    list.split(',').nth(at).expect("within the list").to_owned()
}

/// A surname and given names from `region`, of a man or a woman. `middle_share` of holders
/// have a second given name; `long` names run past any name field (surnames joined until over
/// 40 letters, three given names), so that composing must cut them. Short names are drawn
/// again until they fit in `room` letters with the two fillers between them (after four
/// misses without a middle name, after six with one surname), so that a record is cut only
/// when drawn long: one surname and one given name of any region fit the shortest field, 30.
pub fn draw(
    rng: &mut ChaCha8Rng,
    region: &Region,
    male: bool,
    middle_share: f64,
    long: bool,
    room: usize,
) -> (String, String) {
    let first = if male { region.male } else { region.female };
    let surnames = match (male, region.women.is_empty()) {
        (false, false) => region.women,
        _ => region.surnames,
    };
    if long {
        let mut surname = pick(rng, surnames);
        while surname.len() <= 40 {
            surname = format!("{surname} {}", pick(rng, surnames));
        }
        let given: Vec<String> = (0..3).map(|_| pick(rng, first)).collect();
        return (surname, given.join(" "));
    }
    let mut tries = 0;
    loop {
        let mut surname = pick(rng, surnames);
        if tries < 6 && rng.random_bool(region.double) {
            surname = format!("{surname} {}", pick(rng, surnames));
        }
        let mut given = pick(rng, first);
        if tries < 4 && rng.random_bool(middle_share) {
            given = format!("{given} {}", pick(rng, first));
        }
        if surname.len() + 2 + given.len() <= room || tries >= 6 {
            return (surname, given);
        }
        tries += 1;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(list: &str) -> impl Iterator<Item = &str> {
        list.split(',').filter(|n| !n.is_empty())
    }

    #[test]
    fn every_country_has_its_own_region_and_every_name_is_in_the_zone_alphabet() {
        for country in COUNTRIES {
            let found = REGIONS
                .iter()
                .filter(|r| r.countries.split(' ').any(|c| c == *country));
            assert_eq!(found.count(), 1, "{country}");
        }
        for region in REGIONS {
            let lists = [region.male, region.female, region.surnames, region.women];
            for name in lists.into_iter().flat_map(names) {
                let letters = name.bytes().all(|b| b.is_ascii_uppercase() || b == b' ');
                assert!(letters && !name.is_empty(), "{:?}", region.countries);
                assert!(!name.starts_with(' ') && !name.ends_with(' ') && !name.contains("  "));
                // A lone letter is what an apostrophe leaves (O'BRIEN), which ICAO 9303 drops
                // rather than writing as a filler: OBRIEN.
                assert!(name.split(' ').all(|w| w.len() > 1), "{name}");
            }
            // A woman's surname stands where the man's does.
            let women = names(region.women).count();
            assert!(women == 0 || women == names(region.surnames).count());
        }
    }

    #[test]
    fn one_surname_and_one_given_name_fit_the_shortest_name_field() {
        let longest = |list: &str| names(list).map(str::len).max().unwrap_or(0);
        for r in REGIONS {
            let surname = longest(r.surnames).max(longest(r.women));
            let given = longest(r.male).max(longest(r.female));
            assert!(surname + 2 + given <= 30, "{}", r.countries);
        }
    }
}
