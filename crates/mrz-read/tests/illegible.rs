//! A zone too blurred to read is told from a picture with no zone: the person is told to take
//! the picture again, closer and steadier, rather than that there is nothing to read.

mod common;

use mrz_core::Format;
use mrz_read::{ReadError, Reader};
use mrz_render::Gray;

fn strip(format: Format, font_size: f32) -> Gray {
    common::specimen(format, font_size).0
}

/// `g` under a box blur `r` pixels each way (rows, then columns; the picture's edge repeated).
fn blurred(g: &Gray, r: isize) -> Gray {
    let (w, h) = (g.width as isize, g.height as isize);
    let at = |p: &[u8], x: isize, y: isize| {
        u32::from(p[(y.clamp(0, h - 1) * w + x.clamp(0, w - 1)) as usize])
    };
    let n = (2 * r + 1) as u32;
    let rows: Vec<u8> = (0..h * w)
        .map(|i| {
            ((-r..=r)
                .map(|d| at(&g.pixels, i % w + d, i / w))
                .sum::<u32>()
                / n) as u8
        })
        .collect();
    let pixels = (0..h * w)
        .map(|i| ((-r..=r).map(|d| at(&rows, i % w, i / w + d)).sum::<u32>() / n) as u8)
        .collect();
    Gray {
        pixels,
        ..g.clone()
    }
}

#[test]
fn a_zone_too_blurred_to_read_is_told_illegible() {
    let reader = Reader::new();
    // The specimen's capitals about 10 pixels tall, blurred over 7: its fillers still plain.
    let picture = blurred(&strip(Format::Td3, 14.0), 3);
    let Err(ReadError::Illegible(zone)) = reader.read(&picture) else {
        panic!("{:?}", reader.read(&picture).map(|r| r.lines));
    };
    assert_eq!(zone.format, Format::Td3);
    assert_eq!(zone.line_lengths, [44, 44]);
    assert_eq!(zone.characters, 88);
    // Refused as a zone (its mean match under 0.45, or over a quarter of it unclear), not all
    // of it unclear.
    assert!(zone.unclear > 22 && zone.unclear < 88, "{}", zone.unclear);
    let (w, h) = (picture.width as f32, picture.height as f32);
    assert!(zone
        .quad
        .iter()
        .all(|&[x, y]| (0.0..=w).contains(&x) && (0.0..=h).contains(&y)));
    let message = ReadError::Illegible(zone.clone()).to_string();
    assert!(message.contains("2 lines of 44 characters"), "{message}");
    assert!(
        message.contains(&format!("{} of its 88 characters", zone.unclear)),
        "{message}"
    );
    // Less blurred, the same strip reads.
    let sharper = reader.read(&blurred(&strip(Format::Td3, 14.0), 2)).unwrap();
    assert!(sharper.valid());
}

#[test]
fn a_card_too_blurred_to_read_is_told_illegible() {
    let picture = blurred(&strip(Format::Td1, 26.0), 5);
    let Err(ReadError::Illegible(zone)) = Reader::new().read(&picture) else {
        panic!("not told illegible");
    };
    assert_eq!(
        (zone.format, zone.line_lengths.as_slice()),
        (Format::Td1, &[30, 30, 30][..])
    );
}

#[test]
fn pictures_with_no_zone_are_not_told_illegible() {
    let reader = Reader::new();
    let (w, h) = (640u32, 480u32);
    let picture = |f: &dyn Fn(u32, u32) -> u8| Gray {
        width: w,
        height: h,
        pixels: (0..w * h).map(|i| f(i % w, i / w)).collect(),
    };
    // A striped desk (a photo's), a grid, and noise: each read as rows of marks (the noise
    // is told illegible when the rule's thresholds are taken away).
    let stripes = picture(&|x, y| {
        (128.0 + 60.0 * ((y as f32 + 4.0 * (x as f32 / 50.0).sin()) / 3.0).sin()) as u8
    });
    let grid = picture(&|x, y| if x % 9 < 2 || y % 13 < 2 { 40 } else { 220 });
    let noise =
        picture(&|x, y| (((x * 7_919) ^ (y * 104_729)).wrapping_mul(2_654_435_761) >> 24) as u8);
    for (name, p) in [("stripes", stripes), ("grid", grid), ("noise", noise)] {
        assert_eq!(
            reader.read(&p).map(|r| r.lines),
            Err(ReadError::NoZone),
            "{name}"
        );
    }
}
