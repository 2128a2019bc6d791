//! The changes the check digits choose among: one guess or two, in distinct places, the least
//! loss of match first.

use crate::templates::Candidate;

/// A change: the line, the column, which of its candidates, and the loss of match.
pub type Change = (usize, usize, usize, f32);

/// Guess `k` taken at column `at` of line `line`: put first among its candidates, and written
/// into the line.
pub fn take(
    lines: &mut [String],
    candidates: &mut [Vec<Vec<Candidate>>],
    line: usize,
    at: usize,
    k: usize,
) {
    let ranked = &mut candidates[line][at];
    ranked.swap(0, k);
    // MRZ characters are ASCII: a byte is a character.
    let c = char::from(ranked[0].c);
    lines[line].replace_range(at..at + 1, c.encode_utf8(&mut [0; 4]));
}

/// The set of one change (or two in distinct places, where `pairs`), least loss first and
/// together no more than `most`, that makes `fixed` hold.
pub fn search(
    zone: &[u8],
    close: &[Change],
    candidates: &[Vec<Vec<Candidate>>],
    length: usize,
    most: f32,
    pairs: bool,
    fixed: impl Fn(&[u8]) -> bool,
) -> Option<Vec<Change>> {
    let mut best: Option<(f32, Vec<Change>)> = None;
    let mut tried = zone.to_vec();
    let mut consider = |changes: &[Change]| {
        let loss: f32 = changes.iter().map(|c| c.3).sum();
        // Together no further than one guess may be (one close guess; two far twins): a
        // check digit printed wrong on purpose is otherwise soon made right by small changes.
        if loss > most {
            return;
        }
        let places: Vec<(usize, usize)> = changes.iter().map(|c| (c.0, c.1)).collect();
        let distinct = places
            .iter()
            .enumerate()
            .all(|(a, p)| !places[..a].contains(p));
        if !distinct || best.as_ref().is_some_and(|b| b.0 <= loss) {
            return;
        }
        tried.copy_from_slice(zone);
        for &(l, i, k, _) in changes {
            tried[l * length + i] = candidates[l][i][k].c;
        }
        if fixed(&tried) {
            best = Some((loss, changes.to_vec()));
        }
    };
    let n = close.len();
    for a in 0..n {
        consider(&[close[a]]);
        for b in (a + 1..n).filter(|_| pairs) {
            consider(&[close[a], close[b]]);
        }
    }
    best.map(|b| b.1)
}
