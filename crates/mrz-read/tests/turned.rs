//! Zones drawn by the project's renderer, turned to any angle on a larger, uneven ground with
//! noise, read back: every format, several sizes and angles.

mod common;

use common::strip;
use mrz_core::{compose, Fields, Format};
use mrz_read::Reader;
use mrz_render::Gray;

/// `strip` turned by `degrees` about its centre, in the middle of a picture twice as large on
/// a ground that darkens from left to right, with a little hashed noise.
fn turned(strip: &Gray, degrees: f32) -> Gray {
    let side = (strip.width.max(strip.height) as f32 * 1.3) as u32 + 40;
    let (w, h) = (side, side);
    let (c, s) = (degrees.to_radians().cos(), degrees.to_radians().sin());
    let (cx, cy) = (w as f32 / 2.0, h as f32 / 2.0);
    let (sx, sy) = (strip.width as f32 / 2.0, strip.height as f32 / 2.0);
    let mut pixels = Vec::with_capacity((w * h) as usize);
    for y in 0..h {
        for x in 0..w {
            let (dx, dy) = (x as f32 + 0.5 - cx, y as f32 + 0.5 - cy);
            // The strip's pixel under this one: turned back.
            let (u, v) = (c * dx + s * dy + sx, -s * dx + c * dy + sy);
            let ground = 230.0 - 50.0 * x as f32 / w as f32;
            let ink = if u >= 0.0 && v >= 0.0 && u < strip.width as f32 && v < strip.height as f32 {
                let p = strip.pixels[v as usize * strip.width as usize + u as usize];
                f32::from(p) / 255.0
            } else {
                1.0
            };
            let hash = (x.wrapping_mul(2_654_435_761) ^ y.wrapping_mul(40_503)) % 17;
            pixels.push((ground * ink + hash as f32 - 8.0).clamp(0.0, 255.0) as u8);
        }
    }
    Gray {
        width: w,
        height: h,
        pixels,
    }
}

#[test]
fn every_format_reads_back_turned_to_any_angle() {
    let reader = Reader::new();
    for format in Format::ALL {
        let lines = compose(&Fields::specimen(format)).lines;
        for (size, angle) in [
            (16.0, 90.0),
            (20.0, 180.0),
            (24.0, 270.0),
            (18.0, 37.0),
            (28.0, -128.0),
            (22.0, 7.5),
        ] {
            let drawn = strip(&lines, size);
            let reading = reader.read(&turned(&drawn, angle)).unwrap();
            assert_eq!(
                reading.lines, lines,
                "{format:?} at {size} px turned {angle}°"
            );
            assert_eq!(reading.format, format);
            // The zone's first corner is its top left wherever that lies in the picture.
            let first = reading.boxes[0][0][0];
            assert_eq!(first, reading.quad[0]);
        }
    }
}

/// `picture` as a mirror shows it: each row from its other end.
fn mirrored(picture: &Gray) -> Gray {
    let w = picture.width as usize;
    let pixels = picture
        .pixels
        .chunks_exact(w)
        .flat_map(|row| row.iter().rev().copied())
        .collect();
    Gray { pixels, ..*picture }
}

#[test]
fn every_format_reads_back_mirrored_upright_and_turned() {
    let reader = Reader::new();
    for format in Format::ALL {
        let lines = compose(&Fields::specimen(format)).lines;
        let drawn = strip(&lines, 20.0);
        for angle in [0.0, 180.0, 23.0] {
            let seen = mirrored(&turned(&drawn, angle));
            let reading = reader.read(&seen).unwrap();
            assert_eq!(reading.lines, lines, "{format:?} mirrored, turned {angle}°");
        }
        // A zone the right way round is never read as a mirror's.
        let reading = reader.read(&turned(&drawn, 0.0)).unwrap();
        assert_eq!(reading.lines, lines);
    }
}

/// A mirrored scan of a negative test (a check digit spoilt on purpose) reads as printed, spoilt
/// digit and all: it reads invalid either way round, and the mirror reads it far better.
#[test]
fn a_mirrored_zone_with_a_spoilt_check_digit_reads_as_printed() {
    let reader = Reader::new();
    // And a card whose holder's letters look much alike turned over (W, I, S, N, E, K, A): a
    // mirrored scan of it, read turned half a circle, matched within a quarter of its mirror.
    let polish = Fields {
        format: Format::Td1,
        doc_type: "ID".into(),
        country_code: "POL".into(),
        passport_no: "GH8021760".into(),
        surname: "WISNIEWSKA".into(),
        given_names: "ANNA".into(),
        nationality: "POL".into(),
        date_of_birth: "500716".into(),
        sex: "F".into(),
        date_of_expiry: "320219".into(),
        ..Fields::default()
    };
    let records = Format::ALL
        .map(Fields::specimen)
        .into_iter()
        .chain([polish]);
    for fields in records {
        let format = fields.format;
        let mut lines = compose(&fields).lines;
        // The first check digit of the format's layout, one more than it is (the Swiss
        // licence has none).
        let Some(check) = format.layout().checks.first() else {
            continue;
        };
        let mut line: Vec<char> = lines[check.line].chars().collect();
        let digit = line[check.at].to_digit(10).unwrap();
        line[check.at] = char::from_digit((digit + 1) % 10, 10).unwrap();
        lines[check.line] = line.into_iter().collect();
        let drawn = strip(&lines, 20.0);
        for angle in [0.0, 180.0] {
            let reading = reader.read(&mirrored(&turned(&drawn, angle))).unwrap();
            let which = format!("{format:?} of {}", fields.surname);
            assert!(!reading.valid(), "{which}");
            assert_eq!(reading.lines, lines, "{which} mirrored, turned {angle}°");
        }
    }
}
