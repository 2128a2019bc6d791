use super::{read_rgba, refusal, IllegibleZone, Refusal, RefusalCode, MAX_PIXELS};
use mrz_core::{compose, Fields, Format};
use mrz_read::Reader;
use mrz_render::{render, Image, Style};

/// The zone of `format`'s specimen as the page draws it: straight RGBA.
fn strip(format: Format, font_size: f32) -> (Vec<String>, Image) {
    let lines = compose(&Fields::specimen(format)).lines;
    let drawn: Vec<&str> = lines.iter().map(String::as_str).collect();
    let image = render(&drawn, &Style::with_font_size(font_size)).unwrap();
    (lines, image)
}

/// A reading as the page receives it: JSON keys, for the declarations' test.
pub(crate) fn reading_json() -> serde_json::Value {
    let (_, image) = strip(Format::Td1, 32.0);
    let read = read_rgba(&Reader::new(), &image.pixels, image.width, image.height).unwrap();
    serde_json::to_value(read).unwrap()
}

#[test]
fn every_format_reads_back_from_the_pages_rgba() {
    let reader = Reader::new();
    for format in Format::ALL {
        let (lines, image) = strip(format, 40.0);
        let read = read_rgba(&reader, &image.pixels, image.width, image.height).unwrap();
        assert_eq!(read.lines, lines, "{format:?}");
        assert_eq!(read.format, format);
        assert!(read.valid);
        assert_eq!(read.boxes.len(), lines.len());
        assert_eq!(read.confidence[0].len(), lines[0].len());
        // Rounded to thousandths, and inside the picture.
        let c = read.confidence[0][0];
        assert_eq!(c, (c * 1000.0).round() / 1000.0);
        let [left, top] = read.quad[0];
        assert!(left >= 0.0 && top >= 0.0 && left < f64::from(image.width));
    }
}

#[test]
fn sizes_are_refused_in_words_before_any_work() {
    let reader = Reader::new();
    let refused =
        |w: u32, h: u32, bytes: usize| read_rgba(&reader, &vec![0; bytes], w, h).unwrap_err();
    assert_eq!(refused(0, 10, 0).code, RefusalCode::NoPixels);
    assert_eq!(refused(10, 0, 0).code, RefusalCode::NoPixels);
    // Checked on the numbers alone: 20,000 x 20,000 would be 1.6 GB of RGBA.
    let big = refused(20_000, 20_000, 0);
    assert_eq!(big.code, RefusalCode::TooLarge);
    assert!(big.message.contains("20000 x 20000"), "{}", big.message);
    assert_eq!(refused(u32::MAX, u32::MAX, 0).code, RefusalCode::TooLarge);
    let most = MAX_PIXELS as u32 / 1000;
    assert_eq!(refused(most, 1001, 0).code, RefusalCode::TooLarge);
    assert_eq!(refused(10, 10, 399).code, RefusalCode::SizeMismatch);
    assert_eq!(refused(10, 10, 401).code, RefusalCode::SizeMismatch);
}

#[test]
fn a_plain_picture_has_no_zone() {
    let white = vec![255; 64 * 48 * 4];
    assert_eq!(
        read_rgba(&Reader::new(), &white, 64, 48).unwrap_err(),
        Refusal {
            code: RefusalCode::NoZone,
            message: mrz_read::ReadError::NoZone.to_string(),
            zone: None,
        }
    );
}

#[test]
fn a_zone_too_blurred_to_read_reaches_the_page_with_its_counts() {
    let zone = mrz_read::Illegible {
        format: Format::Td1,
        line_lengths: vec![30, 30, 30],
        unclear: 41,
        characters: 90,
        quad: [[10.004, 20.0], [300.0, 20.0], [300.0, 90.0], [10.0, 90.0]],
    };
    let refused = refusal(mrz_read::ReadError::Illegible(zone));
    assert_eq!(refused.code, RefusalCode::Illegible);
    let counts = IllegibleZone {
        unclear: 41,
        characters: 90,
        line_lengths: vec![30, 30, 30],
        quad: [[10.0, 20.0], [300.0, 20.0], [300.0, 90.0], [10.0, 90.0]],
    };
    assert_eq!(refused.zone.as_deref(), Some(&counts));
    assert!(
        refused.message.contains("41 of its 90"),
        "{}",
        refused.message
    );
    let json = serde_json::to_value(&refused).unwrap();
    assert_eq!(json["code"], "illegible");
    assert_eq!(json["zone"]["lineLengths"], serde_json::json!([30, 30, 30]));
    // Every other refusal is sent without the key.
    let none = serde_json::to_value(refusal(mrz_read::ReadError::NoZone)).unwrap();
    assert!(none.get("zone").is_none(), "{none}");
}
