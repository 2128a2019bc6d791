use super::*;
use crate::compose::compose;
use crate::format::{CheckName, Format};
use crate::read_text::DecodeError;

const SPECIMEN: [&str; 2] = [
    "P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<",
    "L898902C36UTO7408122F1204159ZE184226B<<<<<10",
];

#[test]
fn reads_the_icao_specimen() {
    let d = decode(&[SPECIMEN[0], SPECIMEN[1]]).unwrap();
    let f = &d.fields;
    assert_eq!((f.doc_type.as_str(), f.country_code.as_str()), ("P", "UTO"));
    assert_eq!(
        (f.surname.as_str(), f.given_names.as_str()),
        ("ERIKSSON", "ANNA MARIA")
    );
    assert_eq!(
        (f.passport_no.as_str(), f.nationality.as_str()),
        ("L898902C3", "UTO")
    );
    assert_eq!((f.date_of_birth.as_str(), f.sex.as_str()), ("740812", "F"));
    assert_eq!(
        (f.date_of_expiry.as_str(), f.personal_no.as_str()),
        ("120415", "ZE184226B")
    );
    assert!(d.valid);
    assert_eq!(d.checks.len(), 5);
    let surname = d.spans.iter().find(|s| s.field == Field::Surname).unwrap();
    assert_eq!((surname.line, surname.start, surname.end), (0, 5, 13));
    let given = d
        .spans
        .iter()
        .find(|s| s.field == Field::GivenNames)
        .unwrap();
    assert_eq!(&SPECIMEN[0][given.start..given.end], "ANNA<MARIA");
    assert_eq!(
        d.spans.iter().map(|s| s.field).collect::<Vec<_>>(),
        Field::ALL[..10]
    );
}

#[test]
fn a_changed_digit_fails_its_check_and_the_composite_and_says_what_it_should_be() {
    let line2 = SPECIMEN[1].replacen("740812", "740813", 1);
    let d = decode(&[SPECIMEN[0], line2.as_str()]).unwrap();
    assert!(!d.valid);
    let wrong: Vec<_> = d.checks.iter().filter(|c| !c.valid).collect();
    assert_eq!(wrong.len(), 2);
    assert_eq!(
        (wrong[0].name, wrong[0].found, wrong[0].expected),
        (CheckName::DateOfBirth, '2', '3')
    );
    assert_eq!(wrong[1].name, CheckName::Composite);
    // Fixing the digits as told makes it valid again: the field's first, since the composite
    // covers it, then the composite as told after that.
    let mut fixed = line2.into_bytes();
    fixed[wrong[0].at] = wrong[0].expected as u8;
    let again = decode(&[SPECIMEN[0], std::str::from_utf8(&fixed).unwrap()]).unwrap();
    let composite = again.checks.last().unwrap();
    fixed[composite.at] = composite.expected as u8;
    assert_eq!(
        std::str::from_utf8(&fixed).unwrap(),
        SPECIMEN[1].replacen("7408122", "7408133", 1).replacen(
            "<10",
            &format!("<1{}", composite.expected),
            1
        )
    );
    assert!(
        decode(&[SPECIMEN[0], std::str::from_utf8(&fixed).unwrap()])
            .unwrap()
            .valid
    );
}

#[test]
fn bad_input_is_refused_with_the_place() {
    assert_eq!(
        decode_text("only one line").unwrap_err(),
        DecodeError::OneLine { length: 11 }
    );
    assert_eq!(
        decode(&[&SPECIMEN[0][..40], SPECIMEN[1]]).unwrap_err(),
        DecodeError::LineLength {
            line: 0,
            length: 40,
            expected: 44
        }
    );
    let err = decode(&[SPECIMEN[0], &SPECIMEN[1].replacen('C', "c", 1)]).unwrap_err();
    assert_eq!(
        err,
        DecodeError::Character {
            line: 1,
            column: 7,
            found: 'c'
        }
    );
    assert_eq!(err.to_string(), "line 2 column 8: 'c' is not A-Z, 0-9 or <");
    // The alphabet is checked by bytes, the place said in characters: an accented letter is
    // two bytes, and the column is still the character's.
    let accented = SPECIMEN[0].replacen("ERIKSSON", "ÉRIKSSON", 1);
    assert_eq!(
        decode(&[&accented, SPECIMEN[1]]).unwrap_err(),
        DecodeError::Character {
            line: 0,
            column: 5,
            found: 'É'
        }
    );
}

