//! A reading as its users get it: `mrz read --json` and the packages' `read` give these keys.

use crate::reading::Reading;
use mrz_core::Format;
use serde::Serialize;

/// Below this score (-1 to 1) a character read is hard to read: clean strips read at 0.8 and
/// more, so one under 0.6 looked unlike its glyph. The page marks such characters
/// (`src/picture/cells.ts`) and `mrz read` names them. Measured on seed 1's sets (500 a
/// preset, 2026-11-29), zones read valid and right / valid but wrong holding a character this
/// low: photo 10 of 447 / 1 of 1, web 36 of 438 / 6 of 6, harsh 65 of 203 / 86 of 90; the real
/// development pictures 4 of 34 / none read so. It also decides what is a zone at all: a
/// reading with more than a quarter of its characters under it is none (`enough::legible`,
/// on the unrounded scores), so it is not to be tuned for the page's marks alone.
pub const HARD_TO_READ: f64 = 0.6;

/// A zone read from a picture, as `mrz read --json` and the packages' `read` give it.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "ReadResult"))]
pub struct Summary {
    pub lines: Vec<String>,
    pub format: Format,
    /// Every check digit right.
    pub valid: bool,
    /// The zone in the picture: corners from its top left, clockwise, in pixels (to the
    /// hundredth).
    pub quad: [[f64; 2]; 4],
    /// Each character's score, -1 to 1, to three decimals.
    pub confidence: Vec<Vec<f64>>,
}

impl Summary {
    /// The characters under [`HARD_TO_READ`], as (line, column) from 0.
    pub fn hard_to_read(&self) -> Vec<(usize, usize)> {
        let mut out = Vec::new();
        for (l, line) in self.confidence.iter().enumerate() {
            out.extend(
                line.iter()
                    .enumerate()
                    .filter(|(_, &c)| c < HARD_TO_READ)
                    .map(|(c, _)| (l, c)),
            );
        }
        out
    }
}

/// `x` to `places` decimals, rounded as an f64: an f32 rounded prints as 0.8960000276, and a
/// corner as 100.94979095458984. (Adding 0 makes a -0 that rounding leaves 0, not `-0.0`.)
pub fn rounded(x: f32, places: i32) -> f64 {
    let scale = 10f64.powi(places);
    (f64::from(x) * scale).round() / scale + 0.0
}

/// A quad's corners to the hundredth of a pixel.
pub fn corners(quad: &[[f32; 2]; 4]) -> [[f64; 2]; 4] {
    quad.map(|[x, y]| [rounded(x, 2), rounded(y, 2)])
}

impl Reading {
    /// Each character's cell, line by line, its corners to the hundredth of a pixel: what the
    /// page outlines and `mrz read --json --boxes` gives.
    pub fn rounded_boxes(&self) -> Vec<Vec<[[f64; 2]; 4]>> {
        self.boxes
            .iter()
            .map(|line| line.iter().map(corners).collect())
            .collect()
    }

    pub fn summary(&self) -> Summary {
        let confidence = self
            .confidence()
            .iter()
            .map(|l| l.iter().map(|&c| rounded(c, 3)).collect())
            .collect();
        Summary {
            lines: self.lines.clone(),
            format: self.format,
            valid: self.valid(),
            quad: corners(&self.quad),
            confidence,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_page_marks_characters_at_the_same_bar() {
        let cells = include_str!("../../../src/picture/cells.ts");
        let bar = format!("export const LOW_CONFIDENCE = {HARD_TO_READ};");
        assert!(
            cells.contains(&bar),
            "src/picture/cells.ts should say {bar}"
        );
    }

    #[test]
    fn corners_and_scores_print_as_decimals() {
        assert_eq!(rounded(0.896, 3), 0.896);
        assert_eq!(rounded(-0.12345, 3), -0.123);
        assert_eq!(serde_json::to_string(&rounded(-0.0004, 3)).unwrap(), "0.0");
        let quad = corners(&[[100.949_79, 737.133], [1.0, 2.005], [0.0; 2], [-3.333, 4.0]]);
        assert_eq!(
            quad,
            [[100.95, 737.13], [1.0, 2.01], [0.0; 2], [-3.33, 4.0]]
        );
        // As a user's JSON shows them.
        let text = serde_json::to_string(&quad).unwrap();
        assert_eq!(text, "[[100.95,737.13],[1.0,2.01],[0.0,0.0],[-3.33,4.0]]");
    }

    #[test]
    fn characters_under_the_bar_are_hard_to_read() {
        let summary = Summary {
            lines: vec!["AB".into(), "CD".into()],
            format: Format::Td1,
            valid: true,
            quad: [[0.0; 2]; 4],
            confidence: vec![vec![0.9, 0.599], vec![0.6, -0.2]],
        };
        assert_eq!(summary.hard_to_read(), [(0, 1), (1, 1)]);
    }
}
