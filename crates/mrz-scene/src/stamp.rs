//! A red SPECIMEN stamp: a box around the word, drawn once per card kind as coverage and laid
//! per record where its draw puts it, turned, in red ink, with the gaps a rubber stamp leaves.
//! In grey it is the luma of red; a reader taking the brightest channel barely sees it.

use crate::canvas::{hash_seed, Canvas, Font};
use crate::looks::Stamp;
use crate::paint::{luma, Colour};

const RED: Colour = [196, 34, 48];

/// The stamp's coverage (0 none to 255 full) for a card `card_width` pixels wide.
pub fn mask(card_width: usize, ppm: f32) -> Canvas {
    // The word takes 0.3 of the card's width; the box a margin of half a capital around it.
    let font = Font::new(card_width as f32 * 0.3 / 8.0 / 0.723);
    let cap = 0.68 * font.size;
    let (w, h) = (
        (8.0 * font.advance + cap) as usize,
        (cap * 2.0).ceil() as usize,
    );
    let mut c = Canvas::new(w, h, 255);
    let baseline = (h as f32 / 2.0 + cap / 2.0).round() as i32;
    font.line(
        &mut c,
        "SPECIMEN",
        (cap / 2.0, baseline),
        font.advance,
        [0; 3],
    );
    let line = (0.5 * ppm).max(1.0) as usize;
    for y in 0..h {
        for x in 0..w {
            if x < line || y < line || x + line >= w || y + line >= h {
                c.pixels[y * w + x] = 0;
            }
        }
    }
    for p in &mut c.pixels {
        *p = 255 - *p;
    }
    c
}

/// Lay the stamp `mask` on the card's planes as `s` says: centred at `s.at` (shares of the
/// card), turned by `s.angle_deg`, `s.opacity` of its ink.
pub fn lay(planes: &mut [Canvas], mask: &Canvas, s: &Stamp) {
    let (cw, ch) = (planes[0].width as f32, planes[0].height as f32);
    let centre = [s.at[0] * cw, s.at[1] * ch];
    let (sin, cos) = crate::math::sin_cos(s.angle_deg.to_radians());
    let (mw, mh) = (mask.width as f32, mask.height as f32);
    // The turned box's extent each way from its centre.
    let ex = cos.abs() * mw / 2.0 + sin.abs() * mh / 2.0;
    let ey = sin.abs() * mw / 2.0 + cos.abs() * mh / 2.0;
    let opacity = (s.opacity.clamp(0.0, 1.0) * 256.0) as u32;
    let seed = s.angle_deg.to_bits();
    let (y0, y1) = ((centre[1] - ey) as i32, (centre[1] + ey) as i32 + 1);
    let (x0, x1) = ((centre[0] - ex) as i32, (centre[0] + ex) as i32 + 1);
    // Each plane's ink, worked out once: red, or its luma on a grey card.
    let inks: Vec<u8> = if planes.len() == 1 {
        vec![luma(RED)]
    } else {
        RED.to_vec()
    };
    for y in y0.max(0)..y1.min(planes[0].height as i32) {
        let dy = y as f32 + 0.5 - centre[1];
        for x in x0.max(0)..x1.min(planes[0].width as i32) {
            let dx = x as f32 + 0.5 - centre[0];
            // Back into the mask: turned the other way.
            let (u, v) = (
                dx * cos + dy * sin + mw / 2.0,
                -dx * sin + dy * cos + mh / 2.0,
            );
            if u < 0.0 || v < 0.0 || u >= mw - 1.0 || v >= mh - 1.0 {
                continue;
            }
            let a = bilinear(mask, u, v);
            if a == 0 {
                continue;
            }
            // A rubber stamp's gaps: a fifth of its pixels take half the ink.
            let gap = if hash_seed(seed, (y * 65_536 + x) as u32).is_multiple_of(5) {
                128
            } else {
                256
            };
            let alpha = ((a * opacity * gap) >> 16).min(255) as u8;
            for (plane, &ink) in planes.iter_mut().zip(&inks) {
                plane.darken(x, y, ink, alpha);
            }
        }
    }
}

/// The mask at `(u, v)`, bilinear, in whole numbers (1/256 of a pixel).
fn bilinear(c: &Canvas, u: f32, v: f32) -> u32 {
    let (u, v) = ((u * 256.0) as u32, (v * 256.0) as u32);
    let (fx, fy) = (u & 255, v & 255);
    let i = (v >> 8) as usize * c.width + (u >> 8) as usize;
    let (top, bottom) = (&c.pixels[i..i + 2], &c.pixels[i + c.width..i + c.width + 2]);
    let top = u32::from(top[0]) * (256 - fx) + u32::from(top[1]) * fx;
    let bottom = u32::from(bottom[0]) * (256 - fx) + u32::from(bottom[1]) * fx;
    (top * (256 - fy) + bottom * fy + 32_768) >> 16
}
