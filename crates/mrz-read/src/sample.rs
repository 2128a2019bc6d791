//! Cutting a character's cell out of the picture, turned and sized as the zone lies, into the
//! templates' grid: ink high, zero mean, unit length.

use crate::templates::{dot, normalize, CELL_H, CELL_W};
use mrz_render::Gray;

/// A character's cell in the picture: its centre, and the vectors spanning its width (one
/// pitch, along the line) and its height (one line of ink, across it).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Cell {
    pub centre: [f32; 2],
    pub along: [f32; 2],
    pub across: [f32; 2],
}

impl Cell {
    /// The same cell moved by `du` of its width and `dv` of its height.
    pub fn moved(&self, du: f32, dv: f32) -> Cell {
        Cell {
            centre: [
                self.centre[0] + du * self.along[0] + dv * self.across[0],
                self.centre[1] + du * self.along[1] + dv * self.across[1],
            ],
            ..*self
        }
    }

    /// The same cell in a picture `k` times as large.
    pub fn scaled(&self, k: f32) -> Cell {
        Cell {
            centre: self.centre.map(|v| v * k),
            along: self.along.map(|v| v * k),
            across: self.across.map(|v| v * k),
        }
    }

    /// Turned half a circle: the same ground read upside down.
    pub fn turned(&self) -> Cell {
        Cell {
            centre: self.centre,
            along: self.along.map(|v| -v),
            across: self.across.map(|v| -v),
        }
    }

    /// Mirrored left to right: a zone scanned or filmed through a mirror, read from its other
    /// end with each glyph sampled the other way round.
    pub fn mirrored(&self) -> Cell {
        Cell {
            along: self.along.map(|v| -v),
            ..*self
        }
    }

    /// The unit vector square to the line, on the side its height runs to (a leaning cell's
    /// height leans; this does not).
    pub fn normal(&self) -> [f32; 2] {
        let len = self.along[0].hypot(self.along[1]);
        if len == 0.0 {
            // No line to stand square to: the height's own way, if it has one.
            let h = self.across[0].hypot(self.across[1]);
            return self.across.map(|v| if h > 0.0 { v / h } else { 0.0 });
        }
        let along = self.along.map(|v| v / len);
        let side = along[0] * self.across[1] - along[1] * self.across[0];
        if side < 0.0 {
            [along[1], -along[0]]
        } else {
            [-along[1], along[0]]
        }
    }

    /// Its height square to the line: a leaning cell is no taller than its upright twin.
    pub fn height(&self) -> f32 {
        let n = self.normal();
        (n[0] * self.across[0] + n[1] * self.across[1]).abs()
    }

    /// The corners, from the cell's top left, clockwise.
    pub fn corners(&self) -> [[f32; 2]; 4] {
        let at = |u: f32, v: f32| {
            [
                self.centre[0] + u * self.along[0] + v * self.across[0],
                self.centre[1] + u * self.along[1] + v * self.across[1],
            ]
        };
        [at(-0.5, -0.5), at(0.5, -0.5), at(0.5, 0.5), at(-0.5, 0.5)]
    }
}

/// Grid pixels cut beyond a cell on each side, across and along: room to shift it by up to
/// an eighth of its width and a twelfth of its height without cutting again.
pub const PAD_X: usize = 2;
pub const PAD_Y: usize = 2;
const WIN_W: usize = CELL_W + 2 * PAD_X;
const WIN_H: usize = CELL_H + 2 * PAD_Y;

/// A cell and a margin around it, in the templates' grid, ink high: the cell at any shift of
/// whole grid pixels within the margin is read from it.
#[derive(Debug, Clone)]
pub struct Window {
    ink: [f32; WIN_W * WIN_H],
}

impl Window {
    /// The cell moved `dx` grid pixels along and `dy` across, zero mean and unit length.
    pub fn at(&self, dx: i32, dy: i32) -> [f32; CELL_W * CELL_H] {
        let mut out = [0.0; CELL_W * CELL_H];
        let (x0, y0) = ((PAD_X as i32 + dx) as usize, (PAD_Y as i32 + dy) as usize);
        for (y, row) in out.chunks_exact_mut(CELL_W).enumerate() {
            row.copy_from_slice(&self.ink[(y0 + y) * WIN_W + x0..][..CELL_W]);
        }
        normalize(&mut out);
        out
    }

