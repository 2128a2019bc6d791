//! A cell's window cut out of the picture: sampled along and across the cell's own axes, as the
//! zone lies, into the templates' grid.

use crate::sample::{pixel_in, Cell};
use crate::templates::{CELL_H, CELL_W};
use crate::window::{WIDE, WIN_H};
use mrz_render::Gray;

/// The window `width` grid pixels wide around `cell`, with about as many samples a grid pixel
/// as the picture has pixels under it (up to 3 x 3), so a large zone is averaged rather than
/// aliased.
pub fn cut(image: &Gray, cell: &Cell, width: usize) -> [f32; WIDE * WIN_H] {
    let mut ink = [0.0; WIDE * WIN_H];
    let grid = grid_of(cell, width);
    match grid.inside(image) {
        true => sampled_inside(image, &grid, &mut ink[..width * WIN_H], width),
        false => sampled::<false>(image, &grid, &mut ink[..width * WIN_H], width),
    }
    ink
}

/// Where the samples of `cell`'s window `width` grid pixels wide lie.
fn grid_of(cell: &Cell, width: usize) -> Grid {
    let len = |v: [f32; 2]| v[0].hypot(v[1]);
    // Rounded, not raised: a cell a little larger than the grid is sampled once a grid pixel,
    // bilinear, at a quarter of the cost of twice each way.
    let nx = (len(cell.along) / CELL_W as f32).round().clamp(1.0, 3.0) as usize;
    let ny = (len(cell.across) / CELL_H as f32).round().clamp(1.0, 3.0) as usize;
    let (sx, sy) = (width * nx, WIN_H * ny);
    let du = cell.along.map(|v| v / (CELL_W * nx) as f32);
    let dv = cell.across.map(|v| v / (CELL_H * ny) as f32);
    let origin = [0, 1].map(|i| {
        cell.centre[i] - 0.5 * (sx as f32 - 1.0) * du[i] - 0.5 * (sy as f32 - 1.0) * dv[i]
    });
    Grid {
        origin,
        du,
        dv,
        n: [nx, ny],
        size: [sx, sy],
    }
}

/// Where a window's samples lie: the first's place, the steps along and across, how many
/// samples a grid pixel each way, and how many in all each way.
struct Grid {
    origin: [f32; 2],
    du: [f32; 2],
    dv: [f32; 2],
    n: [usize; 2],
    size: [usize; 2],
}

impl Grid {
    /// Whether every sample is within `image`, a pixel to spare for rounding: sampling is
    /// affine, so they are when the four corner samples are.
    fn inside(&self, image: &Gray) -> bool {
        let [sx, sy] = self.size;
        // A cell of no size (a length that is not a number rounds to none) has no corners.
        if sx == 0 || sy == 0 {
            return false;
        }
        let (w, h) = (image.width as f32, image.height as f32);
        [(0, 0), (sx - 1, 0), (0, sy - 1), (sx - 1, sy - 1)]
            .into_iter()
            .map(|(x, y)| {
                [0, 1].map(|i| self.origin[i] + y as f32 * self.dv[i] + x as f32 * self.du[i])
            })
            .all(|[x, y]| x >= 2.0 && y >= 2.0 && x <= w - 3.0 && y <= h - 3.0)
    }
}

/// [`sampled`] within the picture, each row's samples gathered eight at a time with AVX2
/// where the processor has it (`gather.rs`: the same samples to the bit).
fn sampled_inside(image: &Gray, grid: &Grid, ink: &mut [f32], width: usize) {
    #[cfg(target_arch = "x86_64")]
    if std::arch::is_x86_feature_detected!("avx2") && crate::gather::whole(image) {
        return sampled_by(grid, ink, width, |row, samples| {
            // SAFETY: the processor has AVX2 and the picture all its pixels, just checked;
            // every sample is within it with two pixels to spare (`Grid::inside`).
            let done = unsafe { crate::gather::row_avx2(image, row, grid.du, samples) };
            row_plain::<true>(image, row, grid.du, done, &mut samples[done..]);
        });
    }
    sampled::<true>(image, grid, ink, width)
}

/// Every sample of `grid` added, ink high, to its grid pixel of `ink` (rows `width` wide);
/// `INSIDE` when all of them are within the picture ([`Grid::inside`]).
fn sampled<const INSIDE: bool>(image: &Gray, grid: &Grid, ink: &mut [f32], width: usize) {
    sampled_by(grid, ink, width, |row, samples| {
        row_plain::<INSIDE>(image, row, grid.du, 0, samples)
    })
}

/// Ink high, samples `from` on of the row from `row`, `du` apart, one at a time into `out`.
#[inline(always)]
fn row_plain<const INSIDE: bool>(
    image: &Gray,
    row: [f32; 2],
    du: [f32; 2],
    from: usize,
    out: &mut [f32],
) {
    for (x, s) in (from..).zip(out.iter_mut()) {
        let (px, py) = (row[0] + x as f32 * du[0], row[1] + x as f32 * du[1]);
        *s = 255.0 - pixel_in::<INSIDE>(image, px, py);
    }
}

/// Each row of `grid`'s samples, taken by `row_of` (from the row's first sample), added to
/// its grid pixels in turn.
#[inline(always)]
fn sampled_by(
    grid: &Grid,
    ink: &mut [f32],
    width: usize,
    mut row_of: impl FnMut([f32; 2], &mut [f32]),
) {
    let Grid { origin, dv, n, .. } = *grid;
    // A cell whose length is not a number has no samples along (n[0] is 0).
    if n[0] == 0 {
        return;
    }
    let mut samples = [0.0f32; 3 * WIDE];
    let samples = &mut samples[..grid.size[0]];
    for y in 0..grid.size[1] {
        row_of(
            [origin[0] + y as f32 * dv[0], origin[1] + y as f32 * dv[1]],
            samples,
        );
        let out_row = &mut ink[(y / n[1]) * width..][..width];
        for (out, group) in out_row.iter_mut().zip(samples.chunks_exact(n[0])) {
            for &s in group {
                *out += s;
            }
        }
    }
}

#[cfg(test)]
#[path = "cut_tests.rs"]
pub(crate) mod tests;
