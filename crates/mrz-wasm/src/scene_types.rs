//! The TypeScript shapes of the scene module's values, written into pkg/mrz-wasm-scene's
//! `.d.ts` beside the shared ones (types.rs). The test below holds them to what serde writes.

use wasm_bindgen::prelude::*;

#[wasm_bindgen(typescript_custom_section)]
const TS_SCENE_TYPES: &'static str = SCENE_TYPES;

// Read by the macro above (which the compiler does not count as a use) and by the test.
#[allow(dead_code)]
const SCENE_TYPES: &str = r#"
/** How far from a flat strip a test set's pictures are: the renderer's strip, a flatbed scan,
 * a phone's photo, a bad photo, a scan shrunk for a web form. */
export type Preset = "clean" | "scan" | "photo" | "harsh" | "web";

/** A test set's pictures in grey (one plane) or in colour (RGB). */
export type Palette = "grey" | "colour";

/** How a test set's pictures are encoded: PNG, or JPEG at the quality the record's camera drew
 * (stored turned or mirrored as its EXIF orientation undoes). */
export type ImageType = "png" | "jpeg";

/** A test set's layout: `zip` (images/, labels.csv, labels.jsonl), `webdataset` (a tar of
 * NNNNNNNN.png and NNNNNNNN.json), `imagefolder` (Hugging Face: metadata.jsonl) or `tesstrain`
 * (each line's PNG and .gt.txt); `dir`, as `mrz batch` writes on disk, names files as `zip`. */
export type Layout = "dir" | "zip" | "webdataset" | "imagefolder" | "tesstrain";

/** A test set's options, as `mrz batch`'s flags (keys in camelCase or snake_case); each left out
 * is the command's default. */
export interface SetOptions {
  count?: number;
  /** A whole number from 0 to 2^64 - 1: past 2^53, as a bigint (the npm package) or its digits. */
  seed?: number | bigint | string;
  middle?: number;
  long?: number;
  corrupt?: number;
  formats?: string | Partial<Record<Format, number>>;
  letters?: "drop" | "icao";
  realism?: Preset;
  palette?: Palette;
  image?: ImageType;
  jpegQuality?: number;
  frame?: string | [number, number];
  layout?: Layout;
}

/** A record's label as labels.jsonl holds it: the set's columns (`valid` as the zone reads
 * back, `corrupted` the check digit spoilt on purpose or ""), every field, the lines (`line3`
 * empty for two-line zones), then the picture's label (none for tesstrain's line pictures). */
export interface SetLabel extends TextFields, Partial<SceneLabel> {
  index: number;
  file: string;
  format: Format;
  valid: boolean;
  corrupted: string;
  line1: string;
  line2: string;
  line3: string;
}

/** A file of a set, in a buffer of its own (transfer it). */
export interface SetFile {
  name: string;
  bytes: Uint8Array;
}

/** One record of a set: its files as the layout names them, its rows of the labels files
 * (labels.csv, labels.jsonl, metadata.jsonl), its label (a SetLabel's JSON text, its numbers
 * as `mrz batch` prints them), and which of its files are pictures, with their sizes. */
export interface SetRecord {
  index: number;
  format: Format;
  lines: string[];
  label: string;
  files: SetFile[];
  rows: SetFile[];
  pictures: { file: number; width: number; height: number }[];
}

/** Corners [x, y] in picture pixels, from the upright shape's top left, clockwise. */
export type Quad = [[number, number], [number, number], [number, number], [number, number]];

/** How the zone's ink was printed: strokes grown or thinned (card pixels), edges softened,
 * toner specks beside strokes, pinholes in them. */
export interface Print {
  weight_px: number;
  spread_px: number;
  speckle: number;
  dropout: number;
  seed: number;
}

/** A red SPECIMEN stamp: its centre (shares of the card), turn and ink. */
export interface Stamp {
  at: [number, number];
  angle_deg: number;
  opacity: number;
}

/** The laminate's glare: centre (shares of the card), radius (share of its width), short axis
 * over long, direction, how far to white. */
export interface Glare {
  at: [number, number];
  radius: number;
  aspect: number;
  angle_deg: number;
  strength: number;
}

/** A hologram's iridescent patch: centre, radius (share of the card's width), colour phase,
 * strength. */
export interface Hologram {
  at: [number, number];
  radius: number;
  phase: number;
  strength: number;
}

export interface Shadow {
  angle_deg: number;
  offset: number;
  depth: number;
  softness: number;
}

/** Every parameter a record's picture was taken with. */
export interface Augmentation {
  preset: Preset;
  width: number;
  height: number;
  card_variant: number;
  scale: number;
  rotation_deg: number;
  center: [number, number];
  perspective: [number, number][];
  blur_sigma: number;
  motion_px: number;
  motion_deg: number;
  noise_sigma: number;
  gain: number;
  gradient: [number, number];
  shadow: Shadow | null;
  desk_tone: number;
  desk_offset: [number, number];
  jpeg_quality: number;
  noise_seed: number;
  print: Print;
  palette: Palette;
  security: number;
  portrait: number;
  stamp: Stamp;
  glare: Glare | null;
  hologram: Hologram | null;
  exif_orientation: number;
  mirrored: boolean;
}

/** What a picture's label says of it: its size, where the card, the zone, each line and each
 * character are, and the parameters it was taken with. */
export interface SceneLabel {
  width: number;
  height: number;
  quads: { card: Quad; zone: Quad; lines: Quad[]; chars: Quad[][] };
  augmentation: Augmentation;
}
"#;

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
