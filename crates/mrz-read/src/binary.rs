//! Ink told from paper by comparing each pixel with the mean of its neighbourhood: a camera's
//! picture is brighter in one corner than another and shadowed in places, so one threshold
//! for the whole picture would lose the zone in the dark part.

use crate::avx2::avx2_or_plain;
use mrz_render::Gray;

/// How much darker than its surroundings a pixel must be to be ink.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Margin {
    /// A tenth of their brightness, and at least 10 levels: paper's grain and a JPEG's ripples
    /// stay paper.
    Noise,
    /// A third of it, at least 30 levels: only the cores of strokes, so that heavy print whose
    /// characters run together at their softened edges comes apart into characters again.
    Cores,
    /// A twentieth of it, at least 5 levels: thin or starved print that the usual margin
    /// breaks into specks.
    Faint,
}

/// [`ink_by`] with the means of squares of side `2 * radius + 1` (the reader makes the means
/// once a look, for every margin: `looks::Prepared`).
#[cfg(test)]
pub fn ink(image: &Gray, radius: usize, margin: Margin) -> Vec<u8> {
    ink_by(image, &means(image, radius), margin)
}

/// Each pixel's mean of the square of side `2 * radius + 1` around it: what [`ink_by`]
/// compares with, the same for every margin a picture is looked at with.
pub fn means(image: &Gray, radius: usize) -> Vec<u8> {
    let (w, h) = (image.width as usize, image.height as usize);
    let mut out = vec![0u8; w * h];
    // Sums of bytes vectorise twice as wide with AVX2; integers, so the same means.
    avx2_or_plain(
        #[inline(always)]
        || {
            box_means(&image.pixels, w, h, radius, |y, means| {
                out[y * w..][..w].copy_from_slice(means);
            })
        },
    );
    out
}

/// The picture's ink: 1 where a pixel is darker than its mean in `means` (see [`means`]) by
/// more than `margin`, 0 elsewhere.
pub fn ink_by(image: &Gray, means: &[u8], margin: Margin) -> Vec<u8> {
    // m * 205 >> 11 is m / 10, and m * 683 >> 11 is m / 3, for every u8, in arithmetic that
    // vectorises; m * 102 >> 11 is about m / 20 (one level short at most).
    let (times, least) = match margin {
        Margin::Noise => (205u32, 10i16),
        Margin::Cores => (683, 30),
        Margin::Faint => (102, 5),
    };
    avx2_or_plain(
        #[inline(always)]
        || {
            image
                .pixels
                .iter()
                .zip(means)
                .map(|(&p, &m)| {
                    let part = ((u32::from(m) * times) >> 11) as i16;
                    u8::from(i16::from(p) < i16::from(m) - part.max(least))
                })
                .collect()
        },
    )
}

