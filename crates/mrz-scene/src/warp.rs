//! The camera's pass over the picture: each pixel looks back through the homography into the
//! card (bilinear) or, outside it, at the desk, and is lit by the exposure, its gradient and the
//! shadow. Rows are done in passes over plain arrays (where the card is, then its samples, then
//! the light), which the compiler turns into vector code; only the samples are scalar.

use crate::canvas::Canvas;
use crate::geom::{Homography, Quad};
use crate::params::Params;

/// What lies under the card: a texture larger than the picture, read from an offset.
pub struct Desk<'a> {
    pub texture: &'a Canvas,
    pub offset: [u32; 2],
    pub tone: f32,
}

/// Scratch rows, kept between pictures.
#[derive(Default)]
pub struct Rows {
    /// Where each pixel of the span looks in the card, in 1/256 pixel; -1 where off the card.
    u: Vec<i32>,
    v: Vec<i32>,
}

/// The card as the camera sees it: its raster, its corners' radius (card pixels), the map from
/// picture pixels back to card pixels, and its outline in the picture.
pub struct Card<'a> {
    pub raster: &'a Canvas,
    pub radius: f32,
    pub back: Homography,
    pub outline: Quad,
}

/// Draw the picture `p` describes into `out`. Each row is desk, then the card over the span
/// where the row crosses its outline (convex: one span a row), then lit.
pub fn warp(seen: &Card, desk: &Desk, p: &Params, rows: &mut Rows, out: &mut Canvas) {
    let (card, radius, card_at) = (seen.raster, seen.radius, &seen.outline);
    let (w, h) = (p.width as usize, p.height as usize);
    out.width = w;
    out.height = h;
    out.pixels.resize(w * h, 0);
    let m = seen.back.0.map(|v| v as f32);
    let dw = desk.texture.width;
    let tone = desk.tone.round().clamp(-255.0, 255.0) as i16;
    let light = Light::new(p);
    for y in 0..h {
        let fy = y as f32 + 0.5;
        let row = &mut out.pixels[y * w..(y + 1) * w];
        let desk_row = (y + desk.offset[1] as usize) * dw + desk.offset[0] as usize;
        for (o, &d) in row
            .iter_mut()
            .zip(&desk.texture.pixels[desk_row..desk_row + w])
        {
            *o = (i16::from(d) + tone).clamp(0, 255) as u8;
        }
        let (a, b) = span(card_at, fy, w);
        if a < b {
            let (u, v) = (&mut rows.u, &mut rows.v);
            let size = [card.width as f32, card.height as f32];
            looking_back(&m, size, radius, a, b, fy, u, v);
            sample(card, u, v, &mut row[a..b]);
        }
        light.apply(fy, row);
    }
}

/// Where pixels `a..b` of row `fy` look in the card: the top left of their four samples, in
/// 1/256 of a card pixel, or -1 where that is off the card or in a rounded-off corner. Plain
/// arithmetic over arrays, so that it runs as vector code.
#[allow(clippy::too_many_arguments)]
fn looking_back(
    m: &[f32; 9],
    card: [f32; 2],
    r: f32,
    a: usize,
    b: usize,
    fy: f32,
    u: &mut Vec<i32>,
    v: &mut Vec<i32>,
) {
    let n = b - a;
    u.resize(n, 0);
    v.resize(n, 0);
    let [cw, ch] = card;
    let (umax, vmax) = ((cw - 1.0) * 256.0 - 1.0, (ch - 1.0) * 256.0 - 1.0);
    let fx = a as f32 + 0.5;
    let (u0, v0, z0) = (
        m[0] * fx + m[1] * fy + m[2],
        m[3] * fx + m[4] * fy + m[5],
        m[6] * fx + m[7] * fy + m[8],
    );
    for (i, (ui, vi)) in u.iter_mut().zip(v.iter_mut()).enumerate() {
        let k = i as i32 as f32;
        let z = z0 + k * m[6];
        let (cu, cv) = ((u0 + k * m[0]) / z, (v0 + k * m[3]) / z);
        // Comparisons and selects rather than f32::max and &&, which keep this vector code.
        let dx = max(max(r - cu, cu - (cw - r)), 0.0);
        let dy = max(max(r - cv, cv - (ch - r)), 0.0);
        let on = (cu >= 0.0) & (cv >= 0.0) & (cu < cw) & (cv < ch) & (dx * dx + dy * dy <= r * r);
        // Sample positions are pixel centres: half a pixel back.
        let su = min(max((cu - 0.5) * 256.0, 0.0), umax);
        let sv = min(max((cv - 0.5) * 256.0, 0.0), vmax);
        *ui = if on { whole(su) } else { -1 };
        *vi = whole(sv);
    }
}

