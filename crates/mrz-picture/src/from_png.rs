//! PNG of any colour type and depth, row by row, to grey.

use crate::orientation::{from_exif_block, Orientation};
use crate::{size_ok, stored};
use mrz_render::{ink_grey, Gray};
use std::io::Cursor;

fn broken_png(e: png::DecodingError) -> String {
    format!("a broken PNG: {e}")
}

pub fn decode(bytes: &[u8]) -> Result<(Gray, Orientation), String> {
    let mut decoder = png::Decoder::new(Cursor::new(bytes));
    decoder.set_transformations(png::Transformations::EXPAND | png::Transformations::STRIP_16);
    let mut reader = decoder.read_info().map_err(broken_png)?;
    let (width, height) = (reader.info().width, reader.info().height);
    // The eXIf chunk comes before the pixels (PNG 1.5); one after them is not looked for.
    let orientation = reader
        .info()
        .exif_metadata
        .as_deref()
        .map_or(Orientation::Normal, from_exif_block);
    size_ok(width, height)?;
    let (color, _) = reader.output_color_type();
    let channels = color.samples();
    let grey = |p: &[u8]| -> u8 {
        ink_grey(match color {
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
    Ok(stored(width, height, pixels, orientation))
}
