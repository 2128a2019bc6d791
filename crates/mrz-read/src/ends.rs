//! A line's ends set back on their ink. The finder lays a line along the pieces of ink it
//! chained; when that line runs a degree or two off the print, a long line's first or last
//! cells sit a third of their height above or below their characters, beyond each cell's own
//! search, and the row the well-matched cells make (`regrid.rs`) carries the error on. Seen on
//! a real passport turned 7 and 30 degrees, its `P<LUX` read `P<<<<` (`100_pass-lux`), and on
//! another recompressed at JPEG quality 20. So an end that matches poorly is read again moved
//! across its line as a whole, and kept where it matches clearly better: printed characters
//! move together, and one cell's chance match at another height cannot move it alone.

use crate::recognize::recognize;
use crate::sample::Cell;
use crate::templates::{Candidate, Templates};
use mrz_render::Gray;

/// Cells at each end moved together. Measured on the real development pictures' copies (31
/// ways, 1,085 pictures): 8 read 931, 6 read 930 and 12 929 (928 before).
const END: usize = 8;

/// An end whose cells match worse than this on average is tried moved: a well-read end is
/// never moved, and most of a clear zone's ends cost nothing.
const POOR: f32 = 0.75;

/// Shares of a cell's height the end is moved across its line (so far as a third: a line's
/// neighbour is two heights away). As far as 0.4 or 0.45 read the same.
const ACROSS: [f32; 4] = [-0.3, -0.15, 0.15, 0.3];

/// How much better the end's mean match must be to be kept moved.
const BETTER_BY: f32 = 0.05;

fn mean(ranked: &[Vec<Candidate>]) -> f32 {
    ranked.iter().map(|r| r[0].score).sum::<f32>() / ranked.len().max(1) as f32
}

/// Each end of `line` (as found) that `ranked` and `at` (its cells read where they matched
/// best) read poorly, read again moved across the line, and replaced where it reads clearly
/// better.
pub fn set_back_ends(
    image: &Gray,
    templates: &Templates,
    line: &[Cell],
    ranked: &mut [Vec<Candidate>],
    at: &mut [Cell],
) {
    let n = line.len();
    if n < 2 * END {
        return;
    }
    for end in [0..END, n - END..n] {
        if let Some((moved, cells)) =
            moved_end(image, templates, &line[end.clone()], &ranked[end.clone()])
        {
            ranked[end.clone()].clone_from_slice(&moved);
            at[end].copy_from_slice(&cells);
        }
    }
}

/// A line's end, its `cells` as found, read at the best of the moves that reads clearly better
/// than `ranked` (as the cells read where they matched best); None when it reads well or no
/// move helps.
fn moved_end(
    image: &Gray,
    templates: &Templates,
    cells: &[Cell],
    ranked: &[Vec<Candidate>],
) -> Option<(Vec<Vec<Candidate>>, Vec<Cell>)> {
    let now = mean(ranked);
    if now >= POOR {
        return None;
    }
    let mut best: Option<(f32, Vec<Vec<Candidate>>, Vec<Cell>)> = None;
    for dv in ACROSS {
        let (read, at): (Vec<_>, Vec<_>) = cells
            .iter()
            .map(|c| recognize(image, templates, &c.moved(0.0, dv)))
            .unzip();
        let score = mean(&read);
        if score >= now + BETTER_BY && best.as_ref().is_none_or(|b| score > b.0) {
            best = Some((score, read, at));
        }
    }
    best.map(|(_, read, at)| (read, at))
}

#[cfg(test)]
mod tests {
    use crate::regrid::read_line;
    use crate::specimen::{drawn, first_guesses, laid_off, printed, LINES};

    /// A line laid a little steeper than it is printed, as the finder laid the real
    /// `100_pass-lux` turned 7 degrees: its first cells a third of their height below their
    /// print, the last where the print is.
    #[test]
    fn an_end_laid_below_its_print_is_read_where_it_was_printed() {
        let (image, reader, reading) = drawn();
        let laid = laid_off(&printed(&reading)[0], 0.0, 0.34);
        let (ranked, _) = read_line(&image, &reader.templates, &laid);
        assert_eq!(first_guesses(&ranked), LINES[0]);
    }
}
