//! What a zone's characters most likely are when two matched nearly alike: the first letter
//! ICAO gives each format's document code, and in fields that may hold letters or digits (a
//! document number), the digit of a letter and digit that small print makes twins. The check
//! digits still have the last word: a twin taken wrongly spoils its field's check, and the
//! check's second guesses bring the other back.

use crate::digits::TWINS;
use crate::kinds::Kind;
use crate::templates::Candidate;
use mrz_core::Format;

/// Letters that a small, soft picture makes all but alike to a digit, the digit, and how close
/// behind the letter the digit may have matched. O and 0 differ only in height; the others by
/// a stroke that blur leaves a pixel or two of.
const DIGIT_TWINS: [(u8, u8, f32); 6] = [
    (b'O', b'0', TWINS),
    (b'D', b'0', LOOKALIKE),
    (b'I', b'1', LOOKALIKE),
    (b'T', b'1', LOOKALIKE),
    (b'S', b'5', LOOKALIKE),
    (b'B', b'8', LOOKALIKE),
];
const LOOKALIKE: f32 = 0.06;

/// A document's code starts with a letter its format allows (ICAO 9303 Parts 4 to 7: A, C or I
/// on cards, P on passports, V on visas): a close second guess that is one goes first.
pub fn first_letter(format: Format, candidates: &mut [Vec<Vec<Candidate>>]) {
    let allowed: &[u8] = match format {
        Format::Td1 | Format::Td2 => b"ACI",
        Format::Td3 => b"P",
        _ => b"V",
    };
    if let Some(ranked) = candidates.first_mut().and_then(|l| l.first_mut()) {
        if !allowed.contains(&ranked[0].c) {
            let lead = ranked[0].score;
            promote(ranked, |c| {
                allowed.contains(&c.c) && c.score >= lead - TWINS
            });
        }
    }
}

/// Where a letter or a digit may stand, in a zone too small to tell twins apart, the digit
/// that matched nearly as well as its letter goes first: numbers hold far more digits.
pub fn prefer_digits(candidates: &mut [Vec<Vec<Candidate>>], kinds: &[Vec<Kind>]) {
    for (line, kinds) in candidates.iter_mut().zip(kinds) {
        for (ranked, kind) in line.iter_mut().zip(kinds) {
            let lead = ranked[0];
            let twin = DIGIT_TWINS.iter().find(|t| t.0 == lead.c);
            if let (Kind::Any, Some(&(_, digit, close))) = (kind, twin) {
                promote(ranked, |c| c.c == digit && c.score >= lead.score - close);
            }
        }
    }
}

/// The first candidate that `pick` takes, moved to the front.
fn promote(ranked: &mut Vec<Candidate>, pick: impl Fn(&Candidate) -> bool) {
    if let Some(k) = ranked.iter().position(pick) {
        let c = ranked.remove(k);
        ranked.insert(0, c);
    }
}
