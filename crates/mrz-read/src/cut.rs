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
        true => sampled::<true>(image, &grid, &mut ink[..width * WIN_H], width),
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

/// Every sample of `grid` added, ink high, to its grid pixel of `ink` (rows `width` wide);
/// `INSIDE` when all of them are within the picture ([`Grid::inside`]).
fn sampled<const INSIDE: bool>(image: &Gray, grid: &Grid, ink: &mut [f32], width: usize) {
    let Grid {
        origin, du, dv, n, ..
    } = *grid;
    for y in 0..grid.size[1] {
        let row = [origin[0] + y as f32 * dv[0], origin[1] + y as f32 * dv[1]];
        let out_row = &mut ink[(y / n[1]) * width..][..width];
        // Each grid pixel's samples in turn, in the order of `x`: the same sums as adding each
        // sample to its grid pixel `x / n`, without dividing.
        for (g, out) in out_row.iter_mut().enumerate() {
            for x in g * n[0]..(g + 1) * n[0] {
                let (px, py) = (row[0] + x as f32 * du[0], row[1] + x as f32 * du[1]);
                *out += 255.0 - pixel_in::<INSIDE>(image, px, py);
            }
        }
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    /// A `w` x `h` picture of speckle: every pixel unlike its neighbours.
    pub(crate) fn speckle(w: u32, h: u32) -> Gray {
        Gray {
            width: w,
            height: h,
            pixels: (0..w * h)
                .map(|i| (i.wrapping_mul(2_654_435_761) >> 24) as u8)
                .collect(),
        }
    }

    #[test]
    fn a_window_inside_the_picture_is_cut_as_one_that_asks_at_every_sample() {
        let image = speckle(120, 90);
        // Turned a little, one sample a grid pixel and two each way.
        for scale in [1.0, 2.0] {
            let cell = Cell {
                centre: [60.3, 44.7],
                along: [16.0 * scale, 1.5 * scale],
                across: [-2.0 * scale, 24.0 * scale],
            };
            let got = cut(&image, &cell, WIDE);
            let grid = grid_of(&cell, WIDE);
            assert!(grid.inside(&image));
            let mut asked = [0.0; WIDE * WIN_H];
            sampled::<false>(&image, &grid, &mut asked, WIDE);
            assert_eq!(got, asked, "scale {scale}");
            assert!(got.iter().any(|&v| v > 0.0));
        }
        // Over the edge, the nearest edge's pixels.
        let off = Cell {
            centre: [2.0, 2.0],
            along: [16.0, 0.0],
            across: [0.0, 24.0],
        };
        assert!(!grid_of(&off, WIDE).inside(&image));
        // Nor a cell whose size is not a number: nothing is sampled, as before.
        let nan = Cell {
            along: [f32::NAN, 0.0],
            ..off
        };
        assert!(!grid_of(&nan, WIDE).inside(&image));
        assert!(cut(&image, &nan, WIDE).iter().all(|&v| v == 0.0));
        let corner = 255.0 - f32::from(image.pixels[0]);
        assert_eq!(cut(&image, &off, WIDE)[0], corner);
    }
}
