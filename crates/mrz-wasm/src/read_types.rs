//! The TypeScript shapes of the read module's values (ts/read.d.ts, generated from the Rust types
//! by ts_export.rs), written into pkg/mrz-wasm-read's `.d.ts` beside the shared ones (types.rs).
//! The tests below hold them to what serde writes.

use wasm_bindgen::prelude::*;

#[wasm_bindgen(typescript_custom_section)]
const TS_READ_TYPES: &'static str = READ_TYPES;

// Read by the macro above (which the compiler does not count as a use) and by the test.
#[allow(dead_code)]
const READ_TYPES: &str = include_str!("../ts/read.d.ts");

#[cfg(test)]
mod tests {
    use super::READ_TYPES;
    use serde_json::Value;

    #[test]
    fn every_key_of_a_reading_is_declared() {
        let json = crate::reading::tests::reading_json();
        let Value::Object(map) = &json else {
            panic!("a reading is an object");
        };
        for key in map.keys() {
            assert!(
                READ_TYPES.contains(&format!("  {key}: ")),
                "{key} undeclared"
            );
        }
    }

    #[test]
    fn every_refusal_code_is_declared() {
        let reader = mrz_read::Reader::new();
        let white = vec![255; 64 * 48 * 4];
        for (w, h, bytes) in [
            (0, 0, &[][..]),
            (9_000, 9_000, &[]),
            (2, 2, &[0]),
            (64, 48, &white),
        ] {
            let refusal = crate::reading::read_rgba(&reader, bytes, w, h).unwrap_err();
            let code = serde_json::to_value(refusal.code).unwrap().to_string();
            assert!(READ_TYPES.contains(&code), "{code}");
        }
        assert!(READ_TYPES.contains("\"unread\""));
    }
}
