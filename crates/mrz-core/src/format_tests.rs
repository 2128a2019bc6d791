use super::*;

/// Every column of every line is exactly one field's or one check digit's.
#[test]
fn each_layout_covers_its_lines_exactly_once() {
    for format in Format::ALL {
        let l = format.layout();
        let mut owners: Vec<Vec<u8>> = (0..l.lines).map(|i| vec![0; l.width(i)]).collect();
        let mut mark = |s: Slot| {
            for owner in &mut owners[s.line][s.start..s.end()] {
                *owner += 1;
            }
        };
        for s in [
            l.document_type,
            l.issuing_state,
            l.name,
            l.document_number,
            l.nationality,
            l.date_of_birth,
            l.sex,
            l.date_of_expiry,
            l.optional_data,
        ] {
            mark(s);
        }
        l.optional_data2.into_iter().for_each(&mut mark);
        l.given_names().into_iter().for_each(&mut mark);
        l.fillers.iter().copied().for_each(&mut mark);
        for c in l.checks {
            mark(at(c.line, c.at, 1));
        }
        for (line, columns) in owners.iter().enumerate() {
            for (column, &n) in columns.iter().enumerate() {
                assert_eq!(n, 1, "{format:?} line {line} column {column}");
            }
        }
    }
}

#[test]
fn checks_cover_data_before_them_and_the_composite_comes_last() {
    for format in Format::ALL {
        let l = format.layout();
        for (i, c) in l.checks.iter().enumerate() {
            assert!(
                c.at < l.length && c.line < l.lines,
                "{format:?} {:?}",
                c.name
            );
            let is_composite = c.name == CheckName::Composite;
            assert_eq!(is_composite, i + 1 == l.checks.len() && !l.is_visa());
            let covered = c.covers.iter().all(|s| s.line < c.line || s.end() <= c.at);
            assert!(covered, "{format:?} {:?}", c.name);
        }
    }
}

#[test]
fn keys_and_detection() {
    for format in Format::ALL {
        assert_eq!(Format::from_key(format.key()), Some(format));
        let l = format.layout();
        let start: &[u8] = match format {
            Format::Mrva | Format::Mrvb => b"V<UTO",
            Format::FraId => b"IDFRA",
            _ => b"P<UTO",
        };
        let widths: Vec<usize> = (0..l.lines).map(|i| l.width(i)).collect();
        assert_eq!(Format::detect(&widths, start), Some(format));
    }
    assert_eq!(Format::from_key("MRV-A"), Some(Format::Mrva));
    assert_eq!(Format::from_key("TD1"), Some(Format::Td1));
    assert_eq!(Format::from_key("FRA-ID"), Some(Format::FraId));
    assert_eq!(Format::from_key("che_dl"), Some(Format::CheDl));
    assert_eq!(Format::from_key("td4"), None);
    assert_eq!(Format::detect(&[30, 30], b"I<UTO"), None);
    // A TD2 card of France that is not the national card, and one of another state.
    assert_eq!(Format::detect(&[36, 36], b"IRFRA"), Some(Format::Td2));
    assert_eq!(Format::detect(&[36, 36], b"IDUTO"), Some(Format::Td2));
    let office = b"1DFRATEST<NAME<<<<<<<<<<<<<<<<0CHE02";
    assert_eq!(Format::detect(&[36, 36], office), Some(Format::FraId));
    // A TD2 card's name with an O misread as 0 stays TD2.
    let misread = b"IDIRLJACKSONHARRISSANCHEZTHOMPS0N<<J";
    assert_eq!(Format::detect(&[36, 36], misread), Some(Format::Td2));
    assert_eq!(
        Format::detect(&[36, 36], b"V<FRATEST<<<<<<<<<<<<<<<<<<<<<<<<<42"),
        Some(Format::Mrvb)
    );
    assert_eq!(Format::detect(&[30, 30, 30], b"FACHE"), Some(Format::Td1));
    assert_eq!(
        Format::detect(&[9, 30, 30], b"AAA001D0"),
        Some(Format::CheDl)
    );
    assert_eq!(Format::detect(&[30], b"D1FRA"), Some(Format::FraDl));
    assert_eq!(Format::default(), Format::Td3);
}

#[test]
fn composite_spans_are_icaos() {
    let td1 = Format::Td1.layout().check(CheckName::Composite).unwrap();
    assert_eq!((td1.line, td1.at), (1, 29));
    let total: usize = td1.covers.iter().map(|s| s.width).sum();
    assert_eq!(total, 25 + 7 + 7 + 11);
    assert!(Format::Mrva.layout().check(CheckName::Composite).is_none());
    assert_eq!(
        Format::Td2.layout().check(CheckName::Composite).unwrap().at,
        35
    );
}
