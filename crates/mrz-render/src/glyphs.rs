//! The OCR-B outlines of the 37 MRZ characters (read from the font at build time) and their
//! coverage masks.

use ab_glyph_rasterizer::{point, Point, Rasterizer};

/// One step of a glyph outline, in font units with y up. OCR-B's outlines are CFF: cubic only.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Cmd {
    M(f32, f32),
    L(f32, f32),
    C(f32, f32, f32, f32, f32, f32),
    Z,
}
use Cmd::{C, L, M, Z};

/// A glyph: its ink box `[x_min, y_min, x_max, y_max]` and outline, in font units.
pub struct Glyph {
    pub bbox: [i16; 4],
    pub path: &'static [Cmd],
}

// Public domain OCR-B (see font/LICENSE.txt), cut down to the MRZ alphabet by font/subset.sh,
// read by build.rs: UNITS_PER_EM, ADVANCE and GLYPHS, in CHARSET order.
include!(concat!(env!("OUT_DIR"), "/outlines.rs"));

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

/// The outline of an MRZ character (none for others).
pub fn glyph(c: u8) -> Option<&'static Glyph> {
    slot(c).map(|s| &GLYPHS[s])
}

/// Pixels per font unit at a font size in pixels per em.
pub(crate) fn scale(font_size: f32) -> f32 {
    font_size / f32::from(UNITS_PER_EM)
}

/// The advance of every glyph at this size: OCR-B is monospaced.
pub fn advance(font_size: f32) -> f32 {
    f32::from(ADVANCE) * scale(font_size)
}

/// How far the ink of the 37 glyphs reaches above their baseline (the tallest) and below it
/// (the lowest) at this size, from the outlines rather than a raster: it scales exactly.
pub fn ink_extent(font_size: f32) -> (f32, f32) {
    let top = GLYPHS.iter().map(|g| g.bbox[3]).max().unwrap_or(0);
    let bottom = GLYPHS.iter().map(|g| g.bbox[1]).min().unwrap_or(0);
    let k = scale(font_size);
    (f32::from(top) * k, -f32::from(bottom) * k)
}

/// Feed an outline to anything that draws one.
pub fn trace(path: &[Cmd], pen: &mut impl Outline) {
    for &cmd in path {
        match cmd {
            M(x, y) => pen.move_to(x, y),
            L(x, y) => pen.line_to(x, y),
            C(x1, y1, x2, y2, x, y) => pen.curve_to(x1, y1, x2, y2, x, y),
            Z => pen.close(),
        }
    }
}

/// What draws an outline: the rasterizer's pen here, SVG path data in `svg.rs`.
pub trait Outline {
    fn move_to(&mut self, x: f32, y: f32);
    fn line_to(&mut self, x: f32, y: f32);
    fn curve_to(&mut self, x1: f32, y1: f32, x2: f32, y2: f32, x: f32, y: f32);
    fn close(&mut self);
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
    let k = scale(font_size);
    let Some(glyph) = glyph(c) else {
        return Coverage::default();
    };
    let [x_min, y_min, x_max, y_max] = glyph.bbox.map(f32::from);
    // Pixel box: font units scaled, y pointing down, widened to whole pixels.
    let left = (x_min * k).floor() as i32;
    let top = (-y_max * k).floor() as i32;
    let width = ((x_max * k).ceil() as i32 - left).max(0) as usize;
    let height = ((-y_min * k).ceil() as i32 - top).max(0) as usize;
    let mut pen = Pen {
        raster: Rasterizer::new(width, height),
        scale: k,
        offset: point(-left as f32, -top as f32),
        start: point(0.0, 0.0),
        last: point(0.0, 0.0),
    };
    trace(glyph.path, &mut pen);
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

impl Outline for Pen {
    fn move_to(&mut self, x: f32, y: f32) {
        self.start = self.at(x, y);
        self.last = self.start;
    }

    fn line_to(&mut self, x: f32, y: f32) {
        let p = self.at(x, y);
        self.raster.draw_line(self.last, p);
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
