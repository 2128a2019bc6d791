//! The two ways of drawing a zone's lines in a layout: copying ink spans out of the glyph
//! cache (fast), or compositing every glyph (general). Tests prove they agree to the bit.

use crate::cache::{Cells, BLANK, CHUNK};
use crate::color::over;
use crate::glyphs::{slot, Coverage};
use crate::layout::{Layout, MAX_COLUMNS, MAX_LINES};
use crate::style::Rgba;

/// The cache slot of every cell of a zone, rows past its last line blank. A byte each (there are
/// 38 slots), so that keeping the last zone to compare with costs a copy of 132 bytes.
pub type Slots = [[u8; MAX_COLUMNS]; MAX_LINES];

const BLANK_SLOT: u8 = BLANK as u8;

/// The cache slot of each column; blank past the end of a short line (or of the zone).
pub fn zone_slots(lines: &[&str]) -> Slots {
    std::array::from_fn(|l| {
        lines
            .get(l)
            .map_or([BLANK_SLOT; MAX_COLUMNS], |s| line_slots(s))
    })
}

fn line_slots(line: &str) -> [u8; MAX_COLUMNS] {
    let mut slots = [BLANK_SLOT; MAX_COLUMNS];
    for (s, c) in slots.iter_mut().zip(line.bytes()) {
        *s = slot(c).map_or(BLANK_SLOT, |s| s as u8);
    }
    slots
}

/// The fast path. The frame is background, drawn once per layout; a draw then writes the ink
/// span of each `changed` column (line, column) in every band (spans never overlap). Band row
/// `r` of all lines is drawn back to back: they read the same window of the glyph cache, the
/// second and third time from L1.
pub fn draw_spans(
    p: &Layout,
    cells: &Cells,
    slots: &Slots,
    changed: impl Fn(usize, usize) -> bool,
    frame: &mut [u8],
) {
    let row_bytes = p.width * 4;
    let n = p.chunks_per_cell;
    let window = (BLANK + 1) * n;
    // Per line, each changed column's (byte offset in a row, offset in a window), computed once,
    // beside the line's top band row. An array, not a Vec: no allocation for lines not drawn.
    let spans: [(usize, Vec<(usize, usize)>); MAX_LINES] = std::array::from_fn(|l| {
        let Some(&baseline) = p.baselines().get(l) else {
            return (0, Vec::new());
        };
        let columns = p.columns().iter().enumerate();
        let line = columns.filter(|&(c, _)| changed(l, c));
        let line =
            line.map(|(c, x)| ((x + p.span_left) as usize * 4, usize::from(slots[l][c]) * n));
        ((baseline + p.ink_top) as usize, line.collect())
    });
    for r in 0..(p.ink_bottom - p.ink_top) as usize {
        let window = &cells.index[r * window..][..window];
        for (top, line) in &spans[..p.shape.rows] {
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
pub fn fill(bytes: &mut [u8], color: Rgba) {
    bytes.as_chunks_mut::<4>().0.fill(color);
}

/// The general path for layouts whose glyphs overlap or reach the edge: fill, then composite
/// every coverage value, clipped to the image.
pub fn draw_blended(p: &Layout, coverage: &[Coverage], slots: &Slots, frame: &mut [u8]) {
    let (w, h) = (p.width as i32, p.height as i32);
    fill(frame, p.style.background);
    for (line, &baseline) in slots.iter().zip(p.baselines()) {
        let glyphs = p.columns().iter().zip(line);
        for (&origin, cov) in glyphs.filter_map(|(o, &s)| Some((o, coverage.get(usize::from(s))?)))
        {
            for (i, &a) in cov.alpha.iter().enumerate() {
                let x = origin + cov.left + (i % cov.width) as i32;
                let y = baseline + cov.top + (i / cov.width) as i32;
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
