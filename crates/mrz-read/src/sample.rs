//! A character's cell in the picture, and the picture's value between its pixels.

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

    /// The cell whose [`Cell::corners`] are `corners` (as a reading's `boxes` give them).
    pub fn from_corners(corners: &[[f32; 2]; 4]) -> Cell {
        let [a, b, _, d] = *corners;
        Cell {
            centre: [0, 1].map(|i| corners.iter().map(|p| p[i]).sum::<f32>() / 4.0),
            along: [b[0] - a[0], b[1] - a[1]],
            across: [d[0] - a[0], d[1] - a[1]],
        }
    }
}

/// The picture at (`x`, `y`), bilinear between the four pixels whose centres surround it;
/// outside the picture, its nearest edge.
#[inline(always)]
pub fn pixel(image: &Gray, x: f32, y: f32) -> f32 {
    pixel_in::<false>(image, x, y)
}

/// [`pixel`], told with `INSIDE` that the four pixels are within the picture (the caller
/// checked a run of samples at once), so that it does not ask.
#[inline(always)]
pub fn pixel_in<const INSIDE: bool>(image: &Gray, x: f32, y: f32) -> f32 {
    let (w, h) = (image.width as i32, image.height as i32);
    let (x, y) = (x - 0.5, y - 0.5);
    // Floors without a call: exact for anything above -65536, and farther out is edge alike.
    let (x0, y0) = (
        (x.max(-65535.0) + 65536.0) as i32 - 65536,
        (y.max(-65535.0) + 65536.0) as i32 - 65536,
    );
    let (fx, fy) = (x - x0 as f32, y - y0 as f32);
    let p = &image.pixels;
    let (a, b, c, d) = if INSIDE || (x0 >= 0 && y0 >= 0 && x0 + 1 < w && y0 + 1 < h) {
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