/// Each row's means over (2r+1)² squares, clipped at the picture's edges, handed to `row`:
/// running sums down the columns, then along each row, so the cost is the same for any
/// radius.
#[inline(always)]
pub(crate) fn box_means(
    pixels: &[u8],
    w: usize,
    h: usize,
    r: usize,
    mut row: impl FnMut(usize, &[u8]),
) {
    if w == 0 || h == 0 {
        return;
    }
    let mut cols = vec![0u32; w];
    // Rows r..: the first window holds rows 0..=r.
    for line in pixels.chunks_exact(w).take(r + 1) {
        cols.iter_mut()
            .zip(line)
            .for_each(|(c, &p)| *c += u32::from(p));
    }
    let mut prefix = vec![0u32; w + 1];
    let mut means = vec![0u8; w];
    for y in 0..h {
        let (y0, y1) = (y.saturating_sub(r), (y + r).min(h - 1));
        let rows = y1 - y0 + 1;
        for x in 0..w {
            prefix[x + 1] = prefix[x] + cols[x];
        }
        // Where the window is whole across, one reciprocal serves the run.
        let (inner0, inner1) = (r.min(w), w.saturating_sub(r).max(r.min(w)));
        for x in (0..inner0).chain(inner1..w) {
            let (x0, x1) = (x.saturating_sub(r), (x + r).min(w - 1));
            let inv = reciprocal(rows * (x1 - x0 + 1));
            means[x] = mean(prefix[x1 + 1] - prefix[x0], inv);
        }
        if inner0 < inner1 {
            let whole = reciprocal(rows * (2 * r + 1));
            let (ahead, behind) = (&prefix[inner0 + r + 1..], &prefix[inner0 - r..]);
            for ((m, &a), &b) in means[inner0..inner1].iter_mut().zip(ahead).zip(behind) {
                *m = mean(a - b, whole);
            }
        }
        row(y, &means);
        // Slide the window down a row.
        if y + r + 1 < h {
            let add = &pixels[(y + r + 1) * w..(y + r + 2) * w];
            cols.iter_mut()
                .zip(add)
                .for_each(|(c, &p)| *c += u32::from(p));
        }
        if y >= r {
            let drop = &pixels[(y - r) * w..(y - r + 1) * w];
            cols.iter_mut()
                .zip(drop)
                .for_each(|(c, &p)| *c -= u32::from(p));
        }
    }
}

/// `area`'s reciprocal in 32.32 fixed point, rounded up: [`mean`] divides by it.
#[inline(always)]
fn reciprocal(area: usize) -> u64 {
    (1u64 << 32) / area as u64 + 1
}

/// The floor of `sum / area`, given `area`'s [`reciprocal`]: a division per pixel would be
/// most of the means' cost, and a float's conversion to a byte does not vectorise. Exact for
/// every area up to 625 (a radius of 12) and sum up to 255 times it, as a test checks.
#[inline(always)]
fn mean(sum: u32, reciprocal: u64) -> u8 {
    ((u64::from(sum) * reciprocal) >> 32) as u8
}

/// `image` shrunk by `k` in each direction, each pixel the mean of the k x k it covers.
pub fn shrink(image: &Gray, k: usize) -> Gray {
    let (w, h) = (image.width as usize / k, image.height as usize / k);
    shrink_within(image, k, [0, 0, w, h])
}

/// `image` shrunk by `k`, computed only within `area` (`[x0, y0, x1, y1]` in the shrunk
/// picture's pixels) and white elsewhere: a zone is read from a picture shrunk around it.
pub fn shrink_within(image: &Gray, k: usize, area: [usize; 4]) -> Gray {
    let (w, h) = (image.width as usize / k, image.height as usize / k);
    let src = image.width as usize;
    let mut pixels = vec![255u8; w * h];
    let (x0, x1) = (area[0].min(w), area[2].min(w));
    let mut sums = vec![0u32; x1.saturating_sub(x0)];
    for y in area[1].min(h)..area[3].min(h) {
        sums.iter_mut().for_each(|s| *s = 0);
        for dy in 0..k {
            let row = &image.pixels[(y * k + dy) * src + x0 * k..][..sums.len() * k];
            if k == 2 {
                // The common case, spelled out so that it vectorises.
                for (s, pair) in sums.iter_mut().zip(row.chunks_exact(2)) {
                    *s += u32::from(pair[0]) + u32::from(pair[1]);
                }
            } else {
                for (s, block) in sums.iter_mut().zip(row.chunks_exact(k)) {
                    *s += block.iter().map(|&p| u32::from(p)).sum::<u32>();
                }
            }
        }
        // One division for k² pixels summed: cheap beside the sums.
        let area = (k * k) as u32;
        for (o, &s) in pixels[y * w + x0..][..sums.len()].iter_mut().zip(&sums) {
            *o = (s / area) as u8;
        }
    }
    Gray {
        width: w as u32,
        height: h as u32,
        pixels,
    }
}

#[cfg(test)]
#[path = "binary_tests.rs"]
mod tests;
