//! A test-set record as JavaScript holds it between the module's two ends: made in one worker
//! (`TestSet.record`), written into the archive by another (`SetArchive.add`), every buffer its
//! own so that the page can transfer it.

use crate::js::to_js;
use mrz_core::Format;
use mrz_set::layouts::{record_files, record_rows, LabelFile, Layout};
use mrz_set::Made;
use serde::{Deserialize, Serialize};
use wasm_bindgen::prelude::*;

/// A file of a set, in a buffer of its own (transfer it).
#[derive(Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct SetFile {
    pub name: String,
    #[serde(with = "serde_bytes")]
    #[cfg_attr(test, ts(type = "Uint8Array"))]
    pub bytes: Vec<u8>,
}

/// Which of a record's files is a picture (its place in `files`), and the picture's size.
#[derive(Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct PictureFile {
    pub file: u32,
    pub width: u32,
    pub height: u32,
}

/// One record of a set: its files as the layout names them, its rows of the labels files
/// (labels.csv, labels.jsonl, metadata.jsonl), its label (a SetLabel's JSON text, its numbers
/// as `mrz batch` prints them), and which of its files are pictures, with their sizes.
#[derive(Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct SetRecord {
    pub index: u32,
    pub format: Format,
    pub lines: Vec<String>,
    pub label: String,
    pub files: Vec<SetFile>,
    pub rows: Vec<SetFile>,
    pub pictures: Vec<PictureFile>,
}

/// Record `index` as JavaScript gets it.
pub fn record_object(layout: Layout, index: u32, made: &Made) -> Result<JsValue, JsError> {
    let files: Vec<SetFile> = record_files(layout, index, made)
        .into_iter()
        .map(|(name, bytes)| SetFile {
            name,
            bytes: bytes.into_owned(),
        })
        .collect();
    let rows = record_rows(layout, index, made)
        .into_iter()
        .map(|(file, bytes)| SetFile {
            name: file.name().to_owned(),
            bytes: bytes.into_owned(),
        })
        .collect();
    // The pictures are the files whose bytes are the images, in order (tesstrain's lines each
    // beside their text).
    let step = files.len() / made.images.len().max(1);
    let pictures = made
        .sizes
        .iter()
        .enumerate()
        .map(|(i, size)| PictureFile {
            file: (i * step) as u32,
            width: size[0],
            height: size[1],
        })
        .collect();
    let label = std::str::from_utf8(&made.jsonl)
        .map_err(|e| JsError::new(&e.to_string()))?
        .trim_end()
        .to_owned();
    to_js(&SetRecord {
        index,
        format: made.format,
        lines: made.lines.clone(),
        label,
        files,
        rows,
        pictures,
    })
}

type Parts = (Vec<(String, Vec<u8>)>, Vec<(LabelFile, Vec<u8>)>);

/// A record's files and labels rows, read back from what `record_object` gave.
pub fn record_parts(record: JsValue) -> Result<Parts, JsError> {
    let record: SetRecord = serde_wasm_bindgen::from_value(record)
        .map_err(|e| JsError::new(&format!("record: {e}")))?;
    let rows = record
        .rows
        .into_iter()
        .map(|f| {
            LabelFile::named(&f.name)
                .map(|l| (l, f.bytes))
                .ok_or_else(|| JsError::new(&format!("record: {} is no labels file", f.name)))
        })
        .collect::<Result<_, _>>()?;
    let files = record
        .files
        .into_iter()
        .map(|f| (f.name, f.bytes))
        .collect();
    Ok((files, rows))
}
