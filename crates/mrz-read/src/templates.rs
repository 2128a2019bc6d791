//! The 37 characters as the reader compares them: each glyph of the project's OCR-B drawn in a
//! cell one pitch wide and one line's ink tall, then made zero-mean and unit-length, so that a
//! cell's match is a correlation that ignores contrast and brightness.

use crate::avx2::avx2_or_plain;
use crate::soften::soften;
use mrz_render::{advance, ink_extent, rasterize, CHARSET};

/// A cell's size in the templates' pixels: tall enough for the strokes of `<` and `M` to
/// differ, small enough that a zone of 132 cells matches in well under a millisecond.
pub const CELL_W: usize = 16;
pub const CELL_H: usize = 24;

/// A place whose best guess matched below this is no clear ink (a clear glyph matches at 0.9 or
/// more): there the layout's rules may choose further than a near tie (the check digits, the
/// list of countries, a document code's first letter). Clear ink is never overruled.
pub const UNCLEAR: f32 = 0.7;

/// Whether the best of `ranked` (whatever a prior has put first) matched below `UNCLEAR`.
pub fn unclear(ranked: &[Candidate]) -> bool {
    ranked.iter().map(|c| c.score).fold(f32::MIN, f32::max) < UNCLEAR
}

/// A character and how well a cell matches it, from -1 to 1.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Candidate {
    pub c: u8,
    pub score: f32,
}

pub struct Templates {
    pub(crate) cells: Vec<[f32; CELL_W * CELL_H]>,
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
        Templates::for_height(CELL_H as f32, 0.0)
    }

    /// Drawn as a zone whose line of ink is `height` picture pixels tall shows them: at that
    /// size, softened by a blur of `sigma` picture pixels, then enlarged to the cell as a cut
    /// enlarges the picture. A capital eight pixels tall is a few blotches, and an E then
    /// matches a sharp F as well as a sharp E; drawn as small, it matches its own glyph.
    pub fn for_height(height: f32, sigma: f32) -> Templates {
        Templates::for_height_blurs(height, &[sigma]).remove(0)
    }

    /// [`Templates::for_height`] for each blur of `sigmas`, the glyphs drawn once.
    pub fn for_height_blurs(height: f32, sigmas: &[f32]) -> Vec<Templates> {
        let (up, down) = ink_extent(1.0);
        let size = height / (up + down);
        let (top, pitch) = (up * size, advance(size));
        let glyphs: Vec<_> = CHARSET.iter().map(|&c| rasterize(c, size)).collect();
        sigmas
            .iter()
            .map(|&sigma| Templates {
                cells: glyphs
                    .iter()
                    .map(|g| soften(g, sigma, [top, pitch, height]))
                    .collect(),
            })
            .collect()
    }

    /// The best correlation of any character with `cell`: for searching where a cell lies.
    pub fn best(&self, cell: &[f32; CELL_W * CELL_H]) -> f32 {
        avx2_or_plain(
            #[inline(always)]
            || {
                self.cells
                    .iter()
                    .map(|t| dot(t, cell))
                    .fold(f32::MIN, f32::max)
            },
        )
    }

    /// The glyphs of the characters in `chars`, as matched.
    pub fn of(&self, chars: &[u8]) -> Vec<&[f32; CELL_W * CELL_H]> {
        chars
            .iter()
            .filter_map(|&c| CHARSET.iter().position(|&k| k == c))
            .map(|i| &self.cells[i])
            .collect()
    }

    /// Every character's correlation with `cell` (ink high, as the templates hold it, already
    /// normalized), best first.
    pub fn rank(&self, cell: &[f32; CELL_W * CELL_H]) -> Vec<Candidate> {
        let mut all: Vec<Candidate> = avx2_or_plain(
            #[inline(always)]
            || {
                CHARSET
                    .iter()
                    .zip(&self.cells)
                    .map(|(&c, t)| Candidate {
                        c,
                        score: dot(t, cell),
                    })
                    .collect()
            },
        );
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

/// A dot product in eight running sums, which the compiler keeps in vector lanes: a template's
/// correlation with a cell, and each of the model's units.
#[inline(always)]
pub fn dot(a: &[f32], b: &[f32]) -> f32 {
    let mut acc = [0.0f32; 8];
    let (ca, cb) = (a.chunks_exact(8), b.chunks_exact(8));
    let tail: f32 = ca
        .remainder()
        .iter()
        .zip(cb.remainder())
        .map(|(x, y)| x * y)
        .sum();
    for (x, y) in ca.zip(cb) {
        for i in 0..8 {
            acc[i] += x[i] * y[i];
        }
    }
    acc.iter().sum::<f32>() + tail
}

#[cfg(test)]
#[path = "templates_tests.rs"]
mod tests;
