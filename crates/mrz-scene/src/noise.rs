//! Sensor noise: Gaussian, from a table of normal deviates read at a random place for each
//! row. A table rather than a generator per pixel, so adding noise is one vector pass.

use crate::canvas::{hash_seed, Canvas};

const TABLE: usize = 1 << 16;
/// The table's deviates are in units of a sixteenth of a standard deviation.
const UNIT: f32 = 16.0;

pub struct Noise {
    table: Vec<i8>,
}

impl Default for Noise {
    fn default() -> Noise {
        // Box-Muller on a fixed hash sequence: the same table on every machine.
        let uniform = |i: u32| (hash_seed(i, 0x6e6f_6973) as f64 + 0.5) / 4_294_967_296.0;
        let table = (0..TABLE as u32)
            .map(|i| {
                let (a, b) = (uniform(2 * i), uniform(2 * i + 1));
                let z = (-2.0 * crate::math::ln(a)).sqrt()
                    * crate::math::cos(std::f64::consts::TAU * b);
                (z * f64::from(UNIT)).round().clamp(-127.0, 127.0) as i8
            })
            .collect();
        Noise { table }
    }
}

impl Noise {
    /// Add noise of `sigma` grey levels, its pattern chosen by `seed`.
    pub fn add(&self, c: &mut Canvas, sigma: f32, seed: u32) {
        let w = c.width;
        if sigma <= 0.0 || w == 0 || w >= TABLE {
            return;
        }
        // Fixed point: a deviate times `k` over 256 is sigma grey levels per unit.
        let k = (sigma / UNIT * 256.0).round() as i32;
        for (y, row) in c.pixels.chunks_exact_mut(w).enumerate() {
            let start = hash_seed(seed, y as u32) as usize % (TABLE - w);
            for (p, &n) in row.iter_mut().zip(&self.table[start..start + w]) {
                let v = i32::from(*p) + ((i32::from(n) * k + 128) >> 8);
                *p = v.clamp(0, 255) as u8;
            }
        }
    }
}
