//! Pictures read from files for `mrz read`: PNG (any colour type and depth) and baseline or
//! progressive JPEG, to 8-bit grey, after their headers say they are of a size it is safe to
//! decode.

use mrz_render::{luma, Gray};
use std::io::Cursor;

/// Larger pictures are refused before decoding (a 20,000 x 20,000 PNG would take 400 MB as
/// grey alone): 50 megapixels is more than any camera frame or page scan needs.
pub const MAX_PIXELS: u64 = 50_000_000;

/// The picture in `bytes`, in grey, or why not, in words for people.
pub fn decode(bytes: &[u8]) -> Result<Gray, String> {
    if bytes.starts_with(b"\x89PNG\r\n\x1a\n") {
        png(bytes)
    } else if bytes.starts_with(&[0xFF, 0xD8, 0xFF]) {
        jpeg(bytes)
    } else if bytes.is_empty() {
        Err("the file is empty".into())
    } else {
        Err("not a PNG or JPEG picture".into())
    }
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

fn broken_png(e: png::DecodingError) -> String {
    format!("a broken PNG: {e}")
}

fn png(bytes: &[u8]) -> Result<Gray, String> {
    let mut decoder = png::Decoder::new(Cursor::new(bytes));
    decoder.set_transformations(png::Transformations::EXPAND | png::Transformations::STRIP_16);
    let mut reader = decoder.read_info().map_err(broken_png)?;
    let (width, height) = (reader.info().width, reader.info().height);
    size_ok(width, height)?;
    let (color, _) = reader.output_color_type();
    let channels = color.samples();
    let grey = |p: &[u8]| -> u8 {
        luma(match color {
            png::ColorType::Grayscale => [p[0], p[0], p[0], 255],
            png::ColorType::GrayscaleAlpha => [p[0], p[0], p[0], p[1]],
            png::ColorType::Rgb => [p[0], p[1], p[2], 255],
            _ => [p[0], p[1], p[2], p[3]],
        })
    };
    let mut pixels = Vec::with_capacity(width as usize * height as usize);
    if reader.info().interlaced {
        // Adam7's passes each hold pixels scattered over the picture: the whole frame first.
        let size = reader
            .output_buffer_size()
            .ok_or("a PNG too large to decode")?;
        let mut buf = vec![0; size];
        let frame = reader.next_frame(&mut buf).map_err(broken_png)?;
        pixels.extend(buf[..frame.buffer_size()].chunks_exact(channels).map(grey));
    } else {
        // Row by row: a colour picture then takes no more memory than its grey and one row.
        while let Some(row) = reader.next_row().map_err(broken_png)? {
            pixels.extend(row.data().chunks_exact(channels).map(grey));
        }
    }
    if pixels.len() != width as usize * height as usize {
        return Err("a broken PNG: rows are missing".into());
    }
    Ok(Gray {
        width,
        height,
        pixels,
    })
}

fn jpeg(bytes: &[u8]) -> Result<Gray, String> {
    let mut decoder = jpeg_decoder::Decoder::new(Cursor::new(bytes));
    // Its planes and output for the largest picture read, in colour: a header that lies about
    // the size is refused before any of it is allocated.
    decoder.set_max_decoding_buffer_size(MAX_PIXELS as usize * 3);
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
            .map(|p| luma([p[0], p[1], p[2], 255]))
            .collect(),
        other => return Err(format!("a JPEG of {other:?} pixels, which is not read")),
    };
    if pixels.len() != usize::from(info.width) * usize::from(info.height) {
        return Err("a broken JPEG: the pixels are not as many as its size says".into());
    }
    Ok(Gray {
        width: u32::from(info.width),
        height: u32::from(info.height),
        pixels,
    })
}
