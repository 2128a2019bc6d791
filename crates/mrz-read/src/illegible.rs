//! A zone seen but not read: when no reading of a picture is a zone, the best of those refused
//! may still be one too blurred, small or faint to read, and saying so tells the person to take
//! the picture again closer and steadier, where "no zone" tells them nothing.

use crate::reading::Reading;
use crate::summary::HARD_TO_READ;
use mrz_core::Format;
use std::cell::RefCell;
use std::fmt;

/// A zone the reader found and could not read (`ReadError::Illegible`).
#[derive(Debug, Clone, PartialEq)]
pub struct Illegible {
    /// The format its lines' count and length give.
    pub format: Format,
    /// Each line's length in characters.
    pub lines: Vec<usize>,
    /// The characters it read under `HARD_TO_READ`, of `characters`.
    pub unclear: usize,
    pub characters: usize,
    /// Where it lies in the picture: corners from its top left, clockwise, in pixels.
    pub quad: [[f32; 2]; 4],
}

impl fmt::Display for Illegible {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let shape = match self.lines.as_slice() {
            [first, rest @ ..] if rest.iter().all(|l| l == first) => {
                format!("{} lines of {first} characters", self.lines.len())
            }
            lines => format!("{} lines", lines.len()),
        };
        write!(
            f,
            "found what looks like a machine-readable zone ({shape}) but could not read it: {} of \
             its {} characters are too blurred, small or faint; a sharper picture, taken closer \
             to the zone in even light, may read",
            self.unclear, self.characters
        )
    }
}

/// A refused reading is taken for a zone seen when its mean match is at least this, at least
/// `CLEAR_FILLERS` of its characters are fillers read clearly and at least `CLEAR_OTHERS` are
/// other characters read clearly: a zone's fillers stay plain under blur where its letters
/// do not, and a striped desk or a guilloche read as a zone is fillers alone. Measured
/// (2026-12-02, seed 1, 500 a preset): of the 142 harsh pictures where the zone printed is not
/// read, 61 are told illegible; of 1,536 pictures with no zone (the harsh, photo and web sets
/// with their zones blurred out by their labels' quads, and the 36 real development pictures
/// with theirs blurred out where the reader put them), none. At 0.3 one real picture's printed
/// text was told illegible (a card's small print read as 2 lines of 36), at `CLEAR_FILLERS`
/// 0.1 the same one; the photos' striped desks read as zones of fillers up to 0.51.
const LEAST_SCORE: f32 = 0.35;
const CLEAR_FILLERS: f32 = 0.12;
const CLEAR_OTHERS: f32 = 0.05;

/// `r` as a zone seen but not read, if it is one: of two or three lines (a single line's shape
/// is too common in a page's print to tell).
fn seen(r: &Reading) -> Option<Illegible> {
    let scores = r.confidence().concat();
    let characters = scores.len();
    if r.lines.len() < 2 || characters == 0 || r.score() < LEAST_SCORE {
        return None;
    }
    // The reader's lines hold its alphabet alone: a byte a character.
    let text = r.lines.concat();
    let clear: Vec<u8> = (text.bytes().zip(&scores))
        .filter(|&(_, &c)| c >= HARD_TO_READ as f32)
        .map(|(b, _)| b)
        .collect();
    let fillers = clear.iter().filter(|&&b| b == b'<').count();
    let others = clear.len() - fillers;
    let share = |n: usize| n as f32 / characters as f32;
    (share(fillers) >= CLEAR_FILLERS && share(others) >= CLEAR_OTHERS).then(|| Illegible {
        format: r.format,
        lines: r.lines.iter().map(String::len).collect(),
        unclear: characters - fillers - others,
        characters,
        quad: r.quad,
    })
}

/// The best zone seen among the readings refused while a picture is read.
#[derive(Default)]
pub(crate) struct Seen(RefCell<Option<(f32, Illegible)>>);

impl Seen {
    /// `r`, refused as a zone, kept if it is a zone seen and matches better than any before.
    pub(crate) fn offer(&self, r: &Reading) {
        let Some(zone) = seen(r) else { return };
        let score = r.score();
        let mut best = self.0.borrow_mut();
        if best.as_ref().is_none_or(|(s, _)| score > *s) {
            *best = Some((score, zone));
        }
    }

    pub(crate) fn best(self) -> Option<Illegible> {
        self.0.into_inner().map(|(_, zone)| zone)
    }
}
