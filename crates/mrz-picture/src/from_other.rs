//! TIFF (a scanner's own format, from bilevel fax to colour), WebP (what web forms now
//! receive), BMP and GIF, by the `image` crate's decoders, to grey: the first page or frame.

use crate::orientation::Orientation;
use crate::{size_ok, stored, MAX_PIXELS};
use image::{DynamicImage, ImageDecoder, ImageFormat, ImageReader, Limits};
use mrz_render::{ink_grey, Gray};
use std::io::Cursor;

/// The format of `bytes`, by their first bytes, when it is one read here.
pub fn format(bytes: &[u8]) -> Option<ImageFormat> {
    match image::guess_format(bytes).ok()? {
        f @ (ImageFormat::Tiff | ImageFormat::WebP | ImageFormat::Bmp | ImageFormat::Gif) => {
            Some(f)
        }
        _ => None,
    }
}

fn name(format: ImageFormat) -> &'static str {
    match format {
        ImageFormat::Tiff => "TIFF",
        ImageFormat::WebP => "WebP",
        ImageFormat::Bmp => "BMP",
        _ => "GIF",
    }
}

pub fn decode(bytes: &[u8], format: ImageFormat) -> Result<(Gray, Orientation), String> {
    let broken = |e: image::ImageError| format!("a broken {}: {e}", name(format));
    let mut reader = ImageReader::with_format(Cursor::new(bytes), format);
    // The largest picture read, in 16-bit colour with alpha, and its grey: a header that lies
    // about the size is refused before its pixels are allocated.
    let mut limits = Limits::default();
    limits.max_alloc = Some(MAX_PIXELS * 10);
    reader.limits(limits);
    let mut decoder = reader.into_decoder().map_err(broken)?;
    let (width, height) = decoder.dimensions();
    size_ok(width, height)?;
    // TIFF's own orientation tag, or a WebP's EXIF chunk.
    let orientation = decoder.orientation().map_or(Orientation::Normal, |o| {
        Orientation::from_exif(o.to_exif().into())
    });
    let pixels = match DynamicImage::from_decoder(decoder).map_err(broken)? {
        DynamicImage::ImageLuma8(grey) => grey
            .pixels()
            .map(|p| ink_grey([p[0], p[0], p[0], 255]))
            .collect(),
        other => other.to_rgba8().pixels().map(|p| ink_grey(p.0)).collect(),
    };
    Ok(stored(width, height, pixels, orientation))
}
