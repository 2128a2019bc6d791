//! Each character matched where its cell fits best: a few tenths of a pitch either way, as a
//! picture's pitch is seldom a whole number of pixels and a glyph sits a little off its place.

use crate::sample::{cut, Cell};
use crate::templates::{Candidate, Templates};
use mrz_render::Gray;

/// Shifts tried, in shares of a cell's width and height.
const ALONG: [f32; 5] = [-0.12, -0.06, 0.0, 0.06, 0.12];
const ACROSS: [f32; 3] = [-0.08, 0.0, 0.08];

/// How many of the characters that match best where the cell was put are tried at the other
/// shifts: the right one is among them, and trying all 37 at each shift costs seven times as
/// much.
const SHORTLIST: usize = 5;

/// The character in `cell`: every candidate, best first, and the cell moved to where it
/// matched best.
pub fn recognize(image: &Gray, templates: &Templates, cell: &Cell) -> (Vec<Candidate>, Cell) {
    let first = templates.rank(&cut(image, cell));
    let shortlist: Vec<u8> = first.iter().take(SHORTLIST).map(|c| c.c).collect();
    let mut best = (first[0].score, *cell);
    for dv in ACROSS {
        for du in ALONG {
            if (du, dv) == (0.0, 0.0) {
                continue;
            }
            let moved = cell.moved(du, dv);
            let score = templates.best_of(&cut(image, &moved), &shortlist);
            if score > best.0 {
                best = (score, moved);
            }
        }
    }
    if best.1 == *cell {
        return (first, best.1);
    }
    (templates.rank(&cut(image, &best.1)), best.1)
}

/// How well a few of `cells` match, each at its best of three shifts: to tell which way up a
/// zone is and how tall its cells are before reading all of it.
pub fn glance(image: &Gray, templates: &Templates, cells: &[Cell]) -> f32 {
    let step = (cells.len() / 10).max(1);
    let picked: Vec<&Cell> = cells.iter().skip(step / 2).step_by(step).collect();
    let total: f32 = picked
        .iter()
        .map(|c| {
            [-0.1, 0.0, 0.1]
                .iter()
                .map(|&du| templates.best(&cut(image, &c.moved(du, 0.0))))
                .fold(f32::MIN, f32::max)
        })
        .sum();
    total / picked.len().max(1) as f32
}
