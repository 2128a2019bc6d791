//! Random records: the rules they follow, reproducibility, and the names they carry.

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
                hints
                    .iter()
                    .all(|h| long
                        && matches!(h, Hint::Truncated { .. } | Hint::MisplacedSpaces { .. })),
                "{hints:?}"
            );
            let read = mrz_core::decode(&mrz.lines).unwrap();
            assert!(read.valid && read.findings.is_empty(), "{read:?}");
        }
    }
}
