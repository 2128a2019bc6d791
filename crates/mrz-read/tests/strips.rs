//! Zones drawn by the project's renderer, read back: every format, several sizes.

mod common;

use common::strip;
use mrz_core::{compose, Fields, Format};
use mrz_read::Reader;
use mrz_render::Gray;

#[test]
fn every_format_reads_back_from_its_strip_at_several_sizes() {
    let reader = Reader::new();
    for format in Format::ALL {
        let lines = compose(&Fields::specimen(format)).lines;
        for size in [12.0, 14.0, 17.0, 20.0, 26.0, 32.0, 48.0, 64.0] {
            let reading = reader.read(&strip(&lines, size)).unwrap();
            assert_eq!(reading.lines, lines, "{format:?} at {size} px");
            assert_eq!(reading.format, format);
            assert!(reading.valid());
        }
    }
}

#[test]
fn every_character_reads_back_in_every_kind_of_field() {
    let reader = Reader::new();
    // Every letter in names, every digit in numbers and dates, letters and digits mixed in
    // document numbers and optional data, on a passport and an ID card.
    let records = [
        (
            "td3",
            "QUICK",
            "BROWN FOX",
            "J0MP5Z8W6",
            "900101",
            "301231",
            "VXY1234567",
        ),
        (
            "td1",
            "LAZY",
            "DOG",
            "ABCDEFGHJ",
            "450728",
            "290615",
            "KLMNOPQRS",
        ),
        (
            "td3",
            "WALTZ",
            "NYMPH",
            "QV9X7Y3U2",
            "681130",
            "270228",
            "TUVWXYZ",
        ),
    ];
    for (format, surname, given, number, birth, expiry, optional) in records {
        let fields = Fields {
            format: Format::from_key(format).unwrap(),
            surname: surname.into(),
            given_names: given.into(),
            passport_no: number.into(),
            date_of_birth: birth.into(),
            date_of_expiry: expiry.into(),
            personal_no: optional.into(),
            sex: "M".into(),
            ..Fields::specimen(Format::from_key(format).unwrap())
        };
        let lines = compose(&fields).lines;
        for size in [15.0, 30.0] {
            let reading = reader.read(&strip(&lines, size)).unwrap();
            assert_eq!(reading.lines, lines, "{format} at {size} px");
            let least = reading
                .confidence()
                .into_iter()
                .flatten()
                .fold(1.0, f32::min);
            assert!(least > 0.5, "a character read with {least} at {size} px");
        }
    }
}

#[test]
fn a_picture_without_a_zone_says_so() {
    let reader = Reader::new();
    let blank = Gray::new(400, 100, 255);
    let no_zone =
        "found no machine-readable zone: no two or three long lines of evenly spaced characters";
    assert_eq!(reader.read(&blank).unwrap_err().to_string(), no_zone);
    let one = compose(&Fields::specimen(Format::Td3)).lines[..1].to_vec();
    assert_eq!(
        reader.read(&strip(&one, 20.0)).unwrap_err().to_string(),
        no_zone
    );
    let empty = Gray {
        width: 0,
        height: 0,
        pixels: Vec::new(),
    };
    assert_eq!(
        reader.read(&empty).unwrap_err().to_string(),
        "the picture has no pixels"
    );
}

#[test]
fn a_zone_with_a_check_digit_spoilt_on_purpose_reads_as_printed() {
    let reader = Reader::new();
    for format in Format::ALL {
        let lines = compose(&Fields::specimen(format)).lines;
        for which in 0..format.layout().checks.len() {
            let Some((spoilt, _)) = mrz_core::corrupt(&lines, which, 3) else {
                continue;
            };
            let reading = reader.read(&strip(&spoilt, 22.0)).unwrap();
            assert_eq!(reading.lines, spoilt, "{format:?} check {which}");
            assert!(!reading.valid());
        }
    }
}

/// A negative test whose document number holds an O, drawn small enough that O and 0 are
/// twins there: its spoilt check digit cannot bring the O back, and the O is read as printed
/// rather than as the digit numbers mostly hold.
#[test]
fn a_small_negative_test_keeps_the_o_of_its_document_number() {
    let reader = Reader::new();
    for format in Format::ICAO {
        let fields = Fields {
            passport_no: "DO2345678".into(),
            ..Fields::specimen(format)
        };
        let lines = compose(&fields).lines;
        let (spoilt, name) = mrz_core::corrupt(&lines, 0, 3).unwrap();
        assert_eq!(name, mrz_core::CheckName::PassportNo);
        for size in [14.0, 17.0] {
            let reading = reader.read(&strip(&spoilt, size)).unwrap();
            assert_eq!(reading.lines, spoilt, "{format:?} at {size} px");
            assert!(!reading.valid());
            // Printed with its check digit right, it reads valid: the O read as printed.
            let reading = reader.read(&strip(&lines, size)).unwrap();
            assert_eq!(reading.lines, lines, "{format:?} at {size} px, valid");
        }
    }
}
