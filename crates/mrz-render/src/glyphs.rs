//! The embedded OCR-B face, parsed once, and the coverage masks of the 37 MRZ characters.

use ab_glyph::{point, Font, FontRef, PxScale, ScaleFont};
use std::sync::OnceLock;

/// Public domain OCR-B (see font/LICENSE.txt). Embedded so the worker never fetches a font.
static FONT_BYTES: &[u8] = include_bytes!("../font/OCRB.otf");

/// Every character an MRZ can hold, each with a slot in a glyph cache.
pub const CHARSET: &[u8; 37] = b"<0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

pub fn slot(c: u8) -> Option<usize> {
    match c {
        b'<' => Some(0),
        b'0'..=b'9' => Some(usize::from(c - b'0') + 1),
        b'A'..=b'Z' => Some(usize::from(c - b'A') + 11),
        _ => None,
    }
}

fn face() -> &'static FontRef<'static> {
    static FACE: OnceLock<FontRef<'static>> = OnceLock::new();
    // The bytes are fixed at compile time and a unit test parses them, so this cannot fail.
    FACE.get_or_init(|| FontRef::try_from_slice(FONT_BYTES).expect("embedded OCR-B parses"))
}

/// ab_glyph scales by ascent-to-descent height; a CSS-like font size is pixels per em.
fn px_scale(font_size: f32) -> PxScale {
    let f = face();
    let units_per_em = f.units_per_em().unwrap_or(1000.0);
    PxScale::from(font_size * f.height_unscaled() / units_per_em)
}

/// The advance of every glyph at this size: OCR-B is monospaced.
pub fn advance(font_size: f32) -> f32 {
    let f = face();
    f.as_scaled(px_scale(font_size)).h_advance(f.glyph_id('<'))
}

/// A glyph's anti-aliased coverage (0-255), placed relative to its origin on the baseline.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Coverage {
    pub left: i32,
    pub top: i32,
    pub width: usize,
    pub height: usize,
    pub alpha: Vec<u8>,
}

impl Coverage {
    pub fn right(&self) -> i32 {
        self.left + self.width as i32
    }

    pub fn bottom(&self) -> i32 {
        self.top + self.height as i32
    }

    /// Coverage at a pixel relative to the origin; 0 outside the glyph's box.
    pub fn alpha_at(&self, x: i32, y: i32) -> u8 {
        let (gx, gy) = (x - self.left, y - self.top);
        if gx < 0 || gy < 0 || gx >= self.width as i32 || gy >= self.height as i32 {
            return 0;
        }
        self.alpha[gy as usize * self.width + gx as usize]
    }
}

/// Rasterize one MRZ character with its origin on a whole pixel.
pub fn rasterize(c: u8, font_size: f32) -> Coverage {
    let f = face();
    let glyph = f
        .glyph_id(char::from(c))
        .with_scale_and_position(px_scale(font_size), point(0.0, 0.0));
    let Some(outline) = f.outline_glyph(glyph) else {
        return Coverage::default();
    };
    let bounds = outline.px_bounds();
    let (width, height) = (bounds.width() as usize, bounds.height() as usize);
    let mut alpha = vec![0u8; width * height];
    outline.draw(|x, y, c| {
        let (x, y) = (x as usize, y as usize);
        if x < width && y < height {
            alpha[y * width + x] = (c.clamp(0.0, 1.0) * 255.0).round() as u8;
        }
    });
    Coverage {
        left: bounds.min.x as i32,
        top: bounds.min.y as i32,
        width,
        height,
        alpha,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slots_cover_the_charset_once() {
        for (i, &c) in CHARSET.iter().enumerate() {
            assert_eq!(slot(c), Some(i));
        }
        assert_eq!(slot(b' '), None);
        assert_eq!(slot(b'a'), None);
    }

    #[test]
    fn every_mrz_character_has_ink_inside_its_advance() {
        let adv = advance(64.0);
        assert!(
            (46.0..46.5).contains(&adv),
            "OCR-B advances 0.723 em, got {adv}"
        );
        for &c in CHARSET {
            let g = rasterize(c, 64.0);
            assert!(g.alpha.contains(&255), "{} has no solid ink", c as char);
            assert!(
                g.left >= 0 && (g.right() as f32) <= adv.ceil(),
                "{}",
                c as char
            );
            // Anti-aliasing may spill up to two rows below the baseline (G and J).
            assert!(
                g.top < -40 && g.bottom() <= 2,
                "{} sits on the baseline",
                c as char
            );
        }
    }

    #[test]
    fn rasterizing_is_deterministic() {
        assert_eq!(rasterize(b'Q', 37.5), rasterize(b'Q', 37.5));
    }
}
