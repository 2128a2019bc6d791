//! What the laminate adds to a capture, laid on the card's planes before the camera so that
//! perspective, blur and noise carry it as they carry the print: a glare where the light
//! catches the laminate (toward white), and a hologram's translucent iridescent patch (its
//! colours banded across it; in grey, a faint pattern of lighter and darker rings).

use crate::canvas::Canvas;
use crate::looks::{Glare, Hologram};
use crate::paint::{hue, luma};

/// The box of pixels within `reach` of `centre`, cut to the card.
fn around(c: &Canvas, centre: [f32; 2], reach: f32) -> (usize, usize, usize, usize) {
    let clamp = |v: f32, hi: usize| (v.max(0.0) as usize).min(hi);
    (
        clamp(centre[0] - reach, c.width),
        clamp(centre[0] + reach + 1.0, c.width),
        clamp(centre[1] - reach, c.height),
        clamp(centre[1] + reach + 1.0, c.height),
    )
}

/// Brighten toward white inside the glare's ellipse, most at its centre, nothing at its rim.
pub fn glare(planes: &mut [Canvas], g: &Glare) {
    let (cw, ch) = (planes[0].width as f32, planes[0].height as f32);
    let centre = [g.at[0] * cw, g.at[1] * ch];
    let long = (g.radius * cw).max(1.0);
    let short = (long * g.aspect).max(1.0);
    let (sin, cos) = crate::math::sin_cos(g.angle_deg.to_radians());
    let (x0, x1, y0, y1) = around(&planes[0], centre, long);
    let strength = g.strength.clamp(0.0, 1.0);
    for plane in planes {
        let w = plane.width;
        for y in y0..y1 {
            let dy = y as f32 + 0.5 - centre[1];
            for x in x0..x1 {
                let dx = x as f32 + 0.5 - centre[0];
                let (a, b) = ((dx * cos + dy * sin) / long, (dy * cos - dx * sin) / short);
                let d = a * a + b * b;
                if d < 1.0 {
                    let k = ((1.0 - d) * (1.0 - d) * strength * 256.0) as u32;
                    let p = &mut plane.pixels[y * w + x];
                    *p += ((u32::from(255 - *p) * k) >> 8) as u8;
                }
            }
        }
    }
}

/// Lay the hologram's patch: inside its circle (its rim soft), each pixel mixed toward a light
/// rainbow colour whose hue runs diagonally across the patch, by an amount in rings.
pub fn hologram(planes: &mut [Canvas], h: &Hologram) {
    let (cw, ch) = (planes[0].width as f32, planes[0].height as f32);
    let centre = [h.at[0] * cw, h.at[1] * ch];
    let r = (h.radius * cw).max(2.0);
    let (x0, x1, y0, y1) = around(&planes[0], centre, r);
    let count = planes.len();
    let w = planes[0].width;
    // Tables, as a patch has tens of thousands of pixels: the colour along the diagonal (by
    // dx + dy, whole pixels from -2r), and the amount by the distance from the centre (in
    // 1/1024 of the radius).
    let reach = (2.0 * r).ceil() as i32;
    let tones: Vec<[u8; 3]> = (-reach..=reach)
        .map(|s| {
            let tone =
                hue((h.phase + s as f32 / (4.0 * r)) * 360.0).map(|v| (150.0 + 105.0 * v) as u8);
            if count == 1 {
                [luma(tone); 3]
            } else {
                tone
            }
        })
        .collect();
    let strength = h.strength.clamp(0.0, 1.0);
    let amounts: Vec<u32> = (0..1024)
        .map(|i| {
            let d = i as f32 / 1024.0;
            let rim = ((1.0 - d) * 8.0).min(1.0);
            let rings = 0.55 + 0.45 * crate::math::sin(d * 40.0);
            (strength * rim * rings * 256.0) as u32
        })
        .collect();
    let r2 = r * r;
    for y in y0..y1 {
        let dy = y as f32 + 0.5 - centre[1];
        for x in x0..x1 {
            let dx = x as f32 + 0.5 - centre[0];
            let d2 = (dx * dx + dy * dy) / r2;
            if d2 >= 1.0 {
                continue;
            }
            let a = amounts[((d2.sqrt() * 1024.0) as usize).min(1023)];
            let tone = &tones[((dx + dy + reach as f32 + 0.5) as usize).min(2 * reach as usize)];
            for (plane, &c) in planes.iter_mut().zip(tone) {
                let p = &mut plane.pixels[y * w + x];
                *p = ((u32::from(*p) * (256 - a) + u32::from(c) * a + 128) >> 8) as u8;
            }
        }
    }
}
