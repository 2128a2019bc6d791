//! Each character matched where its cell fits best: a few tenths of a pitch either way, as a
//! picture's pitch is seldom a whole number of pixels and a glyph sits a little off its place.

use crate::sample::Cell;
use crate::templates::{Candidate, Templates};
use crate::templates::{CELL_H, CELL_W};
use crate::window::{window, Window};
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
    let glyphs = templates.of(&shortlist);
    let sums = w.sums();
    let mut best = (first[0].score, (0, 0));
    for dy in ACROSS {
        for dx in ALONG {
            if (dx, dy) == (0, 0) {
                continue;
            }
            let score = w.best_at(&sums, dx, dy, &glyphs);
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
    glance_at(templates, &glanced(image, cells))
}

/// How well all of `cells` match, each at its best of three shifts: to tell which of two ways
/// to lay a line lies on its print. Upright, before which way up the zone is has been told:
/// scored the way round each matches best instead (turned, mirrored), a wrong layout's flipped
/// glyphs once matched better (a harsh zone and a copy fewer).
pub fn matched(image: &Gray, templates: &Templates, cells: &[Cell]) -> f32 {
    let windows: Vec<Window> = cells.iter().map(|c| window(image, c)).collect();
    glance_at(templates, &windows)
}

/// The windows of the few of `cells` a glance matches.
pub fn glanced(image: &Gray, cells: &[Cell]) -> Vec<Window> {
    let step = (cells.len() / 10).max(1);
    cells
        .iter()
        .skip(step / 2)
        .step_by(step)
        .map(|c| window(image, c))
        .collect()
}

/// [`glance`] at the windows [`glanced`] cut: one cut for every set of templates tried.
pub fn glance_at(templates: &Templates, windows: &[Window]) -> f32 {
    let total: f32 = windows
        .iter()
        .map(|w| {
            [-1, 0, 1]
                .iter()
                .map(|&dx| templates.best(&w.at(dx, 0)))
                .fold(f32::MIN, f32::max)
        })
        .sum();
    total / windows.len().max(1) as f32
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::templates::dot;

    #[test]
    fn a_cell_moved_matches_as_the_moved_cell_cut_again_does() {
        let image = Gray {
            width: 40,
            height: 40,
            pixels: (0..1600).map(|i| ((i * 7919) % 251) as u8).collect(),
        };
        let cell = Cell {
            centre: [20.3, 19.6],
            along: [14.0, 1.5],
            across: [-2.0, 21.0],
        };
        let w = window(&image, &cell);
        let templates = Templates::new();
        let glyphs = templates.of(b"A0<X");
        assert_eq!(glyphs.len(), 4);
        for (dx, dy) in [(0, 0), (-2, 1), (2, -2), (1, 2)] {
            let moved = w.at(dx, dy);
            let want = glyphs
                .iter()
                .map(|g| dot(*g, &moved))
                .fold(f32::MIN, f32::max);
            let got = w.best_at(&w.sums(), dx, dy, &glyphs);
            assert!((got - want).abs() < 1e-4, "({dx}, {dy}): {got} for {want}");
        }
        let blank = window(
            &Gray {
                pixels: vec![200; 1600],
                ..image
            },
            &cell,
        );
        assert!(blank.best_at(&blank.sums(), 1, 1, &glyphs).abs() < 1e-3);
    }
}
