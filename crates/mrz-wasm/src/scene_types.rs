//! The TypeScript shapes of the scene module's values (ts/scene.d.ts, generated from the Rust
//! types by ts_export.rs), written into pkg/mrz-wasm-scene's `.d.ts` beside the shared ones
//! (types.rs). The test below holds them to what serde writes.

use wasm_bindgen::prelude::*;

#[wasm_bindgen(typescript_custom_section)]
const TS_SCENE_TYPES: &'static str = SCENE_TYPES;

// Read by the macro above (which the compiler does not count as a use) and by the test.
#[allow(dead_code)]
const SCENE_TYPES: &str = include_str!("../ts/scene.d.ts");

#[cfg(test)]
mod tests {
    use super::SCENE_TYPES;
    use serde_json::Value;

    fn keys(json: &Value, out: &mut Vec<String>) {
        match json {
            Value::Object(map) => {
                for (key, value) in map {
                    out.push(key.clone());
                    keys(value, out);
                }
            }
            Value::Array(items) => items.iter().for_each(|v| keys(v, out)),
            _ => {}
        }
    }

    #[test]
    fn every_label_key_and_preset_is_declared() {
        for preset in mrz_scene::Preset::ALL {
            let recipe = mrz_set::Recipe {
                realism: preset,
                ..mrz_set::Recipe::defaults()
            };
            let made = mrz_set::Maker::new(&recipe, mrz_set::Layout::Zip)
                .make(1)
                .unwrap();
            let label: Value = serde_json::from_slice(&made.jsonl).unwrap();
            let mut found = Vec::new();
            keys(&label, &mut found);
            for key in found {
                let declared = [SCENE_TYPES, crate::types::TYPES].iter().any(|types| {
                    types.contains(&format!("  {key}: ")) || types.contains(&format!(" {key}: "))
                });
                assert!(declared, "{key} undeclared");
            }
            assert!(SCENE_TYPES.contains(&format!("\"{}\"", preset.key())));
        }
    }
}
