//! Drawing two lines of MRZ text with the cached glyphs of a prepared style.

use crate::color::over;
use crate::damage::{changed_cells, Rect};
use crate::glyphs::slot;
use crate::layout::{Cells, Prepared, BLANK, CHUNK, COLUMNS};
use crate::style::{Rgba, Style, StyleError};

/// A drawn image borrowed from its renderer: straight-alpha RGBA8, rows top to bottom, as
/// `ImageData` and PNG expect. Valid until the renderer draws again.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Frame<'a> {
    pub width: u32,
    pub height: u32,
    pub pixels: &'a [u8],
}

/// An owned copy of a frame.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Image {
    pub width: u32,
    pub height: u32,
    pub pixels: Vec<u8>,
}

impl Frame<'_> {
    pub fn to_image(&self) -> Image {
        Image {
            width: self.width,
            height: self.height,
            pixels: self.pixels.to_vec(),
        }
    }
}

impl Image {
    pub fn as_frame(&self) -> Frame<'_> {
        Frame {
            width: self.width,
            height: self.height,
            pixels: &self.pixels,
        }
    }
}

/// Holds the glyph cache of the last style and the frame it draws into. Reuse one renderer
/// for many images: after the first, a draw rewrites only the ink spans of the cells whose
/// character changed, since the rest of the frame stays as it was until the style changes.
#[derive(Default)]
pub struct Renderer {
    prepared: Option<Prepared>,
    frame: Vec<u8>,
    /// The frame outside the glyphs' ink spans holds this style's background.
    background_drawn: bool,
    /// What the fast path last drew, to tell which cells the next draw changes.
    last_slots: Option<[[usize; COLUMNS]; 2]>,
    damage: Vec<Rect>,
    preparations: usize,
}

impl Renderer {
    pub fn new() -> Renderer {
        Renderer::default()
    }

    /// Draw `lines` (characters outside `<`, 0-9 and A-Z are left blank; at most 44 a line).
    pub fn render(&mut self, lines: &[&str; 2], style: &Style) -> Result<Frame<'_>, StyleError> {
        self.prepare(style)?;
        let p = self.prepared.as_ref().expect("prepared above");
        let len = p.width * p.height * 4;
        // Only grows or shrinks on a change of style; never re-zeroes a frame of the same size.
        self.frame.resize(len, 0);
        let slots = [line_slots(lines[0]), line_slots(lines[1])];
        match &p.cells {
            Some(cells) => {
                // What the frame holds already, if it holds this style's text: then only the
                // cells whose character changed are drawn.
                let kept = self.last_slots.filter(|_| self.background_drawn);
                if !self.background_drawn {
                    fill(&mut self.frame, p.style.background);
                    self.background_drawn = true;
                }
                let changed = |l: usize, c: usize| kept.is_none_or(|k| k[l][c] != slots[l][c]);
                draw_spans(p, cells, &slots, changed, &mut self.frame);
                self.damage = match &kept {
                    Some(last) => changed_cells(p, last, &slots),
                    None => vec![Rect::whole(p)],
                };
                self.last_slots = Some(slots);
            }
            None => {
                draw_blended(p, &slots, &mut self.frame);
                self.damage = vec![Rect::whole(p)];
                self.last_slots = None;
            }
        }
        Ok(Frame {
            width: p.width as u32,
            height: p.height as u32,
            pixels: &self.frame,
        })
    }

    /// The pixels of the last draw (empty before the first).
    pub fn frame(&self) -> &[u8] {
        &self.frame
    }

    /// The rectangles the last draw changed: outside them its frame equals the one before.
    /// The whole frame after the first draw, a change of style, or on the general path.
    pub fn damage(&self) -> &[Rect] {
        &self.damage
    }

    /// Width and height of the image a style gives, without drawing.
    pub fn size(&mut self, style: &Style) -> Result<(u32, u32), StyleError> {
        let p = self.prepare(style)?;
        Ok((p.width as u32, p.height as u32))
    }

    /// Make the next draw redraw the whole frame, as after a change of style.
    pub fn forget_frame(&mut self) {
        self.background_drawn = false;
    }

    /// How many times a glyph cache was built: once per distinct style in a row.
    pub fn preparations(&self) -> usize {
        self.preparations
    }

    fn prepare(&mut self, style: &Style) -> Result<&Prepared, StyleError> {
        if self.prepared.as_ref().is_none_or(|p| p.style != *style) {
            self.prepared = Some(Prepared::new(style)?);
            self.background_drawn = false;
            self.preparations += 1;
        }
        Ok(self.prepared.as_ref().expect("prepared above"))
    }
}

