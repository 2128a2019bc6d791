//! The TypeScript shape of what the npm package's `read` gives (ts/npm.d.ts, generated from the
//! Rust type by ts_export.rs), written into its read module's `.d.ts`; the test holds it to what
//! serde writes.

use wasm_bindgen::prelude::*;

#[wasm_bindgen(typescript_custom_section)]
const TS_NPM_TYPES: &'static str = NPM_TYPES;

// Read by the macro above (which the compiler does not count as a use) and by the test.
#[allow(dead_code)]
const NPM_TYPES: &str = include_str!("../ts/npm.d.ts");

#[cfg(test)]
mod tests {
    use super::NPM_TYPES;

    #[test]
    fn every_key_of_a_reading_is_declared() {
        let lines = [
            "P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<",
            "L898902C36UTO7408122F1204159ZE184226B<<<<<10",
        ];
        let mut renderer = mrz_render::Renderer::new();
        let frame = renderer
            .render(&lines, &mrz_render::Style::default())
            .unwrap();
        let picture = mrz_render::Gray::from_frame(frame);
        let reading = mrz_read::Reader::new().read(&picture).unwrap();
        let json = serde_json::to_value(reading.summary()).unwrap();
        for key in json.as_object().unwrap().keys() {
            assert!(
                NPM_TYPES.contains(&format!("  {key}: ")),
                "{key} undeclared"
            );
        }
    }
}
