//! Baseline and progressive JPEG, grey, colour or CMYK, to grey.

use crate::orientation::{from_exif_block, Orientation};
use crate::{size_ok, stored, MAX_PIXELS};
use mrz_render::{ink_grey, Gray};
use std::io::Cursor;

pub fn decode(bytes: &[u8]) -> Result<(Gray, Orientation), String> {
    let mut decoder = jpeg_decoder::Decoder::new(Cursor::new(bytes));
    // Its planes and output for the largest picture read, in CMYK's four channels: a header
    // that lies about the size is refused before any of it is allocated.
    decoder.set_max_decoding_buffer_size(MAX_PIXELS as usize * 4);
    decoder
        .read_info()
        .map_err(|e| format!("a broken JPEG: {e}"))?;
    let info = decoder.info().ok_or("a broken JPEG")?;
    size_ok(u32::from(info.width), u32::from(info.height))?;
    let px = decoder
        .decode()
        .map_err(|e| format!("a broken JPEG: {e}"))?;
    let pixels = match info.pixel_format {
        jpeg_decoder::PixelFormat::L8 => px,
        jpeg_decoder::PixelFormat::RGB24 => px
            .chunks_exact(3)
            .map(|p| ink_grey([p[0], p[1], p[2], 255]))
            .collect(),
        // Ink amounts, as a print shop's or a publisher's workflow saves a page: the light
        // left where cyan, magenta and yellow each meet black.
        jpeg_decoder::PixelFormat::CMYK32 => px
            .chunks_exact(4)
            .map(|p| {
                let light =
                    |ink: u8| ((255 - u16::from(ink)) * (255 - u16::from(p[3])) / 255) as u8;
                ink_grey([light(p[0]), light(p[1]), light(p[2]), 255])
            })
            .collect(),
        other => return Err(format!("a JPEG of {other:?} pixels, which is not read")),
    };
    if pixels.len() != usize::from(info.width) * usize::from(info.height) {
        return Err("a broken JPEG: the pixels are not as many as its size says".into());
    }
    let orientation = decoder
        .exif_data()
        .map_or(Orientation::Normal, from_exif_block);
    let (width, height) = (u32::from(info.width), u32::from(info.height));
    Ok(stored(width, height, pixels, orientation))
}
