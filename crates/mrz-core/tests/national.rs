//! What every national layout shares: zones pasted on one line, fields a layout lacks, and a
//! national code that is not the document's.

use mrz_core::{compose, decode, zone_lines, Field, Fields, Finding, Format};
use Field::*;

#[test]
fn pasted_on_one_line_each_is_cut_as_its_format() {
    let zones = [
        "IDFRABERTHIER<<<<<<<<<<<<<<<<<<<<<<<9409923102854CORINNE<<<<<<<6512068F4",
        "D1FRA13AA000026181231MARTIN<<9",
        "AAA001D<<FACHE305142128097<<800126<<<<<MARCHAND<<FABIENNE<<<<<<<<<<<<",
    ];
    let formats = [Format::FraId, Format::FraDl, Format::CheDl];
    for (zone, format) in zones.iter().zip(formats) {
        let lines = zone_lines(zone).unwrap();
        assert_eq!(decode(&lines).unwrap().format, format, "{zone}");
        assert_eq!(lines.concat(), *zone);
    }
}

#[test]
fn fields_a_national_layout_lacks_are_noted_unused() {
    let f = Fields {
        nationality: "FRA".into(),
        date_of_expiry: "300101".into(),
        ..Fields::specimen(Format::FraId)
    };
    let unused: Vec<Field> = compose(&f)
        .hints
        .iter()
        .filter(|h| matches!(h, mrz_core::Hint::Unused { .. }))
        .map(|h| h.field())
        .collect();
    assert_eq!(unused, [Nationality, DateOfExpiry]);
    // A French card issued elsewhere is hinted; one with another code would read as TD2.
    let uto = compose(&Fields {
        country_code: "UTO".into(),
        ..Fields::specimen(Format::FraId)
    });
    assert!(uto
        .hints
        .iter()
        .any(|h| matches!(h, mrz_core::Hint::NationalIssuer { .. })));
    let ir = compose(&Fields {
        doc_type: "IR".into(),
        ..Fields::specimen(Format::FraId)
    });
    assert!(ir.hints.iter().any(|h| matches!(
        h,
        mrz_core::Hint::ReadsAs {
            format: Format::Td2,
            ..
        }
    )));
    // No code or state at all: the nation's are named.
    let bare = compose(&Fields {
        doc_type: String::new(),
        country_code: String::new(),
        ..Fields::specimen(Format::FraDl)
    });
    let named: Vec<&mrz_core::Hint> = bare.hints.iter().collect();
    assert!(
        matches!(
            named[..],
            [
                mrz_core::Hint::NationalCode { .. },
                mrz_core::Hint::NationalIssuer { .. }
            ]
        ),
        "{named:?}"
    );
}

#[test]
fn a_national_code_that_is_not_the_documents_is_hinted_and_found() {
    for (format, code) in [
        (Format::CheDl, "FB"),
        (Format::FraDl, "DX"),
        (Format::FraDl, "V1"),
    ] {
        let m = compose(&Fields {
            doc_type: code.into(),
            ..Fields::specimen(format)
        });
        let hinted = m
            .hints
            .iter()
            .any(|h| matches!(h, mrz_core::Hint::NationalCode { .. }));
        assert!(hinted, "{format:?} {code}: {:?}", m.hints);
        let d = decode(&m.lines).unwrap();
        assert!(!d.valid, "{format:?} {code}");
        assert!(d
            .findings
            .iter()
            .any(|f| matches!(f, Finding::NationalCode { .. })));
    }
    // B1 and A2 are French licences too, as cheminfo takes them.
    let b1 = compose(&Fields {
        doc_type: "B1".into(),
        ..Fields::specimen(Format::FraDl)
    });
    assert!(b1.hints.is_empty(), "{:?}", b1.hints);
}
