//! The characters matched made lines in a format: each place held to what its field allows,
//! then the check digits let close second guesses in. Where the zone's first letter, which
//! tells formats of one shape apart (a passport's P from a visa's V on two lines of 44), is
//! no clear ink, the zone is read in each format its shape allows, and the check digits say
//! which it is.

use crate::codes::{agree_codes, numeric_codes, settle_codes};
use crate::digits::choose;
use crate::kinds::kinds;
use crate::priors::{clear_o_back, fillers_trail, first_letter, prefer_digits};
use crate::templates::{unclear, Candidate};
use mrz_core::{decode, Format};

type Places = Vec<Vec<Vec<Candidate>>>;

/// The format, lines and candidates of the zone of lines `widths` long whose first line begins
/// `start` (its letters as the shape's formats are told by): in that format, or where its first place is no clear
/// ink, in the other format of its shape that reads valid with more check digits: a visa's
/// zone whose optional data also makes a passport's two further check digits right is a
/// passport's whose P was lost to a shadow (one optional data in a hundred does that by
/// chance).
pub fn settled(
    format: Format,
    widths: &[usize],
    start: &[u8],
    candidates: Places,
    twins: bool,
) -> (Format, Vec<String>, Places) {
    let others = match candidates.first().and_then(|l| l.first()) {
        Some(ranked) if unclear(ranked) => others(format, widths, start, ranked),
        _ => Vec::new(),
    };
    let alternatives: Vec<(Format, Places)> = others
        .into_iter()
        .map(|f| (f, candidates.clone()))
        .collect();
    let (lines, candidates) = settle(format, candidates, twins);
    let mut best = (format, lines, candidates);
    for (f, places) in alternatives {
        let (lines, places) = settle(f, places, twins);
        if better(f, &lines, best.0) {
            best = (f, lines, places);
        }
    }
    best
}

/// The formats of the zone's shape other than `format` whose first letter is among `first`,
/// the first place's guesses, as `Format::detect` tells them from a first line beginning so.
fn others(format: Format, widths: &[usize], start: &[u8], first: &[Candidate]) -> Vec<Format> {
    let mut found = Vec::new();
    for guess in first {
        let mut begins = start.to_vec();
        begins[0] = guess.c;
        if let Some(f) = Format::detect(widths, &begins) {
            let allowed = f.layout().code_letters.as_bytes().contains(&guess.c);
            if allowed && f != format && !found.contains(&f) {
                found.push(f);
            }
        }
    }
    found
}

/// Whether lines read in format `f` are a better reading than those read in format `was`:
/// valid with more check digits. Never with fewer: a card's zone whose composite check digit
/// failed read valid as a visa's, which has none, and stopped the search for a better look
/// at it.
fn better(f: Format, lines: &[String], was: Format) -> bool {
    let checks = |f: Format| f.layout().checks.len();
    checks(f) > checks(was) && decode(lines).is_ok_and(|d| d.valid)
}

/// The lines of `candidates` read in `format`, and the candidates as they then stand.
fn settle(format: Format, mut candidates: Places, twins: bool) -> (Vec<String>, Places) {
    // Candidates a position cannot hold go last, in their order; a code printed in digits
    // stays as printed.
    let kinds = kinds(format.layout());
    let numeric = numeric_codes(&candidates, format.layout());
    let printed = |l: usize, i: usize| {
        numeric
            .iter()
            .any(|s| s.line == l && (s.start..s.end()).contains(&i))
    };
    for (l, (line, kinds)) in candidates.iter_mut().zip(&kinds).enumerate() {
        for (i, (ranked, kind)) in line.iter_mut().zip(kinds).enumerate() {
            if !printed(l, i) {
                ranked.sort_by_key(|c| !kind.allows(c.c));
            }
        }
    }
    first_letter(format, &mut candidates);
    let number = format.layout().document_number;
    fillers_trail(&mut candidates, number);
    if twins {
        prefer_digits(&mut candidates, &kinds, number);
    }
    let mut lines: Vec<String> = candidates
        .iter()
        .map(|l| l.iter().map(|c| char::from(c[0].c)).collect())
        .collect();
    agree_codes(&mut lines, &mut candidates, format.layout());
    settle_codes(&mut lines, &mut candidates, format.layout());
    choose(&mut lines, &mut candidates, format.layout(), &kinds, twins);
    if twins {
        clear_o_back(&mut lines, &mut candidates, format.layout());
    }
    (lines, candidates)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Places that read `lines` clearly, but for the first, whose guesses are `first`.
    fn places(lines: &[&str], first: &[(u8, f32)]) -> Places {
        let mut places: Places = crate::specimen::read_clearly(lines);
        places[0][0] = first
            .iter()
            .map(|&(c, score)| Candidate { c, score })
            .collect();
        places
    }

    const PASSPORT: [&str; 2] = [
        "P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<",
        "L898902C36UTO7408122F1204159ZE184226B<<<<<10",
    ];
    const VISA: [&str; 2] = [
        "V<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<",
        "L8988901C4XXX4009078F96121096ZE184226B<<<<<<",
    ];

    fn read(lines: &[&str], first: &[(u8, f32)]) -> (Format, Vec<String>) {
        let p = places(lines, first);
        let start: Vec<u8> = p[0].iter().map(|r| r[0].c).collect();
        let format = Format::detect(&[44, 44], &start).unwrap();
        let (f, lines, _) = settled(format, &[44, 44], &start, p, false);
        (f, lines)
    }

    #[test]
    fn a_lost_first_letter_is_the_format_whose_check_digits_hold() {
        // A shadow over the P: V matched a little better, and the passport's further check
        // digits (its personal number's and the composite) say it is a passport.
        let (f, lines) = read(&PASSPORT, &[(b'V', -0.3), (b'P', -0.4)]);
        assert_eq!((f, lines[0].as_str()), (Format::Td3, PASSPORT[0]));
        // A visa whose V is as unclear stays a visa.
        let (f, lines) = read(&VISA, &[(b'V', -0.3), (b'P', -0.4)]);
        assert_eq!((f, lines[0].as_str()), (Format::Mrva, VISA[0]));
        // Read first as a passport, it reads invalid, and stays so: a format with fewer check
        // digits is never taken for reading valid (the reader looks further).
        let (f, lines) = read(&VISA, &[(b'P', -0.3), (b'V', -0.4)]);
        assert_eq!((f, &lines[0][..1]), (Format::Td3, "P"));
        // Clear ink is read as printed, whatever the check digits say.
        let (f, lines) = read(&PASSPORT, &[(b'V', 0.9), (b'P', 0.2)]);
        assert_eq!((f, &lines[0][..1]), (Format::Mrva, "V"));
    }
}
