//! Everything a style fixes before any text is known: the glyph cache, pre-blended in the
//! style's colours, and where each of the 44 columns and 2 baselines falls.

use crate::color::over;
use crate::glyphs::{advance, rasterize, Coverage, CHARSET};
use crate::style::{Style, StyleError, MAX_IMAGE_BYTES};
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

pub const COLUMNS: usize = 44;
/// Cells are copied in chunks of this many bytes (4 pixels): one vector move each.
pub const CHUNK: usize = 16;
pub type Chunk = [u8; CHUNK];
/// The cache slot of a blank cell: a character outside the MRZ alphabet, or a short line.
pub const BLANK: usize = CHARSET.len();

pub struct Prepared {
    pub style: Style,
    pub width: usize,
    pub height: usize,
    /// Origin of each column, snapped to whole pixels so every glyph is drawn from one raster.
    pub columns: [i32; COLUMNS],
    pub baselines: [i32; 2],
    /// Rows `top..bottom` relative to a baseline hold every glyph's ink (the band).
    pub ink_top: i32,
    pub ink_bottom: i32,
    pub coverage: Vec<Coverage>,
    /// Per band row, per slot: the glyph's ink span, already mixed onto the background, as
    /// chunks. `None` when spans overlap or leave the image and glyphs must be composited.
    pub cells: Option<Cells>,
    /// Where every glyph's ink span starts, relative to its column, and how many chunks it has.
    pub span_left: i32,
    pub chunks_per_cell: usize,
}

impl Prepared {
    pub fn new(style: &Style) -> Result<Prepared, StyleError> {
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

        let adv = advance(style.font_size);
        let pitch = adv + style.letter_spacing;
        let columns: [i32; COLUMNS] =
            std::array::from_fn(|i| (style.padding + i as f32 * pitch).round() as i32);
        let last_right = style.padding + (COLUMNS - 1) as f32 * pitch + adv;
        let width = (last_right.max(0.0) + style.padding).ceil().max(1.0) as usize;
        let pad = style.padding.round() as i32;
        let first = pad - ink_top;
        let baselines = [first, first + style.line_height.round() as i32];
        let height = (baselines[1] + ink_bottom + pad).max(1) as usize;
        if (width * height * 4) as u64 > MAX_IMAGE_BYTES {
            let (width, height) = (width as u32, height as u32);
            return Err(StyleError::TooLarge { width, height });
        }

        // Every column's ink span has one width, covering the ink of any glyph. Outside the
        // spans the frame is background for good, so spans are all a draw has to write.
        let min_gap = columns.windows(2).map(|w| w[1] - w[0]).min().unwrap_or(0);
        let chunks_per_cell = (((right - left).max(1) * 4) as usize).div_ceil(CHUNK);
        let span = (chunks_per_cell * CHUNK / 4) as i32;
        let fits = columns[0] + left >= 0
            && span <= min_gap
            && columns[COLUMNS - 1] + left + span <= width as i32
            && baselines[0] + ink_bottom <= baselines[1] + ink_top;
        let band = (ink_top, ink_bottom);
        let cells = fits
            .then(|| build_cells(style, &coverage, band, left, chunks_per_cell))
            .flatten();
        Ok(Prepared {
            style: *style,
            width,
            height,
            columns,
            baselines,
            ink_top,
            ink_bottom,
            coverage,
            cells,
            span_left: left,
            chunks_per_cell,
        })
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

fn build_cells(
    style: &Style,
    coverage: &[Coverage],
    band: (i32, i32),
    left: i32,
    per_cell: usize,
) -> Option<Cells> {
    let slots = coverage.len() + 1;
    // Every pixel is one of 256 mixes of the two colours: computed once, not per pixel.
    let mixes: [[u8; 4]; 256] =
        std::array::from_fn(|a| over(style.background, style.foreground, a as u8));
    let mut seen = HashMap::with_hasher(BuildHasherDefault::<ChunkHasher>::default());
    let mut cells = Cells {
        chunks: Vec::new(),
        index: Vec::with_capacity((band.1 - band.0) as usize * slots * per_cell),
    };
    for y in band.0..band.1 {
        for slot in 0..slots {
            for k in 0..per_cell {
                let mut chunk = [0u8; CHUNK];
                for (i, pixel) in chunk.chunks_exact_mut(4).enumerate() {
                    let x = left + (k * CHUNK / 4 + i) as i32;
                    let a = coverage.get(slot).map_or(0, |c| c.alpha_at(x, y));
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
