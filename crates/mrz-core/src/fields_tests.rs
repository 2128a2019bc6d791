//! The fields' keys, their JSON and ICAO's names for them.

use super::*;

#[test]
fn keys_and_icao_names_round_trip() {
    for f in Field::ALL {
        assert_eq!(Field::from_key(f.key()), Some(f));
        assert_eq!(Field::from_key(f.icao_name()), Some(f));
    }
    assert_eq!(Field::from_key("placeOfBirth"), None);
}

#[test]
fn json_keys_match_field_keys_and_missing_keys_are_empty() {
    let f: Fields = serde_json::from_str(r#"{"type":"P","passportNo":"X1"}"#).unwrap();
    assert_eq!(f.get(Field::Type), "P");
    assert_eq!(f.get(Field::PassportNo), "X1");
    assert_eq!(f.get(Field::Surname), "");
    let json = serde_json::to_value(&f).unwrap();
    for field in Field::ALL {
        assert!(json.get(field.key()).is_some(), "{} missing", field.key());
    }
}

#[test]
fn icao_aliases_are_accepted() {
    let f: Fields =
        serde_json::from_str(r#"{"documentType":"P","primaryIdentifier":"DOE"}"#).unwrap();
    assert_eq!(f.doc_type, "P");
    assert_eq!(f.surname, "DOE");
    assert_eq!(f.icao_pairs()[3], ("primaryIdentifier", "DOE"));
}

#[test]
fn wrong_types_are_rejected() {
    assert!(serde_json::from_str::<Fields>(r#"{"sex":1}"#).is_err());
    assert!(serde_json::from_str::<Fields>(r#"{"surname":null}"#).is_err());
    assert!(serde_json::from_str::<Fields>(r#""P""#).is_err());
}
