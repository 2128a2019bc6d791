//! Letting the check digits choose: when a check digit read is wrong, a character whose second
//! guess matched almost as well as its first may be the reader's mistake. Each check digit in
//! turn, over the characters it covers and itself: the change (one character or two)
//! that makes it right at the least loss of match is taken; where a place is no clear ink, one
//! guess further behind. A digit printed wrong (a negative test) among clear print reads as
//! printed, since the right one then matches far worse.

use crate::changes::{search, take, Change};
use crate::kinds::Kind;
use crate::templates::{Candidate, UNCLEAR};
use mrz_core::{check_over, date_problem, CheckName, CheckSpec, Layout};

/// A second guess is considered when it is at most this far below the first (scores run from
/// -1 to 1; a clear glyph's first guess leads its second by 0.2 or more).
pub const CLOSE: f32 = 0.08;

/// OCR-B's O and 0 differ only in that the 0 reaches a little higher and lower: in a picture
/// a few pixels tall they match alike, and a place that may hold either is settled by the
/// check digit, up to this far apart.
pub const TWINS: f32 = 0.16;

pub fn twins(a: u8, b: u8) -> bool {
    matches!((a, b), (b'O', b'0') | (b'0', b'O'))
}

/// A letter and a digit whose OCR-B glyphs differ by a detail that small or soft print loses:
/// O and 0 by a little height, Q and 0 by a short tail, Z and 2 by the corner at the top.
fn look_alike(a: u8, b: u8) -> bool {
    twins(a, b)
        || matches!(
            (a, b),
            (b'Q', b'0') | (b'0', b'Q') | (b'Z', b'2') | (b'2', b'Z')
        )
}

/// Where no close second guess makes a check digit right, one of an alike pair read for the
/// other, up to this far behind, may: print heavier, lighter or in another cut of the font
/// than ours, and a camera's perspective, turn either way (FreeType's OCR-B on a tilted card
/// was read O for 0 by 0.45), and web-sized scans of document numbers read `DO35...` as
/// `D035...` by 0.69, `OZ55...` as `O255...`, `YQ49...` as `Y049...`. At 0.5, and with O and 0
/// alone: web 97.6 / 96.6 / 97.2 % (seed 1 / seed 2 / colour), harsh 45.6 / 47.6 / 51.6 %; at
/// 0.7 with all three pairs 98.4 / 96.8 / 97.8 % and 45.6 / 48.0 / 51.6 %, nothing lost on
/// any preset. At 0.9 with O and 0 alone, photo lost 2 zones (seed 1); with more pairs at 0.7
/// (S and 8, S and 5, B and 8, D and 0, G and 6, I and 1, U and 0, T and 1), harsh lost one and
/// four more read valid but wrong. Other letters and digits stay within `CLOSE`: a check
/// digit printed wrong on purpose must read as printed.
const FAR: f32 = 0.7;

/// Two alike changes together no further than this: at 1.4 (twice `FAR`) the same zones read,
/// and one harsh zone more (seed 2) read valid but wrong.
const FAR_TWO: f32 = 1.0;

/// At a place of no clear ink (see `UNCLEAR`), one second guess up to this far behind may make
/// a check digit right when nothing closer does; a check digit printed wrong on purpose among
/// clear print still reads as printed. (A photo's 8, 7 pixels tall in a shadow, matched R at
/// 0.64 and 8 at 0.13.)
const UNCLEAR_FAR: f32 = 0.55;

fn right(zone: &[u8], length: usize, spec: &CheckSpec) -> bool {
    let printed = zone[spec.line * length + spec.at];
    let filler = spec.covers.iter().all(|s| {
        zone[s.line * length + s.start..][..s.width]
            .iter()
            .all(|&c| c == b'<')
    });
    printed == check_over(zone, length, spec.covers) || (printed == b'<' && filler)
}

