use super::TYPES;
use mrz_core::{check_text, compose, Field, Fields, Format, Ymd};
use mrz_render::Style;
use serde_json::Value;

fn declared(name: &str) -> bool {
    TYPES.contains(&format!("  {name}: "))
        || TYPES.contains(&format!("  {name}?: "))
        || TYPES.contains(&format!("\"{name}\""))
        || TYPES.contains(&format!(" {name}: "))
        || TYPES.contains(&format!(" {name}?: "))
}

/// Every key of every object in `json`, and every `code`, `reason`, `name`, `level` and
/// `format` value, is in the declarations.
fn all_declared(json: &Value, path: &str) {
    match json {
        Value::Object(map) => {
            for (key, value) in map {
                assert!(declared(key), "{path}.{key} undeclared");
                if let ("code" | "reason" | "name" | "level" | "format", Value::String(v)) =
                    (key.as_str(), value)
                {
                    assert!(declared(v), "{path}.{key} = {v:?} undeclared");
                }
                all_declared(value, &format!("{path}.{key}"));
            }
        }
        Value::Array(items) => items.iter().for_each(|v| all_declared(v, path)),
        _ => {}
    }
}

#[test]
fn every_field_key_and_format_is_declared() {
    for f in Field::ALL {
        assert!(declared(f.key()), "{} missing from Fields", f.key());
    }
    for f in Format::ALL {
        assert!(declared(f.key()), "{} missing from Format", f.key());
    }
}

#[test]
fn every_style_key_is_declared() {
    all_declared(&serde_json::to_value(Style::default()).unwrap(), "style");
}

#[test]
fn every_hint_code_and_key_is_declared() {
    let bad = Fields {
        doc_type: "VPP".into(),
        country_code: "X1".into(),
        passport_no: "1234567890-".into(),
        surname: " Ü".into(),
        date_of_birth: "991331".into(),
        sex: "Q".into(),
        optional_data2: "X".into(),
        ..Fields::default()
    };
    let json = serde_json::to_value(compose(&bad)).unwrap();
    assert!(json["hints"].as_array().unwrap().len() >= 9, "{json}");
    all_declared(&json, "composition");
    let long = Fields {
        format: Format::Td1,
        doc_type: "P".into(),
        passport_no: "ABCDEFGHI 12".into(),
        surname: "ＴＡＮＡＫＡ".into(),
        ..Fields::default()
    };
    all_declared(
        &serde_json::to_value(compose(&long)).unwrap(),
        "composition",
    );
}

#[test]
fn every_rect_key_is_declared() {
    let mut r = mrz_render::Renderer::new();
    r.render(&["P<", "L8"], &Style::default()).unwrap();
    all_declared(&serde_json::to_value(r.damage()).unwrap(), "rect");
}

#[test]
fn every_decoded_key_and_code_is_declared() {
    let today = Ymd::new(2026, 11, 23);
    let zones = [
        compose(&Fields::default()).text(),
        // Field errors, an unknown country, a repair, a consequent composite.
        "I<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<\nL898902C36XYZ74O8122X1204159ZE184226B<<<<<10"
            .into(),
        "P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<\nL898902C36UT17408123Q7413329ZE184226B<<<<<10"
            .into(),
        "P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<\nL898902C36UTO9008122F8504159ZE184226B<<<<<10"
            .into(),
    ];
    for zone in zones {
        let json = serde_json::to_value(check_text(&zone, today).unwrap()).unwrap();
        all_declared(&json, "decoded");
    }
    let repaired = check_text(
        "P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<\nL898902C36UTO74O8122F1204159ZE184226B<<<<<10",
        today,
    )
    .unwrap();
    assert!(repaired.repair.is_some());
    let ambiguous = check_text(
        "I<UTOD23I458907<<<<<<<<<<<<<<<\n7408122F1204159UTO<<<<<<<<<<<6\nERIKSSON<<ANNA<MARIA<<<<<<<<<<",
        today,
    )
    .unwrap();
    assert!(ambiguous.candidates.len() > 1);
    all_declared(&serde_json::to_value(ambiguous).unwrap(), "decoded");
    for t in [
        "x",
        "P<\nX",
        "p<uto\n!",
        "P<UTO\nP<UTO\nX\nY",
        "P<\nP<",
        &"I<UTO\n".repeat(2).replace("I<UTO", &"I".repeat(30)),
    ] {
        all_declared(
            &serde_json::to_value(check_text(t, today).unwrap_err()).unwrap(),
            "error",
        );
    }
}

#[test]
fn every_format_info_key_is_declared() {
    all_declared(
        &serde_json::to_value(crate::formats::infos()).unwrap(),
        "formats",
    );
}
