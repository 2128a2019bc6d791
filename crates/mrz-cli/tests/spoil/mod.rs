//! Real pictures for the decoders' fuzz target to spoil, and size lies written into their
//! headers (tests/fuzz_read.rs).

use mrz_core::{compose, Fields, Format};
use mrz_render::{encode_gray_jpeg, encode_gray_png, Gray, Renderer, Style};
use std::sync::OnceLock;

/// Real pictures to spoil: a zone drawn small, as grey PNG and JPEG, and in colour as TIFF,
/// WebP, BMP and GIF; and a page saved by another tool as a group 4 TIFF, a lossy WebP and a
/// CMYK JPEG (`testdata/pictures`).
pub fn seeds() -> &'static [Vec<u8>; 9] {
    static SEEDS: OnceLock<[Vec<u8>; 9]> = OnceLock::new();
    SEEDS.get_or_init(|| {
        let g = strip(&Fields::specimen(Format::Td1), 9.0);
        let grey = image::GrayImage::from_raw(g.width, g.height, g.pixels.clone()).unwrap();
        let colour =
            image::DynamicImage::ImageRgb8(image::DynamicImage::ImageLuma8(grey).to_rgb8());
        let saved = |format| {
            let mut out = std::io::Cursor::new(Vec::new());
            colour.write_to(&mut out, format).unwrap();
            out.into_inner()
        };
        use image::ImageFormat::{Bmp, Gif, Tiff, WebP};
        [
            encode_gray_png(&g, None).unwrap(),
            encode_gray_jpeg(&g, 80).unwrap(),
            saved(Tiff),
            saved(WebP),
            saved(Bmp),
            saved(Gif),
            fixture("td3-scan-g4.tif"),
            fixture("td3-scan.webp"),
            fixture("td3-scan-cmyk.jpg"),
        ]
    })
}

pub fn strip(fields: &Fields, font_size: f32) -> Gray {
    let lines = compose(fields).lines;
    let lines: Vec<&str> = lines.iter().map(String::as_str).collect();
    let style = Style::with_font_size(font_size);
    Gray::from_frame(Renderer::new().render(&lines, &style).unwrap())
}

fn fixture(name: &str) -> Vec<u8> {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/pictures");
    std::fs::read(format!("{dir}/{name}")).unwrap()
}

/// Writes `width` and `height` over a little-endian TIFF's first page's sides (tags 256, 257).
fn resize_tiff(bytes: &mut [u8], width: u32, height: u32) {
    let u16_at = |b: &[u8], at: usize| usize::from(u16::from_le_bytes([b[at], b[at + 1]]));
    let ifd = u32::from_le_bytes([bytes[4], bytes[5], bytes[6], bytes[7]]) as usize;
    if ifd + 2 > bytes.len() {
        return;
    }
    for i in 0..u16_at(bytes, ifd) {
        let at = ifd + 2 + 12 * i;
        if at + 12 > bytes.len() {
            return;
        }
        let side = match u16_at(bytes, at) {
            256 => width,
            257 => height,
            _ => continue,
        };
        match u16_at(bytes, at + 2) {
            3 => bytes[at + 8..at + 10].copy_from_slice(&(side as u16).to_le_bytes()),
            _ => bytes[at + 8..at + 12].copy_from_slice(&side.to_le_bytes()),
        }
    }
}

/// Writes `width` x `height` over the picture's own size: in the PNG's IHDR (with its CRC
/// made right, so that the lie is believed), the JPEG's frame header, a GIF's screen, a BMP's
/// DIB header, a TIFF's tags or a lossless WebP's bits.
pub fn resize(bytes: &mut [u8], width: u32, height: u32) {
    let (w16, h16) = ((width as u16).to_le_bytes(), (height as u16).to_le_bytes());
    if bytes.starts_with(b"GIF8") && bytes.len() >= 10 {
        bytes[6..8].copy_from_slice(&w16);
        bytes[8..10].copy_from_slice(&h16);
    } else if bytes.starts_with(b"BM") && bytes.len() >= 26 {
        bytes[18..22].copy_from_slice(&width.to_le_bytes());
        bytes[22..26].copy_from_slice(&height.to_le_bytes());
    } else if bytes.starts_with(b"II*\0") && bytes.len() >= 8 {
        resize_tiff(bytes, width, height);
    } else if bytes.starts_with(b"RIFF") && bytes.len() >= 25 && &bytes[12..16] == b"VP8L" {
        let sides = (width.wrapping_sub(1) & 0x3fff) | (height.wrapping_sub(1) & 0x3fff) << 14;
        let kept = u32::from(bytes[24] & 0xf0) << 24;
        bytes[21..25].copy_from_slice(&(sides | kept).to_le_bytes());
    } else if bytes.starts_with(b"\x89PNG") && bytes.len() >= 33 {
        bytes[16..20].copy_from_slice(&width.to_be_bytes());
        bytes[20..24].copy_from_slice(&height.to_be_bytes());
        let crc = crc32fast::hash(&bytes[12..29]);
        bytes[29..33].copy_from_slice(&crc.to_be_bytes());
    } else if bytes.starts_with(&[0xFF, 0xD8]) {
        if let Some(at) = bytes.windows(2).position(|w| w == [0xFF, 0xC0]) {
            if bytes.len() >= at + 9 {
                bytes[at + 5..at + 7].copy_from_slice(&(height as u16).to_be_bytes());
                bytes[at + 7..at + 9].copy_from_slice(&(width as u16).to_be_bytes());
            }
        }
    }
}
