//! Greyscale PNG and JPEG for test sets, where encoding is most of the cost of a record.
//!
//! The PNG is unfiltered and deflated by miniz_oxide at level 1 (its greedy single-probe
//! path), with one compressor per thread kept between images. Measured on a TD3 strip (2051 x
//! 191, 392 KB of luma) on the project's machine: about 350 us and 24 KB, against 3,000 us and
//! 18.8 KB for the png crate's default (level 6, adaptive filters), 440 us for its level 1
//! (written a row at a time through flate2, a new compressor each image), and 240 us but 51 KB
//! for its fdeflate path (`Compression::Fast`, which only codes runs of zeros: 46-56 KB with
//! any filter). Up or Sub filters make level 1 slower and larger: the glyphs repeat along a
//! row, which LZ77 finds in the raw bytes.

use crate::gray::Gray;
#[cfg(feature = "png")]
use crate::png_out::pixel_dims;
#[cfg(feature = "png")]
use miniz_oxide::deflate::core::{
    compress_to_output, create_comp_flags_from_zip_params, CompressorOxide, TDEFLFlush, TDEFLStatus,
};
#[cfg(feature = "png")]
use std::cell::RefCell;

#[cfg(feature = "png")]
thread_local! {
    /// The compressor (about 300 KB of tables, zeroed when made) and the scanline buffer,
    /// kept so that an image costs neither an allocation nor a clear of them.
    static DEFLATE: RefCell<(CompressorOxide, Vec<u8>)> = RefCell::new((
        // Level 1, a zlib wrapper (window bits 15), the default strategy.
        CompressorOxide::new(create_comp_flags_from_zip_params(1, 15, 0)),
        Vec::new(),
    ));
}

/// Encode as an 8-bit greyscale PNG, saying `dpi` dots per inch (a `pHYs` chunk) if given.
#[cfg(feature = "png")]
pub fn encode_gray_png(image: &Gray, dpi: Option<f32>) -> Result<Vec<u8>, png::EncodingError> {
    let (width, height) = (image.width as usize, image.height as usize);
    if image.pixels.len() != width * height {
        return Err(std::io::Error::other(format!(
            "{} bytes of pixels for {width} x {height}",
            image.pixels.len()
        ))
        .into());
    }
    write_png(
        (image.width, image.height),
        png::ColorType::Grayscale,
        dpi,
        &image.pixels,
    )
}

/// A PNG of `pixels` (rows of `size.0` pixels of `color`, packed), deflated by the thread's
/// compressor, unfiltered. The grey and colour encoders' common part.
#[cfg(feature = "png")]
pub(crate) fn write_png(
    size: (u32, u32),
    color: png::ColorType,
    dpi: Option<f32>,
    pixels: &[u8],
) -> Result<Vec<u8>, png::EncodingError> {
    let row = size.0 as usize * color.samples();
    let mut out = Vec::with_capacity(pixels.len() / 8);
    let mut encoder = png::Encoder::new(&mut out, size.0, size.1);
    encoder.set_color(color);
    encoder.set_depth(png::BitDepth::Eight);
    encoder.set_pixel_dims(dpi.map(pixel_dims));
    let mut writer = encoder.write_header()?;
    let idat = DEFLATE.with_borrow_mut(|(deflate, scanlines)| {
        // Each row behind its filter byte, 0 (none).
        scanlines.clear();
        scanlines.reserve(pixels.len() + size.1 as usize);
        for row in pixels.chunks_exact(row.max(1)) {
            scanlines.push(0);
            scanlines.extend_from_slice(row);
        }
        deflate.reset();
        let mut idat = Vec::with_capacity(pixels.len() / 8);
        let (status, _) = compress_to_output(deflate, scanlines, TDEFLFlush::Finish, |bytes| {
            idat.extend_from_slice(bytes);
            true
        });
        match status {
            TDEFLStatus::Done => Ok(idat),
            other => Err(std::io::Error::other(format!("deflate: {other:?}"))),
        }
    })?;
    writer.write_chunk(png::chunk::IDAT, &idat)?;
    writer.finish()?;
    Ok(out)
}

/// Encode as a baseline greyscale JPEG at `quality` (1 to 100; outside that, the nearest).
/// Width and height must each be at most 65,535, as JPEG has it.
#[cfg(feature = "jpeg")]
pub fn encode_gray_jpeg(image: &Gray, quality: u8) -> Result<Vec<u8>, jpeg_encoder::EncodingError> {
    encode_gray_jpeg_oriented(image, quality, 1)
}

/// As [`encode_gray_jpeg`], with an EXIF block whose orientation tag (1 to 8, as EXIF counts
/// them) says how the stored pixels are to be shown, as a phone's photo has; 1 writes none.
#[cfg(feature = "jpeg")]
pub fn encode_gray_jpeg_oriented(
    image: &Gray,
    quality: u8,
    orientation: u16,
) -> Result<Vec<u8>, jpeg_encoder::EncodingError> {
    use jpeg_encoder::Encoder;
    let (width, height) = jpeg_sides(image.width, image.height)?;
    let mut out = Vec::with_capacity(image.pixels.len() / 8);
    let rows = Rows {
        pixels: &image.pixels,
        width,
        height,
    };
    let mut encoder = Encoder::new(&mut out, quality.clamp(1, 100));
    say_orientation(&mut encoder, orientation)?;
    encoder.encode_image(rows)?;
    Ok(out)
}

/// A picture's sides as JPEG stores them, at most 65,535 each.
#[cfg(feature = "jpeg")]
pub(crate) fn jpeg_sides(
    width: u32,
    height: u32,
) -> Result<(u16, u16), jpeg_encoder::EncodingError> {
    match (u16::try_from(width), u16::try_from(height)) {
        (Ok(w), Ok(h)) => Ok((w, h)),
        _ => Err(jpeg_encoder::EncodingError::Write(format!(
            "{width} x {height}: JPEG holds at most 65,535 pixels a side"
        ))),
    }
}

/// An EXIF block with the orientation tag, unless it is 1 (as stored).
#[cfg(feature = "jpeg")]
pub(crate) fn say_orientation<W: jpeg_encoder::JfifWrite>(
    encoder: &mut jpeg_encoder::Encoder<W>,
    orientation: u16,
) -> Result<(), jpeg_encoder::EncodingError> {
    if orientation != 1 {
        let mut app1 = b"Exif\0\0".to_vec();
        app1.extend(crate::exif::exif_orientation(orientation));
        encoder.add_app_segment(1, app1)?;
    }
    Ok(())
}

/// A grey picture as the JPEG encoder reads it, a row at a time. Its own `ColorType::Luma`
/// reader pushes pixel by pixel; a row copied whole made an 800 x 600 photo's encoding 12 %
/// faster (measured with `mrz bench`).
#[cfg(feature = "jpeg")]
struct Rows<'a> {
    pixels: &'a [u8],
    width: u16,
    height: u16,
}

#[cfg(feature = "jpeg")]
impl jpeg_encoder::ImageBuffer for Rows<'_> {
    fn get_jpeg_color_type(&self) -> jpeg_encoder::JpegColorType {
        jpeg_encoder::JpegColorType::Luma
    }

    fn width(&self) -> u16 {
        self.width
    }

    fn height(&self) -> u16 {
        self.height
    }

    fn fill_buffers(&self, y: u16, buffers: &mut [Vec<u8>; 4]) {
        let w = usize::from(self.width);
        let start = usize::from(y) * w;
        buffers[0].extend_from_slice(&self.pixels[start..start + w]);
    }
}

#[cfg(test)]
#[path = "encode_tests.rs"]
mod tests;