    /// The best correlation of `glyphs` with the cell moved `dx` and `dy`, as [`Window::at`]
    /// then a dot product gives it (within rounding), without making the moved cell: the
    /// glyphs are zero mean, so the cell's mean drops out and only its length is needed. For
    /// the search of where a cell lies, where most of the cost had been moving it.
    pub fn best_at(&self, dx: i32, dy: i32, glyphs: &[&[f32; CELL_W * CELL_H]]) -> f32 {
        let (x0, y0) = ((PAD_X as i32 + dx) as usize, (PAD_Y as i32 + dy) as usize);
        let row = |y: usize| &self.ink[(y0 + y) * WIN_W + x0..][..CELL_W];
        let (mut sum, mut squares) = (0.0f64, 0.0f64);
        for v in (0..CELL_H).flat_map(row) {
            sum += f64::from(*v);
            squares += f64::from(*v) * f64::from(*v);
        }
        let n = (CELL_W * CELL_H) as f64;
        let length = (squares - sum * sum / n).max(0.0).sqrt() as f32;
        // As `normalize` leaves a blank cell: not scaled.
        let scale = if length > 1e-6 { 1.0 / length } else { 1.0 };
        glyphs
            .iter()
            .map(|g| {
                let d: f32 = (0..CELL_H)
                    .map(|y| dot(&g[y * CELL_W..][..CELL_W], row(y)))
                    .sum();
                d * scale
            })
            .fold(f32::MIN, f32::max)
    }
}

/// The cell's pixels and its margin, with about as many samples a grid pixel as the picture
/// has pixels under it (up to 3 x 3), so a large zone is averaged rather than aliased.
pub fn window(image: &Gray, cell: &Cell) -> Window {
    let mut ink = [0.0; WIN_W * WIN_H];
    let len = |v: [f32; 2]| v[0].hypot(v[1]);
    // Rounded, not raised: a cell a little larger than the grid is sampled once a grid pixel,
    // bilinear, at a quarter of the cost of twice each way.
    let nx = (len(cell.along) / CELL_W as f32).round().clamp(1.0, 3.0) as usize;
    let ny = (len(cell.across) / CELL_H as f32).round().clamp(1.0, 3.0) as usize;
    let (sx, sy) = (WIN_W * nx, WIN_H * ny);
    let du = cell.along.map(|v| v / (CELL_W * nx) as f32);
    let dv = cell.across.map(|v| v / (CELL_H * ny) as f32);
    let origin = [
        cell.centre[0] - 0.5 * (sx as f32 - 1.0) * du[0] - 0.5 * (sy as f32 - 1.0) * dv[0],
        cell.centre[1] - 0.5 * (sx as f32 - 1.0) * du[1] - 0.5 * (sy as f32 - 1.0) * dv[1],
    ];
    for y in 0..sy {
        let row = [origin[0] + y as f32 * dv[0], origin[1] + y as f32 * dv[1]];
        let out_row = &mut ink[(y / ny) * WIN_W..][..WIN_W];
        for x in 0..sx {
            let p = pixel(image, row[0] + x as f32 * du[0], row[1] + x as f32 * du[1]);
            out_row[x / nx] += 255.0 - p;
        }
    }
    Window { ink }
}

/// The picture at (`x`, `y`), bilinear between the four pixels whose centres surround it;
/// outside the picture, its nearest edge.
#[inline(always)]
pub fn pixel(image: &Gray, x: f32, y: f32) -> f32 {
    let (w, h) = (image.width as i32, image.height as i32);
    let (x, y) = (x - 0.5, y - 0.5);
    // Floors without a call: exact for anything above -65536, and farther out is edge alike.
    let (x0, y0) = (
        (x.max(-65535.0) + 65536.0) as i32 - 65536,
        (y.max(-65535.0) + 65536.0) as i32 - 65536,
    );
    let (fx, fy) = (x - x0 as f32, y - y0 as f32);
    let p = &image.pixels;
    let (a, b, c, d) = if x0 >= 0 && y0 >= 0 && x0 + 1 < w && y0 + 1 < h {
        let i = (y0 * w + x0) as usize;
        let j = i + w as usize;
        (p[i], p[i + 1], p[j], p[j + 1])
    } else {
        let at = |px: i32, py: i32| p[(py.clamp(0, h - 1) * w + px.clamp(0, w - 1)) as usize];
        (
            at(x0, y0),
            at(x0 + 1, y0),
            at(x0, y0 + 1),
            at(x0 + 1, y0 + 1),
        )
    };
    let top = f32::from(a) + (f32::from(b) - f32::from(a)) * fx;
    let bottom = f32::from(c) + (f32::from(d) - f32::from(c)) * fx;
    top + (bottom - top) * fy
}

/// The middle height of a zone's cells, square to their lines, in pixels (0 for none).
pub fn median_height(cells: &[Vec<Cell>]) -> f32 {
    let mut heights: Vec<f32> = cells.iter().flatten().map(Cell::height).collect();
    heights.sort_by(f32::total_cmp);
    heights.get(heights.len() / 2).copied().unwrap_or(0.0)
}
