//! A country code read as no country's: the three letters are tried among their close second
//! guesses (and, where a letter is no clear ink, further ones) for the nearest code that is one
//! (ICAO 9303-3's list, with the codes for organisations and the stateless), as a reader with
//! the list in mind would. Before that, a code that is no country's beside one that is (the
//! issuing state and the nationality) is read as the other where the ink allows. A code printed
//! wholly in digits is read as printed.

use crate::changes::take;
use crate::templates::{unclear, Candidate};
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

/// At a letter of no clear ink (see `UNCLEAR`), the list may take a guess up to this far
/// behind, the code's changes together no further (a photo's T of `ITA` at 7 pixels matched Y
/// at 0.60 and T at 0.30; at 0.35 rather than 0.2, one more zone of 500 read on photo, harsh
/// and web, seed 1, and on harsh, seed 2, none fewer). A letter's place is judged by its best
/// letter: a digit the layout put behind (a 0 read for the O of `KOR`) does not make it clear.
const UNCLEAR_BY: f32 = 0.35;

/// `lines` with each country code that is no country's replaced by the closest that is.
pub fn settle_codes(lines: &mut [String], candidates: &mut [Vec<Vec<Candidate>>], layout: &Layout) {
    // The national layouts have no nationality.
    for slot in [layout.issuing_state, layout.nationality] {
        if slot.width == 3 {
            settle(lines, candidates, slot);
        }
    }
}

fn settle(lines: &mut [String], candidates: &mut [Vec<Vec<Candidate>>], slot: Slot) {
    let Some(line) = lines.get(slot.line) else {
        return;
    };
    let Some(code) = line.get(slot.start..slot.end()) else {
        return;
    };
    // A code printed in digits (see `numeric_codes`) is read as printed.
    if is_known_country(code) || code.bytes().any(|c| c.is_ascii_digit()) {
        return;
    }
    let places = &candidates[slot.line][slot.start..slot.end()];
    let choices = |p: &[Candidate]| -> Vec<(usize, f32)> {
        let reach = if unclear(p) { UNCLEAR_BY } else { CLOSE };
        p.iter()
            .enumerate()
            // A place a glare or a shadow took has its letter anywhere among its guesses.
            .take(8)
            .filter(|(_, c)| c.c.is_ascii_uppercase())
            .map(|(k, c)| (k, p[0].score - c.score))
            .filter(|&(_, behind)| behind <= reach)
            .collect()
    };
    let options: Vec<Vec<(usize, f32)>> = places.iter().map(|p| choices(p)).collect();
    let mut best: Option<(f32, [usize; 3])> = None;
    for a in &options[0] {
        for b in &options[1] {
            for c in &options[2] {
                let ks = [a.0, b.0, c.0];
                let loss = a.1 + b.1 + c.1;
                // Three unclear letters may not each go their own way to some country.
                if loss > UNCLEAR_BY.max(3.0 * CLOSE) {
                    continue;
                }
                let tried: String = (0..3).map(|i| char::from(places[i][ks[i]].c)).collect();
                if is_known_country(&tried) && best.is_none_or(|b| loss < b.0) {
                    best = Some((loss, ks));
                }
            }
        }
    }
    if let Some((_, ks)) = best {
        for (i, k) in ks.into_iter().enumerate() {
            take(lines, candidates, slot.line, slot.start + i, k);
        }
    }
}

/// How far behind their first guesses, together, the letters that make a code that is no
/// country's the same as the zone's other code, which is one, may be. Issuing state and
/// nationality are one country on nearly every document; where they differ (a residence card's
/// holder from abroad), both are countries' codes and neither is changed. Below a clear
/// glyph's lead over its second guess (about 1): harsh pictures' codes were misread by up to
/// 0.79 (GBR's nationality as GOR, ZAF's as ZAT). At 0.5, 0.8 and 1.2, harsh read 2, 5 and 6
/// more zones of 500 (seed 1), web 0, 1 and 2; photo changed only at 1.2.
pub const AGREE: f32 = 0.8;

/// `lines` with an issuing state or nationality that is no country's read as the other code,
/// where that is a country's and the letters it needs were guessed close enough behind.
pub fn agree_codes(lines: &mut [String], candidates: &mut [Vec<Vec<Candidate>>], layout: &Layout) {
    let code =
        |lines: &[String], s: Slot| lines.get(s.line)?.get(s.start..s.end()).map(String::from);
    let (state, nationality) = (layout.issuing_state, layout.nationality);
    if nationality.is_none() {
        return;
    }
    let (Some(a), Some(b)) = (code(lines, state), code(lines, nationality)) else {
        return;
    };
    // A code printed in digits (see `numeric_codes`) is read as printed.
    if a.bytes().chain(b.bytes()).any(|c| c.is_ascii_digit()) {
        return;
    }
    let (from, want) = match (is_known_country(&a), is_known_country(&b)) {
        (false, true) => (state, b),
        (true, false) => (nationality, a),
        _ => return,
    };
    let places = &candidates[from.line][from.start..from.end()];
    let mut ks = [0usize; 3];
    let mut loss = 0.0;
    for (i, (ranked, want)) in places.iter().zip(want.bytes()).enumerate() {
        let Some(k) = ranked.iter().take(8).position(|c| c.c == want) else {
            return;
        };
        ks[i] = k;
        loss += ranked[0].score - ranked[k].score;
    }
    if loss > AGREE {
        return;
    }
    for (i, k) in ks.into_iter().enumerate() {
        take(lines, candidates, from.line, from.start + i, k);
    }
}

#[cfg(test)]
#[path = "codes_tests.rs"]
mod tests;
