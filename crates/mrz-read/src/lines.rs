//! The lines of an upright zone: bands of rows with ink, and where each band's ink starts and
//! ends across the picture.

use mrz_render::Gray;

/// A line's ink: rows `top..bottom`, columns `left..right`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Band {
    pub top: usize,
    pub bottom: usize,
    pub left: usize,
    pub right: usize,
}

/// The grey level between paper and ink by Otsu's method: the split of the histogram that
/// best separates its two classes.
pub fn threshold(image: &Gray) -> u8 {
    let mut hist = [0u64; 256];
    image.pixels.iter().for_each(|&p| hist[usize::from(p)] += 1);
    let total = image.pixels.len() as f64;
    let sum: f64 = hist
        .iter()
        .enumerate()
        .map(|(i, &n)| i as f64 * n as f64)
        .sum();
    let (mut below, mut below_sum, mut best, mut at) = (0.0, 0.0, -1.0, 128u8);
    for (t, &n) in hist.iter().enumerate() {
        below += n as f64;
        below_sum += t as f64 * n as f64;
        let above = total - below;
        if below == 0.0 || above == 0.0 {
            continue;
        }
        let (m0, m1) = (below_sum / below, (sum - below_sum) / above);
        let between = below * above * (m0 - m1) * (m0 - m1);
        if between > best {
            (best, at) = (between, t as u8);
        }
    }
    at
}

/// The bands of rows holding ink, top to bottom, without specks: a band lower than a quarter of
/// the tallest is dropped.
pub fn bands(image: &Gray) -> Vec<Band> {
    let (w, h) = (image.width as usize, image.height as usize);
    if w == 0 || h == 0 {
        return Vec::new();
    }
    let dark = threshold(image);
    let inked = |y: usize| image.pixels[y * w..(y + 1) * w].iter().any(|&p| p <= dark);
    let mut found = Vec::new();
    let mut y = 0;
    while y < h {
        if !inked(y) {
            y += 1;
            continue;
        }
        let top = y;
        while y < h && inked(y) {
            y += 1;
        }
        let rows = &image.pixels[top * w..y * w];
        let column_inked = |x: usize| rows.chunks_exact(w).any(|r| r[x] <= dark);
        let left = (0..w).find(|&x| column_inked(x)).unwrap_or(0);
        let right = (0..w).rev().find(|&x| column_inked(x)).map_or(w, |x| x + 1);
        found.push(Band {
            top,
            bottom: y,
            left,
            right,
        });
    }
    let tallest = found.iter().map(|b| b.bottom - b.top).max().unwrap_or(0);
    found.retain(|b| 4 * (b.bottom - b.top) >= tallest);
    found
}
