//! The TypeScript shapes of the read module's values, written into pkg/mrz-wasm-read's
//! `.d.ts` beside the shared ones (types.rs). The test below holds them to what serde writes.

use wasm_bindgen::prelude::*;

#[wasm_bindgen(typescript_custom_section)]
const TS_READ_TYPES: &'static str = READ_TYPES;

// Read by the macro above (which the compiler does not count as a use) and by the test.
#[allow(dead_code)]
const READ_TYPES: &str = r#"
/** Corners [x, y] in picture pixels, from the shape's top left, clockwise. */
export type Quad = [[number, number], [number, number], [number, number], [number, number]];

/** A zone read from a picture: its lines and the format they make, each character's
 * confidence (-1 to 1, thousandths), the zone's corners and each character's cell, line by
 * line, and whether every check digit is right. */
export interface PictureReading {
  format: Format;
  lines: string[];
  confidence: number[][];
  quad: Quad;
  boxes: Quad[][];
  valid: boolean;
}

/** Why nothing was read: no pixels, over 50 megapixels, pixels that do not fill the size, no
 * zone found, or another reason the reader gives in its own words (`message`, English). */
export interface Refusal {
  code: "no_pixels" | "too_large" | "size_mismatch" | "no_zone" | "unread";
  message: string;
}

export type PictureRead = { reading: PictureReading } | { refusal: Refusal };
"#;

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
            assert!(
                READ_TYPES.contains(&format!("\"{}\"", refusal.code)),
                "{}",
                refusal.code
            );
        }
        assert!(READ_TYPES.contains("\"unread\""));
    }
}
