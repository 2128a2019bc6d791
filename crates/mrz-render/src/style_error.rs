//! Why a style (or the zone it was asked to draw) was refused, in words for people (with values)
//! and in fixed words for builds that leave number formatting out.

use crate::layout::MAX_LINES;
use crate::style::{MAX_FONT_SIZE, MAX_IMAGE_BYTES, MIN_FONT_SIZE};
use serde::Serialize;

/// Why a style was refused. Bounds are relative to the font size where they say so. `Lines`
/// refuses the zone rather than the style: it shares this type so that every caller already
/// turns it into a message, and a bad zone can never reach the drawing code as a panic.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(tag = "code", rename_all = "snake_case")]
pub enum StyleError {
    NotFinite,
    FontSize { value: f32 },
    LetterSpacing { value: f32 },
    Padding { value: f32 },
    LineHeight { value: f32 },
    CharacterHeight { value: f32 },
    TooLarge { width: u32, height: u32 },
    Lines { count: usize },
}

impl std::fmt::Display for StyleError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            StyleError::NotFinite => write!(f, "style values must be finite numbers"),
            StyleError::FontSize { value } => write!(
                f,
                "font size {value} px is outside {MIN_FONT_SIZE} to {MAX_FONT_SIZE} px"
            ),
            StyleError::LetterSpacing { value } => write!(
                f,
                "letter spacing {value} px is outside -0.5 to 2 times the font size"
            ),
            StyleError::Padding { value } => {
                write!(
                    f,
                    "padding {value} px is outside 0 to 4 times the font size"
                )
            }
            StyleError::LineHeight { value } => write!(
                f,
                "line height {value} px is outside 0.5 to 4 times the font size"
            ),
            StyleError::CharacterHeight { value } => write!(
                f,
                "character height {value} px is outside 0.5 to 4 times the font size"
            ),
            StyleError::TooLarge { width, height } => write!(
                f,
                "a {width} x {height} image is larger than {} MiB",
                MAX_IMAGE_BYTES >> 20
            ),
            StyleError::Lines { count } => {
                write!(f, "a zone has 1 to {MAX_LINES} lines, not {count}")
            }
        }
    }
}

impl std::error::Error for StyleError {}

impl StyleError {
    /// The same as `Display`, in fixed words without the value: for builds where number
    /// formatting would cost more code than it is worth (the WebAssembly).
    pub fn describe(&self) -> &'static str {
        match self {
            StyleError::NotFinite => "style values must be finite numbers",
            StyleError::FontSize { .. } => "the font size must be 4 to 512 px",
            StyleError::LetterSpacing { .. } => {
                "the letter spacing must be -0.5 to 2 times the font size"
            }
            StyleError::Padding { .. } => "the padding must be 0 to 4 times the font size",
            StyleError::LineHeight { .. } => "the line height must be 0.5 to 4 times the font size",
            StyleError::CharacterHeight { .. } => {
                "the character height must be 0.5 to 4 times the font size"
            }
            StyleError::TooLarge { .. } => "the image would be larger than 128 MiB",
            StyleError::Lines { .. } => "a zone has 1 to 3 lines",
        }
    }
}
