//! The long-lived renderer the worker draws with: the glyph cache and the frame stay in the
//! module between calls, and the page reads the pixels in place.

use crate::js::{fields_from, style_from, to_js};
use crate::page::{line_refs, style_error};
use mrz_core::{compose as compose_fields, Mrz};
use mrz_render::Renderer;
use wasm_bindgen::prelude::*;

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

/// A draw into the renderer's kept frame: the composition, the frame's size, and what changed
/// since the draw before, and where.
#[derive(serde::Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub(crate) struct Drawn<'a> {
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
