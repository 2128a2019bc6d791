//! Each character matched where its cell fits best: a few tenths of a pitch either way, as a
//! picture's pitch is seldom a whole number of pixels and a glyph sits a little off its place.

use crate::sample::{window, Cell};
use crate::templates::{Candidate, Templates};
use crate::templates::{CELL_H, CELL_W};
use mrz_render::Gray;

/// Shifts tried, in the templates' grid pixels: an eighth of a cell's width and a twelfth of
/// its height either way.
const ALONG: [i32; 5] = [-2, -1, 0, 1, 2];
const ACROSS: [i32; 5] = [-2, -1, 0, 1, 2];

/// How many of the characters that match best where the cell was put are tried at the other
/// shifts: the right one is among them, and trying all 37 at each shift costs seven times as
/// much.
const SHORTLIST: usize = 5;

/// The character in `cell`: every candidate, best first, and the cell moved to where it
/// matched best.
pub fn recognize(image: &Gray, templates: &Templates, cell: &Cell) -> (Vec<Candidate>, Cell) {
    let w = window(image, cell);
    let first = templates.rank(&w.at(0, 0));
    let shortlist: Vec<u8> = first.iter().take(SHORTLIST).map(|c| c.c).collect();
    let mut best = (first[0].score, (0, 0));
    for dy in ACROSS {
        for dx in ALONG {
            if (dx, dy) == (0, 0) {
                continue;
            }
            let score = templates.best_of(&w.at(dx, dy), &shortlist);
            if score > best.0 {
                best = (score, (dx, dy));
            }
        }
    }
    let (dx, dy) = best.1;
    if (dx, dy) == (0, 0) {
        return (first, *cell);
    }
    let moved = cell.moved(dx as f32 / CELL_W as f32, dy as f32 / CELL_H as f32);
    (templates.rank(&w.at(dx, dy)), moved)
}

/// How well a few of `cells` match, each at its best of three shifts: to tell which way up a
/// zone is and how tall its cells are before reading all of it.
pub fn glance(image: &Gray, templates: &Templates, cells: &[Cell]) -> f32 {
    let step = (cells.len() / 10).max(1);
    let picked: Vec<&Cell> = cells.iter().skip(step / 2).step_by(step).collect();
    let total: f32 = picked
        .iter()
        .map(|c| {
            let w = window(image, c);
            [-1, 0, 1]
                .iter()
                .map(|&dx| templates.best(&w.at(dx, 0)))
                .fold(f32::MIN, f32::max)
        })
        .sum();
    total / picked.len().max(1) as f32
}
