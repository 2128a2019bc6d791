//! A line's cells put back on one smooth row. The pieces of ink place most cells well, but a
//! stretch of a line can come out a few tenths of a pitch off, more than a cell's own search
//! reaches, and every cell there then matches poorly. Printing keeps one pitch, bent at most
//! by perspective: the cells that matched well say where that row lies, and the others are
//! read again there.

use crate::ends::set_back_ends;
use crate::fit::{fit, fit_perspective, parabola_at, perspective_at, Points};
use crate::recognize::recognize;
use crate::sample::Cell;
use crate::templates::{Candidate, Templates};
use mrz_render::Gray;

/// A match at least this good places its cell.
const WELL: f32 = 0.8;

/// Cells farther than this share of a pitch from the row are read again there.
const OFF: f32 = 0.1;

/// Every character of a line: its candidates, best first, and its cell: on the row the
/// well-matched cells make, or where it matched best when too few matched well to say.
pub fn read_line(
    image: &Gray,
    templates: &Templates,
    line: &[Cell],
) -> (Vec<Vec<Candidate>>, Vec<Cell>) {
    let (mut ranked, mut at): (Vec<Vec<Candidate>>, Vec<Cell>) =
        line.iter().map(|c| recognize(image, templates, c)).unzip();
    set_back_ends(image, templates, line, &mut ranked, &mut at);
    let scores: Vec<f32> = ranked.iter().map(|r| r[0].score).collect();
    let Some(row) = row(&at, &scores) else {
        return (ranked, at);
    };
    for (i, &centre) in row.iter().enumerate() {
        let pitch = at[i].along[0].hypot(at[i].along[1]);
        let off = (centre[0] - at[i].centre[0]).hypot(centre[1] - at[i].centre[1]);
        if scores[i] >= WELL && off <= OFF * pitch {
            continue;
        }
        let (again, _) = recognize(image, templates, &Cell { centre, ..at[i] });
        if again[0].score > scores[i] {
            ranked[i] = again;
        }
    }
    // Each cell where the row puts it: the best guess of where its character was printed,
    // finer than a shift of whole grid pixels, and a line's boxes in one straight row.
    for (cell, centre) in at.iter_mut().zip(row) {
        cell.centre = centre;
    }
    (ranked, at)
}

/// Where each of `cells` lies on the row through those that matched well: a straight line
/// (perspective keeps lines straight; a bent page bends them a little) along which the place
/// follows perspective's curve in the character's number (it bends the pitch). Fitted twice,
/// the second time without the cells the first left more than a third of a pitch away (a cell
/// a whole character off matches its neighbour well). None when too few matched well to say.
fn row(cells: &[Cell], scores: &[f32]) -> Option<Vec<[f32; 2]>> {
    let n = cells.len();
    let enough = (n / 4).max(6);
    let good: Vec<usize> = (0..n).filter(|&i| scores[i] >= WELL).collect();
    if good.len() < enough {
        return None;
    }
    let mid = &cells[n / 2];
    let len = mid.along[0].hypot(mid.along[1]);
    // Square to the line, not along a leaning cell's height (shear.rs): the two parts of a
    // centre must be at right angles to put it back together.
    let (along, across) = (mid.along.map(|v| v / len), mid.normal());
    // Each centre as (along, across) the line.
    let uv = |p: [f32; 2]| {
        [
            p[0] * along[0] + p[1] * along[1],
            p[0] * across[0] + p[1] * across[1],
        ]
    };
    let curve = good.len() >= 12;
    let through = |idx: &[usize]| -> Option<[[f32; 3]; 2]> {
        let (mut us, mut vs) = (Points::default(), Points::default());
        for &i in idx {
            let [u, v] = uv(cells[i].centre);
            us.add(i as f32, u, 1.0);
            vs.add(i as f32, v, 1.0);
        }
        let u = if curve {
            fit_perspective(&us)?
        } else {
            fit(&us, false)?
        };
        // A page bent near a booklet's spine bends its lines: across, a parabola where it
        // fits the cells clearly better than a straight line.
        let straight = fit(&vs, false)?;
        let v = match fit(&vs, true).filter(|_| curve) {
            Some(bent) if vs.clearly_curved(|k| parabola_at(&bent, k), &straight) => bent,
            _ => straight,
        };
        Some([u, v])
    };
    let at = |f: &[[f32; 3]; 2], k: f32| {
        let u = perspective_at(&f[0], k);
        let v = parabola_at(&f[1], k);
        [u * along[0] + v * across[0], u * along[1] + v * across[1]]
    };
    let first = through(&good)?;
    let kept: Vec<usize> = good
        .into_iter()
        .filter(|&i| {
            let p = at(&first, i as f32);
            let c = cells[i].centre;
            (p[0] - c[0]).hypot(p[1] - c[1]) < len / 3.0
        })
        .collect();
    if kept.len() < enough {
        return None;
    }
    let second = through(&kept)?;
    Some((0..n).map(|k| at(&second, k as f32)).collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_row_of_leaning_cells_is_found_where_they_lie() {
        for lean in [0.0, 3.0, -6.0] {
            let cells: Vec<Cell> = (0..44)
                .map(|i| Cell {
                    centre: [100.0 + 10.0 * i as f32, 200.0],
                    along: [10.0, 0.0],
                    across: [lean, 12.0],
                })
                .collect();
            let row = row(&cells, &[0.9; 44]).expect("every cell matched well");
            for (at, cell) in row.iter().zip(&cells) {
                let off = (at[0] - cell.centre[0]).hypot(at[1] - cell.centre[1]);
                assert!(off < 1e-2, "lean {lean}: {at:?} for {:?}", cell.centre);
            }
        }
    }

    #[test]
    fn a_bent_row_and_a_foreshortened_one_are_followed() {
        // A page bent near the spine: the line sags by 8 px in its middle; and a line whose
        // pitch grows from 8 to 14 px along it, as a tilted card's does.
        let bent: Vec<Cell> = (0..44)
            .map(|i| {
                let k = i as f32 - 21.5;
                Cell {
                    centre: [100.0 + 10.0 * i as f32, 200.0 + 8.0 - 8.0 * k * k / 462.25],
                    along: [10.0, 0.0],
                    across: [0.0, 12.0],
                }
            })
            .collect();
        let c = [100.0f32, 8.0, -0.0097];
        let tilted: Vec<Cell> = (0..44)
            .map(|i| Cell {
                centre: [perspective_at(&c, i as f32), 200.0],
                along: [10.0, 0.0],
                across: [0.0, 12.0],
            })
            .collect();
        for cells in [bent, tilted] {
            let row = row(&cells, &[0.9; 44]).expect("every cell matched well");
            for (at, cell) in row.iter().zip(&cells) {
                let off = (at[0] - cell.centre[0]).hypot(at[1] - cell.centre[1]);
                assert!(off < 0.2, "{at:?} for {:?}", cell.centre);
            }
        }
    }
}
