//! Where a zone sits on its card: ICAO 9303's grid (10 characters an inch, the format's line
//! pitch), centred across the card, its last line a fixed height above the lower edge; and the
//! band of the card around it that the zone's ink layer and the security print cover. Shared by
//! the card's design (card.rs, security.rs) and the zone's print (zone.rs).

use mrz_core::Format;

/// ICAO 9303's character pitch: 10 characters an inch, on every format.
pub const PITCH_MM: f32 = 2.54;
/// The zone's last baseline sits this far above the card's lower edge.
pub const FOOT_MM: f32 = 4.0;

/// A zone's grid on a card, in card pixels.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Grid {
    /// From one character to the next, and one baseline to the next.
    pub pitch: f32,
    pub line_pitch: f32,
    /// The first character's left edge, and the first line's baseline.
    pub left: f32,
    pub first: f32,
    /// The zone's band: from two line pitches above the first line to one below the last.
    pub top: usize,
    pub bottom: usize,
}

/// The grid of a zone of `lines` lines of `format` on a card `size` pixels at `ppm` pixels a
/// millimetre.
pub fn grid(format: Format, lines: usize, ppm: f32, size: [usize; 2]) -> Grid {
    let layout = format.layout();
    let pitch = PITCH_MM * ppm;
    let line_pitch = 25.4 / f32::from(layout.print_lines_per_inch) * ppm;
    let left = (size[0] as f32 - layout.length as f32 * pitch) / 2.0;
    let last = size[1] as f32 - FOOT_MM * ppm;
    let first = last - (lines.max(1) - 1) as f32 * line_pitch;
    Grid {
        pitch,
        line_pitch,
        left,
        first,
        top: (first - 2.0 * line_pitch).max(0.0) as usize,
        bottom: ((last + line_pitch) as usize).min(size[1]),
    }
}
