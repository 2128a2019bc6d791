//! What a zone's characters most likely are when two matched nearly alike: the first letter
//! ICAO gives each format's document code, a document number's fillers at its end, and in
//! fields that may hold letters or digits (a document number, optional data), the digit of a
//! letter and digit that small print makes twins. The check digits still have the last word: a
//! twin taken wrongly spoils its field's check, and the check's second guesses bring the other
//! back. Each settles a near tie only, never clear ink: with the learnt model beside the
//! templates none of them changed a zone read on the bench's sets (scan, photo, harsh, 500
//! each) or the real development set at any margin from nothing to four times these, so they
//! are kept to ties this close, where ink cannot tell and test data's made-up codes and
//! optional data (`ABLO`) are not overruled. One goes further, where there is no clear ink at
//! all (`UNCLEAR`): a document code's first letter that is no code's gives way to the best
//! guess that is one.

use crate::changes::take;
use crate::kinds::Kind;
use crate::templates::{unclear, Candidate};
use mrz_core::{decode, CheckName, Format, Layout, Slot};

/// Letters that a small, soft picture makes all but alike to a digit, the digit, and how close
/// behind the letter the digit may have matched. O and 0 differ only in height; the others by
/// a stroke that blur leaves a pixel or two of. U and 0 need the prior most: U counts 30, so no
/// check digit tells them apart.
const DIGIT_TWINS: [(u8, u8, f32); 7] = [
    (b'O', b'0', NEAR_TIE),
    (b'D', b'0', LOOKALIKE),
    (b'U', b'0', LOOKALIKE),
    (b'I', b'1', LOOKALIKE),
    (b'T', b'1', LOOKALIKE),
    (b'S', b'5', LOOKALIKE),
    (b'B', b'8', LOOKALIKE),
];
const LOOKALIKE: f32 = 0.015;
/// O and 0 inside a document number, in cells too small to tell them apart (where this prior
/// is used at all), are one shape: their ink differs by about a pixel, and which matched better
/// is noise (the real development set's Swiss card, 10 px capitals, matched its printed 0s as O
/// by up to 0.34, with the model trained on other pictures by 0.23). Numbers hold digits far
/// more than letters, so the digit goes first whatever it matched; the number's check digit
/// brings an O back, and where it cannot (`clear_o_back`), an O clearly matched comes back.
const TWIN_TIE: f32 = f32::INFINITY;

/// How much better an O must have matched than the 0 put before it for the ink to be taken
/// where the check digit did not bear the 0 out (`clear_o_back`): a clear glyph leads its
/// second guess by 0.2 or more. The O's of negative tests that had read as 0 led by 0.7 and
/// more with the weights of 2026-12-02, and 0.5 was taken; with those of 2026-12-03 (learnt
/// with made-up holders, whose optional data sets O and 0 side by side) a clearly drawn O of
/// 14 to 17 pixels leads by 0.31 to 0.49. 0.25 read every set the same with either weights.
const CLEAR_O: f32 = 0.25;

/// How close two guesses must be for a prior to choose between them (scores run from -1 to 1;
/// a clear glyph's first guess leads its second by 0.2 or more).
const NEAR_TIE: f32 = 0.04;

/// The letters a document's code may start with in a zone of `lines` lines of `length`: those
/// of every format of that shape (a card's A, C or I and a visa's V on two lines of 36), or of
/// any format where none has that shape.
fn code_letters(lines: usize, length: usize) -> Vec<u8> {
    let letters = |shaped: bool| -> Vec<u8> {
        Format::ALL
            .iter()
            .map(|f| f.layout())
            .filter(|l| !shaped || (l.lines, l.length) == (lines, length))
            .flat_map(|l| l.code_letters.bytes())
            .collect()
    };
    Some(letters(true))
        .filter(|l| !l.is_empty())
        .unwrap_or_else(|| letters(false))
}

/// The letter a zone starts with, to tell its format by: the first letter read, or where that
/// is none its shape allows and no clear ink, the best guess that is one (a visa's V at web
/// size matched W at 0.66 and V at 0.18, and the zone was taken for a passport's).
pub fn code_letter(candidates: &[Vec<Vec<Candidate>>], length: usize) -> u8 {
    let Some(ranked) = candidates.first().and_then(|l| l.first()) else {
        return b'P';
    };
    let allowed = code_letters(candidates.len(), length);
    let letter = ranked.iter().find(|c| c.c.is_ascii_uppercase());
    let code = ranked.iter().find(|c| allowed.contains(&c.c));
    match (letter, code) {
        (Some(l), Some(c)) if !allowed.contains(&l.c) && unclear(ranked) => c.c,
        (Some(l), _) => l.c,
        _ => b'P',
    }
}

