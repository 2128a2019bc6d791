//! A label's character quads read back (`quads.chars` in a row of labels.jsonl): where each
//! character was printed, for `mrz train` to tell which cells the reader put on their
//! characters and for `mrz accuracy` to measure the characters' pitch.

use serde_json::Value;

/// The centre of one quad (the mean of its corners); None for a quad without corners or with a
/// corner that is not two numbers.
pub fn quad_centre(quad: &Value) -> Option<[f32; 2]> {
    let corners = quad.as_array().filter(|c| !c.is_empty())?;
    let n = corners.len() as f32;
    let mut sum = [0.0; 2];
    for c in corners {
        for (s, v) in sum.iter_mut().zip([&c[0], &c[1]]) {
            *s += v.as_f64()? as f32 / n;
        }
    }
    Some(sum)
}

/// The centre of each character's quad in `label`, line by line; NaN where a quad says none
/// (no distance to it is then near).
pub fn printed_centres(label: &Value) -> Vec<Vec<[f32; 2]>> {
    let line = |l: &Value| -> Vec<[f32; 2]> {
        l.as_array().map_or(Vec::new(), |l| {
            l.iter()
                .map(|q| quad_centre(q).unwrap_or([f32::NAN; 2]))
                .collect()
        })
    };
    label["quads"]["chars"]
        .as_array()
        .map_or(Vec::new(), |lines| lines.iter().map(line).collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn centres_line_by_line_and_nan_where_a_quad_has_none() {
        let label: Value = serde_json::from_str(
            r#"{"quads":{"chars":[[[[0,0],[10,0],[10,12],[0,12]],[]],[[[2,4],[4,8]]]]}}"#,
        )
        .unwrap();
        let c = printed_centres(&label);
        assert_eq!(c[0][0], [5.0, 6.0]);
        assert!(c[0][1][0].is_nan());
        assert_eq!(c[1], vec![[3.0, 6.0]]);
        assert_eq!(quad_centre(&serde_json::json!([[1, "x"]])), None);
        assert!(printed_centres(&serde_json::json!({})).is_empty());
    }
}
