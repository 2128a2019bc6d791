//! PNG encoding of a rendered image, in the smallest colour type that holds it exactly.

use crate::image::Frame;

/// Encode as PNG. An opaque image is stored as RGB, and a grey one as greyscale: same pixels,
/// a quarter of the bytes to compress for the usual black on white.
pub fn encode_png(image: Frame<'_>) -> Result<Vec<u8>, png::EncodingError> {
    encode_png_at(image, None)
}

/// Encode as PNG saying `dpi` dots per inch (a `pHYs` chunk), so that it prints at that size.
pub fn encode_png_at(image: Frame<'_>, dpi: Option<f32>) -> Result<Vec<u8>, png::EncodingError> {
    let px = image.pixels.chunks_exact(4);
    let opaque = px.clone().all(|p| p[3] == 255);
    let grey = opaque && px.clone().all(|p| p[0] == p[1] && p[1] == p[2]);
    let (color, data): (png::ColorType, Vec<u8>) = if grey {
        (png::ColorType::Grayscale, px.map(|p| p[0]).collect())
    } else if opaque {
        (
            png::ColorType::Rgb,
            px.flat_map(|p| [p[0], p[1], p[2]]).collect(),
        )
    } else {
        (png::ColorType::Rgba, image.pixels.to_vec())
    };
    let mut out = Vec::new();
    let mut encoder = png::Encoder::new(&mut out, image.width, image.height);
    encoder.set_color(color);
    encoder.set_depth(png::BitDepth::Eight);
    encoder.set_compression(png::Compression::Balanced);
    encoder.set_pixel_dims(dpi.map(pixel_dims));
    let mut writer = encoder.write_header()?;
    writer.write_image_data(&data)?;
    writer.finish()?;
    Ok(out)
}

/// A `pHYs` chunk's pixels a metre for `dpi` dots an inch.
pub(crate) fn pixel_dims(dpi: f32) -> png::PixelDimensions {
    let per_metre = (dpi / 0.0254).round() as u32;
    png::PixelDimensions {
        xppu: per_metre,
        yppu: per_metre,
        unit: png::Unit::Meter,
    }
}