#[test]
fn a_stray_line_beside_a_whole_zone_is_the_one_named() {
    let (one, two) = (SPECIMEN[0], SPECIMEN[1]);
    let stray = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123";
    let after = decode_text(&format!("{one}\n{two}\n{stray}")).unwrap_err();
    assert_eq!(
        after,
        DecodeError::ExtraLine {
            line: 2,
            format: Format::Td3
        }
    );
    assert_eq!(
        after.to_string(),
        "line 3 is not part of the zone: lines 1 and 2 are a whole TD3 zone"
    );
    let before = decode_text(&format!("{stray}\n{one}\n{two}")).unwrap_err();
    assert_eq!(
        before.to_string(),
        "line 1 is not part of the zone: lines 2 and 3 are a whole TD3 zone"
    );
    // A TD1's three lines and a fourth: four lines reach the one-line reading first.
    let td1 = Fields::specimen(Format::Td1);
    let td1 = compose(&td1).lines.join("\n");
    let four = decode_text(&format!("{td1}\nSPECIMEN")).unwrap_err();
    assert_eq!(
        four.to_string(),
        "line 4 is not part of the zone: lines 1 to 3 are a whole TD1 zone"
    );
    // Lines all alike cannot tell which is the stray one; two are a zone short, not a stray.
    assert_eq!(
        decode_text(&format!("{td1}\n{}", &td1[..30])).unwrap_err(),
        DecodeError::LinesForLength {
            found: 4,
            expected: 3,
            length: 30
        }
    );
    assert!(matches!(
        decode_text(&format!("{one}\n{}", &stray[..30])).unwrap_err(),
        DecodeError::LineLength { line: 1, .. }
    ));
    // A passport and a third line of 44: three alike, too many for their length.
    assert!(matches!(
        decode_text(&format!("{one}\n{two}\n{two}")).unwrap_err(),
        DecodeError::LinesForLength { found: 3, .. }
    ));
}

#[test]
fn a_stray_line_beside_a_national_or_visa_zone_is_named_unless_either_end_could_be() {
    let zone = |format| compose(&Fields::specimen(format)).lines;
    let said = |lines: Vec<String>| decode_text(&lines.join("\n")).unwrap_err().to_string();
    let mut visa = zone(Format::Mrvb);
    visa.push("SPECIMEN".into());
    assert_eq!(
        said(visa),
        "line 3 is not part of the zone: lines 1 and 2 are a whole MRV-B zone"
    );
    let mut card = zone(Format::FraId);
    card.insert(0, "CARTE NATIONALE".into());
    assert_eq!(
        said(card),
        "line 1 is not part of the zone: lines 2 and 3 are a whole French identity card zone"
    );
    // One line of a French licence and a caption: the licence is a zone of one line.
    let mut licence = zone(Format::FraDl);
    licence.push("PERMIS".into());
    assert_eq!(
        said(licence),
        "line 2 is not part of the zone: line 1 is a whole French driving licence zone"
    );
    // A passport's first line and its second typed as far as 30, beginning as a licence does:
    // still the second line too short.
    let typed = format!("{}\nD1ABC{}", SPECIMEN[0], "1".repeat(25));
    let err = decode_text(&typed).unwrap_err();
    assert!(
        matches!(err, DecodeError::LineLength { line: 1, .. }),
        "{err:?}"
    );
    // A line of 30 that does not begin as a licence is no zone of its own.
    let err = decode_text(&format!("P<UTO{}\nSPECIMEN", "<".repeat(25))).unwrap_err();
    assert!(matches!(err, DecodeError::LineLength { .. }), "{err:?}");
    let mut swiss = zone(Format::CheDl);
    swiss.push("SPECIMEN".into());
    assert_eq!(
        said(swiss),
        "line 4 is not part of the zone: lines 1 to 3 are a whole Swiss driving licence zone"
    );
    // 9, 30, 30, 30: a Swiss licence and a stray line after it, or a stray line and a TD1.
    let mut either = zone(Format::CheDl);
    either.push(either[2].clone());
    let err = decode_text(&either.join("\n")).unwrap_err();
    assert!(!matches!(err, DecodeError::ExtraLine { .. }), "{err:?}");
}

#[test]
fn text_is_trimmed_and_upper_cased() {
    let text = format!("\n  {}  \n\n{}\n", SPECIMEN[0].to_lowercase(), SPECIMEN[1]);
    assert!(decode_text(&text).unwrap().valid);
}

#[test]
fn a_name_without_given_names_and_an_empty_zone_read_back() {
    let m = compose(&Fields {
        surname: "CHAN".into(),
        ..Fields::default()
    });
    let d = decode(&m.lines).unwrap();
    assert_eq!(
        (d.fields.surname.as_str(), d.fields.given_names.as_str()),
        ("CHAN", "")
    );
    let empty = compose(&Fields::default());
    assert_eq!(decode(&empty.lines).unwrap().fields, Fields::default());
}
