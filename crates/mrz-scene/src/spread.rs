//! A stroke grown or thinned by a pixel, or part of one: each pixel moved part of the way to
//! the darkest or lightest of itself and its four neighbours. A row at a time, in loops the
//! compiler runs many pixels a step: a pixel at a time, with a branch for each neighbour, it was
//! a tenth of a photo record's making.

use crate::canvas::Canvas;
use crate::math::round_u8;

/// Each pixel moved `share` of the way to the darkest (`grow`) or lightest of itself and its
/// four neighbours: a stroke a pixel heavier or lighter each side, or part of one.
pub fn spread_once(c: &mut Canvas, grow: bool, share: f32, scratch: &mut Vec<u8>) {
    if grow {
        spread_by(c, share, scratch, u8::min);
    } else {
        spread_by(c, share, scratch, u8::max);
    }
}

fn spread_by(c: &mut Canvas, share: f32, scratch: &mut Vec<u8>, pick: impl Fn(u8, u8) -> u8) {
    let (w, h) = (c.width, c.height);
    if w == 0 || h == 0 {
        return;
    }
    scratch.clear();
    scratch.extend_from_slice(&c.pixels);
    let src = &scratch[..];
    let row = |y: usize| &src[y * w..(y + 1) * w];
    // Each pixel's pick with the pixel at the same place in `other` (shifted by the slices).
    let fold = |near: &mut [u8], other: &[u8]| {
        for (v, &o) in near.iter_mut().zip(other) {
            *v = pick(*v, o);
        }
    };
    let mut near = vec![0u8; w];
    for y in 0..h {
        let here = row(y);
        near.copy_from_slice(here);
        fold(&mut near, &here[1..]);
        fold(&mut near[1..], here);
        if y > 0 {
            fold(&mut near, row(y - 1));
        }
        if y + 1 < h {
            fold(&mut near, row(y + 1));
        }
        let out = &mut c.pixels[y * w..(y + 1) * w];
        for ((p, &o), &v) in out.iter_mut().zip(here).zip(&near) {
            let old = f32::from(o);
            *p = round_u8(old + share * (f32::from(v) - old));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The definition, a pixel at a time, as the scenes drew it before.
    fn one_at_a_time(c: &mut Canvas, grow: bool, share: f32) {
        let (w, h) = (c.width, c.height);
        let src = c.pixels.clone();
        let pick = |a: u8, b: u8| if grow { a.min(b) } else { a.max(b) };
        for y in 0..h {
            for x in 0..w {
                let at = y * w + x;
                let mut v = src[at];
                if x > 0 {
                    v = pick(v, src[at - 1]);
                }
                if x + 1 < w {
                    v = pick(v, src[at + 1]);
                }
                if y > 0 {
                    v = pick(v, src[at - w]);
                }
                if y + 1 < h {
                    v = pick(v, src[at + w]);
                }
                let old = f32::from(src[at]);
                c.pixels[at] = (old + share * (f32::from(v) - old)).round() as u8;
            }
        }
    }

    #[test]
    fn the_same_to_the_byte_as_a_pixel_at_a_time() {
        let mut scratch = Vec::new();
        for (w, h) in [
            (0, 0),
            (0, 5),
            (5, 0),
            (1, 1),
            (1, 7),
            (7, 1),
            (2, 2),
            (33, 17),
            (64, 40),
        ] {
            let pixels = (0..w * h).map(|i| (i * 97 % 256) as u8).collect();
            let c = Canvas {
                width: w,
                height: h,
                pixels,
            };
            for grow in [true, false] {
                for share in [0.0, 0.25, 0.5, 0.37, 0.999, 1.0] {
                    let (mut fast, mut slow) = (c.clone(), c.clone());
                    spread_once(&mut fast, grow, share, &mut scratch);
                    one_at_a_time(&mut slow, grow, share);
                    assert_eq!(fast.pixels, slow.pixels, "{w}x{h} {grow} {share}");
                }
            }
        }
    }
}
