//! An 8-bit grey raster (a grey picture, or one plane of a colour one), and OCR-B stamped onto
//! it or onto a card's planes in any ink.

use crate::paint::{Colour, Paint};
use mrz_render::{advance, rasterize, Coverage, CHARSET};

/// Grey pixels, 0 black to 255 white, rows top to bottom.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Canvas {
    pub width: usize,
    pub height: usize,
    pub pixels: Vec<u8>,
}

impl Canvas {
    pub fn new(width: usize, height: usize, value: u8) -> Canvas {
        Canvas {
            width,
            height,
            pixels: vec![value; width * height],
        }
    }

    /// Darken toward `ink` by `alpha` (0-255): ink on paper never lightens it.
    #[inline]
    pub fn darken(&mut self, x: i32, y: i32, ink: u8, alpha: u8) {
        if x < 0 || y < 0 || x as usize >= self.width || y as usize >= self.height {
            return;
        }
        let p = &mut self.pixels[y as usize * self.width + x as usize];
        if *p > ink {
            let d = u32::from(*p - ink) * u32::from(alpha);
            *p -= ((d + 127) / 255) as u8;
        }
    }
}

/// The 37 MRZ glyphs rasterized once at one size.
pub struct Font {
    pub size: f32,
    pub advance: f32,
    glyphs: Vec<Coverage>,
}

/// Where a stamped glyph's ink is: `[left, top, right, bottom]` in canvas pixels.
pub type InkBox = [f32; 4];

impl Font {
    pub fn new(size: f32) -> Font {
        Font {
            size,
            advance: advance(size),
            glyphs: CHARSET.iter().map(|&c| rasterize(c, size)).collect(),
        }
    }

    fn glyph(&self, c: u8) -> Option<&Coverage> {
        let slot = CHARSET.iter().position(|&k| k == c)?;
        Some(&self.glyphs[slot]).filter(|g| g.width > 0)
    }

    /// Stamp `c` with its origin at (`x`, `baseline`); its ink box, if it has ink.
    pub fn stamp<P: Paint + ?Sized>(
        &self,
        to: &mut P,
        c: u8,
        x: i32,
        baseline: i32,
        ink: Colour,
    ) -> Option<InkBox> {
        let g = self.glyph(c)?;
        let (left, top) = (x + g.left, baseline + g.top);
        for (row, alphas) in g.alpha.chunks_exact(g.width).enumerate() {
            for (col, &a) in alphas.iter().enumerate() {
                if a > 0 {
                    to.paint(left + col as i32, top + row as i32, ink, a);
                }
            }
        }
        let ink_box = ink_box(g);
        Some([
            (left + ink_box[0]) as f32,
            (top + ink_box[1]) as f32,
            (left + ink_box[2]) as f32,
            (top + ink_box[3]) as f32,
        ])
    }

    /// Stamp a line of text from `x`, `pitch` apart; characters outside the MRZ alphabet are
    /// left blank (lower case is raised first).
    pub fn line<P: Paint + ?Sized>(
        &self,
        to: &mut P,
        text: &str,
        at: (f32, i32),
        pitch: f32,
        ink: Colour,
    ) {
        for (i, c) in text.bytes().enumerate() {
            let x = (at.0 + i as f32 * pitch).round() as i32;
            self.stamp(to, c.to_ascii_uppercase(), x, at.1, ink);
        }
    }
}

/// The rows and columns of a coverage raster that hold ink above a faint threshold, relative
/// to its top left: the raster's box is the outline's, widened to whole pixels.
fn ink_box(g: &Coverage) -> [i32; 4] {
    const FAINT: u8 = 24;
    let (mut x0, mut y0, mut x1, mut y1) = (g.width as i32, g.height as i32, 0, 0);
    for (row, alphas) in g.alpha.chunks_exact(g.width).enumerate() {
        for (col, &a) in alphas.iter().enumerate() {
            if a > FAINT {
                x0 = x0.min(col as i32);
                y0 = y0.min(row as i32);
                x1 = x1.max(col as i32 + 1);
                y1 = y1.max(row as i32 + 1);
            }
        }
    }
    if x1 <= x0 {
        return [0, 0, g.width as i32, g.height as i32];
    }
    [x0, y0, x1, y1]
}

/// A cheap integer hash of a seed and a value (lowbias32 of their mix), for textures and
/// noise that must be the same on every machine.
pub fn hash_seed(seed: u32, value: u32) -> u32 {
    let mut x = value ^ seed.wrapping_mul(0x9e37_79b9).rotate_left(16);
    x ^= x >> 16;
    x = x.wrapping_mul(0x7feb_352d);
    x ^= x >> 15;
    x = x.wrapping_mul(0x846c_a68b);
    x ^ (x >> 16)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_stamp_darkens_inside_its_ink_box_only() {
        let font = Font::new(30.0);
        let mut c = Canvas::new(60, 60, 240);
        let b = font.stamp(&mut c, b'M', 10, 40, [20; 3]).unwrap();
        let dark = |x: usize, y: usize| c.pixels[y * 60 + x] < 200;
        let mut inked = 0;
        for y in 0..60 {
            for x in 0..60 {
                let within = (x as f32) >= b[0] - 1.0
                    && (x as f32) < b[2] + 1.0
                    && (y as f32) >= b[1] - 1.0
                    && (y as f32) < b[3] + 1.0;
                if dark(x, y) {
                    assert!(within, "ink at {x},{y} outside {b:?}");
                    inked += 1;
                }
            }
        }
        assert!(inked > 50);
        assert!(font.stamp(&mut c, b' ', 0, 40, [0; 3]).is_none());
    }
}
