//! The 37 characters as the reader compares them: each glyph of the project's OCR-B drawn in a
//! cell one pitch wide and one line's ink tall, then made zero-mean and unit-length, so that a
//! cell's match is a correlation that ignores contrast and brightness.

use mrz_render::{advance, ink_extent, rasterize, CHARSET};

/// A cell's size in the templates' pixels: tall enough for the strokes of `<` and `M` to
/// differ, small enough that a zone of 132 cells matches in well under a millisecond.
pub const CELL_W: usize = 16;
pub const CELL_H: usize = 24;

/// A character and how well a cell matches it, from -1 to 1.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Candidate {
    pub c: u8,
    pub score: f32,
}

pub struct Templates {
    cells: Vec<[f32; CELL_W * CELL_H]>,
}

impl Default for Templates {
    fn default() -> Templates {
        Templates::new()
    }
}

impl Templates {
    /// Drawn at the size whose line of ink is `CELL_H` pixels tall; the pitch is then scaled
    /// to `CELL_W`, as a cell cut from a picture is.
    pub fn new() -> Templates {
        let (up, down) = ink_extent(1.0);
        let size = CELL_H as f32 / (up + down);
        let (top, pitch) = (up * size, advance(size));
        let cells = CHARSET
            .iter()
            .map(|&c| {
                let g = rasterize(c, size);
                let mut cell = [0.0; CELL_W * CELL_H];
                for y in 0..CELL_H {
                    for x in 0..CELL_W {
                        // The glyph's pixel under this cell pixel's centre.
                        let gx = ((x as f32 + 0.5) * pitch / CELL_W as f32).floor() as i32 - g.left;
                        let gy = y as i32 - (g.top + top.round() as i32);
                        if (0..g.width as i32).contains(&gx) && (0..g.height as i32).contains(&gy) {
                            cell[y * CELL_W + x] =
                                f32::from(g.alpha[gy as usize * g.width + gx as usize]);
                        }
                    }
                }
                normalize(&mut cell);
                cell
            })
            .collect();
        Templates { cells }
    }

    /// Every character's correlation with `cell` (ink high, as the templates hold it, already
    /// normalized), best first.
    pub fn rank(&self, cell: &[f32; CELL_W * CELL_H]) -> Vec<Candidate> {
        let mut all: Vec<Candidate> = CHARSET
            .iter()
            .zip(&self.cells)
            .map(|(&c, t)| Candidate {
                c,
                score: t.iter().zip(cell).map(|(a, b)| a * b).sum(),
            })
            .collect();
        all.sort_by(|a, b| b.score.total_cmp(&a.score));
        all
    }
}

/// Zero mean, unit length (a blank cell stays all zero).
pub fn normalize(cell: &mut [f32]) {
    let mean = cell.iter().sum::<f32>() / cell.len() as f32;
    cell.iter_mut().for_each(|v| *v -= mean);
    let norm = cell.iter().map(|v| v * v).sum::<f32>().sqrt();
    if norm > 1e-6 {
        cell.iter_mut().for_each(|v| *v /= norm);
    }
}
