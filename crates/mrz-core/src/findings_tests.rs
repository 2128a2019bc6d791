use super::*;
use crate::decode::check_text;

const TODAY: Ymd = Ymd {
    year: 2026,
    month: 11,
    day: 23,
};

fn codes(text: &str) -> Vec<String> {
    let d = check_text(text, Some(TODAY)).unwrap();
    let json = serde_json::to_value(&d).unwrap();
    json["findings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| {
            format!(
                "{}:{}",
                f["level"].as_str().unwrap(),
                f["code"].as_str().unwrap()
            )
        })
        .collect()
}

const SPECIMEN: &str =
    "P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<\nL898902C36UTO7408122F1204159ZE184226B<<<<<10";

#[test]
fn the_specimen_is_valid_and_expired_in_2012() {
    let d = check_text(SPECIMEN, Some(TODAY)).unwrap();
    assert!(d.valid);
    assert_eq!(d.birth.unwrap().to_string(), "1974-08-12");
    assert_eq!(d.expiry.unwrap().to_string(), "2012-04-15");
    assert_eq!(codes(SPECIMEN), ["warning:expired"]);
}

#[test]
fn a_zone_still_valid_says_until_when() {
    let lines = crate::compose(&Fields {
        doc_type: "P".into(),
        surname: "DOE".into(),
        country_code: "JPN".into(),
        nationality: "JPN".into(),
        date_of_birth: "900101".into(),
        date_of_expiry: "300101".into(),
        sex: "X".into(),
        ..Fields::default()
    })
    .text();
    let d = check_text(&lines, Some(TODAY)).unwrap();
    assert!(d.valid);
    assert_eq!(codes(&lines), ["note:sex_unspecified", "note:valid_until"]);
    assert_eq!(d.expiry.unwrap().to_string(), "2030-01-01");
}

#[test]
fn field_errors_make_a_zone_invalid_though_its_digits_are_right() {
    let lines = crate::compose(&Fields {
        doc_type: "I".into(),
        country_code: "XYZ".into(),
        nationality: "J1P".into(),
        date_of_birth: "991301".into(),
        sex: "Q".into(),
        date_of_expiry: "7408O1".into(),
        ..Fields::default()
    })
    .text();
    let d = check_text(&lines, Some(TODAY)).unwrap();
    assert!(d.checks.iter().all(|c| c.valid));
    assert!(!d.valid);
    assert_eq!(
        codes(&lines),
        [
            "warning:unexpected_document_code",
            "warning:unknown_country",
            "error:invalid_country_code",
            "error:invalid_date",
            "error:invalid_sex",
            "error:letters_in_digits",
        ]
    );
}

#[test]
fn expiry_before_birth_and_unknown_dates() {
    let lines = crate::compose(&Fields {
        doc_type: "P".into(),
        country_code: "UTO".into(),
        nationality: "UTO".into(),
        date_of_birth: "900101".into(),
        date_of_expiry: "850101".into(),
        ..Fields::default()
    })
    .text();
    assert!(codes(&lines).contains(&"error:expiry_before_birth".to_owned()));
    let empty = crate::compose(&Fields::default()).text();
    let found = codes(&empty);
    assert!(found.contains(&"note:date_unknown".to_owned()), "{found:?}");
    assert!(
        found.contains(&"warning:missing_country".to_owned()),
        "{found:?}"
    );
}

#[test]
fn without_a_day_no_century_is_guessed() {
    let d = check_text(SPECIMEN, None).unwrap();
    assert_eq!((d.birth, d.expiry), (None, None));
    assert!(d.findings.is_empty());
}
