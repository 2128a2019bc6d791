//! The model's convolutions as the reader runs them: directly over zero-padded planes, each
//! kernel weight added across a whole row at once, so that the compiler vectorises the rows and
//! nothing is gathered into patches. The same sums as [`crate::conv::front`] (which keeps what
//! `mrz train`'s gradients need), in another order.

use crate::conv::{INPUT_GAIN, SIZES};

/// The features of `cell`, as `front(...).features` gives them, within rounding.
pub fn features(cell: &[f32], k1: &[f32], c1: &[f32], k2: &[f32], c2: &[f32]) -> Vec<f32> {
    let [(h0, w0), (h1, w1), (h2, w2)] = SIZES;
    // The cell, a pixel of zeros around it.
    let (ph0, pw0) = (h0 + 2, w0 + 2);
    let mut x = vec![0.0f32; ph0 * pw0];
    for (y, row) in cell.chunks_exact(w0).enumerate() {
        for (o, v) in x[(y + 1) * pw0 + 1..][..w0].iter_mut().zip(row) {
            *o = v * INPUT_GAIN;
        }
    }
    // The first convolution, rectified and pooled into padded planes for the second.
    let (ph1, pw1) = (h1 + 2, w1 + 2);
    let mut p1 = vec![0.0f32; c1.len() * ph1 * pw1];
    let mut a = vec![0.0f32; h0 * pw0];
    for (f, (kernel, &bias)) in k1.chunks_exact(9).zip(c1).enumerate() {
        a.fill(bias);
        add_convolved(&x, pw0, kernel, h0, &mut a);
        let plane = &mut p1[f * ph1 * pw1..][..ph1 * pw1];
        for y in 0..h1 {
            for xx in 0..w1 {
                plane[(y + 1) * pw1 + xx + 1] = pooled(&a, pw0, y, xx);
            }
        }
    }
    // The second, each output channel summed over the first's planes.
    let n1 = c1.len();
    let mut out = Vec::with_capacity(c2.len() * h2 * w2);
    let mut a2 = vec![0.0f32; h1 * pw1];
    for (kernels, &bias) in k2.chunks_exact(n1 * 9).zip(c2) {
        a2.fill(bias);
        for (f, kernel) in kernels.chunks_exact(9).enumerate() {
            let plane = &p1[f * ph1 * pw1..][..ph1 * pw1];
            add_convolved(plane, pw1, kernel, h1, &mut a2);
        }
        for y in 0..h2 {
            for xx in 0..w2 {
                out.push(pooled(&a2, pw1, y, xx));
            }
        }
    }
    out
}

/// Adds the 3 x 3 `kernel` over `padded` (rows `stride` wide, a pixel of zeros around an `h`
/// rows tall picture) to `out`, whose rows are `stride` wide too: each weight is added across
/// all rows at once, one long run the compiler vectorises. Each row's last two values are not
/// the picture's and are never read.
fn add_convolved(padded: &[f32], stride: usize, kernel: &[f32], h: usize, out: &mut [f32]) {
    let n = (h - 1) * stride + stride - 2;
    for dy in 0..3 {
        for dx in 0..3 {
            let k = kernel[dy * 3 + dx];
            let src = &padded[dy * stride + dx..][..n];
            for (o, s) in out[..n].iter_mut().zip(src) {
                *o += k * s;
            }
        }
    }
}

/// The largest of the 2 x 2 block (`y`, `x`) of `a` (rows `w` wide), rectified: the same as
/// pooling the rectified values.
fn pooled(a: &[f32], w: usize, y: usize, x: usize) -> f32 {
    let i = 2 * y * w + 2 * x;
    a[i].max(a[i + 1]).max(a[i + w]).max(a[i + w + 1]).max(0.0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::conv::front;
    use crate::model::INPUTS;

    #[test]
    fn the_same_features_as_the_training_path() {
        let ramp = |n: usize, k: usize, s: f32| -> Vec<f32> {
            (0..n)
                .map(|i| ((i * k) % 19) as f32 * s - 9.0 * s)
                .collect()
        };
        let (k1, c1) = (ramp(4 * 9, 7, 0.05), ramp(4, 3, 0.01));
        let (k2, c2) = (ramp(6 * 4 * 9, 5, 0.03), ramp(6, 11, 0.01));
        let cell = ramp(INPUTS, 13, 0.004);
        let want = front(&cell, &k1, &c1, &k2, &c2).features;
        let got = features(&cell, &k1, &c1, &k2, &c2);
        assert_eq!(want.len(), got.len());
        assert!(want.iter().any(|&v| v > 0.0), "some features are not zero");
        for (a, b) in want.iter().zip(&got) {
            assert!((a - b).abs() <= 1e-4 * a.abs().max(1.0), "{a} {b}");
        }
    }
}
