//! The gradient through the model's convolutional front: from the features' gradient back
//! through each pooling (to the value it kept), each rectifier and each convolution, to the
//! kernels and biases. The patches the forward pass cut serve again here.

use crate::sgd::Grad;
use mrz_read::conv::{Front, SIZES};
use mrz_read::Model;

/// Adds to `g` the kernels' and biases' gradients for one cell, given `front` (its way
/// forward) and `d_features`, the loss's gradient at the features.
pub(crate) fn front_gradient(model: &Model, front: &Front, d_features: &[f32], g: &mut Grad) {
    let (n1, n2) = (model.c1.len(), model.c2.len());
    let [(h0, w0), (h1, w1), _] = SIZES;
    // Back through the second pooling and rectifier.
    let d_a2 = unpooled(d_features, &front.at2, &front.a2);
    // The second convolution: its kernels, and what its input (the first pooling) gets.
    let patch2 = n1 * 9;
    let positions2 = h1 * w1;
    let mut d_patches2 = vec![0.0f32; positions2 * patch2];
    for f in 0..n2 {
        let kernel = &model.k2[f * patch2..][..patch2];
        let gk = &mut g.k2[f * patch2..][..patch2];
        for pos in 0..positions2 {
            let d = d_a2[f * positions2 + pos];
            if d == 0.0 {
                continue;
            }
            g.c2[f] += d;
            let p = &front.patches2[pos * patch2..][..patch2];
            gk.iter_mut().zip(p).for_each(|(a, v)| *a += d * v);
            let dp = &mut d_patches2[pos * patch2..][..patch2];
            dp.iter_mut().zip(kernel).for_each(|(a, k)| *a += d * k);
        }
    }
    let d_p1 = unpatched(&d_patches2, n1, h1, w1);
    // Back through the first pooling and rectifier, to the first convolution's kernels.
    let d_a1 = unpooled(&d_p1, &front.at1, &front.a1);
    let positions1 = h0 * w0;
    for f in 0..n1 {
        let gk = &mut g.k1[f * 9..][..9];
        for pos in 0..positions1 {
            let d = d_a1[f * positions1 + pos];
            if d == 0.0 {
                continue;
            }
            g.c1[f] += d;
            let p = &front.patches1[pos * 9..][..9];
            gk.iter_mut().zip(p).for_each(|(a, v)| *a += d * v);
        }
    }
}

/// A pooled gradient sent back to the value each pooling kept, where the rectifier let it
/// through (`activations` above zero).
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

/// The gradient of each patch's values gathered back to the picture they were cut from
/// (`channels` x `h` x `w`): the inverse of `mrz_read::conv::patches`.
fn unpatched(d_patches: &[f32], channels: usize, h: usize, w: usize) -> Vec<f32> {
    let k = channels * 9;
    let mut out = vec![0.0f32; channels * h * w];
    for y in 0..h {
        for x in 0..w {
            let row = &d_patches[(y * w + x) * k..][..k];
            for c in 0..channels {
                for dy in 0..3 {
                    let Some(yy) = (y + dy).checked_sub(1).filter(|&v| v < h) else {
                        continue;
                    };
                    for dx in 0..3 {
                        if let Some(xx) = (x + dx).checked_sub(1).filter(|&v| v < w) {
                            out[c * h * w + yy * w + xx] += row[c * 9 + dy * 3 + dx];
                        }
                    }
                }
            }
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
        let eps = 2e-3;
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
