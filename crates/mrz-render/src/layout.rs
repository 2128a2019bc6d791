//! Where a zone's columns and baselines fall in a style: the shape of the picture. Cheap to
//! compute (a few dozen numbers), so a renderer recomputes it whenever the zone changes shape
//! and keeps the style's glyph cache (`cache.rs`).

use crate::cache::GlyphCache;
use crate::style::{Style, StyleError, MAX_IMAGE_BYTES};

/// Longer lines are cut here, and a zone has at most this many lines: generic caps that bound
/// the fixed arrays a layout and a draw keep (the longest zones ICAO 9303 defines fit). Which
/// lengths and line counts make a format is `mrz-core`'s to say, not the renderer's.
pub const MAX_COLUMNS: usize = 44;
/// More lines are refused ([`StyleError::Lines`]).
pub const MAX_LINES: usize = 3;

/// How many lines a zone has and how many columns each is drawn with.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Shape {
    pub rows: usize,
    pub columns: usize,
}

impl Shape {
    /// The picture `lines` need: one row each, and a column for each character of the longest
    /// (counted in bytes, as drawn: a cell each, cut at [`MAX_COLUMNS`]). A zone of empty lines
    /// keeps one blank column, so its frame still has a size and a first column to lay out.
    pub fn of(lines: &[&str]) -> Result<Shape, StyleError> {
        if !(1..=MAX_LINES).contains(&lines.len()) {
            return Err(StyleError::Lines { count: lines.len() });
        }
        let longest = lines.iter().map(|l| l.len()).max().unwrap_or(0);
        Ok(Shape {
            rows: lines.len(),
            columns: longest.clamp(1, MAX_COLUMNS),
        })
    }
}

/// A shape laid out in a style, with what drawing needs of the glyph cache copied in.
#[derive(Debug, Clone, PartialEq)]
pub struct Layout {
    pub shape: Shape,
    pub style: Style,
    pub width: usize,
    pub height: usize,
    /// Origin of each column, snapped to whole pixels so every glyph is drawn from one raster.
    /// Past `shape.columns` unused.
    columns: [i32; MAX_COLUMNS],
    baselines: [i32; MAX_LINES],
    pub ink_top: i32,
    pub ink_bottom: i32,
    pub span_left: i32,
    pub chunks_per_cell: usize,
    /// Every column's ink span lies inside the frame and apart from the others' (on its own
    /// band rows), so drawing can copy spans from the glyph cache. Otherwise glyphs are
    /// composited one by one (the general path).
    pub fast: bool,
}

impl Layout {
    pub fn new(g: &GlyphCache, shape: Shape) -> Result<Layout, StyleError> {
        let style = &g.style;
        let adv = crate::glyphs::advance(style.font_size);
        let pitch = adv + style.letter_spacing;
        let columns: [i32; MAX_COLUMNS] =
            std::array::from_fn(|i| (style.padding + i as f32 * pitch).round() as i32);
        let (width, height, baselines) = match style.character_height {
            None => ink_frame(g, shape, adv, pitch),
            Some(box_height) => grid_frame(style, shape, pitch, box_height),
        };
        if (width * height * 4) as u64 > MAX_IMAGE_BYTES {
            let (width, height) = (width as u32, height as u32);
            return Err(StyleError::TooLarge { width, height });
        }
        // Outside the spans the frame is background for good, so spans are all a draw has to
        // write, if they neither leave the frame nor meet, across columns or across lines.
        let used = &columns[..shape.columns];
        let min_gap = used.windows(2).map(|w| w[1] - w[0]).min().unwrap_or(0);
        let (left, span) = (g.span_left, g.span());
        let last = shape.rows - 1;
        // Every pair of lines, not just the first: baselines rounded one by one on the print
        // grid can stand a pixel closer further down.
        let lines_apart = baselines[..shape.rows]
            .windows(2)
            .all(|b| b[0] + g.ink_bottom <= b[1] + g.ink_top);
        let fast = used[0] + left >= 0
            && span <= min_gap
            && used[shape.columns - 1] + left + span <= width as i32
            && baselines[0] + g.ink_top >= 0
            && baselines[last] + g.ink_bottom <= height as i32
            && lines_apart;
        Ok(Layout {
            shape,
            style: *style,
            width,
            height,
            columns,
            baselines,
            ink_top: g.ink_top,
            ink_bottom: g.ink_bottom,
            span_left: left,
            chunks_per_cell: g.chunks_per_cell,
            fast,
        })
    }

