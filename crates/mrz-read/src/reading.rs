//! What a reading gives, and how the characters matched become lines: each place held to what
//! its field allows, then the check digits let close second guesses in.

use crate::illegible::Illegible;
use crate::priors::code_letter;
use crate::sample::{median_height, Cell};
use crate::settle::settled;
use crate::templates::Candidate;
use crate::window::Window;
use mrz_core::{decode, Format};
use std::fmt;

/// What was read: the lines, each character's candidates (best first) and cell, and the
/// format the line count and length give.
#[derive(Debug, Clone)]
pub struct Reading {
    pub format: Format,
    pub lines: Vec<String>,
    pub candidates: Vec<Vec<Vec<Candidate>>>,
    /// The zone in the picture: corners from the zone's top left, clockwise, in pixels.
    pub quad: [[f32; 2]; 4],
    /// Each character's cell in the picture, line by line: corners from its top left,
    /// clockwise, in pixels (a turned zone's cells are turned with it).
    pub boxes: Vec<Vec<[[f32; 2]; 4]>>,
    /// Each character's cell as the model reads it, with its margin (the templates' grid;
    /// `at(0, 0)` is the cell where it was matched, zero mean, unit length), line by line:
    /// what `mrz train` learns from, cut by the reader with its templates alone. The reader
    /// with its model cuts a zone read at the picture's own size from it evened out
    /// (`evened.rs`), though the templates matched its own pixels.
    pub cells: Vec<Vec<Window>>,
    /// How many times smaller than the picture read the picture `cells` were cut from: 1 for
    /// the picture itself, more for a large zone's (see `read_zone_as_laid`). `mrz train`
    /// cuts its cells afresh only where the reader cut them from the picture itself.
    pub shrunk: f32,
    /// Read with a line laid again along its print (`relaid.rs`): it does not end the search
    /// through the picture's looks by itself, and a mirrored zone is looked for beside it as
    /// beside a zone read unclearly, or invalid but not as printed (`Reader::look_at`).
    pub(crate) relaid: bool,
}

impl Reading {
    /// Each character's score, from -1 to 1: how closely its cell matched the glyph read.
    pub fn confidence(&self) -> Vec<Vec<f32>> {
        self.candidates
            .iter()
            .map(|l| l.iter().map(|c| c[0].score).collect())
            .collect()
    }

    /// The mean of every character's score.
    pub fn score(&self) -> f32 {
        let all: Vec<f32> = self.confidence().concat();
        all.iter().sum::<f32>() / all.len().max(1) as f32
    }

    /// Whether the lines read decode with every check digit right.
    pub fn valid(&self) -> bool {
        decode(&self.lines).is_ok_and(|d| d.valid)
    }
}

#[derive(Debug, Clone, PartialEq)]
pub enum ReadError {
    /// The picture has no pixels.
    Empty,
    /// Nothing in the picture looks like a zone: no two or three long lines of evenly spaced
    /// characters.
    NoZone,
    /// A zone was found, its fillers plain, but too few of its other characters could be read:
    /// too blurred, small or faint.
    Illegible(Illegible),
}

impl fmt::Display for ReadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReadError::Empty => write!(f, "the picture has no pixels"),
            ReadError::NoZone => write!(
                f,
                "found no machine-readable zone: no two or three long lines of evenly spaced characters"
            ),
            ReadError::Illegible(zone) => zone.fmt(f),
        }
    }
}

impl std::error::Error for ReadError {}

/// Cells shorter than this, in pixels, cannot tell O from 0 (a 0 reaches a fifteenth higher
/// and lower than an O: a pixel and more in a zone whose cells are 20 pixels tall).
const TWINS_BELOW: f32 = 20.0;

/// The zone's corners from its lines' cells: a line as long as the longest gives its own end's
/// corner; a short first or last line (the Swiss licence's) reaches as far as the longest, its
/// corner the longest line's moved by the lines' offset.
fn quad(boxes: &[Vec<[[f32; 2]; 4]>]) -> [[f32; 2]; 4] {
    let most = boxes.iter().map(Vec::len).max().unwrap_or(0);
    let longest = boxes.iter().position(|l| l.len() == most).unwrap_or(0);
    let far = |line: usize, corner: usize| {
        if boxes[line].len() == most {
            return boxes[line][most - 1][corner];
        }
        let [x, y] = boxes[longest][most - 1][corner];
        // The same side's corner at the lines' start: top left for the top right, and so on.
        let start = if corner == 1 { 0 } else { 3 };
        let (from, to) = (boxes[longest][0][start], boxes[line][0][start]);
        [x + to[0] - from[0], y + to[1] - from[1]]
    };
    let last = boxes.len() - 1;
    [boxes[0][0][0], far(0, 1), far(last, 2), boxes[last][0][3]]
}

/// What the French card's zone begins with, which tells it from a TD2 card's (see
/// `Format::detect`).
const FRENCH_CARD: &[u8] = b"IDFRA";

/// How far behind its first guess a letter may be to spell a format's beginning: the state's
/// letters are settled against the list of countries only once the format is known (a French
/// card's F read first as P at 300 dpi).
const SPELLS_BY: f32 = 0.2;

/// Whether the places `ranked` begin with `word`, each letter its place's first guess or a
/// close second.
fn spells(ranked: &[Vec<Candidate>], word: &[u8]) -> bool {
    ranked.len() >= word.len()
        && ranked.iter().zip(word).all(|(place, &c)| {
            let lead = place[0].score;
            place
                .iter()
                .take(3)
                .any(|g| g.c == c && lead - g.score <= SPELLS_BY)
        })
}

/// The reading of a zone whose characters were matched in `cells`, line by line.
pub fn finish(
    candidates: Vec<Vec<Vec<Candidate>>>,
    cells: &[Vec<Cell>],
    cut: Vec<Vec<Window>>,
    shrunk: f32,
) -> Reading {
    let length = candidates.first().map_or(0, Vec::len);
    // The format from the shape, a visa told by a first letter read as V (or as what the
    // layout's letters make of it).
    let widths: Vec<usize> = candidates.iter().map(Vec::len).collect();
    let first = candidates.first().map_or(&[][..], Vec::as_slice);
    let mut start: Vec<u8> = first.iter().map(|c| c[0].c).collect();
    if let Some(letter) = start.first_mut() {
        *letter = code_letter(&candidates, length);
    }
    if spells(first, FRENCH_CARD) {
        start[..FRENCH_CARD.len()].copy_from_slice(FRENCH_CARD);
    }
    let format = Format::detect(&widths, &start).unwrap_or(Format::Td3);
    let twins = median_height(cells) < TWINS_BELOW;
    let (format, lines, candidates) = settled(format, &widths, &start, candidates, twins);
    let boxes: Vec<Vec<[[f32; 2]; 4]>> = cells
        .iter()
        .map(|l| l.iter().map(Cell::corners).collect())
        .collect();
    let quad = quad(&boxes);
    Reading {
        format,
        lines,
        candidates,
        quad,
        boxes,
        cells: cut,
        shrunk,
        relaid: false,
    }
}
