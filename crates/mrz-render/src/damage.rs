//! Which part of the frame a draw changed. A page that keeps the last picture needs only these
//! rectangles of the new one: copying a few cells out of the frame is far cheaper than the
//! whole frame.

use crate::draw::Slots;
use crate::layout::Layout;
use serde::Serialize;

/// A rectangle of the frame, in pixels.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Rect {
    pub x: u32,
    pub y: u32,
    pub width: u32,
    pub height: u32,
}

impl Rect {
    pub(crate) fn whole(p: &Layout) -> Rect {
        let (width, height) = (p.width as u32, p.height as u32);
        Rect {
            x: 0,
            y: 0,
            width,
            height,
        }
    }

    pub fn contains(&self, x: u32, y: u32) -> bool {
        (self.x..self.x + self.width).contains(&x) && (self.y..self.y + self.height).contains(&y)
    }
}

/// Per line, the ink band from the first to the last column whose character changed. Only
/// valid for the fast path, where each column's span is the only thing it draws, and for two
/// draws of one layout.
pub(crate) fn changed_cells(p: &Layout, before: &Slots, after: &Slots) -> Vec<Rect> {
    let span = (p.chunks_per_cell * crate::cache::CHUNK / 4) as i32;
    let columns = p.columns();
    (0..p.shape.rows)
        .filter_map(|l| {
            let differs = |c: &usize| before[l][*c] != after[l][*c];
            let first = (0..columns.len()).find(differs)?;
            let last = (0..columns.len()).rfind(differs)?;
            let x = columns[first] + p.span_left;
            let right = columns[last] + p.span_left + span;
            // The fast path's layout keeps every span inside the frame, so these are positive.
            Some(Rect {
                x: x as u32,
                y: (p.baselines()[l] + p.ink_top) as u32,
                width: (right - x) as u32,
                height: (p.ink_bottom - p.ink_top) as u32,
            })
        })
        .collect()
}