/// A document's code starts with a letter its format allows (ICAO 9303 Parts 4 to 7: A, C or I
/// on cards, P on passports, V on visas): a close second guess that is one goes first, and
/// where the first guess is no clear ink, the best guess that is one.
pub fn first_letter(format: Format, candidates: &mut [Vec<Vec<Candidate>>]) {
    let allowed = format.layout().code_letters.as_bytes();
    if let Some(ranked) = candidates.first_mut().and_then(|l| l.first_mut()) {
        if !allowed.contains(&ranked[0].c) {
            let lead = ranked[0].score;
            let unclear = unclear(ranked);
            promote(ranked, |c| {
                allowed.contains(&c.c) && (unclear || c.score >= lead - NEAR_TIE)
            });
        }
    }
}

/// Where a letter or a digit may stand, in a zone too small to tell twins apart, the digit
/// that matched nearly as well as its letter goes first: numbers hold far more digits. Not at
/// `number`'s first place: numbers often start with a series letter, and seldom with a 0.
/// Inside the document number an O gives way to a 0 further behind than elsewhere (optional
/// data may well be `ABLO`, and has no check digit of its own).
pub fn prefer_digits(candidates: &mut [Vec<Vec<Candidate>>], kinds: &[Vec<Kind>], number: Slot) {
    for (l, (line, kinds)) in candidates.iter_mut().zip(kinds).enumerate() {
        for (i, (ranked, kind)) in line.iter_mut().zip(kinds).enumerate() {
            let in_number = l == number.line && (number.start..number.end()).contains(&i);
            if (l, i) == (number.line, number.start) {
                continue;
            }
            let lead = ranked[0];
            let twin = DIGIT_TWINS.iter().find(|t| t.0 == lead.c);
            if let (Kind::Any, Some(&(letter, digit, close))) = (kind, twin) {
                let close = if in_number && letter == b'O' {
                    TWIN_TIE
                } else {
                    close
                };
                promote(ranked, |c| c.c == digit && c.score >= lead.score - close);
            }
        }
    }
}

/// An O put behind a 0 inside a document number (`prefer_digits`) that its check digit did
/// not bear out: where the number's check digit is still wrong once the check digits have
/// chosen (a negative test's, or another place misread), the digit was no likelier than the
/// ink, and an O that matched `CLEAR_O` or more better than the 0 goes first again. A zone
/// read valid is never changed here.
pub fn clear_o_back(lines: &mut [String], candidates: &mut [Vec<Vec<Candidate>>], layout: &Layout) {
    let number = layout.document_number;
    // Decoded rather than summed here: a card's number too long for its field runs on into the
    // optional data, and its check digit with it.
    let wrong = decode(lines)
        .is_ok_and(|d| (d.checks.iter()).any(|c| c.name == CheckName::PassportNo && !c.valid));
    if !wrong {
        return;
    }
    for at in number.start..number.end() {
        let Some(ranked) = candidates.get(number.line).and_then(|l| l.get(at)) else {
            continue;
        };
        let o = ranked.iter().position(|c| c.c == b'O');
        if let Some(k) =
            o.filter(|&k| ranked[0].c == b'0' && ranked[k].score >= ranked[0].score + CLEAR_O)
        {
            take(lines, candidates, number.line, at, k);
        }
    }
}

/// A document number is its characters, then fillers to the end of its field (ICAO 9303-3):
/// a filler read before a character is a misreading of one or the other. The split into
/// characters then fillers that loses least match is taken. (Which one it was, a check digit
/// cannot tell when the letter is A, K or U: they count as 10, 20 and 30, a filler as 0.)
pub fn fillers_trail(candidates: &mut [Vec<Vec<Candidate>>], number: Slot) {
    let Some(places) = candidates
        .get_mut(number.line)
        .and_then(|l| l.get_mut(number.start..number.end()))
    else {
        return;
    };
    let filler = |c: &Candidate| c.c == b'<';
    let shaped = places
        .iter()
        .skip_while(|r| !filler(&r[0]))
        .all(|r| filler(&r[0]));
    if shaped {
        return;
    }
    // Each place's loss as a character and as a filler, from its best match.
    let loss = |r: &[Candidate], want: bool| {
        r.iter()
            .find(|c| filler(c) == want)
            .map_or(f32::INFINITY, |c| r[0].score - c.score)
    };
    let split = (0..=places.len())
        .map(|s| {
            let cost: f32 = places[..s].iter().map(|r| loss(r, false)).sum::<f32>()
                + places[s..].iter().map(|r| loss(r, true)).sum::<f32>();
            (s, cost)
        })
        .min_by(|a, b| a.1.total_cmp(&b.1))
        .map_or(0, |m| m.0);
    for (i, ranked) in places.iter_mut().enumerate() {
        promote(ranked, |c| filler(c) == (i >= split));
    }
}

/// The first candidate that `pick` takes, moved to the front.
fn promote(ranked: &mut Vec<Candidate>, pick: impl Fn(&Candidate) -> bool) {
    if let Some(k) = ranked.iter().position(pick) {
        let c = ranked.remove(k);
        ranked.insert(0, c);
    }
}

#[cfg(test)]
#[path = "priors_tests.rs"]
mod tests;
