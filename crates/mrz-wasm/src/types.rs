//! The TypeScript shapes of the values this binding passes, declared here, once, beside the
//! Rust types they describe; wasm-bindgen writes them into the package's `.d.ts`. The test
//! below checks them against what serde really produces, so the two cannot drift apart.

use wasm_bindgen::prelude::*;

#[wasm_bindgen(typescript_custom_section)]
const TS_TYPES: &'static str = TYPES;

// Read by the macro above (which the compiler does not count as a use) and by the test.
#[allow(dead_code)]
const TYPES: &str = r#"
/** The ten passport fields, keyed as the form, URLs and session storage key them. */
export interface Fields {
  type: string;
  countryCode: string;
  passportNo: string;
  surname: string;
  givenNames: string;
  nationality: string;
  dateOfBirth: string;
  personalNo: string;
  sex: string;
  dateOfExpiry: string;
}
export type FieldKey = keyof Fields;

/** Why a date field is not a real YYMMDD date. */
export type DateProblem = "length" | "not_digits" | "month" | "day";

/** A non-blocking note about what composing did to a field; the page translates `code`. */
export type Hint =
  | { code: "dropped"; field: FieldKey; chars: string; suggestion?: string }
  | { code: "truncated"; field: FieldKey; kept: number; cut: number }
  | { code: "misplaced_spaces"; field: FieldKey }
  | { code: "invalid_date"; field: FieldKey; reason: DateProblem }
  | { code: "invalid_sex"; field: FieldKey; value: string }
  | { code: "invalid_country_code"; field: FieldKey; value: string }
  | { code: "document_number_too_long"; field: FieldKey; length: number; max: number };
export type HintCode = Hint["code"];

/** The two 44-character lines and the hints. */
export interface Composition {
  lines: [string, string];
  hints: Hint[];
}

/** A rectangle of a drawn frame, in pixels. */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A draw into the renderer's kept frame: what changed since the draw before, and where. */
export interface Drawn extends Composition {
  width: number;
  height: number;
  damage: Rect[];
}

/** Where a field sits in the zone: line 0 or 1, columns start to end (exclusive). */
export interface Span {
  field: FieldKey;
  line: number;
  start: number;
  end: number;
}

export type CheckName = "passport_no" | "date_of_birth" | "date_of_expiry" | "personal_no" | "composite";

/** A check digit of line 2 (column `at`): the one found, and the one its data gives. */
export interface Check {
  name: CheckName;
  at: number;
  found: string;
  expected: string;
  valid: boolean;
}

/** Two lines read back. */
export interface Decoded {
  lines: [string, string];
  fields: Fields;
  spans: Span[];
  checks: Check[];
  valid: boolean;
}

/** Why text cannot be read as a TD3 zone (lines and columns count from 0). */
export type DecodeError =
  | { code: "line_count"; found: number }
  | { code: "line_length"; line: number; length: number }
  | { code: "character"; line: number; column: number; found: string };

export type Reading = { decoded: Decoded } | { error: DecodeError };

/** How the zone is drawn, in pixels; colours are straight RGBA bytes. */
export interface Style {
  fontSize: number;
  letterSpacing: number;
  padding: number;
  lineHeight: number;
  background: [number, number, number, number];
  foreground: [number, number, number, number];
}
"#;

#[cfg(test)]
mod tests {
    use super::TYPES;
    use mrz_core::{compose, Field, Fields};
    use mrz_render::Style;

    fn declared(name: &str) -> bool {
        TYPES.contains(&format!("  {name}: ")) || TYPES.contains(&format!("\"{name}\""))
    }

    #[test]
    fn every_field_key_is_declared() {
        for f in Field::ALL {
            assert!(declared(f.key()), "{} missing from Fields", f.key());
        }
    }

    #[test]
    fn every_style_key_is_declared() {
        let json = serde_json::to_value(Style::default()).unwrap();
        for key in json.as_object().unwrap().keys() {
            assert!(declared(key), "{key} missing from Style");
        }
    }

    #[test]
    fn every_hint_code_and_key_is_declared() {
        let bad = Fields {
            doc_type: "PPP".into(),
            country_code: "X1".into(),
            passport_no: "1234567890-".into(),
            surname: " Ü".into(),
            date_of_birth: "991331".into(),
            sex: "Q".into(),
            ..Fields::default()
        };
        let json = serde_json::to_value(compose(&bad)).unwrap();
        let hints = json["hints"].as_array().unwrap();
        assert!(hints.len() >= 7, "{hints:?}");
        for hint in hints {
            for (key, value) in hint.as_object().unwrap() {
                assert!(TYPES.contains(key.as_str()), "hint key {key}");
                if key == "code" || key == "reason" {
                    assert!(declared(value.as_str().unwrap()), "{value} undeclared");
                }
            }
        }
    }

    #[test]
    fn every_rect_key_is_declared() {
        let mut r = mrz_render::Renderer::new();
        r.render(&["P<", "L8"], &Style::default()).unwrap();
        let json = serde_json::to_value(r.damage()).unwrap();
        for key in json[0].as_object().unwrap().keys() {
            assert!(declared(key), "{key} missing from Rect");
        }
    }

    #[test]
    fn every_decoded_key_and_code_is_declared() {
        let good = mrz_core::decode_text(&compose(&Fields::default()).text()).unwrap();
        let json = serde_json::to_value(&good).unwrap();
        for key in json.as_object().unwrap().keys() {
            assert!(declared(key), "{key} missing from Decoded");
        }
        for part in ["spans", "checks"] {
            for key in json[part][0].as_object().unwrap().keys() {
                assert!(declared(key), "{key} missing from {part}");
            }
        }
        for check in json["checks"].as_array().unwrap() {
            assert!(declared(check["name"].as_str().unwrap()));
        }
        let errors =
            ["x", "P<\nX", "p<uto\n!"].map(|t| mrz_core::decode_text(&t.replace("\\n", "\n")));
        for error in errors {
            let json = serde_json::to_value(error.unwrap_err()).unwrap();
            assert!(declared(json["code"].as_str().unwrap()), "{json}");
        }
    }
}
