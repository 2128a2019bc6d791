//! A country code read as no country's: the three letters are tried among their close second
//! guesses for the nearest code that is one (ICAO 9303-3's list, with the codes for
//! organisations and the stateless), as a reader with the list in mind would.

use crate::templates::Candidate;
use mrz_core::{is_known_country, Layout, Slot};

/// How far below its first guess a letter may be to make a code a country's: a near tie only.
/// Any three letters or fillers are a code to read (test data is full of made-up ones, ICAO's
/// own UTO among them), so the list settles only what the ink cannot. Measured with the learnt
/// model: at 0.2 the list put 2 more of 500 harsh zones right and nothing else; at 0.1 and
/// below, nothing, on any set.
const CLOSE: f32 = 0.03;

/// How far each digit of a country code printed in digits must lead every letter and filler
/// there: ink no prior overrules. A clear glyph leads its second guess by 0.2 or more.
const CLEAR_INK: f32 = 0.5;

/// The country codes of `layout` printed in digits (some national cards print a number there:
/// the Romanian identity card's `132`), each digit leading every letter and filler clearly: read
/// as printed rather than as the letters the place otherwise holds. A single digit among letters
/// is a misread letter (small print makes O and 0 twins) and is not kept.
pub fn numeric_codes(candidates: &[Vec<Vec<Candidate>>], layout: &Layout) -> Vec<Slot> {
    let clear = |ranked: &Vec<Candidate>| {
        let first = &ranked[0];
        let other = ranked.iter().find(|c| !c.c.is_ascii_digit());
        first.c.is_ascii_digit() && other.is_none_or(|o| first.score - o.score >= CLEAR_INK)
    };
    [layout.issuing_state, layout.nationality]
        .into_iter()
        .filter(|slot| {
            candidates
                .get(slot.line)
                .and_then(|l| l.get(slot.start..slot.end()))
                .is_some_and(|places| !places.is_empty() && places.iter().all(clear))
        })
        .collect()
}

/// A letter whose first guess matched below this is no clear ink (a clear glyph matches at 0.9
/// or more): there the list may take a guess up to `UNCLEAR_BY` behind (a photo's T of `ITA`
/// at 7 pixels matched Y at 0.53 and T at 0.37, and with the model trained again Y 0.60 and T
/// 0.30; at 0.35 rather than 0.2, one more zone of 500 read on photo, harsh and web, seed 1,
/// and on harsh, seed 2, none fewer).
const UNCLEAR: f32 = 0.7;
const UNCLEAR_BY: f32 = 0.35;

/// `lines` with each country code that is no country's replaced by the closest that is.
pub fn settle_codes(lines: &mut [String], candidates: &mut [Vec<Vec<Candidate>>], layout: &Layout) {
    for slot in [layout.issuing_state, layout.nationality] {
        settle(lines, candidates, slot);
    }
}

fn settle(lines: &mut [String], candidates: &mut [Vec<Vec<Candidate>>], slot: Slot) {
    let Some(line) = lines.get(slot.line) else {
        return;
    };
    let Some(code) = line.get(slot.start..slot.end()) else {
        return;
    };
    if is_known_country(code) {
        return;
    }
    let places = &candidates[slot.line][slot.start..slot.end()];
    let choices = |p: &[Candidate]| -> Vec<(usize, f32)> {
        p.iter()
            .enumerate()
            // A place a glare or a shadow took has its letter anywhere among its guesses.
            .take(8)
            .filter(|(_, c)| {
                let behind = p[0].score - c.score;
                let unclear = p[0].score < UNCLEAR;
                c.c.is_ascii_uppercase() && (behind <= CLOSE || unclear && behind <= UNCLEAR_BY)
            })
            .map(|(k, c)| (k, p[0].score - c.score))
            .collect()
    };
    let options: Vec<Vec<(usize, f32)>> = places.iter().map(|p| choices(p)).collect();
    let mut best: Option<(f32, [usize; 3])> = None;
    for a in &options[0] {
        for b in &options[1] {
            for c in &options[2] {
                let ks = [a.0, b.0, c.0];
                let loss = a.1 + b.1 + c.1;
                let tried: String = (0..3).map(|i| char::from(places[i][ks[i]].c)).collect();
                if is_known_country(&tried) && best.is_none_or(|b| loss < b.0) {
                    best = Some((loss, ks));
                }
            }
        }
    }
    if let Some((_, ks)) = best {
        let mut bytes = std::mem::take(&mut lines[slot.line]).into_bytes();
        for (i, k) in ks.into_iter().enumerate() {
            candidates[slot.line][slot.start + i].swap(0, k);
            bytes[slot.start + i] = candidates[slot.line][slot.start + i][0].c;
        }
        lines[slot.line] = String::from_utf8(bytes).expect("MRZ characters are ASCII");
    }
}

#[cfg(test)]
mod tests {
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
}
