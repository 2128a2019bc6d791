//! A test-set record as JavaScript holds it between the module's two ends: made in one worker
//! (`TestSet.record`), written into the archive by another (`SetArchive.add`), every buffer its
//! own so that the page can transfer it.

use js_sys::{Array, Object, Reflect, Uint8Array};
use mrz_set::layouts::{record_files, record_rows, LabelFile, Layout};
use mrz_set::Made;
use wasm_bindgen::prelude::*;

fn set(object: &Object, key: &str, value: &JsValue) -> Result<(), JsError> {
    Reflect::set(object, &JsValue::from_str(key), value)
        .map(drop)
        .map_err(|_| JsError::new(&format!("cannot set \"{key}\"")))
}

fn get(object: &JsValue, key: &str) -> Result<JsValue, JsError> {
    Reflect::get(object, &JsValue::from_str(key))
        .map_err(|_| JsError::new(&format!("record: cannot read \"{key}\"")))
}

/// `{ name, bytes }`, the bytes copied out of the module's memory.
fn named(name: &str, bytes: &[u8]) -> Result<JsValue, JsError> {
    let out = Object::new();
    set(&out, "name", &JsValue::from_str(name))?;
    set(&out, "bytes", &Uint8Array::from(bytes).into())?;
    Ok(out.into())
}

/// Record `index` as JavaScript gets it (the shape SetRecord declares).
pub fn record_object(layout: Layout, index: u32, made: &Made) -> Result<JsValue, JsError> {
    let files = Array::new();
    for (name, bytes) in record_files(layout, index, made) {
        files.push(&named(&name, &bytes)?);
    }
    let rows = Array::new();
    for (file, bytes) in record_rows(layout, index, made) {
        rows.push(&named(file.name(), &bytes)?);
    }
    // The pictures are the files whose bytes are the images, in order (tesstrain's lines each
    // beside their text).
    let pictures = Array::new();
    let step = files.length() as usize / made.images.len().max(1);
    for (i, size) in made.sizes.iter().enumerate() {
        let p = Object::new();
        set(&p, "file", &JsValue::from((i * step) as u32))?;
        set(&p, "width", &JsValue::from(size[0]))?;
        set(&p, "height", &JsValue::from(size[1]))?;
        pictures.push(&p);
    }
    let lines = Array::new();
    for line in &made.lines {
        lines.push(&JsValue::from_str(line));
    }
    let label = std::str::from_utf8(&made.jsonl)
        .map_err(|e| JsError::new(&e.to_string()))?
        .trim_end();
    let out = Object::new();
    set(&out, "index", &JsValue::from(index))?;
    set(&out, "format", &JsValue::from_str(made.format.key()))?;
    set(&out, "lines", &lines)?;
    set(&out, "label", &JsValue::from_str(label))?;
    set(&out, "files", &files)?;
    set(&out, "rows", &rows)?;
    set(&out, "pictures", &pictures)?;
    Ok(out.into())
}

type Parts = (Vec<(String, Vec<u8>)>, Vec<(LabelFile, Vec<u8>)>);

/// A record's files and labels rows, read back from what `record_object` gave.
pub fn record_parts(record: &JsValue) -> Result<Parts, JsError> {
    let list = |key: &str| -> Result<Vec<(String, Vec<u8>)>, JsError> {
        let items = get(record, key)?;
        let items: &Array = items
            .dyn_ref()
            .ok_or_else(|| JsError::new(&format!("record: \"{key}\" must be an array")))?;
        items
            .iter()
            .map(|item| {
                let name = get(&item, "name")?.as_string();
                let bytes = get(&item, "bytes")?.dyn_into::<Uint8Array>().ok();
                match (name, bytes) {
                    (Some(n), Some(b)) => Ok((n, b.to_vec())),
                    _ => Err(JsError::new(&format!(
                        "record: each of \"{key}\" must be {{ name, bytes }}"
                    ))),
                }
            })
            .collect()
    };
    let rows = list("rows")?
        .into_iter()
        .map(|(name, bytes)| {
            LabelFile::named(&name)
                .map(|f| (f, bytes))
                .ok_or_else(|| JsError::new(&format!("record: {name} is no labels file")))
        })
        .collect::<Result<_, _>>()?;
    Ok((list("files")?, rows))
}
