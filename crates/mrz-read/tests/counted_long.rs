//! Lines whose pieces count more characters than their format's line, laid either way: see
//! tests/fixtures/counted-long/README.md.

// Only its fixtures' reading: its labels and the rest serve freetype.rs.
#[allow(dead_code)]
mod corpus;

/// The lines read in `file` of this test's fixtures.
fn read(file: &str) -> Vec<String> {
    corpus::read_fixture("counted-long", file)
}

#[test]
fn a_line_counted_long_keeps_its_own_places_where_they_lie_on_its_print() {
    // The first line's places, moved onto the third line's pieces, fall half a pitch short of
    // its print at its left end: read there, KING<<JASON came out as VYA<<<LLLLUL.
    assert_eq!(
        read("harsh-seed1-00349.jpg"),
        [
            "I<ITANB27725656<<<<<<<<<<<<<<<",
            "0110082M3211212ITA<<<<<<<<<<<8",
            "KING<<JASON<<<<<<<<<<<<<<<<<<<",
        ]
    );
}

#[test]
fn a_line_counted_long_takes_the_places_of_a_line_counted_whole_where_they_lie_on_its_print() {
    // Spread over its own ink, the second line's document number read ULLAJLL3<8.
    assert_eq!(
        read("photo-seed1-00241.jpg"),
        [
            "V<FINWILSON<<JOHN<ANTHONY<<<<<<<<<<<",
            "HH45023208FIN0301132M2910220<<<<<<<<",
        ]
    );
}
