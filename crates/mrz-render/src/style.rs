//! How the zone is drawn. Sizes are in pixels; the defaults follow the specification.

use serde::{Deserialize, Serialize};

pub use crate::style_error::StyleError;

/// Straight (not premultiplied) 8-bit RGBA.
pub type Rgba = [u8; 4];

/// Letter spacing of the specification, as a share of the font size.
pub const LETTER_SPACING_EM: f32 = -0.018;
/// Baseline-to-baseline distance, as a share of the font size. Printed passports set the MRZ on
/// the typewriter grid of 10 characters and 6 lines per inch, so lines sit 5/3 of a character
/// pitch apart: OCR-B advances 0.723 em, less 0.018 em of spacing, times 5/3 is 1.175 em.
pub const LINE_HEIGHT_EM: f32 = 1.175;

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

    /// Print-true at `dpi` dots per inch: the ICAO 9303 grid of 10 characters and 6 lines per
    /// inch, OCR-B at the size whose advance is exactly one character pitch (OCR-B size I), no
    /// extra spacing, a margin of one pitch, black on white.
    pub fn print(dpi: f32) -> Style {
        let pitch = dpi / 10.0;
        Style {
            font_size: pitch / crate::glyphs::advance(1.0),
            letter_spacing: 0.0,
            padding: pitch,
            line_height: dpi / 6.0,
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
mod tests {
    use super::*;

    #[test]
    fn defaults_follow_the_specification() {
        let s = Style::default();
        assert_eq!(s.font_size, 64.0);
        assert!((s.letter_spacing - -1.152).abs() < 1e-4);
        assert_eq!(s.padding, 32.0);
        assert_eq!(s.background, [255; 4]);
        assert_eq!(s.foreground, [0, 0, 0, 255]);
        assert_eq!(s.validate(), Ok(()));
    }

    #[test]
    fn print_styles_set_ten_characters_and_six_lines_an_inch() {
        for dpi in [300.0, 600.0] {
            let s = Style::print(dpi);
            assert!((crate::glyphs::advance(s.font_size) - dpi / 10.0).abs() < 1e-3);
            assert_eq!((s.letter_spacing, s.line_height), (0.0, dpi / 6.0));
            assert_eq!(s.validate(), Ok(()));
        }
    }

    #[test]
    fn unreasonable_styles_are_refused() {
        let bad = |f: fn(&mut Style)| {
            let mut s = Style::default();
            f(&mut s);
            s.validate().unwrap_err()
        };
        assert_eq!(
            bad(|s| s.font_size = 0.0),
            StyleError::FontSize { value: 0.0 }
        );
        assert_eq!(
            bad(|s| s.font_size = -64.0),
            StyleError::FontSize { value: -64.0 }
        );
        assert_eq!(bad(|s| s.font_size = f32::NAN), StyleError::NotFinite);
        assert_eq!(bad(|s| s.padding = 1e9), StyleError::Padding { value: 1e9 });
        assert_eq!(
            bad(|s| s.padding = -1.0),
            StyleError::Padding { value: -1.0 }
        );
        assert!(matches!(
            bad(|s| s.letter_spacing = -40.0),
            StyleError::LetterSpacing { .. }
        ));
        assert!(matches!(
            bad(|s| s.line_height = 1.0),
            StyleError::LineHeight { .. }
        ));
    }

    #[test]
    fn a_partial_style_scales_from_its_font_size() {
        let s: Style = serde_json::from_str(r#"{"fontSize": 24, "padding": 3}"#).unwrap();
        assert_eq!(
            s,
            Style {
                padding: 3.0,
                ..Style::with_font_size(24.0)
            }
        );
        let empty: Style = serde_json::from_str("{}").unwrap();
        assert_eq!(empty, Style::default());
        assert!(serde_json::from_str::<Style>(r#"{"fontsize": 24}"#).is_err());
    }
}
