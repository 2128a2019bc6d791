//! Zones the project did not draw nor compose: pictures made by
//! scripts/fixtures/imagemagick_corpus.py, which composes zones with made-up names, numbers and
//! codes (by the FreeType corpus's composer and its check digits) and has ImageMagick draw them
//! in Debian's OCR-B through FreeType, turn, tilt, blur, noise and save them as JPEG, mildly or
//! moderately. See tests/fixtures/imagemagick/README.md. Run with `-- --nocapture` for what
//! was missed.

// Only its labels and decoding: the rest serves freetype.rs.
#[allow(dead_code)]
mod corpus;

use corpus::{decode, fixtures, labels_in, Label};
use mrz_read::Reader;
use std::path::PathBuf;

/// The share of each level's 30 zones that must read exactly: what issue 21 asks of the hidden
/// FreeType set's mild (98 %: every one of 30) and moderate (95 %: one miss in 30) pictures, as
/// the bench's lines do. Read on 2026-12-03: 30 and 29, the same before the digits and letters
/// were evened out (`src/shares.rs`), the miss a 0 of a card's optional data read O as
/// clearly as its other characters; 30 and 30 with the weights learnt with made-up holders.
const FLOORS: [(&str, f64); 2] = [("mild", 0.98), ("moderate", 0.95)];

fn dir() -> PathBuf {
    fixtures("imagemagick")
}

/// How many of `pictures` read exactly, each miss printed.
fn read_exactly(reader: &Reader, pictures: &[&Label]) -> usize {
    let mut read = 0;
    for label in pictures {
        let lines = label.lines.as_ref().expect("every picture holds a zone");
        match reader.read(&decode(&dir().join(&label.file))) {
            Ok(zone) if &zone.lines == lines => read += 1,
            Ok(zone) => println!("{}: read {:?}, not {lines:?}", label.file, zone.lines),
            Err(e) => println!("{}: {e}", label.file),
        }
    }
    read
}

fn tagged<'a>(labels: &'a [Label], tag: &str) -> Vec<&'a Label> {
    labels.iter().filter(|l| l.tags[0] == tag).collect()
}

#[test]
fn imagemagick_pictures_of_made_up_zones_read_mild_and_moderate() {
    let labels = labels_in(&dir());
    let reader = Reader::new();
    for (level, floor) in FLOORS {
        let pictures = tagged(&labels, level);
        let read = read_exactly(&reader, &pictures);
        println!("{level}: {read} of {} read exactly", pictures.len());
        assert_eq!(pictures.len(), 30, "{level}");
        assert!(read as f64 / 30.0 >= floor, "{level}: {read} of 30 read");
    }
}

/// Three pictures of other seeds that read only once the characters were evened out: a Q of
/// a card's name and of a passport's optional data read G before, and an O of a number read 0.
#[test]
fn made_up_letters_read_as_printed_where_the_models_prior_read_the_common_one() {
    let labels = labels_in(&dir());
    let pictures = tagged(&labels, "evened");
    assert_eq!(pictures.len(), 3);
    assert_eq!(read_exactly(&Reader::new(), &pictures), 3);
}
