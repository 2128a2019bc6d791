//! TIFF, WebP, BMP and GIF, and JPEG in CMYK: a zone saved as scanners, web forms, old tools
//! and print shops save it is decoded to the grey it shows and read exactly; a TIFF's own
//! orientation tag and a WebP's EXIF turn and mirror it as EXIF does in JPEG and PNG.

use image::{DynamicImage, GrayImage, ImageFormat};
use mrz_core::{compose, Fields, Format};
use mrz_picture::{decode, decode_stored, orient, Orientation};
use mrz_read::Reader;
use mrz_render::{exif_orientation, Gray, Renderer, Style};
use std::io::Cursor;

fn zone(format: Format) -> (Gray, Vec<String>) {
    let lines = compose(&Fields::specimen(format)).lines;
    let refs: Vec<&str> = lines.iter().map(String::as_str).collect();
    let style = Style::with_font_size(24.0);
    let gray = Gray::from_frame(Renderer::new().render(&refs, &style).unwrap());
    (gray, lines)
}

fn tiff(g: &Gray, orientation: u16) -> Vec<u8> {
    let mut out = Cursor::new(Vec::new());
    let mut encoder = tiff::encoder::TiffEncoder::new(&mut out).unwrap();
    let mut image = encoder
        .new_image::<tiff::encoder::colortype::Gray8>(g.width, g.height)
        .unwrap();
    image
        .encoder()
        .write_tag(tiff::tags::Tag::Orientation, orientation)
        .unwrap();
    image.write_data(&g.pixels).unwrap();
    out.into_inner()
}

fn webp(g: &Gray, orientation: u16) -> Vec<u8> {
    let mut out = Vec::new();
    let mut encoder = image_webp::WebPEncoder::new(&mut out);
    encoder.set_exif_metadata(exif_orientation(orientation));
    encoder
        .encode(&g.pixels, g.width, g.height, image_webp::ColorType::L8)
        .unwrap();
    out
}

fn saved(g: &Gray, format: ImageFormat) -> Vec<u8> {
    let image = GrayImage::from_raw(g.width, g.height, g.pixels.clone()).unwrap();
    let mut out = Cursor::new(Vec::new());
    // In colour: GIF holds no grey, and a palette of its greys.
    DynamicImage::ImageRgb8(DynamicImage::ImageLuma8(image).to_rgb8())
        .write_to(&mut out, format)
        .unwrap();
    out.into_inner()
}

/// How far two pictures' pixels are apart on average.
fn mean_off(a: &Gray, b: &Gray) -> f32 {
    let sum: u64 = a
        .pixels
        .iter()
        .zip(&b.pixels)
        .map(|(x, y)| u64::from(x.abs_diff(*y)))
        .sum();
    sum as f32 / b.pixels.len() as f32
}

#[test]
fn tiff_and_webp_are_shown_and_read_the_right_way_round_in_each_orientation() {
    let reader = Reader::new();
    let (shown, lines) = zone(Format::Td1);
    for o in Orientation::ALL {
        let stored = orient(shown.clone(), o.inverse());
        for (kind, bytes) in [
            ("tiff", tiff(&stored, o.exif())),
            ("webp", webp(&stored, o.exif())),
        ] {
            let (raw, found) = decode_stored(&bytes).unwrap();
            assert_eq!(found, o, "{kind}");
            assert_eq!(raw, stored, "{kind} {o:?}: lossless, so exactly as stored");
            let picture = decode(&bytes).unwrap();
            assert_eq!(picture, shown, "{kind} {o:?}");
            assert_eq!(reader.read(&picture).unwrap().lines, lines, "{kind} {o:?}");
        }
    }
}

#[test]
fn bmp_and_gif_are_read_as_saved() {
    let reader = Reader::new();
    let (shown, lines) = zone(Format::Td3);
    for format in [ImageFormat::Bmp, ImageFormat::Gif] {
        let picture = decode(&saved(&shown, format)).unwrap();
        assert_eq!((picture.width, picture.height), (shown.width, shown.height));
        assert!(mean_off(&picture, &shown) < 2.0, "{format:?}");
        assert_eq!(reader.read(&picture).unwrap().lines, lines, "{format:?}");
    }
}

