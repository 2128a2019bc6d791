//! The gradient through the model's convolutional front: from the features' gradient back
//! through each pooling (to the value it kept), each rectifier and each convolution, to the
//! kernels and biases. It runs over the planes of the cell's [`Trace`] in the same long rows
//! as the convolutions forward: a kernel weight's gradient is a dot product of an output
//! plane's gradient with its input plane moved, and the input's gradient is that plane's
//! gradient added back where the weight took its values from.

use crate::sgd::Grad;
use mrz_read::conv::SIZES;
use mrz_read::direct::{run, Trace, PADDED};
use mrz_read::{dot, Model};

/// Adds to `g` the kernels' and biases' gradients for one cell, given `trace` (its way
/// forward) and `d_features`, the loss's gradient at the features.
#[inline(always)]
pub(crate) fn front_gradient(model: &Model, trace: &Trace, d_features: &[f32], g: &mut Grad) {
    let (n1, n2) = (model.c1.len(), model.c2.len());
    let [(h0, _), (h1, w1), _] = SIZES;
    let [(_, pw0), (ph1, pw1)] = PADDED;
    let (plane1, plane2) = (h0 * pw0, h1 * pw1);
    // Back through the second pooling and rectifier.
    let d_a2 = unpooled(d_features, &trace.at2, &trace.a2);
    // The second convolution: its kernels, and what its input (the first pooling, padded)
    // gets back.
    let n = run(pw1, h1);
    let mut d_p1 = vec![0.0f32; n1 * ph1 * pw1];
    for o in 0..n2 {
        let d = &d_a2[o * plane2..][..n];
        g.c2[o] += d.iter().sum::<f32>();
        for f in 0..n1 {
            let input = &trace.p1[f * ph1 * pw1..][..ph1 * pw1];
            let back = &mut d_p1[f * ph1 * pw1..][..ph1 * pw1];
            let at = (o * n1 + f) * 9;
            for (k, (dy, dx)) in SHIFTS.iter().enumerate() {
                let from = dy * pw1 + dx;
                g.k2[at + k] += dot(d, &input[from..][..n]);
                let w = model.k2[at + k];
                for (b, v) in back[from..][..n].iter_mut().zip(d) {
                    *b += w * v;
                }
            }
        }
    }
    // The first pooling's gradient, off its padding, back to the value each pooled value was.
    let mut pooled = Vec::with_capacity(n1 * h1 * w1);
    for plane in d_p1.chunks_exact(ph1 * pw1) {
        for y in 0..h1 {
            pooled.extend_from_slice(&plane[(y + 1) * pw1 + 1..][..w1]);
        }
    }
    let d_a1 = unpooled(&pooled, &trace.at1, &trace.a1);
    // The first convolution's kernels.
    let n = run(pw0, h0);
    for f in 0..n1 {
        let d = &d_a1[f * plane1..][..n];
        g.c1[f] += d.iter().sum::<f32>();
        for (k, (dy, dx)) in SHIFTS.iter().enumerate() {
            g.k1[f * 9 + k] += dot(d, &trace.x[dy * pw0 + dx..][..n]);
        }
    }
}

/// A 3 x 3 kernel's weights in order: the shift each reads its input at.
const SHIFTS: [(usize, usize); 9] = [
    (0, 0),
    (0, 1),
    (0, 2),
    (1, 0),
    (1, 1),
    (1, 2),
    (2, 0),
    (2, 1),
    (2, 2),
];

/// A pooled gradient sent back to the value each pooling kept, where the rectifier let it
/// through (`activations` above zero).
#[inline(always)]
fn unpooled(d_pooled: &[f32], at: &[u32], activations: &[f32]) -> Vec<f32> {
    let mut out = vec![0.0f32; activations.len()];
    for (&d, &i) in d_pooled.iter().zip(at) {
        let i = i as usize;
        if activations[i] > 0.0 {
            out[i] += d;
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use crate::sgd::{loss_and_gradient, Schedule};
    use mrz_read::INPUTS;

    /// The gradient of each kernel weight agrees with the loss's change when the weight is
    /// moved a little (a central difference).
    #[test]
    fn the_kernels_gradient_is_the_loss_s_slope() {
        let schedule = Schedule {
            channels: [3, 4],
            hidden: 6,
            ..Schedule::default()
        };
        let cell: Vec<f32> = (0..INPUTS)
            .map(|i| ((i * 37 % 101) as f32 / 101.0 - 0.5) * 0.1)
            .collect();
        let model = crate::sgd::initial_model(&schedule, 3);
        let (_, g) = loss_and_gradient(&model, &cell, 5);
        // Small enough that no rectifier or pooling switches within it for these weights (at
        // 2e-3, one of the first kernel's does), large enough to stand above f32's rounding.
        let eps = 3e-4;
        for (which, index) in [(1, 0), (1, 13), (2, 5), (2, 70), (2, 107)] {
            let nudged = |by: f32| {
                let mut m = model.clone();
                let w = if which == 1 {
                    &mut m.k1[index]
                } else {
                    &mut m.k2[index]
                };
                *w += by;
                loss_and_gradient(&m, &cell, 5).0
            };
            let slope = (nudged(eps) - nudged(-eps)) / (2.0 * eps);
            let got = if which == 1 { g.k1[index] } else { g.k2[index] };
            assert!(
                (slope - got).abs() <= 2e-2 * slope.abs().max(got.abs()).max(0.05),
                "k{which}[{index}]: slope {slope}, gradient {got}"
            );
        }
    }
}
