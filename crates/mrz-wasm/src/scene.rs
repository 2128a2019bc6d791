//! The test-set panel's module (feature `scene`, pkg/mrz-wasm-scene), loaded only by the
//! panel's workers: a binding of `mrz-set`, the engine `mrz batch` and the packages make their
//! sets with, so that the page's set for a seed is theirs, byte for byte. `TestSet` makes a
//! record's files and labels rows from the options and its index alone; `SetArchive` writes
//! them, in index order, into the ZIP or tar the page downloads.

use crate::scene_record::{record_object, record_parts};
use mrz_set::archive::Archive;
use mrz_set::layouts::Layout;
use mrz_set::settings::Settings;
use mrz_set::Maker;
use wasm_bindgen::prelude::*;

/// Each format's shape and the fields it has, in the form's order: read at build time
/// (scripts/write-formats.mjs writes it beside the page's package), so it lives here, off the
/// first paint's module.
#[wasm_bindgen(unchecked_return_type = "FormatInfo[]")]
pub fn formats() -> Result<JsValue, JsError> {
    crate::js::to_js(&crate::formats::infos())
}

/// A set's records, any of them, from its options.
#[wasm_bindgen]
pub struct TestSet {
    maker: Maker,
    settings: Settings,
}

#[wasm_bindgen]
impl TestSet {
    /// The set of `options`, a JSON object's text as `mrz batch`'s flags (see SetOptions).
    #[wasm_bindgen(constructor)]
    pub fn new(options: &str) -> Result<TestSet, JsError> {
        let value: serde_json::Value = serde_json::from_str(options)
            .map_err(|e| JsError::new(&format!("options are not JSON: {e}")))?;
        let settings = Settings::from_json(&value).map_err(|e| JsError::new(&e))?;
        Ok(TestSet {
            maker: Maker::new(&settings.recipe, settings.layout),
            settings,
        })
    }

    #[wasm_bindgen(getter)]
    pub fn count(&self) -> u32 {
        self.settings.count
    }

    /// Record `index` (from 1 to the count): its files as its layout names them, its rows of
    /// the labels files, its label, and which files are its pictures.
    #[wasm_bindgen(unchecked_return_type = "SetRecord")]
    pub fn record(&mut self, index: u32) -> Result<JsValue, JsError> {
        let count = self.settings.count;
        if !(1..=count).contains(&index) {
            return Err(JsError::new(&format!(
                "record {index} is not in the set: it holds records 1 to {count}"
            )));
        }
        let made = self
            .maker
            .make(index)
            .map_err(|e| JsError::new(&e.to_string()))?;
        record_object(self.settings.layout, index, &made)
    }
}

/// A set's archive, written as its records come, in index order.
#[wasm_bindgen]
pub struct SetArchive {
    archive: Option<Archive>,
}

#[wasm_bindgen]
impl SetArchive {
    /// The archive of a set in `layout`: a tar for webdataset, a ZIP for the others.
    #[wasm_bindgen(constructor)]
    pub fn new(
        #[wasm_bindgen(unchecked_param_type = "Layout")] layout: &str,
    ) -> Result<SetArchive, JsError> {
        let layout = Layout::ALL
            .into_iter()
            .find(|l| l.key() == layout)
            .ok_or_else(|| JsError::new(&format!("{layout:?} is not a layout")))?;
        let archive = Archive::new(layout, false).map_err(|e| JsError::new(&e.to_string()))?;
        Ok(SetArchive {
            archive: Some(archive),
        })
    }

    /// `record`'s files and rows written; the archive's bytes since the last call.
    pub fn add(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "SetRecord")] record: JsValue,
    ) -> Result<Vec<u8>, JsError> {
        let (files, rows) = record_parts(record)?;
        self.archive
            .as_mut()
            .ok_or_else(|| JsError::new("the archive is finished"))?
            .add(&files, &rows)
            .map_err(|e| JsError::new(&e.to_string()))
    }

    /// The archive's last bytes (the labels files, the ZIP's directory; the tar's end).
    pub fn finish(&mut self) -> Result<Vec<u8>, JsError> {
        self.archive
            .take()
            .ok_or_else(|| JsError::new("the archive is finished"))?
            .finish()
            .map_err(|e| JsError::new(&e.to_string()))
    }
}
