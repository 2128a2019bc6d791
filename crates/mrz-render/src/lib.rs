//! Rasterize a machine-readable zone in OCR-B: any ICAO 9303 format, 1 to 3 lines of up to 44.
//!
//! The face is embedded and parsed once; each style rasterizes the 37 MRZ characters once
//! into a cache, and drawing is a single pass of row and chunk copies into a frame the renderer
//! keeps. The zone's shape (its lines, and as many columns as the longest has) only moves
//! columns and baselines, so switching formats keeps the cache. The formats themselves are
//! `mrz-core`'s: a caller passes what a format fixes, such as its printed line pitch (see
//! [`Style::print`]). No I/O, no web dependencies.

mod cache;
mod color;
mod damage;
mod draw;
#[cfg(any(feature = "png", feature = "jpeg"))]
mod encode;
mod exif;
mod glyphs;
mod gray;
mod image;
mod layout;
#[cfg(feature = "png")]
mod png_out;
mod renderer;
mod rgb;
mod style;
mod style_error;
mod svg;

pub use color::parse_color;
pub use damage::Rect;
#[cfg(feature = "png")]
pub use encode::encode_gray_png;
#[cfg(feature = "jpeg")]
pub use encode::{encode_gray_jpeg, encode_gray_jpeg_oriented};
pub use exif::exif_orientation;
pub use glyphs::{advance, ink_extent, rasterize, Coverage, CHARSET};
pub use gray::{ink_grey, luma, Gray};
pub use image::{Frame, Image};
#[cfg(feature = "png")]
pub use png_out::{encode_png, encode_png_at};
pub use renderer::Renderer;
#[cfg(feature = "jpeg")]
pub use rgb::encode_rgb_jpeg_oriented;
#[cfg(feature = "png")]
pub use rgb::encode_rgb_png;
pub use rgb::Rgb;
pub use style::{Rgba, Style, StyleError, StyleSpec, LETTER_SPACING_EM, LINE_HEIGHT_EM};
pub use svg::{svg, SvgSize};

/// Draw once into an owned image. Prefer a long-lived [`Renderer`] when drawing many.
pub fn render(lines: &[&str], style: &Style) -> Result<Image, StyleError> {
    Ok(Renderer::new().render(lines, style)?.to_image())
}
