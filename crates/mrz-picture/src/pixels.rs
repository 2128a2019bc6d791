//! A picture's own pixels, grey or RGB as its file holds them, the right way round: what a
//! training loader wants from a test set's file (the Python package's `TestSet` gives them).

use crate::orientation::{from_exif_block, Orientation};
use crate::oriented::orient;
use crate::{size_ok, MAX_PIXELS};
use mrz_render::Gray;
use std::io::Cursor;

/// Rows of `width` pixels of `channels` bytes each (1, grey; 3, RGB).
pub struct Pixels {
    pub width: u32,
    pub height: u32,
    pub channels: usize,
    pub data: Vec<u8>,
}

/// The pixels of a PNG or JPEG file, turned and mirrored as its EXIF orientation says; alpha
/// and 16-bit depth dropped.
pub fn decode_pixels(bytes: &[u8]) -> Result<Pixels, String> {
    let (stored, orientation) = if bytes.starts_with(b"\x89PNG\r\n\x1a\n") {
        (png_pixels(bytes)?, Orientation::Normal)
    } else if bytes.starts_with(&[0xFF, 0xD8, 0xFF]) {
        jpeg_pixels(bytes)?
    } else {
        return Err("not a PNG or JPEG picture".into());
    };
    Ok(upright(stored, orientation))
}

fn png_pixels(bytes: &[u8]) -> Result<Pixels, String> {
    let mut decoder = png::Decoder::new(Cursor::new(bytes));
    decoder.set_transformations(png::Transformations::EXPAND | png::Transformations::STRIP_16);
    let mut reader = decoder
        .read_info()
        .map_err(|e| format!("a broken PNG: {e}"))?;
    let (width, height) = (reader.info().width, reader.info().height);
    size_ok(width, height)?;
    let mut buf = vec![0; reader.output_buffer_size().ok_or("a PNG too large")?];
    let frame = reader
        .next_frame(&mut buf)
        .map_err(|e| format!("a broken PNG: {e}"))?;
    let samples = frame.color_type.samples();
    // Grey or grey with alpha keep one channel; colour, with or without alpha, three.
    let channels = if samples >= 3 { 3 } else { 1 };
    buf.truncate(frame.buffer_size());
    let data = if samples == channels {
        buf
    } else {
        let mut data = Vec::with_capacity(buf.len() / samples * channels);
        for p in buf.chunks_exact(samples) {
            data.extend_from_slice(&p[..channels]);
        }
        data
    };
    Ok(Pixels {
        width,
        height,
        channels,
        data,
    })
}

fn jpeg_pixels(bytes: &[u8]) -> Result<(Pixels, Orientation), String> {
    use zune_jpeg::zune_core::colorspace::ColorSpace;
    use zune_jpeg::zune_core::options::DecoderOptions;
    let broken = |e: zune_jpeg::errors::DecodeErrors| format!("a broken JPEG: {e:?}");
    let mut decoder =
        zune_jpeg::JpegDecoder::new(zune_jpeg::zune_core::bytestream::ZCursor::new(bytes));
    decoder.decode_headers().map_err(broken)?;
    let info = decoder.info().ok_or("a broken JPEG")?;
    let (width, height) = (u32::from(info.width), u32::from(info.height));
    size_ok(width, height)?;
    // Grey stays one channel; any colour comes as RGB.
    let grey = decoder.input_colorspace() == Some(ColorSpace::Luma);
    let (out, channels) = if grey {
        (ColorSpace::Luma, 1)
    } else {
        (ColorSpace::RGB, 3)
    };
    let limit = MAX_PIXELS as usize;
    let options = DecoderOptions::default()
        .set_max_width(limit)
        .set_max_height(limit)
        .jpeg_set_out_colorspace(out);
    decoder.set_options(options);
    let data = decoder.decode().map_err(broken)?;
    if data.len() != width as usize * height as usize * channels {
        return Err("a broken JPEG: the pixels are not as many as its size says".into());
    }
    let orientation = decoder
        .exif()
        .map_or(Orientation::Normal, |e| from_exif_block(e));
    Ok((
        Pixels {
            width,
            height,
            channels,
            data,
        },
        orientation,
    ))
}

/// Each channel turned as a grey picture is, and put back together.
fn upright(p: Pixels, o: Orientation) -> Pixels {
    if o == Orientation::Normal {
        return p;
    }
    if p.channels == 1 {
        let g = orient(
            Gray {
                width: p.width,
                height: p.height,
                pixels: p.data,
            },
            o,
        );
        return Pixels {
            width: g.width,
            height: g.height,
            channels: 1,
            data: g.pixels,
        };
    }
    let planes: Vec<Gray> = (0..p.channels)
        .map(|c| {
            let pixels = p.data.iter().skip(c).step_by(p.channels).copied().collect();
            orient(
                Gray {
                    width: p.width,
                    height: p.height,
                    pixels,
                },
                o,
            )
        })
        .collect();
    let (width, height) = (planes[0].width, planes[0].height);
    let data = (0..planes[0].pixels.len())
        .flat_map(|i| planes.iter().map(move |g| g.pixels[i]))
        .collect();
    Pixels {
        width,
        height,
        channels: p.channels,
        data,
    }
}
