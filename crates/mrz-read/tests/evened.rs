//! A small, noisy zone's cells read by the model evened out: see
//! tests/fixtures/evened/README.md.

// Only its fixtures' reading: its labels and the rest serve freetype.rs.
#[allow(dead_code)]
mod corpus;

#[test]
fn a_noisy_zones_nationality_reads_as_printed() {
    // Read from the picture's own pixels, its nationality NOR read HOR (and so invalid).
    assert_eq!(
        corpus::read_fixture("evened", "harsh-seed1-00488.jpg"),
        [
            "P<NORNILSSON<<NILS<<<<<<<<<<<<<<<<<<<<<<<<<<",
            "TI69312457NOR0505136M3201026<<<<<<<<<<<<<<06",
        ]
    );
}

#[test]
fn a_noisy_zones_document_number_reads_as_printed() {
    // Read from the picture's own pixels, the document number's 1 read I.
    assert_eq!(
        corpus::read_fixture("evened", "harsh-seed2-00177.jpg"),
        [
            "P<BELPETIT<<ANTOINE<<<<<<<<<<<<<<<<<<<<<<<<<",
            "AS84799140BEL1709078M3309265<<<<<<<<<<<<<<00",
        ]
    );
}
