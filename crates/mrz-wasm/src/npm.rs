//! The npm package's doors (features `npm`, `npm-render`, `npm-read`; the sets are the scene
//! module's): JSON text in and out, read and written by the same code as the `mrz` command's
//! `--json`, so that the package's objects have the command's keys and its errors its words.

#[cfg(feature = "npm-render")]
use mrz_core::Format;
use mrz_core::{check_text, compose, Letters, Ymd};
use mrz_set::record::parse_record;
#[cfg(feature = "npm-render")]
use serde_json::Value;
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
    let today = match today[..] {
        [y, m, d] => u8::try_from(m)
            .ok()
            .zip(u8::try_from(d).ok())
            .and_then(|(m, d)| Ymd::new(y, m, d)),
        _ => None,
    };
    json(&check_text(text, today).map_err(error)?)
}

/// The zone of a record (a JSON object) or of lines (a JSON array of strings), and its format.
#[cfg(feature = "npm-render")]
fn zone_of(what: &str) -> Result<(Vec<String>, Format), String> {
    let value: Value = serde_json::from_str(what).map_err(|e| format!("not JSON: {e}"))?;
    let Value::Array(items) = value else {
        let mrz = compose(&parse_record(what.as_bytes(), Letters::Drop)?);
        return Ok((mrz.lines, mrz.format));
    };
    let lines = items
        .iter()
        .enumerate()
        .map(|(i, v)| {
            let line = v
                .as_str()
                .ok_or(format!("line {} is not a string", i + 1))?;
            match line.find(|c: char| !matches!(c, 'A'..='Z' | '0'..='9' | '<')) {
                Some(at) => Err(format!(
                    "line {} has {:?} at {}: a zone holds A-Z, 0-9 and < only",
                    i + 1,
                    line[at..].chars().next().unwrap_or(' '),
                    at + 1
                )),
                None => Ok(line.to_owned()),
            }
        })
        .collect::<Result<Vec<_>, _>>()?;
    let length = lines.first().map_or(0, String::len);
    let format = (lines.iter().all(|l| l.len() == length))
        .then(|| Format::detect(lines.len(), length, lines[0].as_bytes()[0]))
        .flatten()
        .ok_or_else(|| {
            format!(
                "{} lines of {length} are no zone: TD1 is 3 x 30, TD2 and MRV-B 2 x 36, TD3 and \
                 MRV-A 2 x 44",
                lines.len()
            )
        })?;
    Ok((lines, format))
}

/// The zone of a record or of lines as a PNG, at `mrz render`'s style or print-true at `dpi`.
#[cfg(feature = "npm-render")]
#[wasm_bindgen(js_name = renderPng)]
pub fn render_png(what: &str, dpi: Option<f32>) -> Result<Vec<u8>, JsError> {
    let (lines, format) = zone_of(what).map_err(error)?;
    let lines: Vec<&str> = lines.iter().map(String::as_str).collect();
    let style = style(format, dpi)?;
    let mut renderer = mrz_render::Renderer::new();
    let frame = renderer
        .render(&lines, &style)
        .map_err(|e| error(e.describe()))?;
    mrz_render::encode_png_at(frame, dpi).map_err(error)
}

/// The same as an SVG document of the glyphs' outlines.
#[cfg(feature = "npm-render")]
#[wasm_bindgen(js_name = renderSvg)]
pub fn render_svg(what: &str, dpi: Option<f32>) -> Result<String, JsError> {
    let (lines, format) = zone_of(what).map_err(error)?;
    let lines: Vec<&str> = lines.iter().map(String::as_str).collect();
    let size = match dpi {
        Some(dpi) => mrz_render::SvgSize::PrintAt { dpi },
        None => mrz_render::SvgSize::Pixels,
    };
    mrz_render::svg(&lines, &style(format, dpi)?, size).map_err(|e| error(e.describe()))
}

#[cfg(feature = "npm-render")]
fn style(format: Format, dpi: Option<f32>) -> Result<mrz_render::Style, JsError> {
    match dpi {
        Some(dpi) if !(72.0..=2400.0).contains(&dpi) => Err(error(format!(
            "dpi: {dpi} is not a resolution from 72 to 2400 dpi"
        ))),
        Some(dpi) => Ok(mrz_render::Style::print(
            dpi,
            format.layout().print_lines_per_inch.into(),
        )),
        None => Ok(mrz_render::Style::default()),
    }
}

/// The zone in a picture file's bytes (PNG or JPEG, turned as its EXIF says), as `mrz read
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
