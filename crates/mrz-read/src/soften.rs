//! A glyph drawn as a small zone shows it: blurred at the picture's scale, then enlarged to
//! the templates' grid as a cut enlarges the picture.

use crate::templates::{normalize, CELL_H, CELL_W};
use mrz_render::Coverage;

/// A glyph drawn at a zone's size (`at`: its ink's top, its pitch and its height, in picture
/// pixels) blurred by `sigma` picture pixels, then enlarged to the cell as a cut enlarges the
/// picture.
pub fn soften(g: &Coverage, sigma: f32, at: [f32; 3]) -> [f32; CELL_W * CELL_H] {
    let [top, pitch, height] = at;
    // Blurred at the picture's own scale, before the cut's enlargement, as a lens blurs
    // before the sensor samples: a few hundred pixels, not the cell's 384.
    let pad = (2.5 * sigma).ceil() as usize + 1;
    let (w, h) = (g.width + 2 * pad, g.height + 2 * pad);
    let mut ink = vec![0.0f32; w * h];
    for y in 0..g.height {
        for x in 0..g.width {
            ink[(y + pad) * w + x + pad] = f32::from(g.alpha[y * g.width + x]);
        }
    }
    blur(&mut ink, w, h, sigma);
    let alpha = |x: i32, y: i32| -> f32 {
        let (x, y) = (x + pad as i32, y + pad as i32);
        if (0..w as i32).contains(&x) && (0..h as i32).contains(&y) {
            ink[y as usize * w + x as usize]
        } else {
            0.0
        }
    };
    let mut cell = [0.0; CELL_W * CELL_H];
    for y in 0..CELL_H {
        for x in 0..CELL_W {
            // Bilinear between the glyph's pixel centres, as a cut samples.
            let gx = (x as f32 + 0.5) * pitch / CELL_W as f32 - g.left as f32 - 0.5;
            let gy = (y as f32 + 0.5) * height / CELL_H as f32 - top - g.top as f32 - 0.5;
            let (x0, y0) = (gx.floor(), gy.floor());
            let (fx, fy) = (gx - x0, gy - y0);
            let (x0, y0) = (x0 as i32, y0 as i32);
            let upper = alpha(x0, y0) * (1.0 - fx) + alpha(x0 + 1, y0) * fx;
            let lower = alpha(x0, y0 + 1) * (1.0 - fx) + alpha(x0 + 1, y0 + 1) * fx;
            cell[y * CELL_W + x] = upper * (1.0 - fy) + lower * fy;
        }
    }
    normalize(&mut cell);
    cell
}

/// A separable Gaussian blur of a `w` x `h` picture, zero beyond its edges.
fn blur(px: &mut [f32], w: usize, h: usize, sigma: f32) {
    if sigma <= 0.0 {
        return;
    }
    let r = (2.5 * sigma).ceil() as i32;
    let weights: Vec<f32> = (-r..=r)
        .map(|d| (-(d * d) as f32 / (2.0 * sigma * sigma)).exp())
        .collect();
    let total: f32 = weights.iter().sum();
    // Each weight added across a whole row at once (the compiler vectorises the rows); each
    // pixel's terms still summed nearest the start first.
    let mut across = vec![0.0f32; px.len()];
    for (src, out) in px.chunks_exact(w).zip(across.chunks_exact_mut(w)) {
        for (d, &wt) in (-r..=r).zip(&weights) {
            // The pixels whose neighbour `d` away lies within the row.
            let from = ((-d).max(0) as usize).min(w);
            let to = (w as i32 - d).clamp(from as i32, w as i32) as usize;
            let shifted = &src[((from as i32 + d) as usize).min(w)..];
            for (o, s) in out[from..to].iter_mut().zip(shifted) {
                *o += wt * s;
            }
        }
    }
    across.iter_mut().for_each(|v| *v /= total);
    let mut down = vec![0.0f32; px.len()];
    for (y, out) in down.chunks_exact_mut(w).enumerate() {
        for (d, &wt) in (-r..=r).zip(&weights) {
            let Some(src) = usize::try_from(y as i32 + d).ok().filter(|&yy| yy < h) else {
                continue;
            };
            for (o, s) in out.iter_mut().zip(&across[src * w..][..w]) {
                *o += wt * s;
            }
        }
    }
    for (p, v) in px.iter_mut().zip(&down) {
        *p = v / total;
    }
}

#[cfg(test)]
#[path = "soften_tests.rs"]
mod tests;
