//! Cutting a character's cell out of the picture, turned and sized as the zone lies, into the
//! templates' grid: ink high, zero mean, unit length.

use crate::avx2::avx2_or_plain;
use crate::conv::{CONTEXT_X, MODEL_H, MODEL_W};
use crate::cut::cut;
use crate::sample::Cell;
use crate::templates::{normalize, CELL_H, CELL_W};
use mrz_render::Gray;

/// Grid pixels cut beyond a cell on each side, across and along: room to shift it by up to
/// an eighth of its width and a twelfth of its height without cutting again.
pub const PAD_X: usize = 2;
pub const PAD_Y: usize = 2;
pub(crate) const WIN_H: usize = CELL_H + 2 * PAD_Y;
/// A window's width along the line: the cell and its margin, and, for the model, its context
/// beyond that on each side.
const NARROW: usize = CELL_W + 2 * PAD_X;
pub(crate) const WIDE: usize = NARROW + 2 * CONTEXT_X;

/// A cell and a margin around it, in the templates' grid, ink high: the cell at any shift of
/// whole grid pixels within the margin is read from it. A wide window also holds the cell's
/// context along the line, which only the model reads; the search for where a cell lies and
/// the glance cut narrow ones, at little over half the samples (20 grid pixels wide of 36).
#[derive(Debug, Clone)]
pub struct Window {
    ink: [f32; WIDE * WIN_H],
    /// `NARROW` or `WIDE`: the row length in `ink`.
    width: usize,
}

impl Window {
    /// The grid pixel in `ink` of the cell's top left moved `dx` and `dy`, `extra` grid pixels
    /// of context wider each side.
    fn origin(&self, dx: i32, dy: i32, extra: usize) -> (usize, usize) {
        let pad = (self.width - CELL_W) / 2;
        let x = pad as i32 - extra as i32 + dx;
        ((x as usize), (PAD_Y as i32 + dy) as usize)
    }

    /// The `w` grid pixels wide and `CELL_H` tall from (`x0`, `y0`), zero mean and unit length.
    fn cut<const N: usize>(&self, x0: usize, y0: usize, w: usize) -> [f32; N] {
        let mut out = [0.0; N];
        for (y, row) in out.chunks_exact_mut(w).enumerate() {
            row.copy_from_slice(&self.ink[(y0 + y) * self.width + x0..][..w]);
        }
        normalize(&mut out);
        out
    }

    /// The cell moved `dx` grid pixels along and `dy` across, zero mean and unit length.
    pub fn at(&self, dx: i32, dy: i32) -> [f32; CELL_W * CELL_H] {
        let (x0, y0) = self.origin(dx, dy, 0);
        self.cut(x0, y0, CELL_W)
    }

    /// The cell moved `dx` grid pixels along and `dy` across with its context along the line,
    /// zero mean and unit length: what the model reads, from a window cut [`wide_window`].
    pub fn wide(&self, dx: i32, dy: i32) -> [f32; MODEL_W * MODEL_H] {
        assert_eq!(self.width, WIDE, "the model reads wide windows");
        let (x0, y0) = self.origin(dx, dy, CONTEXT_X);
        self.cut(x0, y0, MODEL_W)
    }

    /// The sums of the window's ink and of its squares over every box from its top left, for
    /// [`Window::best_at`].
    pub fn sums(&self) -> Sums {
        let w = self.width + 1;
        let mut sums = Sums {
            ink: [0.0; SUMS],
            squares: [0.0; SUMS],
            width: w,
        };
        for (y, row) in self.ink[..WIN_H * self.width]
            .chunks_exact(self.width)
            .enumerate()
        {
            let (mut ink, mut squares) = (0.0f64, 0.0f64);
            for (x, &v) in row.iter().enumerate() {
                ink += f64::from(v);
                squares += f64::from(v) * f64::from(v);
                let at = (y + 1) * w + x + 1;
                sums.ink[at] = sums.ink[at - w] + ink;
                sums.squares[at] = sums.squares[at - w] + squares;
            }
        }
        sums
    }

    /// The best correlation of `glyphs` with the cell moved `dx` and `dy`, as [`Window::at`]
    /// then a dot product gives it (within rounding), without making the moved cell: the
    /// glyphs are zero mean, so the cell's mean drops out and only its length is needed, which
    /// `sums` (this window's [`Window::sums`]) gives in four lookups. For the search of where a
    /// cell lies, where most of the cost had been moving it.
    pub fn best_at(&self, sums: &Sums, dx: i32, dy: i32, glyphs: &[&[f32; CELL]]) -> f32 {
        let (x0, y0) = self.origin(dx, dy, 0);
        let n = CELL as f64;
        let (sum, squares) = sums.boxed(x0, y0);
        let length = (squares - sum * sum / n).max(0.0).sqrt() as f32;
        // As `normalize` leaves a blank cell: not scaled.
        let scale = if length > 1e-6 { 1.0 / length } else { 1.0 };
        let ink = &self.ink[y0 * self.width + x0..];
        avx2_or_plain(
            #[inline(always)]
            || {
                glyphs
                    .iter()
                    .map(|g| correlate(g, ink, self.width) * scale)
                    .fold(f32::MIN, f32::max)
            },
        )
    }
}

const CELL: usize = CELL_W * CELL_H;
const SUMS: usize = (WIN_H + 1) * (WIDE + 1);

/// A window's sums over the boxes from its top left ([`Window::sums`]).
pub struct Sums {
    ink: [f64; SUMS],
    squares: [f64; SUMS],
    width: usize,
}

impl Sums {
    /// The sum of the ink and of its squares over the cell whose top left is (`x0`, `y0`).
    fn boxed(&self, x0: usize, y0: usize) -> (f64, f64) {
        let w = self.width;
        let (a, b) = (y0 * w + x0, y0 * w + x0 + CELL_W);
        let (c, d) = (a + CELL_H * w, b + CELL_H * w);
        let boxed = |t: &[f64; SUMS]| t[d] - t[b] - t[c] + t[a];
        (boxed(&self.ink), boxed(&self.squares))
    }
}

/// The dot product of `glyph` with the cell of `ink` (rows `stride` wide) at its start, in
/// one run of sums over every row (rows of a cell are two runs of eight, the vectors' width).
#[inline(always)]
fn correlate(glyph: &[f32; CELL], ink: &[f32], stride: usize) -> f32 {
    let mut acc = [0.0f32; 8];
    for (y, g) in glyph.chunks_exact(CELL_W).enumerate() {
        let row = &ink[y * stride..][..CELL_W];
        for (gs, rs) in g.chunks_exact(8).zip(row.chunks_exact(8)) {
            for i in 0..8 {
                acc[i] += gs[i] * rs[i];
            }
        }
    }
    acc.iter().sum()
}

/// The cell's pixels and its margin: what the search for where it lies and the glance match.
pub fn window(image: &Gray, cell: &Cell) -> Window {
    Window {
        ink: cut(image, cell, NARROW),
        width: NARROW,
    }
}

/// The cell's pixels, its margin and its context along the line: what the model reads.
pub fn wide_window(image: &Gray, cell: &Cell) -> Window {
    Window {
        ink: cut(image, cell, WIDE),
        width: WIDE,
    }
}
