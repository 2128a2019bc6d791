//! The chip panel's module (feature `chip`, pkg/mrz-wasm-chip), loaded by the page's worker the
//! first time someone opens the panel, and the npm package's (`npm-chip`), loaded on `chip`'s
//! first call: a zone's MRZ information, BAC's and PACE's keys and DG1 (mrz-chip). Apart from the
//! modules loaded at first, whose SHA-1 and SHA-256 would weigh on a page that only composes.

use crate::js::to_js;
use wasm_bindgen::prelude::*;

/// What a chip test needs of a zone (the MRZ information, BAC's and PACE's keys, DG1), or why the
/// text is no zone.
#[wasm_bindgen(unchecked_return_type = "ChipReading")]
pub fn chip(text: &str) -> Result<JsValue, JsError> {
    to_js(&match mrz_chip::from_text(text) {
        Ok(companions) => ChipReading::Companions(Box::new(companions)),
        Err(error) => ChipReading::Error(error),
    })
}

/// A zone's chip companions, or why there are none (no zone, or a national one).
#[derive(serde::Serialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(test, derive(ts_rs::TS))]
pub(crate) enum ChipReading {
    Companions(Box<mrz_chip::Companions>),
    Error(mrz_chip::ChipError),
}

/// The npm package's `chip`: `mrz chip --json`'s object as JSON text, or an Error in its words.
#[cfg(feature = "npm-chip")]
#[wasm_bindgen(js_name = chipJson)]
pub fn chip_json(text: &str) -> Result<String, JsError> {
    let companions = mrz_chip::from_text(text).map_err(|e| JsError::new(&e.to_string()))?;
    serde_json::to_string(&companions).map_err(|e| JsError::new(&e.to_string()))
}
