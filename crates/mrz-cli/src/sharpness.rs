//! How blurred a picture's zone is against the size of its characters, from its label: the
//! camera's blur (its lens's and its motion's, as one spread) over the characters' pitch. Past
//! about a fifth of a pitch the strokes of neighbouring characters run into one another and no
//! reader, nor a person, can tell the characters apart; `mrz accuracy` reports, beside the
//! photo and harsh presets' figures, the share read of the pictures sharp enough to be read at
//! all.

use crate::label_quads::printed_centres;

/// Pictures whose blur is below this share of a pitch count as sharp enough.
pub const SHARP: f32 = 0.15;

/// The camera's blur over the pitch of the zone's first line, from a row of labels.jsonl;
/// None for a picture without a camera (a clean strip) or a label without quads.
pub fn blur_per_pitch(label: &[u8]) -> Option<f32> {
    let label: serde_json::Value = serde_json::from_slice(label).ok()?;
    let camera = &label["augmentation"];
    let number = |v: &serde_json::Value| v.as_f64().map(|f| f as f32);
    let lens = number(&camera["blur_sigma"])?;
    // A motion of length L spreads a point evenly along it: a deviation of L / sqrt(12).
    let motion = number(&camera["motion_px"]).unwrap_or(0.0);
    let spread = (lens * lens + motion * motion / 12.0).sqrt();
    let centres = printed_centres(&label);
    let line = centres.first()?;
    let (first, last) = (line.first()?, line.last()?);
    let pitch = (last[0] - first[0]).hypot(last[1] - first[1]) / (line.len() - 1).max(1) as f32;
    (pitch > 0.0).then_some(spread / pitch)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn blur_over_pitch_from_a_label() {
        let label = br#"{"augmentation":{"blur_sigma":0.6,"motion_px":2.4},
            "quads":{"chars":[[[[0,0],[10,0],[10,12],[0,12]],[[10,0],[20,0],[20,12],[10,12]],
            [[20,0],[30,0],[30,12],[20,12]]]]}}"#;
        // sqrt(0.36 + 5.76 / 12) = sqrt(0.84); the pitch is 10.
        let r = blur_per_pitch(label).unwrap();
        assert!((r - 0.84f32.sqrt() / 10.0).abs() < 1e-6, "{r}");
        let sharp = br#"{"augmentation":{"blur_sigma":0},
            "quads":{"chars":[[[[0,0],[10,0]],[[10,0],[20,0]]]]}}"#;
        assert_eq!(blur_per_pitch(sharp), Some(0.0));
        let empty = br#"{"augmentation":{"blur_sigma":1},"quads":{"chars":[[[],[]]]}}"#;
        assert_eq!(blur_per_pitch(empty), None);
        assert_eq!(blur_per_pitch(br#"{"quads":{}}"#), None);
        assert_eq!(blur_per_pitch(b"not json"), None);
    }
}
