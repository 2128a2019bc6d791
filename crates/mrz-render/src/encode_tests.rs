use super::*;
use crate::{render, Style};

/// The TD3 specimen as the default style draws it, in grey.
fn strip() -> Gray {
    let lines = [
        "P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<",
        "L898902C36UTO7408122F1204159ZE184226B<<<<<10",
    ];
    Gray::from_frame(render(&lines, &Style::default()).unwrap().as_frame())
}

/// Every grey level, on a width that is not a multiple of anything convenient.
fn ramp() -> Gray {
    let (width, height) = (37, 11);
    let pixels = (0..width * height).map(|i| (i * 7 % 256) as u8).collect();
    Gray {
        width,
        height,
        pixels,
    }
}

#[cfg(feature = "png")]
fn decode_png(bytes: &[u8]) -> (png::OutputInfo, Vec<u8>, Option<png::PixelDimensions>) {
    let mut reader = png::Decoder::new(std::io::Cursor::new(bytes))
        .read_info()
        .unwrap();
    let mut pixels = vec![0; reader.output_buffer_size().unwrap()];
    let info = reader.next_frame(&mut pixels).unwrap();
    pixels.truncate(info.buffer_size());
    let dims = reader.info().pixel_dims;
    (info, pixels, dims)
}

#[cfg(feature = "png")]
#[test]
fn png_decodes_to_the_same_pixels() {
    for image in [strip(), ramp(), Gray::new(1, 1, 0)] {
        let bytes = encode_gray_png(&image, None).unwrap();
        let (info, pixels, dims) = decode_png(&bytes);
        assert_eq!((info.width, info.height), (image.width, image.height));
        assert_eq!(info.color_type, png::ColorType::Grayscale);
        assert_eq!(info.bit_depth, png::BitDepth::Eight);
        assert!(pixels == image.pixels, "{} x {}", image.width, image.height);
        assert!(dims.is_none());
    }
    // The strip compresses: under a tenth of its raw bytes.
    let image = strip();
    assert!(encode_gray_png(&image, None).unwrap().len() < image.pixels.len() / 10);
}

#[cfg(feature = "png")]
#[test]
fn png_says_its_dpi_and_refuses_a_short_buffer() {
    let bytes = encode_gray_png(&ramp(), Some(300.0)).unwrap();
    let dims = decode_png(&bytes).2.unwrap();
    assert_eq!(
        (dims.xppu, dims.yppu, dims.unit),
        (11811, 11811, png::Unit::Meter)
    );
    let short = Gray {
        pixels: vec![0; 10],
        ..ramp()
    };
    assert!(encode_gray_png(&short, None).is_err());
}

/// Each marker segment of a JPEG before its scan: (marker, payload).
#[cfg(feature = "jpeg")]
fn segments(bytes: &[u8]) -> Vec<(u8, &[u8])> {
    let mut found = Vec::new();
    let mut at = 2;
    while bytes[at] == 0xFF && bytes[at + 1] != 0xDA {
        let len = usize::from(u16::from_be_bytes([bytes[at + 2], bytes[at + 3]]));
        found.push((bytes[at + 1], &bytes[at + 4..at + 2 + len]));
        at += 2 + len;
    }
    found
}

#[cfg(feature = "jpeg")]
#[test]
fn jpeg_is_a_whole_greyscale_baseline_file() {
    let image = strip();
    let bytes = encode_gray_jpeg(&image, 90).unwrap();
    assert_eq!(&bytes[..2], [0xFF, 0xD8], "SOI");
    assert_eq!(&bytes[bytes.len() - 2..], [0xFF, 0xD9], "EOI");
    let segments = segments(&bytes);
    let (_, sof) = segments.iter().find(|(m, _)| *m == 0xC0).expect("SOF0");
    let be = |i: usize| u32::from(u16::from_be_bytes([sof[i], sof[i + 1]]));
    // Precision 8, then height, width, and one component.
    assert_eq!(
        (sof[0], be(1), be(3), sof[5]),
        (8, image.height, image.width, 1)
    );
    let sizes: Vec<usize> = [20, 50, 90, 100]
        .iter()
        .map(|&q| encode_gray_jpeg(&image, q).unwrap().len())
        .collect();
    assert!(sizes.is_sorted() && sizes[0] < sizes[3] / 2, "{sizes:?}");
    // Out of range qualities are the nearest in range.
    assert_eq!(
        encode_gray_jpeg(&image, 0).unwrap(),
        encode_gray_jpeg(&image, 1).unwrap()
    );
    let wide = Gray::new(70_000, 1, 0);
    assert!(encode_gray_jpeg(&wide, 90).is_err());
}

#[cfg(feature = "jpeg")]
#[test]
fn jpeg_decodes_to_nearly_the_same_pixels() {
    let decode = |bytes: &[u8]| {
        let mut decoder = jpeg_decoder::Decoder::new(bytes);
        let pixels = decoder.decode().unwrap();
        let info = decoder.info().unwrap();
        assert_eq!(info.pixel_format, jpeg_decoder::PixelFormat::L8);
        pixels
    };
    let grey = Gray::new(64, 48, 128);
    let back = decode(&encode_gray_jpeg(&grey, 75).unwrap());
    assert!(back.iter().all(|&v| v.abs_diff(128) <= 1), "{back:?}");
    // The strip's edges ring a little; on average it stays within a few levels.
    let image = strip();
    let back = decode(&encode_gray_jpeg(&image, 90).unwrap());
    let error: u64 = (back.iter().zip(&image.pixels))
        .map(|(&a, &b)| u64::from(a.abs_diff(b)))
        .sum();
    assert!(
        error / (image.pixels.len() as u64) < 3,
        "mean error {error}"
    );
}
