//! Reading fields and styles from JavaScript objects by key, and writing results back.

// Styles are the page's business; the scene module reads fields only.
#![cfg_attr(not(feature = "page"), allow(dead_code))]

use js_sys::{Array, Reflect};
use mrz_core::{Field, Fields, Format, Letters};
use mrz_render::{Rgba, Style, StyleSpec};
use serde::Serialize;
use wasm_bindgen::prelude::*;

fn get(object: &JsValue, key: &str) -> Result<Option<JsValue>, JsError> {
    let value = Reflect::get(object, &JsValue::from_str(key))
        .map_err(|_| JsError::new(&format!("cannot read \"{key}\"")))?;
    Ok((!value.is_undefined() && !value.is_null()).then_some(value))
}

fn expect_object(value: &JsValue, what: &str) -> Result<(), JsError> {
    if value.is_object() && !Array::is_array(value) {
        Ok(())
    } else {
        Err(JsError::new(&format!("{what}: expected an object")))
    }
}

/// A day as JavaScript passes it, `[year, month, day]`; none unless it is one.
pub fn day(parts: &[u16]) -> Option<mrz_core::Ymd> {
    match *parts {
        [year, month, day] => {
            let md = u8::try_from(month).ok().zip(u8::try_from(day).ok());
            md.and_then(|(m, d)| mrz_core::Ymd::new(year, m, d))
        }
        _ => None,
    }
}

/// The text fields, the format and the letters mode; a missing or null one is empty (TD3,
/// letters dropped), anything but text is an error naming it, and so is an unknown format or
/// mode.
pub fn fields_from(value: &JsValue) -> Result<Fields, JsError> {
    expect_object(value, "fields")?;
    let text = |key: &str| -> Result<Option<String>, JsError> {
        get(value, key)?
            .map(|v| {
                v.as_string()
                    .ok_or_else(|| JsError::new(&format!("fields: \"{key}\" must be a string")))
            })
            .transpose()
    };
    let mut fields = Fields::default();
    for field in Field::ALL {
        if let Some(v) = text(field.key())? {
            *fields.get_mut(field) = v;
        }
    }
    if let Some(key) = text("format")? {
        fields.format = Format::from_key(&key).ok_or_else(|| {
            let keys: Vec<&str> = Format::ALL.iter().map(|f| f.key()).collect();
            JsError::new(&format!(
                "fields: \"format\" must be one of {}, got \"{key}\"",
                keys.join(", ")
            ))
        })?;
    }
    if let Some(key) = text("letters")? {
        fields.letters = Letters::from_key(&key)
            .ok_or_else(|| JsError::new("fields: \"letters\" must be drop or icao"))?;
    }
    Ok(fields)
}

fn number(style: &JsValue, key: &str) -> Result<Option<f32>, JsError> {
    get(style, key)?
        .map(|v| {
            v.as_f64()
                .map(|n| n as f32)
                .ok_or_else(|| JsError::new(&format!("style: \"{key}\" must be a number")))
        })
        .transpose()
}

fn color(style: &JsValue, key: &str) -> Result<Option<Rgba>, JsError> {
    let bad = || JsError::new(&format!("style: \"{key}\" must be four bytes [r, g, b, a]"));
    let Some(v) = get(style, key)? else {
        return Ok(None);
    };
    let parts: Vec<f64> = Array::from(&v).iter().filter_map(|p| p.as_f64()).collect();
    let bytes: Vec<u8> = parts
        .iter()
        .filter(|&&p| (0.0..=255.0).contains(&p) && p.fract() == 0.0)
        .map(|&p| p as u8)
        .collect();
    let rgba: Rgba = bytes.try_into().map_err(|_| bad())?;
    if !Array::is_array(&v) || parts.len() != 4 {
        return Err(bad());
    }
    Ok(Some(rgba))
}

/// A partial style: what is left out follows the font size, as in `StyleSpec`.
pub fn style_from(value: &JsValue) -> Result<Style, JsError> {
    if value.is_undefined() || value.is_null() {
        return Ok(Style::default());
    }
    expect_object(value, "style")?;
    Ok(Style::from(StyleSpec {
        font_size: number(value, "fontSize")?,
        letter_spacing: number(value, "letterSpacing")?,
        padding: number(value, "padding")?,
        line_height: number(value, "lineHeight")?,
        background: color(value, "background")?,
        foreground: color(value, "foreground")?,
    }))
}

/// Objects as plain objects, and bytes (a set's files) as Uint8Arrays, not arrays of numbers.
pub fn to_js<T: Serialize>(value: &T) -> Result<JsValue, JsError> {
    let to = serde_wasm_bindgen::Serializer::json_compatible().serialize_bytes_as_arrays(false);
    value
        .serialize(&to)
        .map_err(|e| JsError::new(&e.to_string()))
}
