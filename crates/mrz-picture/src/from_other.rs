//! TIFF (a scanner's own format: bilevel group 4 fax, LZW, Deflate, PackBits or JPEG inside,
//! grey or colour), WebP (what web forms now receive), BMP and GIF, by the `image` crate's
//! decoders, to grey: the first page or frame.

use crate::orientation::Orientation;
use crate::{size_ok, stored, MAX_PIXELS};
use image::error::{ImageError, UnsupportedErrorKind};
use image::{ColorType, ImageDecoder, ImageFormat, ImageReader, Limits};
use mrz_render::{ink_grey, Gray};
use std::io::{Cursor, ErrorKind};

/// The decoded picture's bytes may be at most this many: 8-bit colour with alpha at the largest
/// size read. Deeper pictures are refused above it (16-bit colour with alpha over 25
/// megapixels) rather than held at two or four times the memory (a 381 KB TIFF of 16-bit colour
/// once took 770 MB).
const MAX_DECODED: u64 = MAX_PIXELS * 4;

/// The format of `bytes`, by their first bytes, when it is one read here.
pub fn format(bytes: &[u8]) -> Option<ImageFormat> {
    match image::guess_format(bytes).ok()? {
        f @ (ImageFormat::Tiff | ImageFormat::WebP | ImageFormat::Bmp | ImageFormat::Gif) => {
            Some(f)
        }
        _ => None,
    }
}

/// Why `bytes`, of no format read here, are not read.
pub fn unread(bytes: &[u8]) -> String {
    if bytes.starts_with(b"II+\0") || bytes.starts_with(b"MM\0+") {
        "a BigTIFF, which is not read: save it as an ordinary TIFF, PNG or JPEG".into()
    } else {
        "not a PNG, JPEG, TIFF, WebP, BMP or GIF picture".into()
    }
}

fn name(format: ImageFormat) -> &'static str {
    match format {
        ImageFormat::Tiff => "TIFF",
        ImageFormat::WebP => "WebP",
        ImageFormat::Bmp => "BMP",
        ImageFormat::Gif => "GIF",
        _ => "picture",
    }
}

/// A decoder's refusal in words for people: damaged, cut short, of a kind not read, too large.
fn said(name: &str, e: ImageError) -> String {
    match e {
        ImageError::Unsupported(u) => match u.kind() {
            UnsupportedErrorKind::Color(c) | UnsupportedErrorKind::ColorLayout(c) => {
                format!("a {name} of {c:?} pixels, which is not read")
            }
            UnsupportedErrorKind::GenericFeature(f) => format!("a {name} of a kind not read: {f}"),
            _ => format!("a {name} of a kind not read"),
        },
        ImageError::Limits(_) => format!("the {name} needs more memory to decode than is allowed"),
        ImageError::IoError(io) if io.kind() == ErrorKind::UnexpectedEof => {
            format!("a broken {name}: it ends early (cut short)")
        }
        // The decoder's own cause: its wrapper would name the format a second time.
        ImageError::Decoding(d) => match std::error::Error::source(&d) {
            Some(cause) => format!("a broken {name}: {cause}"),
            None => format!("a broken {name}: {d}"),
        },
        other => format!("a broken {name}: {other}"),
    }
}

pub fn decode(bytes: &[u8], format: ImageFormat) -> Result<(Gray, Orientation), String> {
    let name = name(format);
    let mut reader = ImageReader::with_format(Cursor::new(bytes), format);
    // What a TIFF decoder may hold beside the picture: its strips, a page's worth at most.
    let mut limits = Limits::default();
    limits.max_alloc = Some(MAX_DECODED + MAX_PIXELS);
    reader.limits(limits);
    let mut decoder = reader.into_decoder().map_err(|e| said(name, e))?;
    let (width, height) = decoder.dimensions();
    size_ok(width, height)?;
    let (color, total) = (decoder.color_type(), decoder.total_bytes());
    if total > MAX_DECODED {
        let most = MAX_DECODED / 1_000_000;
        return Err(format!(
            "the {name} is {width} x {height} of {color:?} pixels: \
             more than the {most} MB a picture is decoded into"
        ));
    }
    // TIFF's own orientation tag, or a WebP's EXIF chunk.
    let orientation = decoder.orientation().map_or(Orientation::Normal, |o| {
        Orientation::from_exif(o.to_exif().into())
    });
    let mut buf = vec![0; total as usize];
    decoder.read_image(&mut buf).map_err(|e| said(name, e))?;
    Ok(stored(width, height, grey(buf, color), orientation))
}

/// Pixels of `color` as the reader sees ink, each channel's top eight bits (floats from 0 to 1).
fn grey(buf: Vec<u8>, color: ColorType) -> Vec<u8> {
    if color == ColorType::L8 {
        return buf;
    }
    let channels = usize::from(color.channel_count());
    let depth = usize::from(color.bytes_per_pixel()) / channels;
    let sample = |s: &[u8]| -> u8 {
        match depth {
            1 => s[0],
            2 => (u16::from_ne_bytes([s[0], s[1]]) >> 8) as u8,
            _ => {
                (f32::from_ne_bytes([s[0], s[1], s[2], s[3]]).clamp(0.0, 1.0) * 255.0).round() as u8
            }
        }
    };
    buf.chunks_exact(channels * depth)
        .map(|p| {
            let v = |i: usize| sample(&p[i * depth..]);
            ink_grey(match channels {
                1 => [v(0), v(0), v(0), 255],
                2 => [v(0), v(0), v(0), v(1)],
                3 => [v(0), v(1), v(2), 255],
                _ => [v(0), v(1), v(2), v(3)],
            })
        })
        .collect()
}
