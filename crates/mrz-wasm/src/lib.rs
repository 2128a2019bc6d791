//! The page's door into the Rust core. It converts JavaScript values to core types and back,
//! and nothing else: composing and drawing live in `mrz-core` and `mrz-render`.
//!
//! Values are read by key rather than through serde's deserializer, whose error messages
//! format floating-point numbers: that code alone would add a tenth to the module.

mod formats;
mod js;
mod types;

use js::{fields_from, style_from, to_js};
use mrz_core::{compose as compose_fields, Mrz};
use mrz_render::Renderer;
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
    #[derive(serde::Serialize)]
    #[serde(rename_all = "camelCase")]
    enum Reading {
        Decoded(Box<mrz_core::Decoded>),
        Error(mrz_core::DecodeError),
    }
    let today = match today.as_deref() {
        Some(&[year, month, day]) => {
            let ymd = u8::try_from(month).ok().zip(u8::try_from(day).ok());
            ymd.and_then(|(m, d)| mrz_core::Ymd::new(year, m, d))
        }
        _ => None,
    };
    to_js(&match mrz_core::check_text(text, today) {
        Ok(decoded) => Reading::Decoded(Box::new(decoded)),
        Err(error) => Reading::Error(error),
    })
}

/// Each format's shape and the fields it has, in the form's order.
#[wasm_bindgen(unchecked_return_type = "FormatInfo[]")]
pub fn formats() -> Result<JsValue, JsError> {
    to_js(&formats::infos())
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

/// A long-lived renderer: the glyph cache and the frame survive between calls.
#[wasm_bindgen]
pub struct MrzRenderer {
    renderer: Renderer,
}

#[wasm_bindgen]
impl MrzRenderer {
    #[wasm_bindgen(constructor)]
    #[allow(clippy::new_without_default)]
    pub fn new() -> MrzRenderer {
        MrzRenderer {
            renderer: Renderer::new(),
        }
    }

    /// Compose and draw into the kept frame, leaving the pixels in the module: read them at
    /// once through `frameView`. Returns the composition with the frame's size and the
    /// rectangles this draw changed since the one before.
    #[wasm_bindgen(unchecked_return_type = "Drawn")]
    pub fn draw(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "Partial<Fields>")] fields: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Partial<Style> | undefined")] style: JsValue,
    ) -> Result<JsValue, JsError> {
        let (width, height, mrz) = self.compose_and_draw(&fields, &style)?;
        self.drawn(width, height, mrz)
    }

    /// The last frame's pixels where they lie in the module's memory: no copy. The view is
    /// valid only until the next call into the module, so use it at once, without awaiting.
    #[wasm_bindgen(js_name = frameView)]
    pub fn frame_view(&self) -> js_sys::Uint8Array {
        // SAFETY: the view aliases the renderer's frame. Nothing in this module runs while the
        // caller holds it, and the caller is told to copy it (into an ImageBitmap) before
        // making any other call, which could move or rewrite the frame.
        unsafe { js_sys::Uint8Array::view(self.renderer.frame()) }
    }

    /// Draw lines as given, not composed (test sets draw deliberately wrong check digits),
    /// into the kept frame; read it through `frameView`. Returns the frame's width and height.
    #[wasm_bindgen(js_name = drawLines)]
    pub fn draw_lines(
        &mut self,
        lines: Vec<String>,
        #[wasm_bindgen(unchecked_param_type = "Partial<Style> | undefined")] style: JsValue,
    ) -> Result<Vec<u32>, JsError> {
        let (width, height) = self.render(&line_refs(&lines), &style_from(&style)?)?;
        Ok(vec![width, height])
    }

    /// Compose and draw print-true at `dpi`, in the geometry of the record's format, into the
    /// kept frame; read it through `frameView`.
    #[wasm_bindgen(js_name = drawPrint, unchecked_return_type = "Drawn")]
    pub fn draw_print(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "Partial<Fields>")] fields: JsValue,
        dpi: f32,
    ) -> Result<JsValue, JsError> {
        let mrz = compose_fields(&fields_from(&fields)?);
        let style = mrz_render::Style::print(dpi, mrz.format.layout().print_lines_per_inch.into());
        let (width, height) = self.render(&line_refs(&mrz.lines), &style)?;
        self.drawn(width, height, mrz)
    }

    /// Compose and draw into the kept frame without copying it out: what a draw costs.
    #[wasm_bindgen(js_name = drawOnly)]
    pub fn draw_only(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "Partial<Fields>")] fields: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Partial<Style> | undefined")] style: JsValue,
    ) -> Result<usize, JsError> {
        self.compose_and_draw(&fields, &style)?;
        Ok(self.renderer.frame().len())
    }
}

#[derive(serde::Serialize)]
struct Drawn<'a> {
    width: u32,
    height: u32,
    damage: &'a [mrz_render::Rect],
    #[serde(flatten)]
    mrz: Mrz,
}

impl MrzRenderer {
    /// What a draw answers: the composition, the frame's size and what changed in it.
    fn drawn(&self, width: u32, height: u32, mrz: Mrz) -> Result<JsValue, JsError> {
        let damage = self.renderer.damage();
        to_js(&Drawn {
            width,
            height,
            damage,
            mrz,
        })
    }

    fn compose_and_draw(
        &mut self,
        fields: &JsValue,
        style: &JsValue,
    ) -> Result<(u32, u32, Mrz), JsError> {
        let (mrz, style) = (compose_fields(&fields_from(fields)?), style_from(style)?);
        let (width, height) = self.render(&line_refs(&mrz.lines), &style)?;
        Ok((width, height, mrz))
    }

    fn render(&mut self, lines: &[&str], style: &mrz_render::Style) -> Result<(u32, u32), JsError> {
        let frame = self.renderer.render(lines, style).map_err(style_error)?;
        Ok((frame.width, frame.height))
    }
}

fn line_refs(lines: &[String]) -> Vec<&str> {
    lines.iter().map(String::as_str).collect()
}

fn style_error(e: mrz_render::StyleError) -> JsError {
    JsError::new(&format!("style: {}", e.describe()))
}
