//! A zone whose line the finder laid a pitch or two off its print from one end is read with
//! that line laid again along its print: see tests/fixtures/strayed/README.md.

// Only its fixtures' reading: its labels and the rest serve freetype.rs.
#[allow(dead_code)]
mod corpus;

/// The lines read in `file` of this test's fixtures.
fn read(file: &str) -> Vec<String> {
    corpus::read_fixture("strayed", file)
}

#[test]
fn a_first_line_laid_two_pitches_off_at_its_start_reads_whole() {
    assert_eq!(
        read("harsh-seed1-00421.jpg"),
        [
            "I<IDNDG40089152<<<<<<<<<<<<<<<",
            "2407267F3302026IDN<<<<<<<<<<<0",
            "NUGROHO<<ZAHRA<<<<<<<<<<<<<<<<",
        ]
    );
}

#[test]
fn a_document_number_read_off_its_print_reads_as_printed() {
    assert_eq!(
        read("harsh-seed1-00439.jpg"),
        [
            "IDIDNMD76488307<<<<<<<<<<<<<<<",
            "8406033F3110131IDN<<<<<<<<<<<2",
            "WIJAYA<<ZAHRA<SRI<<<<<<<<<<<<<",
        ]
    );
}
