//! A card's zone under strong perspective whose third line is counted one character long:
//! see tests/fixtures/perspective/README.md.

// Only its decoding: its labels and the rest serve freetype.rs.
#[allow(dead_code)]
mod corpus;

use mrz_read::Reader;
use std::path::Path;

#[test]
fn a_line_counted_long_keeps_its_own_places_where_they_lie_on_its_print() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/perspective/harsh-seed1-00349.jpg");
    let reading = Reader::new().read(&corpus::decode(&path)).expect("a zone");
    // The first line's places, moved onto the third line's pieces, fall half a pitch short of
    // its print at its left end: read there, KING<<JASON came out as VYA<<<LLLLUL.
    assert_eq!(
        reading.lines,
        [
            "I<ITANB27725656<<<<<<<<<<<<<<<",
            "0110082M3211212ITA<<<<<<<<<<<8",
            "KING<<JASON<<<<<<<<<<<<<<<<<<<",
        ]
    );
}
