//! The zone as SVG: the same layout as the raster, each glyph a path of the same OCR-B outlines,
//! so it prints sharp at any size. Coordinates are written as whole hundredths of a pixel, so no
//! floating-point formatting reaches the WebAssembly.

use crate::cache::GlyphCache;
use crate::glyphs::{glyph, scale, slot, trace, Outline, CHARSET};
use crate::layout::{Layout, Shape, MAX_COLUMNS};
use crate::style::{Rgba, Style, StyleError};
use std::fmt::Write;

/// Hundredths of a pixel per pixel: the SVG's user unit.
const UNIT: f32 = 100.0;

/// How big the SVG says it is: the raster's size in pixels, or in millimetres at a dpi (print).
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum SvgSize {
    Pixels,
    PrintAt { dpi: f32 },
}

/// The zone's 1 to 3 lines drawn in `style` as an SVG document, laid out as the raster is.
pub fn svg(lines: &[&str], style: &Style, size: SvgSize) -> Result<String, StyleError> {
    let p = Layout::new(&GlyphCache::new(style)?, Shape::of(lines)?)?;
    let (w, h) = (p.width, p.height);
    let (width, height) = match size {
        SvgSize::Pixels => (format!("{w}"), format!("{h}")),
        SvgSize::PrintAt { dpi } => (millimetres(w, dpi), millimetres(h, dpi)),
    };
    let mut out = format!(
        r#"<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 {} {}" width="{width}" height="{height}">"#,
        w * 100,
        h * 100
    );
    let title: Vec<String> = lines.iter().map(|l| escape(l)).collect();
    let _ = write!(out, "<title>{}</title>", title.join("\n"));
    let _ = write!(
        out,
        r#"<rect width="100%" height="100%" fill="{}"/><defs>"#,
        hex(style.background)
    );
    let used: Vec<u8> = CHARSET
        .iter()
        .copied()
        .filter(|&c| {
            lines
                .iter()
                .any(|l| l.bytes().take(MAX_COLUMNS).any(|b| b == c))
        })
        .collect();
    for c in &used {
        let _ = write!(
            out,
            r#"<path id="g{c}" d="{}"/>"#,
            outline(*c, style.font_size)
        );
    }
    let _ = write!(out, r#"</defs><g fill="{}">"#, hex(style.foreground));
    for (line, baseline) in lines.iter().zip(p.baselines()) {
        for (&column, c) in p.columns().iter().zip(line.bytes()) {
            if slot(c).is_some() {
                let (x, y) = (column * 100, baseline * 100);
                let _ = write!(out, r##"<use xlink:href="#g{c}" x="{x}" y="{y}"/>"##);
            }
        }
    }
    out.push_str("</g></svg>");
    Ok(out)
}

/// `pixels` at `dpi` as millimetres with two decimals.
fn millimetres(pixels: usize, dpi: f32) -> String {
    let hundredths = (pixels as f32 * 2540.0 / dpi).round() as u64;
    format!("{}.{:02}mm", hundredths / 100, hundredths % 100)
}

/// `#rrggbb`, or `#rrggbbaa` when not opaque.
fn hex(rgba: Rgba) -> String {
    const DIGITS: &[u8; 16] = b"0123456789abcdef";
    let bytes = if rgba[3] == 255 {
        &rgba[..3]
    } else {
        &rgba[..]
    };
    let mut out = String::from("#");
    for b in bytes {
        out.push(char::from(DIGITS[usize::from(b >> 4)]));
        out.push(char::from(DIGITS[usize::from(b & 15)]));
    }
    out
}

/// MRZ text holds `<`, which XML must not see raw; anything else outside the alphabet is dropped.
fn escape(line: &str) -> String {
    let mut out = String::new();
    for b in line.bytes() {
        match b {
            b'<' => out.push_str("&lt;"),
            b'A'..=b'Z' | b'0'..=b'9' => out.push(char::from(b)),
            _ => {}
        }
    }
    out
}

/// A glyph's outline as path data around its origin, y down, in hundredths of a pixel.
fn outline(c: u8, font_size: f32) -> String {
    let mut path = PathData {
        d: String::new(),
        k: scale(font_size) * UNIT,
    };
    if let Some(g) = glyph(c) {
        trace(g.path, &mut path);
    }
    path.d
}

struct PathData {
    d: String,
    k: f32,
}

impl PathData {
    fn point(&mut self, x: f32, y: f32) {
        let (x, y) = ((x * self.k).round() as i32, (-y * self.k).round() as i32);
        let _ = write!(self.d, "{x} {y} ");
    }
}

impl Outline for PathData {
    fn move_to(&mut self, x: f32, y: f32) {
        self.d.push('M');
        self.point(x, y);
    }
    fn line_to(&mut self, x: f32, y: f32) {
        self.d.push('L');
        self.point(x, y);
    }
    fn curve_to(&mut self, x1: f32, y1: f32, x2: f32, y2: f32, x: f32, y: f32) {
        self.d.push('C');
        self.point(x1, y1);
        self.point(x2, y2);
        self.point(x, y);
    }
    fn close(&mut self) {
        self.d.push('Z');
    }
}

#[cfg(test)]
#[path = "svg_tests.rs"]
mod tests;
