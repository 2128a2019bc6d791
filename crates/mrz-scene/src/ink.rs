//! How a printer lays the zone's ink, which is never our glyphs' exact outline: heavier or
//! lighter strokes (laser toner spreads, inkjet ink soaks in, a worn ribbon starves), edges
//! softened, toner specks beside the strokes and pinholes in them. The zone is stamped on a
//! layer of its own, printed as `Print` says, then laid over the card (multiplied: ink darkens
//! what lies under it, the guilloche shows through where there is none).

use crate::blur;
use crate::canvas::{hash_seed, Canvas};
use crate::spread::spread_once;
use serde::Serialize;

/// One record's printer.
#[derive(Debug, Clone, Copy, PartialEq, Default, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Print {
    /// Strokes grown (above 0) or thinned (below 0) by this many card pixels each side.
    pub weight_px: f32,
    /// The ink's edges softened by a blur of this many card pixels.
    pub spread_px: f32,
    /// The share of the pixels beside a stroke that catch a speck of toner.
    pub speckle: f32,
    /// The share of a stroke's pixels left bare.
    pub dropout: f32,
    pub seed: u32,
}

impl Print {
    /// Whether it changes anything: a clean strip's printer does not.
    pub fn is_plain(&self) -> bool {
        *self == Print::default()
    }
}

/// `layer` (white paper with the zone's ink, 255 bare) printed as `p` says.
pub fn print(layer: &mut Canvas, p: &Print, scratch: &mut Vec<u8>) {
    let whole = p.weight_px.abs().floor() as usize;
    let part = p.weight_px.abs().fract();
    let grow = p.weight_px > 0.0;
    for _ in 0..whole {
        spread_once(layer, grow, 1.0, scratch);
    }
    if part > 0.0 {
        spread_once(layer, grow, part, scratch);
    }
    blur::gaussian(layer, p.spread_px, scratch);
    if p.speckle > 0.0 || p.dropout > 0.0 {
        specks(layer, p);
    }
}

/// Specks of toner on the paper beside strokes, and bare pinholes in them, from the printer's
/// seed: the same record gives the same specks.
fn specks(c: &mut Canvas, p: &Print) {
    let w = c.width;
    let threshold = |share: f32| (share.clamp(0.0, 1.0) * u32::MAX as f32) as u32;
    let (speck, hole) = (threshold(p.speckle), threshold(p.dropout));
    for i in 0..c.pixels.len() {
        let v = c.pixels[i];
        let r = hash_seed(p.seed, i as u32);
        if v < 96 && r < hole {
            c.pixels[i] = 200;
        } else if v > 200 && r < speck {
            // Only near ink: a speck flies a pixel or two from the stroke.
            let near = [i.wrapping_sub(2), i + 2, i.wrapping_sub(2 * w), i + 2 * w]
                .iter()
                .any(|&j| c.pixels.get(j).is_some_and(|&n| n < 128));
            if near {
                c.pixels[i] = 60;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::canvas::Font;

    fn zone() -> Canvas {
        let mut c = Canvas::new(120, 40, 255);
        Font::new(24.0).line(&mut c, "ME<08", (4.0, 30), 22.0, [0; 3]);
        c
    }

    fn ink(c: &Canvas) -> u32 {
        c.pixels.iter().map(|&p| u32::from(255 - p)).sum()
    }

    #[test]
    fn heavier_print_carries_more_ink_and_lighter_less() {
        let plain = zone();
        let mut scratch = Vec::new();
        let mut heavy = plain.clone();
        print(
            &mut heavy,
            &Print {
                weight_px: 1.0,
                ..Print::default()
            },
            &mut scratch,
        );
        let mut light = plain.clone();
        print(
            &mut light,
            &Print {
                weight_px: -0.7,
                ..Print::default()
            },
            &mut scratch,
        );
        assert!(
            ink(&heavy) > ink(&plain) * 13 / 10,
            "{} {}",
            ink(&heavy),
            ink(&plain)
        );
        assert!(
            ink(&light) < ink(&plain) * 8 / 10,
            "{} {}",
            ink(&light),
            ink(&plain)
        );
        let mut same = plain.clone();
        print(&mut same, &Print::default(), &mut scratch);
        assert_eq!(same, plain, "a plain printer changes nothing");
    }

    #[test]
    fn specks_fall_near_strokes_and_holes_inside_them_the_same_every_time() {
        let plain = zone();
        let p = Print {
            speckle: 0.2,
            dropout: 0.2,
            seed: 9,
            ..Print::default()
        };
        let mut a = plain.clone();
        print(&mut a, &p, &mut Vec::new());
        let mut b = plain.clone();
        print(&mut b, &p, &mut Vec::new());
        assert_eq!(a, b);
        let changed: Vec<usize> = (0..a.pixels.len())
            .filter(|&i| a.pixels[i] != plain.pixels[i])
            .collect();
        assert!(changed.len() > 20);
        // Nothing far from the zone's ink changes.
        assert!(changed.iter().all(|&i| i % 120 < 116 && i / 120 > 4));
    }
}
