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
