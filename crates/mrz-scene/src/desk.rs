//! What the card lies on, drawn once per picture size and read from a random offset: a
//! scanner's white lid, or a wooden desk for photos.

use crate::canvas::{hash_seed, Canvas};
use crate::params::Preset;

/// Room for the random offset, on each axis.
pub const MARGIN: usize = 256;

pub fn texture(preset: Preset, width: usize, height: usize) -> Canvas {
    let (w, h) = (width + MARGIN, height + MARGIN);
    let mut c = Canvas::new(w, h, 0);
    let coarse = Coarse::new(w, h, 96, 7);
    for y in 0..h {
        for x in 0..w {
            let grain = (hash_seed(11, (y * w + x) as u32) & 7) as f32 - 3.5;
            let v = match preset {
                Preset::Clean | Preset::Scan | Preset::Web => 246.0 + grain * 0.6,
                Preset::Photo | Preset::Harsh => {
                    // Wood: stripes along x, bent by slow noise, with grain across them.
                    let bend = coarse.at(x, y) * 3.0;
                    let stripe = crate::math::sin(y as f32 * 0.11 + bend) * 0.5 + 0.5;
                    let streak = (hash_seed(12, y as u32) & 15) as f32;
                    let s3 = stripe * stripe * stripe;
                    110.0 + 40.0 * coarse.at(x / 4, y / 2) + 30.0 * s3 + streak + grain * 2.0
                }
            };
            c.pixels[y * w + x] = v.clamp(0.0, 255.0) as u8;
        }
    }
    c
}

/// The desk's colour in a colour picture, each plane's share in 1/256: a scanner's lid a cool
/// white, a desk's wood brown.
pub fn tint(preset: Preset) -> [u16; 3] {
    match preset {
        Preset::Clean | Preset::Scan | Preset::Web => [250, 253, 256],
        Preset::Photo | Preset::Harsh => [262, 216, 170],
    }
}

/// Value noise on a coarse grid, interpolated: slow variation from 0 to 1.
struct Coarse {
    step: usize,
    columns: usize,
    values: Vec<f32>,
}

impl Coarse {
    fn new(w: usize, h: usize, step: usize, seed: u32) -> Coarse {
        let columns = w / step + 2;
        let rows = h / step + 2;
        let values = (0..columns * rows)
            .map(|i| (hash_seed(seed, i as u32) >> 8) as f32 / 16_777_216.0)
            .collect();
        Coarse {
            step,
            columns,
            values,
        }
    }

    fn at(&self, x: usize, y: usize) -> f32 {
        let (gx, gy) = (x / self.step, y / self.step);
        let (fx, fy) = (
            (x % self.step) as f32 / self.step as f32,
            (y % self.step) as f32 / self.step as f32,
        );
        let v = |i: usize, j: usize| self.values[j * self.columns + i];
        let top = v(gx, gy) + (v(gx + 1, gy) - v(gx, gy)) * fx;
        let bottom = v(gx, gy + 1) + (v(gx + 1, gy + 1) - v(gx, gy + 1)) * fx;
        top + (bottom - top) * fy
    }
}
