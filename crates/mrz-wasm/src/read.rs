//! The picture reader's module (feature `read`, pkg/mrz-wasm-read), loaded only by the page's
//! read worker the first time someone gives the checker a picture: the zone read from RGBA
//! pixels by `mrz-read` (reading.rs has the plain Rust).

use crate::js::to_js;
use crate::reading::read_rgba;
use mrz_read::Reader;
use wasm_bindgen::prelude::*;

thread_local! {
    // The glyph templates are drawn once, on the first picture, and serve every one after.
    static READER: Reader = Reader::new();
}

/// The zone in a picture of `width` x `height` straight RGBA pixels (an `ImageData`'s): what
/// was read, or why nothing was, as data the page translates. Pictures of no pixels or over
/// 50 megapixels are refused before any work.
#[wasm_bindgen(unchecked_return_type = "PictureRead")]
pub fn read_picture(rgba: &[u8], width: u32, height: u32) -> Result<JsValue, JsError> {
    let read = READER.with(|reader| read_rgba(reader, rgba, width, height));
    to_js(&match read {
        Ok(reading) => PictureRead::Reading(reading),
        Err(refusal) => PictureRead::Refusal(refusal),
    })
}

/// A picture read: what was read, or why nothing was.
#[derive(serde::Serialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(test, derive(ts_rs::TS))]
pub(crate) enum PictureRead {
    Reading(crate::reading::PictureReading),
    Refusal(crate::reading::Refusal),
}
