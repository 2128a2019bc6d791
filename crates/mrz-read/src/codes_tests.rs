//! Country codes settled from the list, and codes printed in digits.

use super::*;
use mrz_core::Format;

/// A TD2 zone's candidates: each place `text` clearly, its second guess `second` or a
/// filler, `behind` lower.
fn zone(lines: [&str; 2], second: u8, behind: f32) -> Vec<Vec<Vec<Candidate>>> {
    lines
        .iter()
        .map(|l| {
            l.bytes()
                .map(|c| {
                    vec![
                        Candidate { c, score: 0.95 },
                        Candidate {
                            c: second,
                            score: 0.95 - behind,
                        },
                    ]
                })
                .collect()
        })
        .collect()
}

const ROU: [&str; 2] = [
    "IDROUSAVA<<SUPERMAN<<<<<<<<<<<<<<<<<",
    "HD198025<51328505095M130509012049941",
];

#[test]
fn a_code_printed_clearly_in_digits_is_read_as_printed() {
    let layout = Format::Td2.layout();
    let found = numeric_codes(&zone(ROU, b'I', 1.0), layout);
    assert_eq!(found, vec![layout.nationality]);
}

#[test]
fn digits_close_to_letters_or_among_letters_are_not_a_code() {
    let layout = Format::Td2.layout();
    assert!(numeric_codes(&zone(ROU, b'I', 0.3), layout).is_empty());
    let one = [ROU[0], "HD198025<5K0R8505095M130509012049941"];
    assert!(numeric_codes(&zone(one, b'O', 1.0), layout).is_empty());
}

/// The first line of an MRV-B whose country code's middle letter matched `first` as Y and
/// `second` as T, settled by the list.
fn settled(first: f32, second: f32) -> String {
    let line = "V<IYAJACKSON<<STEVEN<<<<<<<<<<<<<<<<";
    let mut candidates = zone([line, "OY86579533ITA8302205M2708229<<<<<<<<"], b'<', 1.0);
    candidates[0][3] = vec![
        Candidate {
            c: b'Y',
            score: first,
        },
        Candidate {
            c: b'T',
            score: second,
        },
    ];
    let mut lines = vec![line.to_owned(), String::new()];
    settle_codes(&mut lines, &mut candidates, Format::Mrvb.layout());
    lines.swap_remove(0)
}

#[test]
fn an_unclear_letter_gives_way_to_a_country_further_than_a_clear_one() {
    assert!(settled(0.53, 0.37).starts_with("V<ITA"));
    assert!(settled(0.85, 0.69).starts_with("V<IYA"));
    assert!(settled(0.53, 0.1).starts_with("V<IYA"));
}

#[test]
fn a_place_without_ink_takes_the_country_from_deep_in_its_guesses() {
    // A glare took the R of IRL: its guesses all alike poor, R the seventh.
    let line = "P<IOLWRIGHT<<JESSICA<<<<<<<<<<<<<<<<<<<<<<<<";
    let mut candidates = zone([line, line], b'<', 1.0);
    candidates[0][3] = b"OYMQVXRA"
        .iter()
        .enumerate()
        .map(|(k, &c)| Candidate {
            c,
            score: -0.13 - 0.005 * k as f32,
        })
        .collect();
    let mut lines = vec![line.to_owned(), String::new()];
    settle_codes(&mut lines, &mut candidates, Format::Td3.layout());
    assert!(lines[0].starts_with("P<IRL"), "{}", lines[0]);
}

#[test]
fn three_unclear_letters_do_not_each_go_their_own_way_to_a_country() {
    // ZZZ, each Z unclear with a guess 0.2 behind that would spell GBR: 0.6 in all, too far.
    let line = "IDZZZSAVA<<SUPERMAN<<<<<<<<<<<<<<<<<";
    let mut candidates = zone([line, ROU[1]], b'<', 1.0);
    for (at, want) in [(2, b'G'), (3, b'B'), (4, b'R')] {
        candidates[0][at] = vec![
            Candidate {
                c: b'Z',
                score: 0.5,
            },
            Candidate {
                c: want,
                score: 0.3,
            },
        ];
    }
    let mut lines = vec![line.to_owned(), String::new()];
    settle_codes(&mut lines, &mut candidates, Format::Td2.layout());
    assert!(lines[0].starts_with("IDZZZ"), "{}", lines[0]);
}

/// A TD3 zone whose issuing state is `state` and nationality `nationality`, every place clear
/// but the nationality's letters, whose second guesses are `seconds`, `behind` lower.
fn codes(state: &str, nationality: &str, seconds: &str, behind: f32) -> Agreed {
    let lines = [
        format!("P<{state}DOE<<JANE<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<"),
        format!("L898902C36{nationality}7408122F1204159ZE184226B<<<<<10"),
    ];
    let mut candidates = zone([&lines[0], &lines[1]], b'<', 1.0);
    for (i, second) in seconds.bytes().enumerate() {
        candidates[1][10 + i][1] = Candidate {
            c: second,
            score: 0.95 - behind,
        };
    }
    let mut lines = lines.to_vec();
    agree_codes(&mut lines, &mut candidates, Format::Td3.layout());
    Agreed(lines[1][10..13].to_string())
}

#[derive(Debug, PartialEq)]
struct Agreed(String);

#[test]
fn a_code_that_is_no_countrys_is_read_as_the_other_where_its_letters_were_close_guesses() {
    // GBR's nationality read GOR, B a guess behind O.
    assert_eq!(codes("GBR", "GOR", "QBS", 0.4), Agreed("GBR".into()));
    // Too far behind to overrule the ink.
    assert_eq!(
        codes("GBR", "GOR", "QBS", AGREE + 0.1),
        Agreed("GOR".into())
    );
    // B not guessed at all.
    assert_eq!(codes("GBR", "GOR", "QDS", 0.1), Agreed("GOR".into()));
}

#[test]
fn two_countries_or_two_made_up_codes_stay_as_read() {
    // A residence card: a Turkish holder, issued by Germany.
    assert_eq!(codes("D<<", "TUR", "D<<", 0.1), Agreed("TUR".into()));
    // Test data's made-up codes, both no country's.
    assert_eq!(codes("LIU", "RCN", "LIU", 0.1), Agreed("RCN".into()));
}
