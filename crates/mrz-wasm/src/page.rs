//! The page's module (feature `page`, pkg/mrz-wasm): compose, read back, spoil a digit, SVG,
//! and the preview's long-lived renderer. Loaded at first paint, so it holds nothing else.

use crate::js::{fields_from, to_js};
use mrz_core::compose as compose_fields;
use wasm_bindgen::prelude::*;

/// The two MRZ lines and the hints for a record.
#[wasm_bindgen(unchecked_return_type = "Composition")]
pub fn compose(
    #[wasm_bindgen(unchecked_param_type = "Partial<Fields>")] fields: JsValue,
) -> Result<JsValue, JsError> {
    to_js(&compose_fields(&fields_from(&fields)?))
}

/// Read a zone back: the fields, where each sits, every check digit, what the fields say
/// (with `today` as `[year, month, day]`, expiry and the century of birth too) and a repair;
/// or why the text cannot be read, as data the page translates.
#[wasm_bindgen(unchecked_return_type = "Reading")]
pub fn decode(
    text: &str,
    #[wasm_bindgen(unchecked_param_type = "[number, number, number] | undefined")] today: Option<
        Vec<u16>,
    >,
) -> Result<JsValue, JsError> {
    let today = today.as_deref().and_then(crate::js::day);
    to_js(&match mrz_core::check_text(text, today) {
        Ok(decoded) => Reading::Decoded(Box::new(decoded)),
        Err(error) => Reading::Error(error),
    })
}

/// A zone read back from text, or why the text is no zone.
#[derive(serde::Serialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(test, derive(ts_rs::TS))]
pub(crate) enum Reading {
    Decoded(Box<mrz_core::Decoded>),
    Error(mrz_core::DecodeError),
}

/// The zone `lines` with check digit number `which` (round the format's digits) raised by
/// `by`: a negative test. Returns the lines and the digit's name, or undefined for lines
/// that are not a zone.
#[wasm_bindgen(unchecked_return_type = "{ lines: string[]; check: CheckName } | undefined")]
pub fn corrupt(lines: Vec<String>, which: usize, by: u8) -> Result<JsValue, JsError> {
    #[derive(serde::Serialize)]
    struct Corrupted {
        lines: Vec<String>,
        check: mrz_core::CheckName,
    }
    match mrz_core::corrupt(&lines, which, by) {
        Some((lines, check)) => to_js(&Corrupted { lines, check }),
        None => Ok(JsValue::UNDEFINED),
    }
}

/// The zone as an SVG document of the glyph outlines: in the specification's style at its pixel
/// size, or print-true at `dpi` with its size in millimetres.
#[wasm_bindgen]
pub fn svg(
    #[wasm_bindgen(unchecked_param_type = "Partial<Fields>")] fields: JsValue,
    dpi: Option<f32>,
) -> Result<String, JsError> {
    let mrz = compose_fields(&fields_from(&fields)?);
    let (style, size) = match dpi {
        Some(dpi) => (
            mrz_render::Style::print(dpi, mrz.format.layout().print_lines_per_inch.into()),
            mrz_render::SvgSize::PrintAt { dpi },
        ),
        None => (mrz_render::Style::default(), mrz_render::SvgSize::Pixels),
    };
    mrz_render::svg(&line_refs(&mrz.lines), &style, size).map_err(style_error)
}

/// Allocate and fill an RGBA buffer of `pixels` pixels: the memory floor a draw is measured
/// against, in the same module.
#[wasm_bindgen(js_name = fillFloor)]
pub fn fill_floor(pixels: usize, rgba: u32) -> usize {
    std::hint::black_box(vec![std::hint::black_box(rgba); pixels]).len()
}

pub(crate) fn line_refs(lines: &[String]) -> Vec<&str> {
    lines.iter().map(String::as_str).collect()
}

pub(crate) fn style_error(e: mrz_render::StyleError) -> JsError {
    JsError::new(&format!("style: {}", e.describe()))
}
