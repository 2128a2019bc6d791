//! The model's convolutional front: two 3 x 3 convolutions, each rectified and max-pooled 2 x 2,
//! turn a cell into features that do not care where within a pixel or two a stroke lies, nor
//! whether it is a little heavier or lighter than the font's. Their sizes are here; they run in
//! [`crate::direct`]. Below, for the tests, the same convolutions written plainly as patches
//! (im2col) and dot products: the reference the direct ones are held to.

#[cfg(test)]
use crate::templates::dot;
use crate::templates::{CELL_H, CELL_W};

/// Grid pixels of context the model sees beyond its cell on each side, along the line: half a
/// pitch, the gap to the next character and the near half of its strokes, so that a
/// neighbour's ink blurred into the cell is told from the cell's own. A quarter of a pitch
/// (4) read harsh 47.03 % over seeds 1 to 6; half, 48.37 % (docs/reading.md, "Half a pitch
/// of context").
pub const CONTEXT_X: usize = 8;
/// The model's input: the cell and its context, as tall as the cell.
pub const MODEL_W: usize = CELL_W + 2 * CONTEXT_X;
pub const MODEL_H: usize = CELL_H;

/// A cell's values (with its context) are a unit vector over its pixels; the network sees them
/// this many times larger, so that its first weights start on a usual scale: a root mean square
/// of 0.58 a pixel over the 768 of today's input (0.82 over the cell's 384 it was chosen for;
/// kept, as training starts well from either).
pub const INPUT_GAIN: f32 = 16.0;

/// The 3 x 3 neighbourhoods of every pixel of a `channels` x `h` x `w` picture, zero beyond its
/// edges: `h * w` rows of `channels * 9` values (channel, then row, then column).
#[cfg(test)]
pub fn patches(input: &[f32], channels: usize, h: usize, w: usize) -> Vec<f32> {
    let k = channels * 9;
    let mut out = vec![0.0f32; h * w * k];
    for y in 0..h {
        for x in 0..w {
            let row = &mut out[(y * w + x) * k..][..k];
            for c in 0..channels {
                let plane = &input[c * h * w..][..h * w];
                for dy in 0..3 {
                    let Some(yy) = (y + dy).checked_sub(1).filter(|&v| v < h) else {
                        continue;
                    };
                    for dx in 0..3 {
                        if let Some(xx) = (x + dx).checked_sub(1).filter(|&v| v < w) {
                            row[c * 9 + dy * 3 + dx] = plane[yy * w + xx];
                        }
                    }
                }
            }
        }
    }
    out
}

/// The rectified convolution of `patches` (as [`patches`] makes them) with `kernels` (one row
/// of `patch` values an output channel) and `bias`: output channels of `positions` values.
#[cfg(test)]
pub fn convolve(patches: &[f32], patch: usize, kernels: &[f32], bias: &[f32]) -> Vec<f32> {
    let positions = patches.len() / patch;
    let mut out = vec![0.0f32; bias.len() * positions];
    let channels = out.chunks_exact_mut(positions.max(1));
    for ((kernel, b), o) in kernels.chunks_exact(patch).zip(bias).zip(channels) {
        for (v, p) in o.iter_mut().zip(patches.chunks_exact(patch)) {
            *v = (dot(kernel, p) + b).max(0.0);
        }
    }
    out
}

/// Each 2 x 2 block's largest value, channel by channel (where it was is `direct`'s to keep,
/// for the gradients).
#[cfg(test)]
pub fn pool(input: &[f32], channels: usize, h: usize, w: usize) -> Vec<f32> {
    let (ph, pw) = (h / 2, w / 2);
    let mut out = Vec::with_capacity(channels * ph * pw);
    for c in 0..channels {
        for y in 0..ph {
            for x in 0..pw {
                let block = [(0, 0), (0, 1), (1, 0), (1, 1)]
                    .map(|(dy, dx)| input[c * h * w + (2 * y + dy) * w + 2 * x + dx]);
                out.push(block.into_iter().fold(f32::MIN, f32::max));
            }
        }
    }
    out
}

/// The pictures' sizes through the front: the cell, after one pooling, after two.
pub const SIZES: [(usize, usize); 3] = [
    (MODEL_H, MODEL_W),
    (MODEL_H / 2, MODEL_W / 2),
    (MODEL_H / 4, MODEL_W / 4),
];

/// How many features the second convolution's `channels` give the dense layers.
pub fn feature_count(channels: usize) -> usize {
    channels * SIZES[2].0 * SIZES[2].1
}

/// The features of `cell` through both convolutions, `k1`/`c1` (`c1.len()` channels of 9
/// weights) and `k2`/`c2` (`c2.len()` channels of `c1.len() * 9`), by patches and dot
/// products: the reference `direct` is held to.
#[cfg(test)]
pub fn reference_features(
    cell: &[f32],
    k1: &[f32],
    c1: &[f32],
    k2: &[f32],
    c2: &[f32],
) -> Vec<f32> {
    let x: Vec<f32> = cell.iter().map(|v| v * INPUT_GAIN).collect();
    let [(h0, w0), (h1, w1), _] = SIZES;
    let a1 = convolve(&patches(&x, 1, h0, w0), 9, k1, c1);
    let p1 = pool(&a1, c1.len(), h0, w0);
    let a2 = convolve(&patches(&p1, c1.len(), h1, w1), c1.len() * 9, k2, c2);
    pool(&a2, c2.len(), h1, w1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn patches_see_each_neighbour_and_zero_beyond_the_edge() {
        // A 2-channel 3 x 4 picture whose values say where they are.
        let input: Vec<f32> = (0..24).map(|i| i as f32 + 1.0).collect();
        let p = patches(&input, 2, 3, 4);
        // Position (1, 1): its neighbourhood in channel 0 is rows 0..3, columns 0..3.
        let row = &p[(4 + 1) * 18..][..18];
        assert_eq!(&row[..9], &[1.0, 2.0, 3.0, 5.0, 6.0, 7.0, 9.0, 10.0, 11.0]);
        assert_eq!(row[9 + 4], 13.0 + 5.0);
        // Position (0, 0): the row above and the column left are beyond the edge.
        assert_eq!(&p[..9], &[0.0, 0.0, 0.0, 0.0, 1.0, 2.0, 0.0, 5.0, 6.0]);
    }

    #[test]
    fn pooling_keeps_the_largest() {
        let input = [1.0, 5.0, 2.0, 0.0, 3.0, 4.0, 9.0, 1.0];
        assert_eq!(pool(&input, 1, 2, 4), vec![5.0, 9.0]);
    }
}
