//! The test-set panel's module (feature `scene`, pkg/mrz-wasm-scene), loaded only by the
//! panel's workers: a record's zone composed and spoilt as planned, its picture as a scene of
//! the chosen preset, encoded here as greyscale PNG or JPEG, its label, and the labels files'
//! deflate (pictures.rs, deflate.rs). The camera's parameters come from ChaCha8 seeded with the
//! set's seed, on the record's index (from 1) as its stream: a picture follows from the seed
//! and the index alone, as in `mrz batch`. (The page's records themselves come from faker, and
//! the command's camera goes on from its record's own stream, so the two make other sets.)

use crate::js::{fields_from, to_js};
use crate::pictures::{camera, zone, Encoded, ImageType, Pictures};
use js_sys::{Array, Object, Reflect, Uint8Array};
use mrz_core::Fields;
use mrz_scene::{Palette, Params, Preset};
use wasm_bindgen::prelude::*;

/// Makes a test set's files, keeping between records what they share.
#[wasm_bindgen]
pub struct SetMaker {
    pictures: Pictures,
}

#[wasm_bindgen]
impl SetMaker {
    #[wasm_bindgen(constructor)]
    #[allow(clippy::new_without_default)]
    pub fn new() -> SetMaker {
        SetMaker {
            pictures: Pictures::new(),
        }
    }

    /// The record's zone: composed, check digit number `which` (round the format's digits)
    /// raised by `by` when given, and read back for the label's truth.
    #[wasm_bindgen(unchecked_return_type = "Zone")]
    pub fn zone(
        &self,
        #[wasm_bindgen(unchecked_param_type = "Partial<Fields>")] fields: JsValue,
        which: Option<usize>,
        by: Option<u8>,
    ) -> Result<JsValue, JsError> {
        to_js(&zone(&fields_from(&fields)?, which.zip(by)))
    }

    /// The picture of `lines` (the record's zone as drawn) for record `index` (from 1) of the
    /// set of `seed`, taken as `preset` says, in `palette` ("grey" or "colour"), as `image`
    /// ("png" or "jpeg", at the quality the camera drew, stored as its EXIF orientation says);
    /// with its SceneLabel as JSON text.
    #[wasm_bindgen(unchecked_return_type = "ScenePicture")]
    // JavaScript's call names each of the record's settings plainly, as the page holds them.
    #[allow(clippy::too_many_arguments)]
    pub fn make(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "Partial<Fields>")] fields: JsValue,
        lines: Vec<String>,
        #[wasm_bindgen(unchecked_param_type = "Preset")] preset: &str,
        seed: f64,
        index: u32,
        #[wasm_bindgen(unchecked_param_type = "ImageType")] image: &str,
        #[wasm_bindgen(unchecked_param_type = "Palette")] palette: &str,
    ) -> Result<JsValue, JsError> {
        let (fields, params) = record(&fields, preset, seed, index)?;
        let palette = Palette::from_key(palette)
            .ok_or_else(|| JsError::new("palette: must be grey or colour"))?;
        let params = Params { palette, ..params };
        let made = self
            .pictures
            .picture(&fields, &lines, &params, image_type(image)?)
            .map_err(|e| JsError::new(&e))?;
        to_object(made)
    }

    /// tesstrain's pictures of record `index`, one a line, PNG: each line alone for a clean
    /// set, else cut upright out of the record's scene.
    #[wasm_bindgen(unchecked_return_type = "ScenePicture[]")]
    pub fn lines(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "Partial<Fields>")] fields: JsValue,
        lines: Vec<String>,
        #[wasm_bindgen(unchecked_param_type = "Preset")] preset: &str,
        seed: f64,
        index: u32,
    ) -> Result<Array, JsError> {
        let (fields, params) = record(&fields, preset, seed, index)?;
        let out = Array::new();
        for made in self
            .pictures
            .lines(&fields, &lines, &params)
            .map_err(|e| JsError::new(&e))?
        {
            out.push(&to_object(made)?);
        }
        Ok(out)
    }

    /// `text` as one piece of a raw deflate stream: whole blocks ending on a sync flush, so
    /// that pieces made anywhere, put end to end and closed by an empty final block (bytes 3,
    /// 0), are one stream. With the CRC-32 and size of the text's UTF-8, which the page
    /// combines over the pieces.
    #[wasm_bindgen(unchecked_return_type = "Deflated")]
    pub fn deflate(&mut self, text: &str) -> Result<JsValue, JsError> {
        let bytes = (self.pictures.deflate)
            .piece(text.as_bytes())
            .map_err(|e| JsError::new(&e))?;
        let out = bytes_object(&bytes, crc32fast::hash(text.as_bytes()))?;
        set(&out, "size", &JsValue::from(text.len() as u32))?;
        Ok(out.into())
    }
}

/// The CRC-32 of `bytes`, as ZIP keeps it.
#[wasm_bindgen]
pub fn crc32(bytes: &[u8]) -> u32 {
    crc32fast::hash(bytes)
}

/// A record's fields as the page sends them, and its camera: record `index` of the set of
/// `seed` under `preset`.
fn record(
    fields: &JsValue,
    preset: &str,
    seed: f64,
    index: u32,
) -> Result<(Fields, Params), JsError> {
    let fields = fields_from(fields)?;
    let params = camera(preset_from(preset)?, &fields, seed_from(seed)?, index);
    Ok((fields, params))
}

fn preset_from(key: &str) -> Result<Preset, JsError> {
    Preset::from_key(key)
        .ok_or_else(|| JsError::new("preset: must be clean, scan, photo, harsh or web"))
}

fn image_type(key: &str) -> Result<ImageType, JsError> {
    match key {
        "png" => Ok(ImageType::Png),
        "jpeg" => Ok(ImageType::Jpeg),
        _ => Err(JsError::new("image: must be png or jpeg")),
    }
}

/// A seed as the page holds it: a whole number from 0 to 2^53 - 1.
fn seed_from(seed: f64) -> Result<u64, JsError> {
    if (0.0..=9_007_199_254_740_991.0).contains(&seed) && seed.fract() == 0.0 {
        Ok(seed as u64)
    } else {
        Err(JsError::new(
            "seed: must be a whole number from 0 to 2^53 - 1",
        ))
    }
}

fn set(object: &Object, key: &str, value: &JsValue) -> Result<(), JsError> {
    Reflect::set(object, &JsValue::from_str(key), value)
        .map(drop)
        .map_err(|_| JsError::new(&format!("cannot set \"{key}\"")))
}

/// The bytes in a buffer of their own (copied out of the module's memory, so that the worker
/// can transfer it) and their CRC.
fn bytes_object(bytes: &[u8], crc: u32) -> Result<Object, JsError> {
    let out = Object::new();
    set(&out, "bytes", &Uint8Array::from(bytes).into())?;
    set(&out, "crc", &JsValue::from(crc))?;
    Ok(out)
}

fn to_object(made: Encoded) -> Result<JsValue, JsError> {
    let out = bytes_object(&made.bytes, made.crc)?;
    set(&out, "width", &JsValue::from(made.width))?;
    set(&out, "height", &JsValue::from(made.height))?;
    if let Some(label) = made.label {
        set(&out, "label", &JsValue::from_str(&label))?;
    }
    Ok(out.into())
}
