//! A zone read valid but unclearly at one look is looked for at the others: see
//! tests/fixtures/unclear-look/README.md.

// Only its fixtures' reading: its labels and the rest serve freetype.rs.
#[allow(dead_code)]
mod corpus;

#[test]
fn a_zone_read_valid_but_unclearly_is_read_again_at_the_other_looks() {
    // The first look's third line, which no check digit covers, read UPP<P<PP<<HP<PU.
    assert_eq!(
        corpus::read_fixture("unclear-look", "harsh-seed1-00068.jpg"),
        [
            "I<INDEX64127212<<<<<<<<<<<<<<<",
            "6310105M3408076IND<<<<<<<<<<<6",
            "JOHNSON<<JOSHUA<<<<<<<<<<<<<<<",
        ]
    );
}
