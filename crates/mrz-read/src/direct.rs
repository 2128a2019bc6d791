//! The model's convolutions: directly over zero-padded planes, each kernel added across a
//! whole plane's rows at once, so that the compiler vectorises the rows and nothing is gathered
//! into patches. The reader keeps the features; `mrz train` keeps the whole [`Trace`], which its
//! gradients run back through in the same long rows. The same sums as the patches of
//! [`crate::conv`]'s reference, in another order.

use crate::avx2::avx2_or_plain;
use crate::conv::{INPUT_GAIN, SIZES};

/// A cell's way through the convolutions. Planes are zero-padded by a pixel where a
/// convolution reads them (`x`, `p1`); a convolution's output rows are as wide as its input's
/// padded rows, their last two values never read (`a1`, `a2`); `at1` and `at2` say where in
/// those each pooled value came from. Only [`trace`] fills `a1`, `at1`, `a2` and `at2`; the
/// reader's [`features`] leaves them empty.
pub struct Trace {
    pub x: Vec<f32>,
    pub a1: Vec<f32>,
    pub at1: Vec<u32>,
    pub p1: Vec<f32>,
    pub a2: Vec<f32>,
    pub at2: Vec<u32>,
    /// The features the dense layers read: the second pooling, channel by channel.
    pub features: Vec<f32>,
}

/// The padded sizes of the planes: the input, and the first pooling.
pub const PADDED: [(usize, usize); 2] = [
    (SIZES[0].0 + 2, SIZES[0].1 + 2),
    (SIZES[1].0 + 2, SIZES[1].1 + 2),
];

/// The features of `cell`: `k1`/`c1` (`c1.len()` channels of 9 weights) then `k2`/`c2`
/// (`c2.len()` channels of `c1.len() * 9`), each rectified and pooled. Only the features are
/// kept: each convolution's output is one plane reused channel by channel, and where the
/// pooled values came from is not recorded.
pub fn features(cell: &[f32], k1: &[f32], c1: &[f32], k2: &[f32], c2: &[f32]) -> Vec<f32> {
    traced::<false>(cell, k1, c1, k2, c2).features
}

/// [`features`] with everything the gradients need.
pub fn trace(cell: &[f32], k1: &[f32], c1: &[f32], k2: &[f32], c2: &[f32]) -> Trace {
    traced::<true>(cell, k1, c1, k2, c2)
}

/// [`trace_in`], compiled for AVX2 where the processor has it (`avx2.rs`: the same features
/// to the bit, at a third of the cost).
fn traced<const KEEP: bool>(cell: &[f32], k1: &[f32], c1: &[f32], k2: &[f32], c2: &[f32]) -> Trace {
    avx2_or_plain(
        #[inline(always)]
        || trace_in::<KEEP>(cell, [k1, c1, k2, c2]),
    )
}