/// The cache slot of each column; blank past the end of a short line.
fn line_slots(line: &str) -> [usize; COLUMNS] {
    let mut slots = [BLANK; COLUMNS];
    for (s, c) in slots.iter_mut().zip(line.bytes()) {
        *s = slot(c).unwrap_or(BLANK);
    }
    slots
}

/// The fast path. The frame is background, drawn once per style; a draw then writes the ink
/// span of each `changed` column (line, column) in both bands (spans never overlap). Band row
/// `r` of both lines is drawn back to back: they read the same window of the glyph cache, the
/// second time from L1.
fn draw_spans(
    p: &Prepared,
    cells: &Cells,
    slots: &[[usize; COLUMNS]; 2],
    changed: impl Fn(usize, usize) -> bool,
    frame: &mut [u8],
) {
    let row_bytes = p.width * 4;
    let n = p.chunks_per_cell;
    let window = (BLANK + 1) * n;
    let tops = p.baselines.map(|b| (b + p.ink_top) as usize);
    // Per line, each changed column's (byte offset in a row, offset in a window), computed once.
    let spans: [Vec<(usize, usize)>; 2] = std::array::from_fn(|l| {
        (0..COLUMNS)
            .filter(|&c| changed(l, c))
            .map(|c| ((p.columns[c] + p.span_left) as usize * 4, slots[l][c] * n))
            .collect()
    });
    for r in 0..(p.ink_bottom - p.ink_top) as usize {
        let window = &cells.index[r * window..][..window];
        for (line, top) in spans.iter().zip(tops) {
            let row = &mut frame[(top + r) * row_bytes..][..row_bytes];
            for &(x, from) in line {
                let (dst, _) = row[x..x + n * CHUNK].as_chunks_mut::<CHUNK>();
                for (d, &c) in dst.iter_mut().zip(&window[from..from + n]) {
                    *d = cells.chunks[usize::from(c)];
                }
            }
        }
    }
}

/// Background as a loop of whole-pixel stores: the fastest fill measured here.
fn fill(bytes: &mut [u8], color: Rgba) {
    bytes.as_chunks_mut::<4>().0.fill(color);
}

/// The general path for styles whose glyphs overlap or reach the edge: fill, then composite
/// every coverage value, clipped to the image.
fn draw_blended(p: &Prepared, slots: &[[usize; COLUMNS]; 2], frame: &mut [u8]) {
    let (w, h) = (p.width as i32, p.height as i32);
    fill(frame, p.style.background);
    for (l, line) in slots.iter().enumerate() {
        let glyphs = p.columns.iter().zip(line);
        for (&origin, cov) in glyphs.filter_map(|(o, &s)| Some((o, p.coverage.get(s)?))) {
            for (i, &a) in cov.alpha.iter().enumerate() {
                let x = origin + cov.left + (i % cov.width) as i32;
                let y = p.baselines[l] + cov.top + (i / cov.width) as i32;
                if a == 0 || !(0..w).contains(&x) || !(0..h).contains(&y) {
                    continue;
                }
                let at = (y * w + x) as usize * 4;
                let dst = [frame[at], frame[at + 1], frame[at + 2], frame[at + 3]];
                frame[at..at + 4].copy_from_slice(&over(dst, p.style.foreground, a));
            }
        }
    }
}

#[cfg(test)]
#[path = "draw_tests.rs"]
mod tests;
