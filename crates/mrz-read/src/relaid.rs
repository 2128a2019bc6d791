//! A line laid again along its print: each character's place chosen where the glyphs match
//! best, a pitch or so from the last (a little more or less, as perspective bends it), the whole
//! line's best path at once. The pieces of ink place a line's cells from one end; where heavy
//! print ran together or a shadow broke it, they may drift a pitch or two off their print by
//! the other end, and every cell there then reads its neighbour's halves.

use crate::sample::Cell;
use crate::templates::Templates;
use crate::window::window;
use mrz_render::Gray;

/// Places tried per pitch of the line as it was laid.
const STEPS: usize = 8;

/// How far, in pitches, a place may move from where the line was laid.
pub(crate) const REACH: f32 = 2.5;

/// What a step a little longer or shorter than the line's own pitch costs, so that a run of
/// fillers, which match alike wherever their places fall, keeps the pitch the line was laid at
/// (0, 0.02 and 0.05 read the same harsh zones on seeds 1 and 2).
const BEND: f32 = 0.02;

/// The cell at `u` characters along `line` (fractional, and beyond either end), shaped as its
/// nearest cell. `line` holds at least two cells.
fn at(line: &[Cell], u: f32) -> Cell {
    let n = line.len();
    let i = (u.floor().max(0.0) as usize).min(n.saturating_sub(2));
    let (a, b) = (line[i], line[(i + 1).min(n - 1)]);
    let t = u - i as f32;
    let nearest = line[(u.round().max(0.0) as usize).min(n - 1)];
    Cell {
        centre: [
            a.centre[0] + t * (b.centre[0] - a.centre[0]),
            a.centre[1] + t * (b.centre[1] - a.centre[1]),
        ],
        ..nearest
    }
}

/// `line`'s cells laid again where the glyphs match best along it.
pub fn relaid(image: &Gray, templates: &Templates, line: &[Cell]) -> Vec<Cell> {
    let n = line.len();
    if n < 3 {
        return line.to_vec();
    }
    let reach = (REACH * STEPS as f32) as usize;
    let places = (n - 1) * STEPS + 2 * reach + 1;
    let u = |m: usize| (m as f32 - reach as f32) / STEPS as f32;
    let scores: Vec<f32> = (0..places)
        .map(|m| templates.best(&window(image, &at(line, u(m))).at(0, 0)))
        .collect();
    // best[k][m]: the best sum of matches of the first k + 1 characters, the k-th at place m;
    // from[k][m] where the one before it lay.
    let mut best = vec![vec![f32::MIN; places]; n];
    let mut from = vec![vec![0usize; places]; n];
    // The places the k-th character may take.
    let reachable = |k: usize| k * STEPS..=k * STEPS + 2 * reach;
    for m in reachable(0) {
        best[0][m] = scores[m];
    }
    for k in 1..n {
        for m in reachable(k) {
            for step in [STEPS - 1, STEPS, STEPS + 1] {
                let Some(p) = m.checked_sub(step) else {
                    continue;
                };
                if best[k - 1][p] == f32::MIN {
                    continue;
                }
                let cost = if step == STEPS { 0.0 } else { BEND };
                let total = best[k - 1][p] + scores[m] - cost;
                if total > best[k][m] {
                    best[k][m] = total;
                    from[k][m] = p;
                }
            }
        }
    }
    let mut m = (0..places)
        .max_by(|&a, &b| best[n - 1][a].total_cmp(&best[n - 1][b]))
        .unwrap_or(0);
    let mut placed = vec![0usize; n];
    for k in (0..n).rev() {
        placed[k] = m;
        m = from[k][m];
    }
    // Only a line of which some place moved half a pitch or more is laid again: where every
    // place moved less, each cell's own search and the line's row find it as well.
    let strayed = placed
        .iter()
        .enumerate()
        .any(|(k, &m)| m.abs_diff(k * STEPS + reach) >= STEPS / 2);
    if !strayed {
        return line.to_vec();
    }
    placed.iter().map(|&m| at(line, u(m))).collect()
}

/// The box around a zone's cells, a cell's height (`margin`) wider each way (room for the
/// cells' shifts and margins) and `REACH` and a cell more along each line's ends (room for a
/// line laid again, [`relaid`]), in the pixels of the picture shrunk `k` times: the area a
/// zone's picture is shrunk or evened within.
pub(crate) fn around(cells: &[Vec<Cell>], margin: f32, k: usize) -> [usize; 4] {
    let beyond = REACH + 1.0;
    let ends = cells.iter().flat_map(|l| {
        let first = l.first().map(|c| c.moved(-beyond, 0.0));
        first
            .into_iter()
            .chain(l.last().map(|c| c.moved(beyond, 0.0)))
    });
    let (mut lo, mut hi) = ([f32::MAX; 2], [f32::MIN; 2]);
    for corner in cells
        .iter()
        .flatten()
        .copied()
        .chain(ends)
        .flat_map(|c| c.corners())
    {
        for axis in 0..2 {
            lo[axis] = lo[axis].min(corner[axis] - margin);
            hi[axis] = hi[axis].max(corner[axis] + margin);
        }
    }
    let k = k as f32;
    let at = |v: f32| (v / k).max(0.0) as usize;
    [at(lo[0]), at(lo[1]), at(hi[0]) + 1, at(hi[1]) + 1]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::regrid::read_line;
    use crate::specimen::{drawn, first_guesses, laid_off, printed, LINES};

    /// A line laid 1.8 pitches off its print at its start and on it at its end, as the finder
    /// laid a harsh card's first line (`I<IDNDG40089152` read `<LDND<A<PFL9152`, its first cell
    /// two pitches right of its I): laid again, each cell is where its character was printed,
    /// and the line reads.
    #[test]
    fn a_line_laid_off_its_print_from_one_end_is_laid_back_on_it() {
        let (image, reader, reading) = drawn();
        let printed = printed(&reading).swap_remove(1);
        let pitch = printed[0].along[0].hypot(printed[0].along[1]);
        let laid = laid_off(&printed, 1.8, 0.0);
        let (ranked, _) = read_line(&image, &reader.templates, &laid);
        let read = first_guesses(&ranked);
        assert_ne!(read, LINES[1], "laid off its print, the line misreads");
        let again = relaid(&image, &reader.templates, &laid);
        for (a, p) in again.iter().zip(&printed) {
            let off = (a.centre[0] - p.centre[0]).hypot(a.centre[1] - p.centre[1]);
            assert!(off < 0.2 * pitch, "{:?} for {:?}", a.centre, p.centre);
        }
        let (ranked, _) = read_line(&image, &reader.templates, &again);
        assert_eq!(first_guesses(&ranked), LINES[1]);
        assert_eq!(relaid(&image, &reader.templates, &printed), printed);
    }
}
