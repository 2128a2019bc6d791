//! Pictures made smoother or larger before their ink is looked for: a small, noisy zone's
//! characters speckle and run together at the picture's own size.

use crate::binary::box_means;
use mrz_render::Gray;

/// `image` with each pixel the mean of the 3 x 3 around it: a noisy camera's speckle evened
/// out before ink is told from paper.
pub fn smooth(image: &Gray) -> Gray {
    let (w, h) = (image.width as usize, image.height as usize);
    let mut pixels = vec![0u8; w * h];
    box_means(&image.pixels, w, h, 1, |y, means| {
        pixels[y * w..][..w].copy_from_slice(means);
    });
    Gray { pixels, ..*image }
}

/// `image` enlarged twice in each direction, each pixel between the four nearest of the
/// picture's, weighed by nearness.
pub fn enlarge(image: &Gray) -> Gray {
    let (w, h) = (image.width as usize, image.height as usize);
    let mut pixels = vec![0u8; 4 * w * h];
    // Each output row blends two of the picture's rows, three quarters to the nearer; each
    // output pixel then blends two of those sums, three quarters to the nearer: weights 9, 3,
    // 3 and 1 out of 16, in two passes of arithmetic that vectorises.
    let mut rows = vec![0u16; w];
    for y in 0..2 * h {
        let (ny, fy) = near_far(y, h);
        let (near, far) = (&image.pixels[ny * w..][..w], &image.pixels[fy * w..][..w]);
        for ((v, &a), &b) in rows.iter_mut().zip(near).zip(far) {
            *v = 3 * u16::from(a) + u16::from(b);
        }
        let out = &mut pixels[y * 2 * w..][..2 * w];
        for (x, pair) in out.chunks_exact_mut(2).enumerate() {
            let (left, right) = (rows[x.saturating_sub(1)], rows[(x + 1).min(w - 1)]);
            let centre = 3 * rows[x] + 8;
            pair[0] = ((centre + left) / 16) as u8;
            pair[1] = ((centre + right) / 16) as u8;
        }
    }
    Gray {
        width: 2 * image.width,
        height: 2 * image.height,
        pixels,
    }
}

/// The picture's pixels nearest and next nearest to pixel `i` of a row (or column) enlarged
/// twice, of `n`: its centre lies a quarter of a pixel from the nearest, towards the next.
fn near_far(i: usize, n: usize) -> (usize, usize) {
    let near = i / 2;
    if i.is_multiple_of(2) {
        (near, near.saturating_sub(1))
    } else {
        (near, (near + 1).min(n - 1))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::binary::shrink;

    #[test]
    fn enlarging_keeps_each_pixel_in_its_four_and_shrinking_gives_it_back() {
        let image = Gray {
            width: 5,
            height: 3,
            pixels: (0..15).map(|i| (i * 17 % 256) as u8).collect(),
        };
        let big = enlarge(&image);
        assert_eq!((big.width, big.height), (10, 6));
        // Between neighbours, never beyond them; a flat picture stays flat.
        let (lo, hi) = (image.pixels.iter().min(), image.pixels.iter().max());
        assert!(big.pixels.iter().all(|p| Some(p) >= lo && Some(p) <= hi));
        let back = shrink(&big, 2);
        for (a, b) in back.pixels.iter().zip(&image.pixels) {
            assert!(a.abs_diff(*b) <= 17, "{a} for {b}");
        }
        let flat = Gray {
            width: 3,
            height: 2,
            pixels: vec![90; 6],
        };
        assert!(enlarge(&flat).pixels.iter().all(|&p| p == 90));
    }

    #[test]
    fn enlarging_in_two_passes_weighs_each_pixel_as_the_four_nearest_do() {
        for (w, h) in [(1, 1), (1, 4), (5, 1), (17, 9)] {
            let image = crate::cut::tests::speckle(w, h);
            let (w, h) = (w as usize, h as usize);
            let src = |x: usize, y: usize| u32::from(image.pixels[y * w + x]);
            let big = enlarge(&image);
            for y in 0..2 * h {
                let (ny, fy) = near_far(y, h);
                for x in 0..2 * w {
                    let (nx, fx) = near_far(x, w);
                    let sum = 9 * src(nx, ny) + 3 * src(fx, ny) + 3 * src(nx, fy) + src(fx, fy);
                    assert_eq!(u32::from(big.pixels[y * 2 * w + x]), (sum + 8) / 16);
                }
            }
        }
    }
}
