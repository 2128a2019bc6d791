//! The ICAO specimens of all five formats compose and read back exactly, the long-number rule
//! holds both ways, and formats are told apart by their shape.

use mrz_core::{compose, decode, decode_text, CheckName, Fields, Format};
use serde::Deserialize;
use std::path::PathBuf;

#[derive(Deserialize)]
struct Specimen {
    name: String,
    fields: Option<Fields>,
    lines: Vec<String>,
    valid: Option<bool>,
}

fn read(path: PathBuf) -> Vec<Specimen> {
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path:?}: {e}"));
    let parse = |l: &str| serde_json::from_str(l).unwrap_or_else(|e| panic!("{e}: {l}"));
    text.lines()
        .filter(|l| !l.trim().is_empty())
        .map(parse)
        .collect()
}

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..")
}

#[test]
fn every_icao_specimen_composes_and_decodes_exactly() {
    let specimens = read(root().join("testdata/formats.jsonl"));
    assert!(specimens.len() >= 6);
    for s in &specimens {
        let d = decode(&s.lines).unwrap_or_else(|e| panic!("{}: {e}", s.name));
        assert_eq!(
            d.valid,
            s.valid.unwrap_or(true),
            "{}: {:?}",
            s.name,
            d.checks
        );
        let Some(fields) = &s.fields else { continue };
        let m = compose(fields);
        assert_eq!(m.lines, s.lines, "{}", s.name);
        assert!(m.hints.is_empty(), "{}: {:?}", s.name, m.hints);
        assert_eq!(d.format, fields.format, "{}", s.name);
        assert_eq!(&d.fields, fields, "{}", s.name);
    }
}

#[test]
fn the_committed_copy_holds_every_shared_specimen() {
    let shared = root().join("../shared/testdata/formats.jsonl");
    if !shared.exists() {
        return;
    }
    let ours = read(root().join("testdata/formats.jsonl"));
    for s in read(shared) {
        assert!(
            ours.iter().any(|o| o.name == s.name && o.lines == s.lines),
            "{}",
            s.name
        );
    }
}

fn td1(number: &str, optional: &str) -> Fields {
    Fields {
        format: Format::Td1,
        doc_type: "I".into(),
        country_code: "UTO".into(),
        passport_no: number.into(),
        personal_no: optional.into(),
        ..Fields::default()
    }
}

#[test]
fn a_long_number_continues_in_the_optional_data_and_reads_back_whole() {
    // D23145890 + 123: the whole number's digit, then one filler, then the optional data.
    let digit = mrz_core::check_char("D23145890123");
    let m = compose(&td1("D23145890123", "AB"));
    assert_eq!(
        m.lines[0],
        format!("I<UTOD23145890<123{digit}<AB{}", "<".repeat(8))
    );
    let d = decode(&m.lines).unwrap();
    // Every digit right (the record has no dates, which only the findings note).
    assert!(d.checks.iter().all(|c| c.valid), "{:?}", d.checks);
    assert_eq!(d.fields.passport_no, "D23145890123");
    assert_eq!(d.fields.personal_no, "AB");
    let number = &d.checks[0];
    assert_eq!(
        (number.name, number.line, number.at),
        (CheckName::PassportNo, 0, 18)
    );
    let places: Vec<_> = d
        .spans
        .iter()
        .filter(|s| s.field == mrz_core::Field::PassportNo)
        .collect();
    assert_eq!(places.len(), 2);
    assert_eq!((places[1].start, places[1].end), (15, 18));
    assert_eq!(compose(&d.fields).lines, m.lines);
}

#[test]
fn a_number_too_long_even_for_the_optional_data_is_cut_with_a_hint() {
    // TD2: 7 characters of optional data hold 6 more of the number and its digit.
    let f = Fields {
        format: Format::Td2,
        doc_type: "I".into(),
        passport_no: "ABCDEFGHI1234567".into(),
        personal_no: "X".into(),
        ..Fields::default()
    };
    let m = compose(&f);
    let digit = mrz_core::check_char("ABCDEFGHI123456");
    assert_eq!(&m.lines[1][..10], "ABCDEFGHI<");
    assert_eq!(&m.lines[1][28..35], format!("123456{digit}"));
    let json = serde_json::to_value(&m.hints).unwrap();
    assert_eq!(json[0]["code"], "document_number_too_long");
    assert_eq!(json[0]["max"], 15);
    assert_eq!(json[1]["code"], "truncated");
    assert_eq!(json[1]["field"], "personalNo");
    assert_eq!(
        decode(&m.lines).unwrap().fields.passport_no,
        "ABCDEFGHI123456"
    );
}

#[test]
fn passports_and_visas_keep_cutting_long_numbers_at_nine() {
    for format in [Format::Td3, Format::Mrva, Format::Mrvb] {
        let m = compose(&Fields {
            format,
            doc_type: if format == Format::Td3 { "P" } else { "V" }.into(),
            passport_no: "AB12345678901".into(),
            ..Fields::default()
        });
        assert!(m.lines[1].starts_with("AB1234567"), "{format:?}");
        assert_eq!(serde_json::to_value(&m.hints).unwrap()[0]["max"], 9);
    }
}

#[test]
fn a_german_personal_number_digit_of_filler_is_valid() {
    let d = decode_text(
        "P<D<<MUSTERMANN<<ERIKA<<<<<<<<<<<<<<<<<<<<<<\nC01X0006H1D<<6408125F1710319<<<<<<<<<<<<<<<0",
    )
    .unwrap();
    assert!(d.valid, "{:?}", d.checks);
    assert_eq!(d.fields.surname, "MUSTERMANN");
    // Composing keeps the specification's 0.
    assert_eq!(
        compose(&d.fields).lines[1],
        "C01X0006H1D<<6408125F1710319<<<<<<<<<<<<<<00"
    );
}

#[test]
fn formats_are_told_apart_by_shape_and_the_visa_v() {
    let visa = compose(&Fields {
        format: Format::Mrvb,
        doc_type: "V".into(),
        ..Fields::default()
    });
    assert_eq!(decode(&visa.lines).unwrap().format, Format::Mrvb);
    let td2 = compose(&Fields {
        format: Format::Td2,
        doc_type: "I".into(),
        ..Fields::default()
    });
    assert_eq!(decode(&td2.lines).unwrap().format, Format::Td2);
    // A passport whose code begins with V would be read as a visa: composing says so.
    let odd = compose(&Fields {
        doc_type: "V".into(),
        ..Fields::default()
    });
    assert_eq!(
        serde_json::to_value(&odd.hints).unwrap()[0]["code"],
        "visa_code"
    );
}