/// A zone in CMYK, its ink laid as black alone or as cyan, magenta and yellow together, saved
/// plainly and as Adobe's inverted YCCK: the light that is left shows the zone.
#[test]
fn a_cmyk_jpeg_is_read_by_the_light_its_inks_leave() {
    use jpeg_encoder::{ColorType, Encoder};
    let reader = Reader::new();
    let (shown, lines) = zone(Format::Td2);
    for black in [true, false] {
        let cmyk: Vec<u8> = shown
            .pixels
            .iter()
            .flat_map(|&v| match black {
                true => [0, 0, 0, 255 - v],
                false => [255 - v, 255 - v, 255 - v, 0],
            })
            .collect();
        for colour in [ColorType::Cmyk, ColorType::CmykAsYcck] {
            let mut out = Vec::new();
            let (w, h) = (shown.width as u16, shown.height as u16);
            Encoder::new(&mut out, 95)
                .encode(&cmyk, w, h, colour)
                .unwrap();
            let picture = decode(&out).unwrap();
            let off = mean_off(&picture, &shown);
            assert!(
                off < 4.0,
                "black {black}, {colour:?}: {off} from the zone's grey"
            );
            assert_eq!(reader.read(&picture).unwrap().lines, lines);
        }
    }
}

#[test]
fn a_broken_or_unknown_picture_is_refused_in_words() {
    let (shown, _) = zone(Format::Td1);
    let mut cut = tiff(&shown, 1);
    cut.truncate(cut.len() / 2);
    let e = decode(&cut).unwrap_err();
    assert!(e.starts_with("a broken TIFF: "), "{e}");
    let mut webp = webp(&shown, 1);
    webp.truncate(40);
    let e = decode(&webp).unwrap_err();
    assert!(e.starts_with("a broken WebP: "), "{e}");
    assert_eq!(
        decode(b"%PDF-1.7 not a picture").unwrap_err(),
        "not a PNG, JPEG, TIFF, WebP, BMP or GIF picture"
    );
    let e = decode(b"II+\0\x08\0\0\0\x10\0\0\0\0\0\0\0").unwrap_err();
    assert!(e.starts_with("a BigTIFF, which is not read"), "{e}");
}

/// A TIFF of 16-bit colour with alpha whose header says 7,000 pixels a side (49 megapixels,
/// within the size read) is refused on its header: decoded, it would take 392 MB.
#[test]
fn a_deep_picture_too_large_to_decode_into_is_refused_before_decoding() {
    let mut out = Cursor::new(Vec::new());
    tiff::encoder::TiffEncoder::new(&mut out)
        .unwrap()
        .write_image::<tiff::encoder::colortype::RGBA16>(8, 8, &[0u16; 8 * 8 * 4])
        .unwrap();
    let mut bytes = out.into_inner();
    let ifd = u32::from_le_bytes(bytes[4..8].try_into().unwrap()) as usize;
    let entries = u16::from_le_bytes([bytes[ifd], bytes[ifd + 1]]) as usize;
    for at in (0..entries).map(|i| ifd + 2 + 12 * i) {
        if matches!(u16::from_le_bytes([bytes[at], bytes[at + 1]]), 256 | 257) {
            let side: u32 = 7000;
            match u16::from_le_bytes([bytes[at + 2], bytes[at + 3]]) {
                3 => bytes[at + 8..at + 10].copy_from_slice(&(side as u16).to_le_bytes()),
                _ => bytes[at + 8..at + 12].copy_from_slice(&side.to_le_bytes()),
            }
        }
    }
    assert_eq!(
        decode(&bytes).unwrap_err(),
        "the TIFF is 7000 x 7000 of Rgba16 pixels: more than the 200 MB a picture is decoded into"
    );
}
