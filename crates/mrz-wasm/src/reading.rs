//! A picture's zone read as the page asks for it, in plain Rust (read.rs converts): the
//! picture's size refused in words before any work, its RGBA turned grey, the reader's answer
//! in the shape the page draws from (numbers rounded: the page shows them, it does no sums).

use mrz_core::Format;
use mrz_read::{ReadError, Reader, Reading, Summary};
use mrz_render::{ink_grey, Gray};
use serde::Serialize;

/// Larger pictures are refused before any work, as `mrz read` refuses them: 200 MB of RGBA
/// already, and no camera frame or page scan needs more.
pub(crate) const MAX_PIXELS: u64 = 50_000_000;

/// What was read: the lines, the format they make, each character's confidence (-1 to 1), the
/// zone's corners and each character's cell in picture pixels, and whether every check digit
/// is right.
#[derive(Debug, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub(crate) struct PictureReading {
    pub format: Format,
    pub lines: Vec<String>,
    pub confidence: Vec<Vec<f64>>,
    pub quad: [[f64; 2]; 4],
    pub boxes: Vec<Vec<[[f64; 2]; 4]>>,
    pub valid: bool,
}

/// Why nothing was read: no pixels, over 50 megapixels, pixels that do not fill the size, no
/// zone found, a zone found too blurred to read (with `zone`), or another reason the reader
/// gives in its own words (`message`, English).
#[derive(Debug, Serialize, PartialEq)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub(crate) struct Refusal {
    pub code: RefusalCode,
    pub message: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(test, ts(optional))]
    pub zone: Option<Box<IllegibleZone>>,
}

/// A zone found but not read (`illegible`): how many of its characters were too blurred,
/// small or faint, of how many, its lines' lengths, and where it lies (corners from its top
/// left, clockwise, in picture pixels to the hundredth), which the page outlines.
#[derive(Debug, Serialize, PartialEq)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(test, derive(ts_rs::TS))]
pub(crate) struct IllegibleZone {
    pub unclear: u32,
    pub characters: u32,
    pub line_lengths: Vec<u32>,
    pub quad: [[f64; 2]; 4],
}

/// A refusal's reason, which the page translates.
#[derive(Debug, Clone, Copy, Serialize, PartialEq, Eq)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(test, derive(ts_rs::TS))]
pub(crate) enum RefusalCode {
    NoPixels,
    TooLarge,
    SizeMismatch,
    NoZone,
    Illegible,
    Unread,
}

impl Refusal {
    fn new(code: RefusalCode, message: impl Into<String>) -> Refusal {
        Refusal {
            code,
            message: message.into(),
            zone: None,
        }
    }
}

/// The zone in `rgba`, a picture of `width` x `height` pixels, read by `reader`.
pub(crate) fn read_rgba(
    reader: &Reader,
    rgba: &[u8],
    width: u32,
    height: u32,
) -> Result<PictureReading, Refusal> {
    let pixels = u64::from(width) * u64::from(height);
    if pixels == 0 {
        return Err(Refusal::new(
            RefusalCode::NoPixels,
            "the picture has no pixels",
        ));
    }
    if pixels > MAX_PIXELS {
        let most = MAX_PIXELS / 1_000_000;
        let message =
            format!("the picture is {width} x {height}: larger than the {most} megapixels read");
        return Err(Refusal::new(RefusalCode::TooLarge, message));
    }
    if rgba.len() as u64 != pixels * 4 {
        let message = format!("{} bytes for {width} x {height} RGBA pixels", rgba.len());
        return Err(Refusal::new(RefusalCode::SizeMismatch, message));
    }
    let gray = Gray {
        width,
        height,
        pixels: rgba
            .chunks_exact(4)
            .map(|p| ink_grey([p[0], p[1], p[2], p[3]]))
            .collect(),
    };
    reader.read(&gray).map(shown).map_err(refusal)
}

fn refusal(error: ReadError) -> Refusal {
    // The reader is being extended: an error it learns later reaches the page in its own words.
    #[allow(unreachable_patterns)]
    let code = match &error {
        ReadError::Empty => RefusalCode::NoPixels,
        ReadError::NoZone => RefusalCode::NoZone,
        ReadError::Illegible(_) => RefusalCode::Illegible,
        _ => RefusalCode::Unread,
    };
    let zone = match &error {
        ReadError::Illegible(zone) => Some(Box::new(IllegibleZone {
            unclear: zone.unclear as u32,
            characters: zone.characters as u32,
            line_lengths: zone.line_lengths.iter().map(|&l| l as u32).collect(),
            quad: mrz_read::corners(&zone.quad),
        })),
        _ => None,
    };
    Refusal {
        zone,
        ..Refusal::new(code, error.to_string())
    }
}

/// The reading as `mrz read --json` gives it (`Summary`: its numbers rounded there), with each
/// character's cell, which the page outlines.
fn shown(reading: Reading) -> PictureReading {
    let boxes = reading.rounded_boxes();
    let Summary {
        lines,
        format,
        valid,
        quad,
        confidence,
    } = reading.summary();
    PictureReading {
        format,
        lines,
        confidence,
        quad,
        boxes,
        valid,
    }
}

#[cfg(test)]
#[path = "reading_tests.rs"]
pub(crate) mod tests;
