//! Ink told from paper by comparing each pixel with the mean of its neighbourhood: a camera's
//! picture is brighter in one corner than another and shadowed in places, so one threshold
//! for the whole picture would lose the zone in the dark part.

use mrz_render::Gray;

/// The picture's ink: `true` where a pixel is darker than the mean of the square of side
/// `2 * radius + 1` around it by more than the margin noise makes.
pub fn ink(image: &Gray, radius: usize) -> Vec<bool> {
    let (w, h) = (image.width as usize, image.height as usize);
    let means = box_mean(&image.pixels, w, h, radius);
    image
        .pixels
        .iter()
        .zip(&means)
        .map(|(&p, &m)| {
            let (p, m) = (i32::from(p), i32::from(m));
            // Darker than its surroundings by a tenth of their brightness, and at least 10
            // levels: paper's grain and a JPEG's ripples stay paper.
            p < m - (m / 10).max(10)
        })
        .collect()
}

/// Each pixel's mean over a (2r+1)² square, clipped at the picture's edges: running sums down
/// the columns, then along each row, so the cost is the same for any radius.
fn box_mean(pixels: &[u8], w: usize, h: usize, r: usize) -> Vec<u8> {
    let mut out = vec![0u8; w * h];
    if w == 0 || h == 0 {
        return out;
    }
    let mut cols = vec![0u32; w];
    // Rows r..: the first window holds rows 0..=r.
    for row in pixels.chunks_exact(w).take(r + 1) {
        cols.iter_mut()
            .zip(row)
            .for_each(|(c, &p)| *c += u32::from(p));
    }
    let mut prefix = vec![0u32; w + 1];
    for y in 0..h {
        let (y0, y1) = (y.saturating_sub(r), (y + r).min(h - 1));
        let rows = (y1 - y0 + 1) as u32;
        for x in 0..w {
            prefix[x + 1] = prefix[x] + cols[x];
        }
        let line = &mut out[y * w..(y + 1) * w];
        for (x, o) in line.iter_mut().enumerate() {
            let (x0, x1) = (x.saturating_sub(r), (x + r).min(w - 1));
            let sum = prefix[x1 + 1] - prefix[x0];
            *o = (sum / (rows * (x1 - x0 + 1) as u32)) as u8;
        }
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
    out
}

/// `image` shrunk by `k` in each direction, each pixel the mean of the k x k it covers.
pub fn shrink(image: &Gray, k: usize) -> Gray {
    let (w, h) = (image.width as usize / k, image.height as usize / k);
    let src = image.width as usize;
    let mut pixels = Vec::with_capacity(w * h);
    for y in 0..h {
        for x in 0..w {
            let mut sum = 0u32;
            for dy in 0..k {
                let row = &image.pixels[(y * k + dy) * src + x * k..][..k];
                sum += row.iter().map(|&p| u32::from(p)).sum::<u32>();
            }
            pixels.push((sum / (k * k) as u32) as u8);
        }
    }
    Gray {
        width: w as u32,
        height: h as u32,
        pixels,
    }
}
