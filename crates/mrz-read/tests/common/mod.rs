//! What several of the reader's tests draw: a zone's lines by the project's own renderer.

use mrz_core::{compose, Fields, Format};
use mrz_render::{Gray, Renderer, Style};

/// `lines` drawn in OCR-B at `font_size` pixels, on the renderer's own tight margin.
pub fn strip(lines: &[String], font_size: f32) -> Gray {
    let drawn: Vec<&str> = lines.iter().map(String::as_str).collect();
    let style = Style::with_font_size(font_size);
    Gray::from_frame(Renderer::new().render(&drawn, &style).unwrap())
}

/// ICAO's specimen of `format`: its lines, and those lines drawn at `font_size` pixels.
#[allow(dead_code)] // not every test file that shares this module draws a specimen
pub fn specimen(format: Format, font_size: f32) -> (Gray, Vec<String>) {
    let lines = compose(&Fields::specimen(format)).lines;
    (strip(&lines, font_size), lines)
}
