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

/// The height of the box a printed line of characters stands in, in sixtieths of an inch: 7,
/// 2.96 mm. A sixtieth is the unit every pitch of the grid is a whole number of (a character
/// is 6, a line 10 or 15), and 7 the fewest that hold the glyphs' ink (0.109 in from the top
/// of the tallest to the foot of the lowest, at 10 characters an inch). So a printed frame is
/// a whole number of sixtieths high, and of whole pixels at any dpi that is a multiple of 60.
const CHARACTER_HEIGHT_SIXTIETHS: f32 = 7.0;

pub const MIN_FONT_SIZE: f32 = 4.0;
pub const MAX_FONT_SIZE: f32 = 512.0;
/// The largest image drawn, in bytes of RGBA: beyond this a browser tab would struggle.
pub const MAX_IMAGE_BYTES: u64 = 128 << 20;

/// Deserializes from a partial object: what is missing follows the font size given (or 64),
/// so `{"fontSize": 24}` has the padding and spacing of a 24 px style, not of the default.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", from = "StyleSpec")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Style {
    pub font_size: f32,
    pub letter_spacing: f32,
    pub padding: f32,
    pub line_height: f32,
    pub background: Rgba,
    pub foreground: Rgba,
    /// Print-true styles only (`None` on screen): the height in pixels of the box a line of
    /// characters stands in. With it the frame is the grid's rather than the ink's: as wide as
    /// the columns' pitches and the padding each side, as high as the padding each side, the
    /// line heights between the lines and one such box, each line's ink centred in its box.
    /// Those are exact lengths, where rasterized ink extents are not, so the frame describes
    /// one physical size at every dpi. Not part of a style given as JSON: print styles come
    /// from [`Style::print`].
    #[serde(skip)]
    pub character_height: Option<f32>,
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
            character_height: None,
        }
    }

    /// Print-true at `dpi` dots per inch: the ICAO 9303 grid of 10 characters per inch, OCR-B
    /// at the size whose advance is exactly one character pitch (OCR-B size I), no extra
    /// spacing, a margin of one pitch, black on white, and `lines_per_inch` lines to the inch,
    /// baseline to baseline. That pitch is the format's, so the caller reads it from the
    /// format's table (`mrz_core::Layout::print_lines_per_inch`) rather than the renderer
    /// guessing the format from the zone's shape.
    ///
    /// The frame is laid out on that grid (see [`Style::character_height`]): `columns + 2`
    /// character pitches wide and, for `lines` lines, two margins, `lines - 1` line pitches and
    /// a character box of 7/60 in high. A passport's zone is 4.6 by 34/60 in (116.84 by
    /// 14.39 mm) at every dpi: 1380 x 170 pixels at 300 dpi, 2760 x 340 at 600.
    pub fn print(dpi: f32, lines_per_inch: f32) -> Style {
        let pitch = dpi / CHARACTERS_PER_INCH;
        Style {
            font_size: pitch / crate::glyphs::advance(1.0),
            letter_spacing: 0.0,
            padding: pitch,
            line_height: dpi / lines_per_inch,
            character_height: Some(dpi * CHARACTER_HEIGHT_SIXTIETHS / 60.0),
            ..Style::default()
        }
    }

    /// Refuse styles that cannot give a sensible picture, before any allocation is made.
    pub fn validate(&self) -> Result<(), StyleError> {
        let (size, spacing) = (self.font_size, self.letter_spacing);
        let box_height = self.character_height.unwrap_or(size);
        let finite = [size, spacing, self.padding, self.line_height, box_height];
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
        if !(0.5 * size..=4.0 * size).contains(&box_height) {
            return Err(StyleError::CharacterHeight { value: box_height });
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