/// The nearest whole number to `x`, for `x` from 0 to 2^23: added to 2^23 its float holds it in
/// the low bits of the mantissa. Unlike `as i32` (which saturates), plain vector code.
#[inline]
fn whole(x: f32) -> i32 {
    ((x + 8_388_608.0).to_bits() & 0x7f_ffff) as i32
}

#[inline]
fn max(a: f32, b: f32) -> f32 {
    if a > b {
        a
    } else {
        b
    }
}

#[inline]
fn min(a: f32, b: f32) -> f32 {
    if a < b {
        a
    } else {
        b
    }
}

/// Bilinear samples of the card where the pixel looks at it; other pixels keep the desk.
fn sample(card: &Canvas, u: &[i32], v: &[i32], row: &mut [u8]) {
    let (w, px) = (card.width, &card.pixels);
    for ((o, &u), &v) in row.iter_mut().zip(u).zip(v) {
        if u < 0 {
            continue;
        }
        let (u, v) = (u as u32, v as u32);
        let (fx, fy) = (u & 255, v & 255);
        let i = (v >> 8) as usize * w + (u >> 8) as usize;
        let (top, bottom) = (&px[i..i + 2], &px[i + w..i + w + 2]);
        let top = u32::from(top[0]) * (256 - fx) + u32::from(top[1]) * fx;
        let bottom = u32::from(bottom[0]) * (256 - fx) + u32::from(bottom[1]) * fx;
        *o = ((top * (256 - fy) + bottom * fy + 32768) >> 16) as u8;
    }
}

/// Exposure with its gradient, times the shadow, in 1/256.
struct Light {
    gain: f32,
    gx: f32,
    gy: f32,
    centre: [f32; 2],
    shadow: Option<(f32, f32, f32, f32)>,
}

impl Light {
    fn new(p: &Params) -> Light {
        let (w, h) = (p.width as f32, p.height as f32);
        Light {
            gain: p.gain,
            gx: p.gain * p.gradient[0] / w,
            gy: p.gain * p.gradient[1] / h,
            centre: [w / 2.0, h / 2.0],
            shadow: p.shadow.map(|s| {
                let (sin, cos) = s.angle_deg.to_radians().sin_cos();
                (
                    cos / s.softness,
                    sin / s.softness,
                    s.offset / s.softness,
                    s.depth,
                )
            }),
        }
    }

    /// Light row `fy`: the light exact every 8 pixels and straight between, since it changes
    /// over tens of pixels (the softest shadow edge is 2 % of the picture).
    fn apply(&self, fy: f32, row: &mut [u8]) {
        let dy = fy - self.centre[1];
        let base = self.gain + self.gy * dy;
        let (nx, s0, depth) = match self.shadow {
            Some((nx, ny, off, depth)) => (nx, ny * dy - off, depth),
            None => (0.0, 0.0, 0.0),
        };
        // In 1/256, as a whole number.
        let at = |x: usize| {
            let dx = x as f32 + 0.5 - self.centre[0];
            let s = (s0 + nx * dx).clamp(0.0, 1.0);
            ((base + self.gx * dx) * (1.0 - depth * s) * 256.0).clamp(0.0, 4095.0) as u32
        };
        let mut left = at(0);
        for (k, block) in row.chunks_mut(8).enumerate() {
            let right = at(8 * k + 8);
            for (j, o) in block.iter_mut().enumerate() {
                let l = (left * (8 - j as u32) + right * j as u32) >> 3;
                *o = ((u32::from(*o) * l + 128) >> 8).min(255) as u8;
            }
            left = right;
        }
    }
}

/// The pixels of a row whose centres fall inside a convex quad: `a..b`, within `0..w`.
fn span(q: &Quad, fy: f32, w: usize) -> (usize, usize) {
    let (mut lo, mut hi) = (f32::INFINITY, f32::NEG_INFINITY);
    for i in 0..4 {
        let (p0, p1) = (q[i], q[(i + 1) % 4]);
        if (p0[1] <= fy) != (p1[1] <= fy) {
            let x = p0[0] + (fy - p0[1]) / (p1[1] - p0[1]) * (p1[0] - p0[0]);
            lo = lo.min(x);
            hi = hi.max(x);
        }
    }
    if lo > hi {
        return (0, 0);
    }
    // Centres x + 0.5 in [lo, hi]; a pixel of slack each side, settled by the exact test.
    let a = (lo - 1.5).ceil().clamp(0.0, w as f32) as usize;
    let b = ((hi + 0.5).floor() + 1.0).clamp(a as f32, w as f32) as usize;
    (a, b)
}
