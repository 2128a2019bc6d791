//! Rasterize a two-line machine-readable zone in OCR-B.
//!
//! The face is embedded and parsed once; each style rasterizes the 37 MRZ characters once
//! into a cache, and drawing is a single pass of row and chunk copies into a frame the renderer
//! keeps. No I/O, no web dependencies.

mod color;
mod damage;
mod draw;
mod glyphs;
mod layout;
#[cfg(feature = "png")]
mod png_out;
mod style;
mod style_error;
mod svg;

pub use color::parse_color;
pub use damage::Rect;
pub use draw::{Frame, Image, Renderer};
pub use glyphs::CHARSET;
#[cfg(feature = "png")]
pub use png_out::{encode_png, encode_png_at};
pub use style::{Rgba, Style, StyleError, StyleSpec, LETTER_SPACING_EM, LINE_HEIGHT_EM};
pub use svg::{svg, SvgSize};

/// Draw once into an owned image. Prefer a long-lived [`Renderer`] when drawing many.
pub fn render(lines: &[&str; 2], style: &Style) -> Result<Image, StyleError> {
    Ok(Renderer::new().render(lines, style)?.to_image())
}
