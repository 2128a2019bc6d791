//! A reading as its users get it: `mrz read --json` and the packages' `read` give these keys.

use crate::reading::Reading;
use mrz_core::Format;
use serde::Serialize;

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
