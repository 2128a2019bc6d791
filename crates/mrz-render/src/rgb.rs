//! 8-bit colour pictures for test sets in colour (a data page is printed and photographed in
//! colour), encoded as colour PNG or baseline colour JPEG by the grey encoders' own crates.

use crate::gray::Gray;

/// An 8-bit RGB picture, rows top to bottom, three bytes a pixel (red, green, blue), no padding.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Rgb {
    pub width: u32,
    pub height: u32,
    pub pixels: Vec<u8>,
}

impl Rgb {
    /// A picture of one colour throughout.
    pub fn new(width: u32, height: u32, colour: [u8; 3]) -> Rgb {
        let n = width as usize * height as usize;
        Rgb {
            width,
            height,
            pixels: colour.iter().copied().cycle().take(3 * n).collect(),
        }
    }

    /// Its luma (BT.601, as [`crate::luma`]), as a grey camera would have seen it.
    pub fn luma(&self) -> Gray {
        let pixels = self
            .pixels
            .chunks_exact(3)
            .map(|p| crate::luma([p[0], p[1], p[2], 255]))
            .collect();
        Gray {
            width: self.width,
            height: self.height,
            pixels,
        }
    }

    #[cfg(any(feature = "png", feature = "jpeg"))]
    fn check(&self) -> Result<(), String> {
        let n = self.width as usize * self.height as usize * 3;
        if self.pixels.len() == n {
            Ok(())
        } else {
            Err(format!(
                "{} bytes of pixels for {} x {} in colour",
                self.pixels.len(),
                self.width,
                self.height
            ))
        }
    }
}

/// Encode as an 8-bit RGB PNG, deflated as [`crate::encode_gray_png`] deflates (level 1, no
/// filter), saying `dpi` dots per inch if given.
#[cfg(feature = "png")]
pub fn encode_rgb_png(image: &Rgb, dpi: Option<f32>) -> Result<Vec<u8>, png::EncodingError> {
    image.check().map_err(std::io::Error::other)?;
    let size = (image.width, image.height);
    crate::encode::write_png(size, png::ColorType::Rgb, dpi, &image.pixels)
}

/// Encode as a baseline colour JPEG (YCbCr; chroma halved each way below quality 90, as the
/// encoder does by default and as phones and web forms store photos) at `quality`, with an
/// EXIF orientation tag (1 to 8) unless it is 1: see [`crate::encode_gray_jpeg_oriented`].
#[cfg(feature = "jpeg")]
pub fn encode_rgb_jpeg_oriented(
    image: &Rgb,
    quality: u8,
    orientation: u16,
) -> Result<Vec<u8>, jpeg_encoder::EncodingError> {
    use jpeg_encoder::{ColorType, Encoder, EncodingError};
    image.check().map_err(EncodingError::Write)?;
    let (width, height) = crate::encode::jpeg_sides(image.width, image.height)?;
    let mut out = Vec::with_capacity(image.pixels.len() / 12);
    let mut encoder = Encoder::new(&mut out, quality.clamp(1, 100));
    crate::encode::say_orientation(&mut encoder, orientation)?;
    encoder.encode(&image.pixels, width, height, ColorType::Rgb)?;
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A hue ramp across, darker down.
    fn ramp() -> Rgb {
        let (width, height) = (37u32, 11u32);
        let mut pixels = Vec::new();
        for y in 0..height {
            for x in 0..width {
                pixels.extend([(x * 7) as u8, (255 - x * 6) as u8, (y * 20) as u8]);
            }
        }
        Rgb {
            width,
            height,
            pixels,
        }
    }

    #[cfg(feature = "png")]
    #[test]
    fn a_colour_png_decodes_to_the_same_pixels() {
        let image = ramp();
        let bytes = encode_rgb_png(&image, Some(300.0)).unwrap();
        let mut reader = png::Decoder::new(std::io::Cursor::new(&bytes[..]))
            .read_info()
            .unwrap();
        let mut pixels = vec![0; reader.output_buffer_size().unwrap()];
        let info = reader.next_frame(&mut pixels).unwrap();
        assert_eq!(info.color_type, png::ColorType::Rgb);
        assert_eq!(&pixels[..info.buffer_size()], &image.pixels[..]);
        let short = Rgb {
            pixels: vec![0; 5],
            ..ramp()
        };
        assert!(encode_rgb_png(&short, None).is_err());
    }

    #[cfg(feature = "jpeg")]
    #[test]
    fn a_colour_jpeg_decodes_near_its_pixels_and_says_its_orientation() {
        let image = Rgb::new(64, 48, [200, 40, 60]);
        for orientation in [1, 6] {
            let bytes = encode_rgb_jpeg_oriented(&image, 90, orientation).unwrap();
            assert_eq!(bytes.windows(6).any(|w| w == b"Exif\0\0"), orientation != 1);
            let mut d = jpeg_decoder::Decoder::new(&bytes[..]);
            let pixels = d.decode().unwrap();
            let info = d.info().unwrap();
            assert_eq!((info.width, info.height), (64, 48));
            assert_eq!(info.pixel_format, jpeg_decoder::PixelFormat::RGB24);
            for (got, want) in pixels.iter().zip(&image.pixels) {
                assert!(got.abs_diff(*want) <= 4, "{got} {want}");
            }
        }
        assert_eq!(image.luma().pixels[0], crate::luma([200, 40, 60, 255]));
    }
}
