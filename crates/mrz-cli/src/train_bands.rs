//! A broad, soft band of background laid across a cell before it is learnt: the wide wavy
//! lines of a data page's security print (and a page's shadows) run through the zone at every
//! angle, a fifth to a half as dark as the ink. The generator's own backgrounds are fine lines,
//! and a model that had only seen those took a clear 7 crossed by one broad grey wave for a 2.

use mrz_read::conv::{MODEL_H, MODEL_W};
use mrz_read::normalize;

/// Every other shifted cell gets a band; the cells where the reader put them never do.
const EVERY: u32 = 2;

/// A number from 0 to 1 from `h`'s bits `at`..`at + 8`.
fn unit(h: u32, at: u32) -> f32 {
    ((h >> at) & 0xff) as f32 / 255.0
}

/// `cell` (zero mean, unit length, `MODEL_W` x `MODEL_H`) with a band across it when `seed`
/// (a hash of the picture and the place) picks one: its angle, place, width (3 to 12 grid
/// pixels) and darkness (0.1 to 0.5 of the cell's darkest ink) all from `seed`.
pub fn banded(cell: &mut [f32], seed: u32) {
    let h = seed.wrapping_mul(0x2c1b_3c6d).rotate_left(11) ^ seed;
    let h = h.wrapping_mul(0x297a_2d39);
    if !(h & 0xff).is_multiple_of(EVERY) {
        return;
    }
    let angle = std::f32::consts::PI * unit(h, 8);
    let (sin, cos) = angle.sin_cos();
    let (cx, cy) = (MODEL_W as f32 / 2.0, MODEL_H as f32 / 2.0);
    let reach = 0.5 * (MODEL_W as f32).hypot(MODEL_H as f32);
    let centre = reach * (2.0 * unit(h, 16) - 1.0);
    let h2 = h.wrapping_mul(0x9e37_79b9).rotate_left(7);
    let width = 3.0 + 9.0 * unit(h2, 0);
    let top = cell.iter().copied().fold(0.0f32, f32::max);
    let dark = top * (0.1 + 0.4 * unit(h2, 8));
    for (i, v) in cell.iter_mut().enumerate() {
        let (x, y) = ((i % MODEL_W) as f32 - cx, (i / MODEL_W) as f32 - cy);
        let off = (x * cos + y * sin - centre).abs();
        if off < width {
            *v += dark * 0.5 * (1.0 + (std::f32::consts::PI * off / width).cos());
        }
    }
    normalize(cell);
}

#[cfg(test)]
mod tests {
    use super::*;
    use mrz_read::INPUTS;

    #[test]
    fn half_the_cells_get_a_band_that_darkens_and_stays_normalized() {
        let stroke: Vec<f32> = (0..INPUTS)
            .map(|i| if i % MODEL_W == 12 { 1.0 } else { 0.0 })
            .collect();
        let mut plain = stroke.clone();
        normalize(&mut plain);
        let mut banded_count = 0;
        for seed in 0..200u32 {
            let mut cell = plain.clone();
            banded(&mut cell, seed);
            if cell != plain {
                banded_count += 1;
                let mean: f32 = cell.iter().sum::<f32>() / INPUTS as f32;
                let length: f32 = cell.iter().map(|v| v * v).sum::<f32>().sqrt();
                assert!(mean.abs() < 1e-4 && (length - 1.0).abs() < 1e-3);
            }
            let mut again = plain.clone();
            banded(&mut again, seed);
            assert_eq!(cell, again, "the same seed, the same band");
        }
        assert!((70..130).contains(&banded_count), "{banded_count} of 200");
    }
}
