//! A small zone's cells cut from its picture evened out first: at a few pixels a stroke, a
//! camera's or a JPEG's speckle is as large as the differences between like letters, and a
//! light smoothing (a Gaussian of half a pixel) takes more of it than of the strokes.

use mrz_render::Gray;

/// A zone's picture as the templates match it and as the model reads it: the model reads a
/// small zone's cells better evened out, while the templates' search for where each cell lies
/// did better on the sharp edges (the templates matched in the evened picture too lost photo
/// and real pictures' zones: docs/reading.md, step 8).
#[derive(Clone, Copy)]
pub(crate) struct Seen<'a> {
    pub(crate) matched: &'a Gray,
    pub(crate) modelled: &'a Gray,
}

impl<'a> Seen<'a> {
    /// One picture for both.
    pub(crate) fn alike(picture: &'a Gray) -> Seen<'a> {
        Seen {
            matched: picture,
            modelled: picture,
        }
    }
}

/// `image` with `area` (`[x0, y0, x1, y1]`) smoothed by [1, 6, 1] / 8 each way (a Gaussian
/// of about half a pixel, in integers) and the rest as it was.
pub(crate) fn evened_within(image: &Gray, area: [usize; 4]) -> Gray {
    let (w, h) = (image.width as usize, image.height as usize);
    let (x0, x1) = (area[0].min(w), area[2].min(w));
    let (y0, y1) = (area[1].min(h), area[3].min(h));
    let mut out = image.clone();
    if x1 <= x0 || y1 <= y0 {
        return out;
    }
    // Along rows first, for the area's rows and one beyond each way (an edge pixel stands in
    // for its missing neighbour), kept at eight times the scale: at most 2,040, as u16.
    let across = x1 - x0;
    let (top, bottom) = (y0.saturating_sub(1), (y1 + 1).min(h));
    let mut padded = vec![0u16; across + 2];
    let mut rows = vec![0u16; across * (bottom - top)];
    for (y, sums) in (top..bottom).zip(rows.chunks_exact_mut(across)) {
        let row = &image.pixels[y * w..][..w];
        padded[0] = u16::from(row[x0.saturating_sub(1)]);
        padded[across + 1] = u16::from(row[x1.min(w - 1)]);
        for (p, &v) in padded[1..=across].iter_mut().zip(&row[x0..x1]) {
            *p = u16::from(v);
        }
        for (s, t) in sums.iter_mut().zip(padded.windows(3)) {
            *s = t[0] + 6 * t[1] + t[2];
        }
    }
    // Then down columns, rounded back to a pixel from 64 times its scale.
    let sums = |y: usize| &rows[(y - top) * across..][..across];
    for y in y0..y1 {
        let (up, here, down) = (sums(y.saturating_sub(1)), sums(y), sums((y + 1).min(h - 1)));
        let dst = &mut out.pixels[y * w + x0..][..across];
        for (((o, &u), &m), &d) in dst.iter_mut().zip(up).zip(here).zip(down) {
            *o = ((u32::from(u) + 6 * u32::from(m) + u32::from(d) + 32) >> 6) as u8;
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn picture(w: u32, h: u32, mut f: impl FnMut(usize, usize) -> u8) -> Gray {
        let pixels = (0..(w * h) as usize)
            .map(|i| f(i % w as usize, i / w as usize))
            .collect();
        Gray {
            width: w,
            height: h,
            pixels,
        }
    }

    #[test]
    fn flat_stays_flat_and_outside_is_untouched() {
        let flat = picture(20, 10, |_, _| 200);
        assert_eq!(evened_within(&flat, [2, 2, 12, 8]).pixels, flat.pixels);
        let speck = picture(20, 10, |x, y| if (x, y) == (15, 5) { 0 } else { 200 });
        // The speck lies outside the area: left as it was, and so are its neighbours.
        assert_eq!(evened_within(&speck, [0, 0, 10, 10]).pixels, speck.pixels);
    }

    #[test]
    fn a_speck_spreads_to_its_neighbours() {
        let speck = picture(9, 9, |x, y| if (x, y) == (4, 4) { 0 } else { 200 });
        let even = evened_within(&speck, [0, 0, 9, 9]);
        let row: Vec<u8> = (2..7).map(|x| even.pixels[4 * 9 + x]).collect();
        // 200 - 200 * 36/64, - 200 * 6/64, - 200/64 (rounded), then untouched.
        assert_eq!(row, [200, 181, 88, 181, 200]);
        assert_eq!(even.pixels[3 * 9 + 3], 197);
    }

    #[test]
    fn noise_spreads_a_third_less() {
        // A fixed pseudo-random speckle around mid-grey.
        let mut s = 12345u32;
        let noisy = picture(40, 40, |_, _| {
            s = s.wrapping_mul(1_103_515_245).wrapping_add(12_345);
            (100 + (s >> 16) % 56) as u8
        });
        let spread = |g: &Gray| {
            let inner: Vec<f64> = (5..35)
                .flat_map(|y| (5..35).map(move |x| (x, y)))
                .map(|(x, y)| f64::from(g.pixels[y * 40 + x]))
                .collect();
            let mean = inner.iter().sum::<f64>() / inner.len() as f64;
            (inner.iter().map(|v| (v - mean).powi(2)).sum::<f64>() / inner.len() as f64).sqrt()
        };
        let before = spread(&noisy);
        let after = spread(&evened_within(&noisy, [0, 0, 40, 40]));
        // Each way [1, 6, 1] / 8 keeps sqrt(38) / 8 of white noise's spread: 0.35 both ways.
        assert!(after < before * 2.0 / 3.0, "{before} -> {after}");
    }
}
