//! The camera's pass over the picture: each pixel looks back through the homography into the
//! card (bilinear) or, outside it, at the desk, and is lit by the exposure, its gradient and the
//! shadow. Rows are done in passes over plain arrays (where the card is, then its samples, then
//! the light), which the compiler turns into vector code; only the samples are scalar.

use crate::bend::BendPx;
use crate::canvas::Canvas;
use crate::geom::{Homography, Quad};
use crate::light::Light;
use crate::params::Params;

/// What lies under the card: a texture larger than the picture, read from an offset, and its
/// colour in a colour picture (each plane's share, in 1/256).
pub struct Desk<'a> {
    pub texture: &'a Canvas,
    pub offset: [u32; 2],
    pub tone: f32,
    pub tint: [u16; 3],
}

/// Scratch rows, kept between pictures.
#[derive(Default)]
pub struct Rows {
    /// Where each pixel of the span looks in the card, in 1/256 pixel; -1 where off the card.
    u: Vec<i32>,
    v: Vec<i32>,
}

/// The card as the camera sees it: its planes, its corners' radius (card pixels), the map
/// from picture pixels back to card pixels, and its outline in the picture.
pub struct Card<'a> {
    pub raster: &'a [Canvas],
    /// How the page is bent ([`BendPx::FLAT`] for a flat one).
    pub bend: BendPx,
    pub radius: f32,
    pub back: Homography,
    pub outline: Quad,
}

/// Draw the picture `p` describes into `out`, a plane for each of the card's. Each row is desk,
/// then the card over the span where the row crosses its outline (convex: one span a row),
/// then lit; where the row looks in the card is worked out once for every plane.
pub fn warp(seen: &Card, desk: &Desk, p: &Params, rows: &mut Rows, out: &mut Vec<Canvas>) {
    let (card, radius, card_at) = (seen.raster, seen.radius, &seen.outline);
    let (w, h) = (p.width as usize, p.height as usize);
    out.resize_with(card.len(), Canvas::default);
    for plane in out.iter_mut() {
        plane.width = w;
        plane.height = h;
        plane.pixels.resize(w * h, 0);
    }
    let m = seen.back.0.map(|v| v as f32);
    let dw = desk.texture.width;
    let tone = desk.tone.round().clamp(-255.0, 255.0) as i16;
    let light = Light::new(p);
    let colour = card.len() > 1;
    for y in 0..h {
        let fy = y as f32 + 0.5;
        let desk_row = (y + desk.offset[1] as usize) * dw + desk.offset[0] as usize;
        let under = &desk.texture.pixels[desk_row..desk_row + w];
        let (a, b) = span(card_at, fy, w);
        if a < b {
            let size = [card[0].width as f32, card[0].height as f32];
            let back = Back {
                m: &m,
                card: size,
                r: radius,
                bend: &seen.bend,
            };
            looking_back(&back, a, b, fy, &mut rows.u, &mut rows.v);
        }
        for (k, (plane, raster)) in out.iter_mut().zip(card).enumerate() {
            let row = &mut plane.pixels[y * w..(y + 1) * w];
            if colour {
                let t = u32::from(desk.tint[k]);
                for (o, &d) in row.iter_mut().zip(under) {
                    let v = (i16::from(d) + tone).clamp(0, 255) as u32;
                    *o = ((v * t) >> 8).min(255) as u8;
                }
            } else {
                for (o, &d) in row.iter_mut().zip(under) {
                    *o = (i16::from(d) + tone).clamp(0, 255) as u8;
                }
            }
            if a < b {
                sample(raster, &rows.u, &rows.v, &mut row[a..b]);
            }
            light.apply(fy, row);
        }
    }
}

/// The map from the picture back into the card: the homography, the card's size, its corners'
/// radius and its bend.
struct Back<'a> {
    m: &'a [f32; 9],
    card: [f32; 2],
    r: f32,
    bend: &'a BendPx,
}

/// Where pixels `a..b` of row `fy` look in the card: the top left of their four samples, in
/// 1/256 of a card pixel, or -1 where that is off the card or in a rounded-off corner. Plain
/// arithmetic over arrays, so that it runs as vector code.
fn looking_back(back: &Back, a: usize, b: usize, fy: f32, u: &mut Vec<i32>, v: &mut Vec<i32>) {
    let Back { m, card, r, bend } = *back;
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
        let cu = (u0 + k * m[0]) / z;
        // Where the bent page's print at `cu` lay flat.
        let cv = (v0 + k * m[3]) / z - bend.across(cu);
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
