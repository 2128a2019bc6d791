//! How the zone is drawn. Sizes are in pixels; the defaults follow the specification.

use serde::{Deserialize, Serialize};

pub use crate::style_error::StyleError;

/// Straight (not premultiplied) 8-bit RGBA.
pub type Rgba = [u8; 4];

/// Letter spacing of the specification, as a share of the font size.
pub const LETTER_SPACING_EM: f32 = -0.018;
/// Baseline-to-baseline distance of the screen style, as a share of the font size: 5/3 of a
/// character pitch, the typewriter grid of 10 characters and 6 lines per inch (OCR-B advances
/// 0.723 em, less 0.018 em of spacing, times 5/3 is 1.175 em). Printed zones set their own
/// spacing per format (see [`Style::print`]), but the screen style keeps one spacing for every
/// format, and every picture drawn so far.
pub const LINE_HEIGHT_EM: f32 = 1.175;

/// Characters per inch across a printed zone: the same for every format (Doc 9303 Part 3
/// §4.4), so the renderer may know it. How far apart the lines are differs by format, and is
/// the caller's to give, from `mrz-core`'s tables.
const CHARACTERS_PER_INCH: f32 = 10.0;

pub const MIN_FONT_SIZE: f32 = 4.0;
pub const MAX_FONT_SIZE: f32 = 512.0;
/// The largest image drawn, in bytes of RGBA: beyond this a browser tab would struggle.
pub const MAX_IMAGE_BYTES: u64 = 128 << 20;

/// Deserializes from a partial object: what is missing follows the font size given (or 64),
/// so `{"fontSize": 24}` has the padding and spacing of a 24 px style, not of the default.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", from = "StyleSpec")]
pub struct Style {
    pub font_size: f32,
    pub letter_spacing: f32,
    pub padding: f32,
    pub line_height: f32,
    pub background: Rgba,
    pub foreground: Rgba,
}

impl Style {
    /// The specification's style at a given font size: spacing -1.8 % and padding half of it.
    pub fn with_font_size(font_size: f32) -> Style {
        Style {
            font_size,
            letter_spacing: LETTER_SPACING_EM * font_size,
            padding: font_size / 2.0,
            line_height: LINE_HEIGHT_EM * font_size,
            background: [255, 255, 255, 255],
            foreground: [0, 0, 0, 255],
        }
    }

    /// Print-true at `dpi` dots per inch: the ICAO 9303 grid of 10 characters per inch, OCR-B
    /// at the size whose advance is exactly one character pitch (OCR-B size I), no extra
    /// spacing, a margin of one pitch, black on white, and `lines_per_inch` lines to the inch,
    /// baseline to baseline. That pitch is the format's, so the caller reads it from the
    /// format's table (`mrz_core::Layout::print_lines_per_inch`) rather than the renderer
    /// guessing the format from the zone's shape.
    pub fn print(dpi: f32, lines_per_inch: f32) -> Style {
        let pitch = dpi / CHARACTERS_PER_INCH;
        Style {
            font_size: pitch / crate::glyphs::advance(1.0),
            letter_spacing: 0.0,
            padding: pitch,
            line_height: dpi / lines_per_inch,
            ..Style::default()
        }
    }

    /// Refuse styles that cannot give a sensible picture, before any allocation is made.
    pub fn validate(&self) -> Result<(), StyleError> {
        let (size, spacing) = (self.font_size, self.letter_spacing);
        let finite = [size, spacing, self.padding, self.line_height];
        if !finite.iter().all(|v| v.is_finite()) {
            return Err(StyleError::NotFinite);
        }
        if !(MIN_FONT_SIZE..=MAX_FONT_SIZE).contains(&size) {
            return Err(StyleError::FontSize { value: size });
        }
        if !(-0.5 * size..=2.0 * size).contains(&spacing) {
            return Err(StyleError::LetterSpacing { value: spacing });
        }
        if !(0.0..=4.0 * size).contains(&self.padding) {
            return Err(StyleError::Padding {
                value: self.padding,
            });
        }
        if !(0.5 * size..=4.0 * size).contains(&self.line_height) {
            return Err(StyleError::LineHeight {
                value: self.line_height,
            });
        }
        Ok(())
    }
}

/// A style as given, any part left out: what is missing follows the font size (or 64).
#[derive(Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct StyleSpec {
    pub font_size: Option<f32>,
    pub letter_spacing: Option<f32>,
    pub padding: Option<f32>,
    pub line_height: Option<f32>,
    pub background: Option<Rgba>,
    pub foreground: Option<Rgba>,
}

impl From<StyleSpec> for Style {
    fn from(spec: StyleSpec) -> Style {
        let base = Style::with_font_size(spec.font_size.unwrap_or(64.0));
        Style {
            letter_spacing: spec.letter_spacing.unwrap_or(base.letter_spacing),
            padding: spec.padding.unwrap_or(base.padding),
            line_height: spec.line_height.unwrap_or(base.line_height),
            background: spec.background.unwrap_or(base.background),
            foreground: spec.foreground.unwrap_or(base.foreground),
            ..base
        }
    }
}

impl Default for Style {
    fn default() -> Style {
        Style::with_font_size(64.0)
    }
}

#[cfg(test)]
#[path = "style_tests.rs"]
mod tests;
