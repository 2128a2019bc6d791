//! The direct convolutions held to the patches' reference.

use super::*;
use crate::conv::reference_features;
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
    let want = reference_features(&cell, &k1, &c1, &k2, &c2);
    let got = features(&cell, &k1, &c1, &k2, &c2);
    assert_eq!(
        got,
        trace(&cell, &k1, &c1, &k2, &c2).features,
        "kept or not"
    );
    assert_eq!(want.len(), got.len());
    assert!(want.iter().any(|&v| v > 0.0), "some features are not zero");
    for (a, b) in want.iter().zip(&got) {
        assert!((a - b).abs() <= 1e-4 * a.abs().max(1.0), "{a} {b}");
    }
}

/// The nine weights added in one pass give the same sums, to the bit, as a pass a weight (the
/// order the model was trained and measured with before the passes were joined).
#[test]
fn one_pass_adds_as_nine_passes_do() {
    let (h, _) = SIZES[1];
    let (ph, pw) = PADDED[1];
    let padded: Vec<f32> = (0..ph * pw)
        .map(|i| ((i * 29 % 97) as f32 - 48.0) * 0.013)
        .collect();
    let kernel: Vec<f32> = (0..9).map(|i| (i as f32 - 3.7) * 0.21).collect();
    let start: Vec<f32> = (0..h * pw).map(|i| (i % 7) as f32 * 0.1).collect();
    let mut want = start.clone();
    let n = run(pw, h);
    for dy in 0..3 {
        for dx in 0..3 {
            let k = kernel[dy * 3 + dx];
            for (o, s) in want[..n].iter_mut().zip(&padded[dy * pw + dx..]) {
                *o += k * s;
            }
        }
    }
    let mut got = start;
    add_convolved(&padded, pw, &kernel, h, &mut got);
    let bits = |v: &[f32]| v.iter().map(|x| x.to_bits()).collect::<Vec<_>>();
    assert_eq!(bits(&got), bits(&want));
}
