//! Pictures from their files' bytes, as the reader takes them: PNG (any colour type and depth),
//! baseline or progressive JPEG (grey, colour or CMYK), TIFF, WebP, BMP and GIF, to 8-bit grey,
//! turned and mirrored as their EXIF orientation (or a TIFF's own tag) says (a phone stores its
//! photo as the sensor saw it and says in EXIF how to show it), after their headers say they
//! are of a size it is safe to decode. Used wherever a picture enters as a file: `mrz read`,
//! `mrz batch --verify`, the packages' `read(bytes)`.

mod from_jpeg;
mod from_other;
mod from_png;
mod orientation;
mod oriented;
mod pixels;

pub use orientation::Orientation;
pub use oriented::orient;
pub use pixels::{decode_pixels, Pixels};

use mrz_render::Gray;

/// Larger pictures are refused before decoding (a 20,000 x 20,000 PNG would take 400 MB as
/// grey alone): 50 megapixels is more than any camera frame or page scan needs.
pub const MAX_PIXELS: u64 = 50_000_000;

/// The picture in `bytes`, in grey and the right way round, or why not, in words for people.
pub fn decode(bytes: &[u8]) -> Result<Gray, String> {
    let (gray, orientation) = decode_stored(bytes)?;
    Ok(orient(gray, orientation))
}

/// The picture as stored, and the orientation its EXIF gives (`Normal` when it has none).
pub fn decode_stored(bytes: &[u8]) -> Result<(Gray, Orientation), String> {
    if bytes.starts_with(b"\x89PNG\r\n\x1a\n") {
        from_png::decode(bytes)
    } else if bytes.starts_with(&[0xFF, 0xD8, 0xFF]) {
        from_jpeg::decode(bytes)
    } else if bytes.is_empty() {
        Err("the file is empty".into())
    } else if let Some(format) = from_other::format(bytes) {
        from_other::decode(bytes, format)
    } else {
        Err(from_other::unread(bytes))
    }
}

/// A picture as its decoder gave it, with the orientation its file says to show it in.
fn stored(
    width: u32,
    height: u32,
    pixels: Vec<u8>,
    orientation: Orientation,
) -> (Gray, Orientation) {
    let gray = Gray {
        width,
        height,
        pixels,
    };
    (gray, orientation)
}

fn size_ok(width: u32, height: u32) -> Result<(), String> {
    match u64::from(width) * u64::from(height) {
        0 => Err("the picture has no pixels".into()),
        n if n > MAX_PIXELS => Err(format!(
            "the picture is {width} x {height}: larger than the {} megapixels read",
            MAX_PIXELS / 1_000_000
        )),
        _ => Ok(()),
    }
}
