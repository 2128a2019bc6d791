//! The embedded OCR-B face, parsed once, and the coverage masks of the 37 MRZ characters.

use ab_glyph_rasterizer::{point, Point, Rasterizer};
use std::sync::OnceLock;
use ttf_parser::{Face, OutlineBuilder};

/// Public domain OCR-B (see font/LICENSE.txt), cut down to the MRZ alphabet by font/subset.sh.
/// Embedded so the worker never fetches a font.
static FONT_BYTES: &[u8] = include_bytes!("../font/OCRB-mrz.otf");

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

pub(crate) fn face() -> &'static Face<'static> {
    static FACE: OnceLock<Face<'static>> = OnceLock::new();
    // The bytes are fixed at compile time and a unit test parses them, so this cannot fail.
    FACE.get_or_init(|| Face::parse(FONT_BYTES, 0).expect("embedded OCR-B parses"))
}

/// Pixels per font unit at a font size in pixels per em.
pub(crate) fn scale(font_size: f32) -> f32 {
    font_size / f32::from(face().units_per_em())
}

/// The advance of every glyph at this size: OCR-B is monospaced.
pub fn advance(font_size: f32) -> f32 {
    let f = face();
    let adv = f
        .glyph_index('<')
        .and_then(|g| f.glyph_hor_advance(g))
        .unwrap_or(0);
    f32::from(adv) * scale(font_size)
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
    let k = scale(font_size);
    let Some((glyph, bbox)) = f
        .glyph_index(char::from(c))
        .and_then(|g| Some((g, f.glyph_bounding_box(g)?)))
    else {
        return Coverage::default();
    };
    // Pixel box: font units scaled, y pointing down, widened to whole pixels.
    let left = (f32::from(bbox.x_min) * k).floor() as i32;
    let top = (-f32::from(bbox.y_max) * k).floor() as i32;
    let width = ((f32::from(bbox.x_max) * k).ceil() as i32 - left).max(0) as usize;
    let height = ((-f32::from(bbox.y_min) * k).ceil() as i32 - top).max(0) as usize;
    let mut pen = Pen {
        raster: Rasterizer::new(width, height),
        scale: k,
        offset: point(-left as f32, -top as f32),
        start: point(0.0, 0.0),
        last: point(0.0, 0.0),
    };
    f.outline_glyph(glyph, &mut pen);
    let mut alpha = vec![0u8; width * height];
    pen.raster.for_each_pixel_2d(|x, y, a| {
        alpha[y as usize * width + x as usize] = (a.clamp(0.0, 1.0) * 255.0).round() as u8;
    });
    Coverage {
        left,
        top,
        width,
        height,
        alpha,
    }
}

/// Feeds a glyph outline, in font units with y up, to the rasterizer in pixels with y down.
struct Pen {
    raster: Rasterizer,
    scale: f32,
    offset: Point,
    start: Point,
    last: Point,
}

impl Pen {
    fn at(&self, x: f32, y: f32) -> Point {
        point(
            x * self.scale + self.offset.x,
            -y * self.scale + self.offset.y,
        )
    }
}

impl OutlineBuilder for Pen {
    fn move_to(&mut self, x: f32, y: f32) {
        self.start = self.at(x, y);
        self.last = self.start;
    }

    fn line_to(&mut self, x: f32, y: f32) {
        let p = self.at(x, y);
        self.raster.draw_line(self.last, p);
        self.last = p;
    }

    fn quad_to(&mut self, x1: f32, y1: f32, x: f32, y: f32) {
        let (c, p) = (self.at(x1, y1), self.at(x, y));
        self.raster.draw_quad(self.last, c, p);
        self.last = p;
    }

    fn curve_to(&mut self, x1: f32, y1: f32, x2: f32, y2: f32, x: f32, y: f32) {
        let (c1, c2, p) = (self.at(x1, y1), self.at(x2, y2), self.at(x, y));
        self.raster.draw_cubic(self.last, c1, c2, p);
        self.last = p;
    }

    fn close(&mut self) {
        if self.last != self.start {
            self.raster.draw_line(self.last, self.start);
        }
        self.last = self.start;
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
