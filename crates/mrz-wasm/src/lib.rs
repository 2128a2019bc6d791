//! The page's door into the Rust core. It converts JavaScript values to core types and back,
//! and nothing else: composing and drawing live in `mrz-core` and `mrz-render`.

mod types;

use mrz_core::{compose as compose_fields, Fields, Mrz};
use mrz_render::{encode_png, Frame, Renderer, Style};
use serde::Serialize;
use wasm_bindgen::prelude::*;
use wasm_bindgen::Clamped;

fn fields_from(value: JsValue) -> Result<Fields, JsError> {
    serde_wasm_bindgen::from_value(value).map_err(|e| JsError::new(&format!("fields: {e}")))
}

fn style_from(value: JsValue) -> Result<Style, JsError> {
    if value.is_undefined() || value.is_null() {
        return Ok(Style::default());
    }
    serde_wasm_bindgen::from_value(value).map_err(|e| JsError::new(&format!("style: {e}")))
}

fn to_js<T: Serialize>(value: &T) -> Result<JsValue, JsError> {
    value
        .serialize(&serde_wasm_bindgen::Serializer::json_compatible())
        .map_err(|e| JsError::new(&e.to_string()))
}

/// The two MRZ lines and the hints for a record.
#[wasm_bindgen(unchecked_return_type = "Composition")]
pub fn compose(
    #[wasm_bindgen(unchecked_param_type = "Partial<Fields>")] fields: JsValue,
) -> Result<JsValue, JsError> {
    to_js(&compose_fields(&fields_from(fields)?))
}

/// The style the specification sets at a font size: spacing, padding and line height follow it.
#[wasm_bindgen(js_name = styleFor, unchecked_return_type = "Style")]
pub fn style_for(font_size: f32) -> Result<JsValue, JsError> {
    to_js(&Style::with_font_size(font_size))
}

/// One composed and drawn MRZ: the text, the hints and the RGBA pixels.
#[wasm_bindgen]
pub struct Drawn {
    mrz: Mrz,
    width: u32,
    height: u32,
    pixels: Vec<u8>,
}

#[wasm_bindgen]
impl Drawn {
    #[wasm_bindgen(getter, unchecked_return_type = "Composition")]
    pub fn composition(&self) -> Result<JsValue, JsError> {
        to_js(&self.mrz)
    }

    #[wasm_bindgen(getter)]
    pub fn width(&self) -> u32 {
        self.width
    }

    #[wasm_bindgen(getter)]
    pub fn height(&self) -> u32 {
        self.height
    }

    /// Straight RGBA, ready for `new ImageData(pixels, width, height)`. Moves the pixels out.
    #[wasm_bindgen(js_name = takePixels)]
    pub fn take_pixels(&mut self) -> Clamped<Vec<u8>> {
        Clamped(std::mem::take(&mut self.pixels))
    }
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

    /// Compose `fields` and draw them at `style` (the default style when omitted).
    pub fn render(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "Partial<Fields>")] fields: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Partial<Style> | undefined")] style: JsValue,
    ) -> Result<Drawn, JsError> {
        let (mrz, frame) = self.draw(fields, style)?;
        let (width, height, pixels) = (frame.width, frame.height, frame.pixels.to_vec());
        Ok(Drawn {
            mrz,
            width,
            height,
            pixels,
        })
    }

    /// Compose, draw and encode as PNG.
    pub fn png(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "Partial<Fields>")] fields: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Partial<Style> | undefined")] style: JsValue,
    ) -> Result<Vec<u8>, JsError> {
        let (_, frame) = self.draw(fields, style)?;
        encode_png(frame).map_err(|e| JsError::new(&e.to_string()))
    }
}

impl MrzRenderer {
    fn draw(&mut self, fields: JsValue, style: JsValue) -> Result<(Mrz, Frame<'_>), JsError> {
        let (mrz, style) = (compose_fields(&fields_from(fields)?), style_from(style)?);
        let frame = self
            .renderer
            .render(&[&mrz.lines[0], &mrz.lines[1]], &style)
            .map_err(|e| JsError::new(&e.to_string()))?;
        Ok((mrz, frame))
    }
}
