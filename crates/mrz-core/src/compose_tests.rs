use super::*;
use crate::date::DateProblem;

fn record(pairs: &[(Field, &str)]) -> Fields {
    let mut f = Fields {
        doc_type: "P".into(),
        ..Fields::default()
    };
    for &(field, value) in pairs {
        *f.get_mut(field) = value.to_owned();
    }
    f
}

fn name_of(m: &Mrz) -> &str {
    &m.lines[0][5..]
}

#[test]
fn surname_of_exactly_36_leaves_one_given_character() {
    let surname = "A".repeat(36);
    let m = compose(&record(&[
        (Field::Surname, &surname),
        (Field::GivenNames, "BOB"),
    ]));
    assert_eq!(name_of(&m), format!("{surname}<<B"));
    assert_eq!(
        m.hints,
        vec![Hint::Truncated {
            field: Field::GivenNames,
            kept: 1,
            cut: 2
        }]
    );
}

#[test]
fn surname_over_36_is_cut_and_reported() {
    let m = compose(&record(&[(Field::Surname, &"B".repeat(40))]));
    assert_eq!(name_of(&m), format!("{}<<<", "B".repeat(36)));
    assert_eq!(
        m.hints,
        vec![Hint::Truncated {
            field: Field::Surname,
            kept: 36,
            cut: 4
        }]
    );
}

#[test]
fn given_names_take_the_rest_of_39() {
    let m = compose(&record(&[
        (Field::Surname, "ABCDEFGHIJ"),
        (Field::GivenNames, &"G".repeat(30)),
    ]));
    // 39 - 10 - 2 = 27 characters of given names.
    assert_eq!(name_of(&m), format!("ABCDEFGHIJ<<{}", "G".repeat(27)));
    assert!(m.hints.contains(&Hint::Truncated {
        field: Field::GivenNames,
        kept: 27,
        cut: 3
    }));
}

#[test]
fn no_given_names_means_surname_alone() {
    let m = compose(&record(&[(Field::Surname, "DOE")]));
    assert_eq!(name_of(&m), format!("DOE{}", "<".repeat(36)));
    // Given names that clean to nothing count as none.
    let m2 = compose(&record(&[
        (Field::Surname, "DOE"),
        (Field::GivenNames, "--"),
    ]));
    assert_eq!(m2.lines, m.lines);
}

#[test]
fn empty_surname_keeps_the_separator_before_given_names() {
    let m = compose(&record(&[(Field::GivenNames, "ANNA")]));
    assert_eq!(name_of(&m), format!("<<ANNA{}", "<".repeat(33)));
}

#[test]
fn spaces_inside_names_become_single_fillers() {
    let m = compose(&record(&[
        (Field::Surname, "van der Berg"),
        (Field::GivenNames, "Anna Maria José"),
    ]));
    assert!(name_of(&m).starts_with("VAN<DER<BERG<<ANNA<MARIA<JOS<"));
    assert!(m.hints.iter().any(|h| matches!(h,
        Hint::Dropped { field: Field::GivenNames, chars, suggestion: Some(s), .. }
            if chars == "é" && s == "ANNA MARIA JOSE")));
}

#[test]
fn misplaced_spaces_are_hinted() {
    let m = compose(&record(&[
        (Field::Surname, "DOE "),
        (Field::GivenNames, " JO"),
    ]));
    let fields: Vec<_> = m.hints.iter().map(Hint::field).collect();
    assert_eq!(fields, [Field::Surname, Field::GivenNames]);
    let ok = compose(&record(&[
        (Field::Surname, "DE LA CRUZ"),
        (Field::GivenNames, "JO "),
    ]));
    assert!(ok.hints.is_empty(), "{:?}", ok.hints);
}

#[test]
fn long_document_number_is_cut_to_nine_and_reported_once() {
    let m = compose(&record(&[(Field::PassportNo, "AB12345678901")]));
    assert!(m.lines[1].starts_with("AB1234567"));
    assert_eq!(
        m.hints,
        vec![Hint::DocumentNumberTooLong {
            field: Field::PassportNo,
            length: 13,
            max: 9
        }]
    );
}

#[test]
fn value_hints_name_their_problem() {
    let m = compose(&record(&[
        (Field::CountryCode, "JP"),
        (Field::Nationality, "D"),
        (Field::DateOfBirth, "990230"),
        (Field::DateOfExpiry, "3001011"),
        (Field::Sex, "male"),
        (Field::PersonalNo, "123456789012345"),
        (Field::Type, "PPX"),
    ]));
    assert_eq!(
        m.hints,
        vec![
            Hint::Truncated {
                field: Field::Type,
                kept: 2,
                cut: 1
            },
            Hint::InvalidCountryCode {
                field: Field::CountryCode,
                value: "JP".into()
            },
            Hint::InvalidDate {
                field: Field::DateOfBirth,
                reason: DateProblem::Day
            },
            Hint::Truncated {
                field: Field::PersonalNo,
                kept: 14,
                cut: 1
            },
            Hint::InvalidSex {
                field: Field::Sex,
                value: "MALE".into()
            },
            Hint::InvalidDate {
                field: Field::DateOfExpiry,
                reason: DateProblem::Length
            },
        ]
    );
    assert!(m.lines[1].starts_with("<<<<<<<<<0D<<"));
}

#[test]
fn a_clean_record_has_no_hints() {
    let m = compose(&record(&[
        (Field::CountryCode, "utO"),
        (Field::Sex, "x"),
        (Field::DateOfBirth, "000229"),
    ]));
    assert!(m.hints.is_empty(), "{:?}", m.hints);
    assert_eq!(&m.lines[0][..5], "P<UTO");
}

#[test]
fn hints_serialize_as_code_and_field_key() {
    let m = compose(&record(&[(Field::PassportNo, "x-1")]));
    let json = serde_json::to_string(&m.hints).unwrap();
    assert_eq!(
        json,
        r#"[{"code":"dropped","field":"passportNo","chars":"-"}]"#
    );
}

#[test]
fn text_joins_the_lines_with_a_newline() {
    let m = compose(&Fields::default());
    assert_eq!(m.text(), format!("{}\n{}", m.lines[0], m.lines[1]));
}
