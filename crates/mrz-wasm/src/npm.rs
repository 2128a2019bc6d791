//! The npm package's doors (features `npm`, `npm-render`, `npm-read`; the sets are the scene
//! module's): JSON text in and out, read and written by the same code as the `mrz` command's
//! `--json`, so that the package's objects have the command's keys and its errors its words.

use mrz_core::{check_text, compose, Letters};
use mrz_set::record::parse_record;
use wasm_bindgen::prelude::*;

fn error(message: impl std::fmt::Display) -> JsError {
    JsError::new(&message.to_string())
}

fn json(value: &impl serde::Serialize) -> Result<String, JsError> {
    serde_json::to_string(value).map_err(error)
}

/// A record (JSON text of an object with `mrz compose`'s keys) composed: `{ format, hints,
/// lines }`.
#[wasm_bindgen(js_name = composeJson)]
pub fn compose_json(record: &str) -> Result<String, JsError> {
    json(&compose(
        &parse_record(record.as_bytes(), Letters::Drop).map_err(error)?,
    ))
}

/// A zone's text checked as `mrz check --json` checks it, on `today` (`[year, month, day]`).
#[wasm_bindgen(js_name = checkJson)]
pub fn check_json(text: &str, today: Vec<u16>) -> Result<String, JsError> {
    json(&check_text(text, crate::js::day(&today)).map_err(error)?)
}

/// The zone of a record or of lines as a PNG, at `mrz render`'s style or print-true at `dpi`.
#[cfg(feature = "npm-render")]
#[wasm_bindgen(js_name = renderPng)]
pub fn render_png(what: &str, dpi: Option<f32>) -> Result<Vec<u8>, JsError> {
    mrz_set::render::png(what, dpi).map_err(error)
}

/// The same as an SVG document of the glyphs' outlines.
#[cfg(feature = "npm-render")]
#[wasm_bindgen(js_name = renderSvg)]
pub fn render_svg(what: &str, dpi: Option<f32>) -> Result<String, JsError> {
    mrz_set::render::svg(what, dpi).map_err(error)
}

/// The zone in a picture file's bytes (PNG, JPEG, TIFF, WebP, BMP or GIF, turned as its EXIF
/// or TIFF orientation says), as `mrz read
/// --json` gives it: `{ confidence, format, lines, quad, valid }`.
#[cfg(feature = "npm-read")]
#[wasm_bindgen(js_name = readJson)]
pub fn read_json(bytes: &[u8]) -> Result<String, JsError> {
    thread_local! {
        static READER: mrz_read::Reader = mrz_read::Reader::new();
    }
    let gray = mrz_picture::decode(bytes).map_err(error)?;
    let reading = READER.with(|r| r.read(&gray)).map_err(error)?;
    json(&reading.summary())
}