/// The convolutions of `cell`, one piece of code for the reader and for training: with `KEEP`
/// every channel's output plane and each pooled value's place are kept (what the gradients run
/// back through); without, `a1`, `at1`, `a2` and `at2` are left empty and each convolution
/// writes one plane over and over, a fifth of the memory to clear.
#[inline(always)]
fn trace_in<const KEEP: bool>(cell: &[f32], [k1, c1, k2, c2]: [&[f32]; 4]) -> Trace {
    let [(h0, w0), (h1, w1), (h2, w2)] = SIZES;
    let [(ph0, pw0), (ph1, pw1)] = PADDED;
    let mut x = vec![0.0f32; ph0 * pw0];
    for (y, row) in cell.chunks_exact(w0).enumerate() {
        for (o, v) in x[(y + 1) * pw0 + 1..][..w0].iter_mut().zip(row) {
            *o = v * INPUT_GAIN;
        }
    }
    // The channels whose planes are kept: all of them, or one plane for each in turn.
    let kept = |n: usize| if KEEP { n } else { 1 };
    let plane_of = |f: usize| if KEEP { f } else { 0 };
    // The first convolution, rectified and pooled into padded planes for the second.
    let (n1, n2) = (c1.len(), c2.len());
    let mut a1 = vec![0.0f32; kept(n1) * h0 * pw0];
    let mut at1 = vec![0u32; if KEEP { n1 * h1 * w1 } else { 0 }];
    let mut p1 = vec![0.0f32; n1 * ph1 * pw1];
    for (f, (kernel, &bias)) in k1.chunks_exact(9).zip(c1).enumerate() {
        let a = &mut a1[plane_of(f) * h0 * pw0..][..h0 * pw0];
        a.fill(bias);
        add_convolved(&x, pw0, kernel, h0, a);
        a.iter_mut().for_each(|v| *v = v.max(0.0));
        let plane = &mut p1[f * ph1 * pw1..][..ph1 * pw1];
        for y in 0..h1 {
            for xx in 0..w1 {
                let (v, i) = pooled(a, pw0, y, xx);
                plane[(y + 1) * pw1 + xx + 1] = v;
                if KEEP {
                    at1[f * h1 * w1 + y * w1 + xx] = (f * h0 * pw0 + i) as u32;
                }
            }
        }
    }
    // The second, each output channel summed over the first's planes.
    let mut a2 = vec![0.0f32; kept(n2) * h1 * pw1];
    let mut at2 = vec![0u32; if KEEP { n2 * h2 * w2 } else { 0 }];
    let mut features = vec![0.0f32; n2 * h2 * w2];
    for (o, (kernels, &bias)) in k2.chunks_exact(n1 * 9).zip(c2).enumerate() {
        let a = &mut a2[plane_of(o) * h1 * pw1..][..h1 * pw1];
        a.fill(bias);
        for (f, kernel) in kernels.chunks_exact(9).enumerate() {
            add_convolved(&p1[f * ph1 * pw1..][..ph1 * pw1], pw1, kernel, h1, a);
        }
        a.iter_mut().for_each(|v| *v = v.max(0.0));
        for y in 0..h2 {
            for xx in 0..w2 {
                let (v, i) = pooled(a, pw1, y, xx);
                let k = o * h2 * w2 + y * w2 + xx;
                features[k] = v;
                if KEEP {
                    at2[k] = (o * h1 * pw1 + i) as u32;
                }
            }
        }
    }
    if !KEEP {
        (a1, a2) = (Vec::new(), Vec::new());
    }
    Trace {
        x,
        a1,
        at1,
        p1,
        a2,
        at2,
        features,
    }
}

/// How many values of a convolution's output rows (`stride` wide, `h` tall) are added: every
/// row but the last's two unread values.
pub fn run(stride: usize, h: usize) -> usize {
    (h - 1) * stride + stride - 2
}

/// Adds the 3 x 3 `kernel` over `padded` (rows `stride` wide, a pixel of zeros around an `h`
/// rows tall picture) to `out`, whose rows are `stride` wide too: one run over all rows at
/// once, which the compiler vectorises. Each value adds its nine products in the kernel's
/// order, as nine passes of one weight each did, so the sums are the same to the bit; but it
/// is read and written once rather than nine times (the reader's convolutions in about four
/// fifths of the time). Each row's last two values are not the picture's and are never read.
#[inline(always)]
pub fn add_convolved(padded: &[f32], stride: usize, kernel: &[f32], h: usize, out: &mut [f32]) {
    let n = run(stride, h);
    let k: &[f32; 9] = kernel.try_into().expect("a 3 x 3 kernel");
    let src: [&[f32]; 9] = std::array::from_fn(|t| &padded[(t / 3) * stride + t % 3..][..n]);
    for (j, o) in out[..n].iter_mut().enumerate() {
        let mut v = *o;
        for t in 0..9 {
            v += k[t] * src[t][j];
        }
        *o = v;
    }
}

/// The largest of the 2 x 2 block (`y`, `x`) of the rectified `a` (rows `w` wide), and where
/// in `a` it is (the first of equals).
#[inline(always)]
fn pooled(a: &[f32], w: usize, y: usize, x: usize) -> (f32, usize) {
    let i = 2 * y * w + 2 * x;
    let mut best = (a[i], i);
    for j in [i + 1, i + w, i + w + 1] {
        if a[j] > best.0 {
            best = (a[j], j);
        }
    }
    best
}

#[cfg(test)]
#[path = "direct_tests.rs"]
mod tests;
