//! The security print under the zone, as real data pages have it: fine crossing waves in a
//! rainbow tint and a line of microtext above the zone, drawn once per card kind as a layer over
//! the zone's band (255 bare) and laid per record at its drawn strength, with the zone's ink
//! (zone.rs), so that the zone is printed over it.

use crate::canvas::{Canvas, Font};
use crate::design::Design;
use crate::grid::Grid;
use crate::paint::{planes, tint, Colour, Wave};

/// The layer of `count` planes over the band of `g`, on a card `width` pixels wide.
pub fn band(count: usize, width: usize, g: &Grid, ppm: f32, look: &Design) -> Vec<Canvas> {
    let height = g.bottom - g.top;
    let mut layer = planes(count, width, height, [255; 3]);
    let [a, b] = look.rainbow;
    let inks: Vec<Colour> = (0..width)
        .map(|x| tint(215, a + (b - a) * x as f32 / width as f32, 0.5))
        .collect();
    // Fainter at coarser resolutions, as the card's guilloche (design.rs).
    let alpha = 140.0 * (ppm / 8.0).min(1.0);
    for family in 0..2 {
        let wavelength = ppm * (6.0 + 3.5 * family as f32);
        let amplitude = ppm * 0.8 * (1.0 + 0.6 * family as f32);
        let spacing = ppm * (1.3 + 0.4 * family as f32);
        let lines = ((height as f32 + 2.0 * amplitude) / spacing) as usize + 1;
        for k in 0..lines {
            let y0 = k as f32 * spacing - amplitude;
            let shift = k as f32 * 0.9 + family as f32 * 2.1 + look.variant as f32;
            let wave = Wave {
                y0,
                amplitude,
                wavelength,
                shift,
                alpha,
            };
            wave.draw(&mut layer[..], &inks);
        }
    }
    // Microtext: SPECIMEN over and over, under a millimetre tall, above the zone's first line.
    let micro = Font::new(0.9 * ppm);
    if micro.advance >= 1.0 {
        let text = "SPECIMEN<".repeat((width as f32 / micro.advance / 9.0) as usize + 1);
        let baseline = (g.first - g.top as f32 - 1.15 * g.line_pitch).round() as i32;
        let ink = tint(150, a, 0.6);
        micro.line(&mut layer[..], &text, (0.0, baseline), micro.advance, ink);
    }
    layer
}

/// The card's band (rows `top..` of `card`, a plane each) multiplied by the zone's ink layer
/// and by the security layer at `strength` (0 to 1; no layer, none): ink darkens what is under
/// it.
pub fn lay(card: &mut [Canvas], top: usize, ink: &Canvas, band: &[Canvas], strength: f32) {
    let s = (strength.clamp(0.0, 1.0) * 256.0) as u32;
    for (k, plane) in card.iter_mut().enumerate() {
        let w = plane.width;
        let end = (top * w + ink.pixels.len()).min(plane.pixels.len());
        let rows = &mut plane.pixels[top * w..end];
        match band.get(k) {
            Some(layer) => {
                for ((c, &i), &l) in rows.iter_mut().zip(&ink.pixels).zip(&layer.pixels) {
                    let mix = 255 - ((u32::from(255 - l) * s) >> 8);
                    *c = ((u32::from(*c) * u32::from(i) * mix + 32_512) / 65_025) as u8;
                }
            }
            None => {
                for (c, &i) in rows.iter_mut().zip(&ink.pixels) {
                    *c = ((u16::from(*c) * u16::from(i) + 127) / 255) as u8;
                }
            }
        }
    }
}
