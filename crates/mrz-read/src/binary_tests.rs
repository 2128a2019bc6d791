//! Ink told from paper, and pictures shrunk.
use super::*;

/// The mean of every pixel's clipped square, one division at a time.
fn plain_ink(image: &Gray, r: usize) -> Vec<u8> {
    let (w, h) = (image.width as usize, image.height as usize);
    let mut out = vec![0u8; w * h];
    for y in 0..h {
        for x in 0..w {
            let (mut sum, mut n) = (0u32, 0u32);
            for yy in y.saturating_sub(r)..=(y + r).min(h - 1) {
                for xx in x.saturating_sub(r)..=(x + r).min(w - 1) {
                    sum += u32::from(image.pixels[yy * w + xx]);
                    n += 1;
                }
            }
            let (p, m) = (i32::from(image.pixels[y * w + x]), (sum / n) as i32);
            out[y * w + x] = u8::from(p < m - (m / 10).max(10));
        }
    }
    out
}

#[test]
fn ink_is_the_plain_definition_at_every_size_narrow_or_wide() {
    let mut seed = 7u32;
    for (w, h) in [
        (1, 1),
        (9, 3),
        (24, 25),
        (25, 24),
        (26, 40),
        (61, 7),
        (90, 33),
    ] {
        let pixels = (0..w * h)
            .map(|_| {
                seed = seed.wrapping_mul(1_664_525).wrapping_add(1_013_904_223);
                (seed >> 24) as u8
            })
            .collect();
        let image = Gray {
            width: w as u32,
            height: h as u32,
            pixels,
        };
        assert_eq!(
            ink(&image, 12, Margin::Noise),
            plain_ink(&image, 12),
            "{w} x {h}"
        );
    }
}

#[test]
fn shrinking_within_an_area_leaves_the_rest_white() {
    let image = Gray {
        width: 8,
        height: 4,
        pixels: (0..32).map(|i| i as u8 * 7).collect(),
    };
    let whole = shrink(&image, 2);
    let part = shrink_within(&image, 2, [1, 0, 3, 1]);
    assert_eq!(whole.pixels[1..3], part.pixels[1..3]);
    assert_eq!(part.pixels[0], 255);
    assert!(part.pixels[4..].iter().all(|&p| p == 255));
}

#[test]
fn a_mean_by_the_reciprocal_is_the_floor_of_the_division() {
    // Rounding the reciprocal up can only overshoot, and most where the sum is one short of a
    // multiple of the area: checking there and at the multiples checks every sum.
    for area in 1..=625u32 {
        let inv = reciprocal(area as usize);
        for k in 1..=255 {
            let whole = k * area;
            assert_eq!(u32::from(mean(whole - 1, inv)), k - 1, "{area}");
            assert_eq!(u32::from(mean(whole, inv)), k, "{area}");
        }
    }
}
