//! Letting the check digits choose: when what was read has a wrong check digit, a character
//! whose second guess matched almost as well as its first may be the reader's mistake. The
//! change (one character, or two) that makes every check digit right at the least loss of match
//! is taken; a digit printed wrong (a negative test) reads as printed, since the right one then
//! matches far worse.

use crate::templates::Candidate;
use mrz_core::decode;

/// A second guess is considered when it is at most this far below the first (scores run from
/// -1 to 1; a clear glyph's first guess leads its second by 0.2 or more).
pub const CLOSE: f32 = 0.08;

/// A change: the line, the column and which of its candidates.
type Change = (usize, usize, usize);

/// Every check digit of `lines` right.
fn digits_right(lines: &[String]) -> bool {
    decode(lines).is_ok_and(|d| d.checks.iter().all(|c| c.valid))
}

/// `lines` corrected by the closest alternative that makes every check digit right, if any;
/// with the candidates of each changed place reordered to match.
pub fn choose(lines: &mut [String], candidates: &mut [Vec<Vec<Candidate>>]) {
    if lines.is_empty() || digits_right(lines) {
        return;
    }
    // Every close alternative: (line, column, its candidate's index, the loss).
    let mut close = Vec::new();
    for (l, line) in candidates.iter().enumerate() {
        for (i, ranked) in line.iter().enumerate() {
            for (k, c) in ranked.iter().enumerate().skip(1).take(3) {
                let loss = ranked[0].score - c.score;
                if loss <= CLOSE {
                    close.push((l, i, k, loss));
                }
            }
        }
    }
    let mut best: Option<(f32, Vec<Change>)> = None;
    let mut consider = |changes: Vec<(usize, usize, usize, f32)>| {
        let loss: f32 = changes.iter().map(|c| c.3).sum();
        if best.as_ref().is_some_and(|b| b.0 <= loss) {
            return;
        }
        let mut tried = lines.to_vec();
        for &(l, i, k, _) in &changes {
            let mut bytes = tried[l].clone().into_bytes();
            bytes[i] = candidates[l][i][k].c;
            tried[l] = String::from_utf8(bytes).expect("MRZ characters are ASCII");
        }
        if digits_right(&tried) {
            best = Some((loss, changes.iter().map(|c| (c.0, c.1, c.2)).collect()));
        }
    };
    for (a, &x) in close.iter().enumerate() {
        consider(vec![x]);
        for &y in &close[a + 1..] {
            if (x.0, x.1) != (y.0, y.1) {
                consider(vec![x, y]);
            }
        }
    }
    if let Some((_, changes)) = best {
        for (l, i, k) in changes {
            candidates[l][i].swap(0, k);
            let mut bytes = std::mem::take(&mut lines[l]).into_bytes();
            bytes[i] = candidates[l][i][0].c;
            lines[l] = String::from_utf8(bytes).expect("MRZ characters are ASCII");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Candidates reading `line` with full confidence, but for `(column, read, second, loss)`.
    fn ranked(line: &str, doubt: Option<(usize, u8, u8, f32)>) -> Vec<Vec<Candidate>> {
        line.bytes()
            .enumerate()
            .map(|(i, c)| match doubt {
                Some((at, read, second, loss)) if at == i => vec![
                    Candidate {
                        c: read,
                        score: 0.8,
                    },
                    Candidate {
                        c: second,
                        score: 0.8 - loss,
                    },
                ],
                _ => vec![
                    Candidate { c, score: 0.9 },
                    Candidate {
                        c: b'<',
                        score: 0.2,
                    },
                ],
            })
            .collect()
    }

    const LINE1: &str = "P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<";
    const LINE2: &str = "L898902C36UTO7408122F1204159ZE184226B<<<<<10";

    fn read(second: &str, doubt: (usize, u8, u8, f32)) -> Vec<String> {
        let mut lines = vec![LINE1.to_owned(), second.to_owned()];
        let mut candidates = vec![ranked(LINE1, None), ranked(second, Some(doubt))];
        choose(&mut lines, &mut candidates);
        assert_eq!(candidates[1][doubt.0][0].c, lines[1].as_bytes()[doubt.0]);
        lines
    }

    #[test]
    fn a_close_second_guess_that_makes_every_digit_right_is_taken() {
        // The 8 of the document number read as B, its 8 a close second.
        let misread = LINE2.replacen("L898", "LB98", 1);
        assert_eq!(read(&misread, (1, b'B', b'8', 0.05))[1], LINE2);
    }

    #[test]
    fn a_distant_second_guess_is_not_taken_and_a_misprint_reads_as_printed() {
        let misread = LINE2.replacen("L898", "LB98", 1);
        assert_eq!(read(&misread, (1, b'B', b'8', 0.3))[1], misread);
        // A check digit printed wrong and read clearly: the right one matches far worse.
        let misprint = LINE2.replacen("C36", "C37", 1);
        assert_eq!(read(&misprint, (9, b'7', b'6', 0.3))[1], misprint);
    }
}
