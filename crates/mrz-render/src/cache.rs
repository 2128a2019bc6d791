//! Everything a style fixes before any text or zone shape is known: the glyphs' coverage, their
//! ink band, and the glyph cache pre-blended in the style's colours. This is the expensive part
//! of a style (about a millisecond), so it is built once per style and shared by every shape of
//! zone drawn in it; where the columns and lines fall is `layout.rs`, and cheap.

use crate::color::over;
use crate::glyphs::{rasterize, Coverage, CHARSET};
use crate::style::{Style, StyleError};
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

/// Cells are copied in chunks of this many bytes (4 pixels): one vector move each.
pub const CHUNK: usize = 16;
pub type Chunk = [u8; CHUNK];
/// The cache slot of a blank cell: a character outside the MRZ alphabet, or a short line.
pub const BLANK: usize = CHARSET.len();

pub struct GlyphCache {
    pub style: Style,
    pub coverage: Vec<Coverage>,
    /// Rows `top..bottom` relative to a baseline hold every glyph's ink (the band).
    pub ink_top: i32,
    pub ink_bottom: i32,
    /// Where every glyph's ink span starts, relative to its column, and how many chunks it has.
    pub span_left: i32,
    pub chunks_per_cell: usize,
    /// Built the first time a layout takes the fast path: a style whose glyphs overlap in every
    /// shape never pays for it. The inner `None` means the cache would not fit its index.
    cells: Option<Option<Cells>>,
}

impl GlyphCache {
    pub fn new(style: &Style) -> Result<GlyphCache, StyleError> {
        style.validate()?;
        let coverage: Vec<Coverage> = CHARSET
            .iter()
            .map(|&c| rasterize(c, style.font_size))
            .collect();
        let extent = |f: fn(&Coverage) -> i32| coverage.iter().map(f);
        let left = extent(|c| c.left).min().unwrap_or(0);
        let right = extent(Coverage::right).max().unwrap_or(0);
        let ink_top = extent(|c| c.top).min().unwrap_or(0);
        let ink_bottom = extent(Coverage::bottom).max().unwrap_or(0);
        Ok(GlyphCache {
            style: *style,
            // Every column's ink span has one width, covering the ink of any glyph.
            chunks_per_cell: (((right - left).max(1) * 4) as usize).div_ceil(CHUNK),
            span_left: left,
            ink_top,
            ink_bottom,
            coverage,
            cells: None,
        })
    }

    /// Width in pixels of every column's ink span.
    pub fn span(&self) -> i32 {
        (self.chunks_per_cell * CHUNK / 4) as i32
    }

    /// The glyph cache for the fast path, built on first use.
    pub fn cells(&mut self) -> Option<&Cells> {
        if self.cells.is_none() {
            self.cells = Some(build_cells(self));
        }
        self.cells.as_ref().and_then(Option::as_ref)
    }
}

/// The glyph cache as drawing reads it: each distinct chunk stored once, and per band row,
/// per slot, per chunk of the span, the number of its chunk. Six in seven chunks repeat
/// (background, solid ink, straight stems), so the store and index are a quarter of the
/// plain cells: small enough to come back from cache quickly after the frame has streamed past.
/// Row-major over the band, so one output row reads one window of the index.
pub struct Cells {
    pub chunks: Vec<Chunk>,
    pub index: Vec<u16>,
}

fn build_cells(g: &GlyphCache) -> Option<Cells> {
    let (style, per_cell) = (&g.style, g.chunks_per_cell);
    let slots = g.coverage.len() + 1;
    // Every pixel is one of 256 mixes of the two colours: computed once, not per pixel.
    let mixes: [[u8; 4]; 256] =
        std::array::from_fn(|a| over(style.background, style.foreground, a as u8));
    let mut seen = HashMap::with_hasher(BuildHasherDefault::<ChunkHasher>::default());
    let mut cells = Cells {
        chunks: Vec::new(),
        index: Vec::with_capacity((g.ink_bottom - g.ink_top) as usize * slots * per_cell),
    };
    for y in g.ink_top..g.ink_bottom {
        for slot in 0..slots {
            for k in 0..per_cell {
                let mut chunk = [0u8; CHUNK];
                for (i, pixel) in chunk.chunks_exact_mut(4).enumerate() {
                    let x = g.span_left + (k * CHUNK / 4 + i) as i32;
                    let a = g.coverage.get(slot).map_or(0, |c| c.alpha_at(x, y));
                    pixel.copy_from_slice(&mixes[usize::from(a)]);
                }
                let next = cells.chunks.len();
                let n = *seen.entry(chunk).or_insert(next);
                if n == next {
                    cells.chunks.push(chunk);
                }
                // Beyond u16 (not reached up to the largest font) the general path draws.
                cells.index.push(u16::try_from(n).ok()?);
            }
        }
    }
    Some(cells)
}

/// Hashes the chunk cache's keys, 16 bytes of pixels, with a multiply-rotate per word: the
/// cache is built on every change of style, and a DoS-resistant hash cost more than the rest of
/// building it. Its keys are our own pixels, never input an attacker picks.
#[derive(Default)]
struct ChunkHasher(u64);

impl Hasher for ChunkHasher {
    fn write(&mut self, bytes: &[u8]) {
        for word in bytes.chunks(8) {
            let mut w = [0u8; 8];
            w[..word.len()].copy_from_slice(word);
            self.0 = (self.0.rotate_left(5) ^ u64::from_le_bytes(w))
                .wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
        }
    }

    fn finish(&self) -> u64 {
        self.0
    }
}
