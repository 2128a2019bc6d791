//! Parsers of the test-set options that take more than a number (a share, a preset, a
//! palette, a frame) and of a record's format and letters, with the messages every door gives.

use mrz_core::{Format, Letters};
use mrz_scene::{Palette, Preset, MAX_FRAME, MIN_FRAME};
use serde_json::Value;

pub fn share(text: &str) -> Result<f64, String> {
    match text.parse::<f64>() {
        Ok(v) if (0.0..=1.0).contains(&v) => Ok(v),
        _ => Err(format!("{text:?} is not a share from 0 to 1")),
    }
}

/// A seed on the command line: any whole number a u64 holds. (The packages' settings word a
/// bad seed as they word their other numbers: `settings.rs`.)
pub fn seed(text: &str) -> Result<u64, String> {
    text.trim().parse().map_err(|_| {
        format!(
            "{text:?} is not a seed: use a whole number from 0 to {}",
            u64::MAX
        )
    })
}

pub fn preset(text: &str) -> Result<Preset, String> {
    Preset::from_key(text).ok_or_else(|| {
        let keys: Vec<&str> = Preset::ALL.iter().map(|p| p.key()).collect();
        format!("{text:?} is not a preset: use {}", keys.join(", "))
    })
}

pub fn palette(text: &str) -> Result<Palette, String> {
    Palette::from_key(text).ok_or_else(|| format!("{text:?} is not a palette: use grey or colour"))
}

/// `WIDTHxHEIGHT` in pixels, e.g. `1280x720`, within the sizes the scene draws.
pub fn frame(text: &str) -> Result<(u32, u32), String> {
    let ((lo_w, lo_h), (hi_w, hi_h)) = (MIN_FRAME, MAX_FRAME);
    let bad = || format!("{text:?} is not a frame size: WIDTHxHEIGHT in pixels, e.g. 1280x720");
    let (w, h) = text.trim().split_once(['x', 'X']).ok_or_else(bad)?;
    let (w, h): (u32, u32) = (w.parse().map_err(|_| bad())?, h.parse().map_err(|_| bad())?);
    if (lo_w..=hi_w).contains(&w) && (lo_h..=hi_h).contains(&h) {
        Ok((w, h))
    } else {
        Err(format!(
            "{w} x {h} is outside the frames drawn: {lo_w} x {lo_h} to {hi_w} x {hi_h}"
        ))
    }
}

/// A format by its key, in any case (`MRV-A` too), or an error listing the allowed values.
pub fn format_value(text: &str) -> Result<Format, String> {
    Format::from_key(text).ok_or_else(|| {
        let keys: Vec<&str> = Format::ALL.iter().map(|f| f.key()).collect();
        format!(
            "\"format\" must be one of {}, got {text:?}",
            keys.join(", ")
        )
    })
}

/// The letters mode by its key: also clap's parser for `--letters`.
pub fn letters_value(text: &str) -> Result<Letters, String> {
    Letters::from_key(text)
        .ok_or_else(|| format!("\"letters\" must be one of drop, icao, got {text:?}"))
}

/// What a JSON value is, in words, for a message about it.
pub fn kind(v: &Value) -> &'static str {
    match v {
        Value::Null => "null",
        Value::Bool(_) => "a boolean",
        Value::Number(_) => "a number",
        Value::String(_) => "a string",
        Value::Array(_) => "an array",
        Value::Object(_) => "an object",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn frames_are_read_or_refused_in_words() {
        assert_eq!(frame("1280x720"), Ok((1280, 720)));
        assert_eq!(frame(" 1920X1080 "), Ok((1920, 1080)));
        assert!(frame("1280").unwrap_err().contains("WIDTHxHEIGHT"));
        assert!(frame("axb").unwrap_err().contains("e.g. 1280x720"));
        assert_eq!(
            frame("8000x720").unwrap_err(),
            "8000 x 720 is outside the frames drawn: 320 x 240 to 4096 x 4096"
        );
    }
}
