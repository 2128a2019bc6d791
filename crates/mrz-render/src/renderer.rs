//! The long-lived renderer: one glyph cache per style, one layout per shape of zone, and the
//! frame it draws into.

use crate::cache::GlyphCache;
use crate::damage::{changed_cells, Rect};
use crate::draw::{draw_blended, draw_spans, fill, zone_slots, Slots};
use crate::image::Frame;
use crate::layout::{Layout, Shape};
use crate::style::{Style, StyleError};

/// Holds the glyph cache of the last style and the frame it draws into. Reuse one renderer
/// for many images: after the first, a draw rewrites only the ink spans of the cells whose
/// character changed, since the rest of the frame stays as it was until the style or the
/// zone's shape changes. Switching between formats in one style keeps the glyph cache.
#[derive(Default)]
pub struct Renderer {
    cache: Option<GlyphCache>,
    layout: Option<Layout>,
    frame: Vec<u8>,
    /// The frame outside the glyphs' ink spans holds this style's background, in this layout.
    background_drawn: bool,
    /// What the fast path last drew, to tell which cells the next draw changes.
    last_slots: Option<Slots>,
    damage: Vec<Rect>,
    preparations: usize,
}

impl Renderer {
    pub fn new() -> Renderer {
        Renderer::default()
    }

    /// Draw a zone of 1 to 3 `lines` (characters outside `<`, 0-9 and A-Z are left blank; at
    /// most 44 a line). The picture has a column per character of the longest line and a row
    /// per line.
    pub fn render(&mut self, lines: &[&str], style: &Style) -> Result<Frame<'_>, StyleError> {
        let shape = Shape::of(lines)?;
        self.prepare(style, shape)?;
        let cache = self.cache.as_mut().expect("prepared above");
        let layout = self.layout.as_ref().expect("prepared above");
        // Only grows or shrinks on a change of style or shape; never re-zeroes a frame.
        self.frame.resize(layout.width * layout.height * 4, 0);
        let slots = zone_slots(lines);
        match layout.fast.then(|| cache.cells()).flatten() {
            Some(cells) => {
                // What the frame holds already, if it holds this layout's text: then only the
                // cells whose character changed are drawn.
                let kept = self.last_slots.filter(|_| self.background_drawn);
                if !self.background_drawn {
                    fill(&mut self.frame, style.background);
                    self.background_drawn = true;
                }
                let changed = |l: usize, c: usize| kept.is_none_or(|k| k[l][c] != slots[l][c]);
                draw_spans(layout, cells, &slots, changed, &mut self.frame);
                self.damage = match &kept {
                    Some(last) => changed_cells(layout, last, &slots),
                    None => vec![Rect::whole(layout)],
                };
                self.last_slots = Some(slots);
            }
            None => {
                draw_blended(layout, &cache.coverage, &slots, &mut self.frame);
                self.damage = vec![Rect::whole(layout)];
                self.last_slots = None;
            }
        }
        Ok(Frame {
            width: layout.width as u32,
            height: layout.height as u32,
            pixels: &self.frame,
        })
    }

    /// The pixels of the last draw (empty before the first).
    pub fn frame(&self) -> &[u8] {
        &self.frame
    }

    /// The rectangles the last draw changed: outside them its frame equals the one before.
    /// The whole frame after the first draw, a change of style or of the zone's shape, or on
    /// the general path.
    pub fn damage(&self) -> &[Rect] {
        &self.damage
    }

    /// Width and height of the picture of `lines` in a style, without drawing.
    pub fn size_for(&mut self, lines: &[&str], style: &Style) -> Result<(u32, u32), StyleError> {
        self.size_of(Shape::of(lines)?, style)
    }

    /// Make the next draw redraw the whole frame, as after a change of style.
    pub fn forget_frame(&mut self) {
        self.background_drawn = false;
    }

    /// How many times a glyph cache was built: once per distinct style in a row, whatever the
    /// shapes of the zones drawn in it.
    pub fn preparations(&self) -> usize {
        self.preparations
    }

    fn size_of(&mut self, shape: Shape, style: &Style) -> Result<(u32, u32), StyleError> {
        let current = self.layout.as_ref();
        if let Some(l) = current.filter(|l| l.shape == shape && l.style == *style) {
            return Ok((l.width as u32, l.height as u32));
        }
        // Asking the size of another shape leaves the frame's layout alone.
        let layout = self.layout_for(style, shape)?;
        Ok((layout.width as u32, layout.height as u32))
    }

    fn prepare(&mut self, style: &Style, shape: Shape) -> Result<(), StyleError> {
        let current = self.layout.as_ref();
        if current.is_none_or(|l| l.shape != shape || l.style != *style) {
            self.layout = Some(self.layout_for(style, shape)?);
            // A new shape is a new picture: background first, then every cell.
            self.background_drawn = false;
        }
        Ok(())
    }

    /// A layout of `shape` in `style`, building the style's glyph cache only if the style
    /// changed. Neither is kept unless both are good: a refused style or zone leaves the
    /// renderer as it was.
    fn layout_for(&mut self, style: &Style, shape: Shape) -> Result<Layout, StyleError> {
        let same_style = self.cache.as_ref().is_some_and(|c| c.style == *style);
        let fresh = (!same_style).then(|| GlyphCache::new(style)).transpose()?;
        let cache = fresh.as_ref().or(self.cache.as_ref());
        let layout = Layout::new(cache.expect("a cache is kept or built"), shape)?;
        if let Some(cache) = fresh {
            self.cache = Some(cache);
            self.layout = None;
            self.background_drawn = false;
            self.preparations += 1;
        }
        Ok(layout)
    }
}

#[cfg(test)]
#[path = "renderer_tests.rs"]
mod tests;

#[path = "boxes.rs"]
mod boxes;
