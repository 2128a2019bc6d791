//! A reading as its users get it: `mrz read --json` and the packages' `read` give these keys.

use crate::reading::Reading;
use mrz_core::Format;
use serde::Serialize;

/// Below this score (-1 to 1) a character read is hard to read: clean strips read at 0.8 and
/// more, so one under 0.6 looked unlike its glyph. The page marks such characters
/// (`src/picture/cells.ts`) and `mrz read` names them. Measured on seed 1's sets (500 a
/// preset, 2026-11-29), zones read valid and right / valid but wrong holding a character this
/// low: photo 10 of 447 / 1 of 1, web 36 of 438 / 6 of 6, harsh 65 of 203 / 86 of 90; the real
/// development pictures 4 of 34 / none read so.
pub const HARD_TO_READ: f64 = 0.6;

/// A zone read from a picture, as `mrz read --json` and the packages' `read` give it.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "ReadResult"))]
pub struct Summary {
    pub lines: Vec<String>,
    pub format: Format,
    /// Every check digit right.
    pub valid: bool,
    /// The zone in the picture: corners from its top left, clockwise, in pixels.
    pub quad: [[f32; 2]; 4],
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

impl Reading {
    pub fn summary(&self) -> Summary {
        // Three decimals, rounded as f64: an f32 rounded prints as 0.8960000276.
        let confidence = self
            .confidence()
            .iter()
            .map(|l| {
                l.iter()
                    .map(|&c| (f64::from(c) * 1000.0).round() / 1000.0)
                    .collect()
            })
            .collect();
        Summary {
            lines: self.lines.clone(),
            format: self.format,
            valid: self.valid(),
            quad: self.quad,
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