/// Whether a date's check covers a day of the calendar, in `tried` (a change to `read`): a
/// change that makes the digit right but the date the 63rd of May is no fix. Fillers (a date
/// left partly unknown) count only where the date as read had them.
fn a_day(tried: &[u8], read: &[u8], length: usize, spec: &CheckSpec) -> bool {
    if !matches!(spec.name, CheckName::DateOfBirth | CheckName::DateOfExpiry) {
        return true;
    }
    spec.covers.iter().all(|s| {
        let at = s.line * length + s.start..s.line * length + s.end();
        let (text, was) = (&tried[at.clone()], &read[at]);
        if text.contains(&b'<') {
            text.iter().zip(was).all(|(&t, &w)| t != b'<' || w == b'<')
        } else {
            std::str::from_utf8(text).is_ok_and(|t| date_problem(t).is_none())
        }
    })
}

/// `lines` corrected, check digit by check digit, by the closest alternatives that make it
/// right (the composite's only when every digit is then right); the candidates of each
/// changed place reordered to match. `kinds` says what each place may hold; `twins_alike`,
/// whether the zone is too small to tell O from 0.
pub fn choose(
    lines: &mut [String],
    candidates: &mut [Vec<Vec<Candidate>>],
    layout: &Layout,
    kinds: &[Vec<Kind>],
    twins_alike: bool,
) {
    let length = layout.length;
    if lines.len() != layout.lines || lines.iter().any(|l| l.len() != length) {
        return;
    }
    for (which, spec) in layout.checks.iter().enumerate() {
        let zone: Vec<u8> = lines.concat().into_bytes();
        if right(&zone, length, spec) {
            continue;
        }
        let mut places: Vec<(usize, usize)> = spec
            .covers
            .iter()
            .flat_map(|s| (s.start..s.end()).map(move |c| (s.line, c)))
            .collect();
        places.push((spec.line, spec.at));
        let mut close: Vec<Change> = Vec::new();
        let mut alike: Vec<Change> = Vec::new();
        let mut unsure: Vec<Change> = Vec::new();
        for (l, i) in places {
            let ranked = &candidates[l][i];
            // From the best match: a prior may have put a close second first.
            let top = ranked
                .iter()
                .filter(|c| kinds[l][i].allows(c.c))
                .map(|c| c.score)
                .fold(ranked[0].score, f32::max);
            for (k, c) in ranked.iter().enumerate().skip(1).take(3) {
                let loss = top - c.score;
                let pair = twins(ranked[0].c, c.c);
                let twin = twins_alike && pair;
                if !kinds[l][i].allows(c.c) {
                    continue;
                }
                if loss <= CLOSE || (twin && loss <= TWINS) {
                    // A twin's loss counts for little: either is as likely.
                    close.push((l, i, k, if twin { loss.max(0.0) / 4.0 } else { loss }));
                } else if loss <= FAR && look_alike(ranked[0].c, c.c) {
                    alike.push((l, i, k, loss));
                } else if loss <= UNCLEAR_FAR && top < UNCLEAR {
                    unsure.push((l, i, k, loss));
                }
            }
        }
        let composite = spec.name == CheckName::Composite;
        // A date read as no day may stay one (a test zone may print such a date): whether it
        // was, per check, taken once for every change tried.
        let was_day: Vec<bool> = layout
            .checks
            .iter()
            .map(|c| a_day(&zone, &zone, length, c))
            .collect();
        let holds = |tried: &[u8], c: usize| {
            let check = &layout.checks[c];
            right(tried, length, check) && (!was_day[c] || a_day(tried, &zone, length, check))
        };
        let fixed = |tried: &[u8]| {
            if composite {
                (0..layout.checks.len()).all(|c| holds(tried, c))
            } else {
                holds(tried, which)
            }
        };
        let best = search(&zone, &close, candidates, length, CLOSE, true, fixed)
            .or_else(|| search(&zone, &alike, candidates, length, FAR_TWO, true, fixed))
            .or_else(|| {
                search(
                    &zone,
                    &unsure,
                    candidates,
                    length,
                    UNCLEAR_FAR,
                    false,
                    fixed,
                )
            });
        if let Some(best) = best {
            for (l, i, k, _) in best {
                take(lines, candidates, l, i, k);
            }
        }
    }
}

#[cfg(test)]
#[path = "digits_tests.rs"]
mod tests;
