//! Glyphs blurred.

use super::*;

/// The blur one tap at a time, each pixel's terms nearest the start first, zero beyond the
/// edges: what `blur` must give, bit for bit.
fn plain_blur(px: &[f32], w: usize, h: usize, sigma: f32) -> Vec<f32> {
    let r = (2.5 * sigma).ceil() as i32;
    let weights: Vec<f32> = (-r..=r)
        .map(|d| (-(d * d) as f32 / (2.0 * sigma * sigma)).exp())
        .collect();
    let total: f32 = weights.iter().sum();
    let pass = |src: &[f32], step: usize, count: usize| -> Vec<f32> {
        (0..src.len())
            .map(|i| {
                let at = (i / step) % count;
                let mut sum = 0.0;
                for (d, wt) in (-r..=r).zip(&weights) {
                    let j = at as i32 + d;
                    if (0..count as i32).contains(&j) {
                        sum += wt * src[(i as i32 + d * step as i32) as usize];
                    }
                }
                sum / total
            })
            .collect()
    };
    pass(&pass(px, 1, w), w, h)
}

#[test]
fn blur_sums_each_pixel_as_one_tap_at_a_time_does() {
    for (w, h, sigma) in [(9, 7, 0.75), (20, 26, 1.25), (3, 2, 2.0), (1, 5, 0.5)] {
        let px: Vec<f32> = (0..w * h).map(|i| ((i * 37) % 255) as f32).collect();
        let mut got = px.clone();
        blur(&mut got, w, h, sigma);
        assert_eq!(
            got,
            plain_blur(&px, w, h, sigma),
            "{w} x {h}, sigma {sigma}"
        );
    }
    let mut flat = vec![7.0; 12];
    blur(&mut flat, 4, 3, 0.0);
    assert_eq!(flat, vec![7.0; 12]);
}