    /// The origin of each column in use.
    pub fn columns(&self) -> &[i32] {
        &self.columns[..self.shape.columns]
    }

    /// The baseline of each line in use.
    pub fn baselines(&self) -> &[i32] {
        &self.baselines[..self.shape.rows]
    }
}

/// The screen's frame, around the ink: the padding each side of the columns and of the glyphs'
/// rasterized ink band, the lines a rounded line height apart.
fn ink_frame(g: &GlyphCache, shape: Shape, adv: f32, pitch: f32) -> (usize, usize, Baselines) {
    let style = &g.style;
    let last_right = style.padding + (shape.columns - 1) as f32 * pitch + adv;
    let width = (last_right.max(0.0) + style.padding).ceil().max(1.0) as usize;
    let pad = style.padding.round() as i32;
    let (first, step) = (pad - g.ink_top, style.line_height.round() as i32);
    let baselines: Baselines = std::array::from_fn(|l| first + l as i32 * step);
    let height = (baselines[shape.rows - 1] + g.ink_bottom + pad).max(1) as usize;
    (width, height, baselines)
}

/// A print-true frame, on the grid: `columns` pitches and the padding each side wide; the
/// padding each side, a line height between lines and one character box high. These are exact
/// lengths (whole sixtieths of an inch in [`Style::print`]), rounded once to whole pixels, so
/// the frame scales with the dpi exactly wherever they are whole. Each line's ink, from the
/// outlines, is centred in its box, and the baselines are a line height apart.
fn grid_frame(
    style: &Style,
    shape: Shape,
    pitch: f32,
    box_height: f32,
) -> (usize, usize, Baselines) {
    let pad = style.padding;
    let width = (2.0 * pad + shape.columns as f32 * pitch).round().max(1.0) as usize;
    let between = (shape.rows - 1) as f32 * style.line_height;
    let height = (2.0 * pad + between + box_height).round().max(1.0) as usize;
    let (above, below) = crate::glyphs::ink_extent(style.font_size);
    let first = pad + (box_height + above - below) / 2.0;
    let baselines: Baselines =
        std::array::from_fn(|l| (first + l as f32 * style.line_height).round() as i32);
    (width, height, baselines)
}

type Baselines = [i32; MAX_LINES];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_shape_follows_the_zone() {
        let shape = |lines: &[&str]| Shape::of(lines).map(|s| (s.rows, s.columns));
        let td1 = "I<UTOD231458907<<<<<<<<<<<<<<<";
        assert_eq!(shape(&[td1, td1, td1]), Ok((3, 30)));
        // As many columns as the longest line, whatever its length: no rounding up to a format's
        // (these drew 30, 36 and 44 columns while the renderer knew the formats' widths).
        assert_eq!(shape(&["P<", "L8"]), Ok((2, 2)));
        assert_eq!(shape(&[&"<".repeat(31), ""]), Ok((2, 31)));
        assert_eq!(shape(&[&"<".repeat(37)]), Ok((1, 37)));
        assert_eq!(shape(&["", &"<".repeat(300)]), Ok((2, 44)));
        assert_eq!(shape(&["", ""]), Ok((2, 1)));
        // Bytes, as drawn: a two-byte character takes two (blank) cells.
        assert_eq!(shape(&[&"Ü".repeat(16), ""]), Ok((2, 32)));
        assert_eq!(shape(&[]), Err(StyleError::Lines { count: 0 }));
        assert_eq!(shape(&[""; 4]), Err(StyleError::Lines { count: 4 }));
    }
}
