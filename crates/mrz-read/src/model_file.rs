//! The model's file, as `mrz train` writes it and the reader embeds it.

use crate::conv::feature_count;
use crate::model::{Model, OUTPUTS};

/// The file `mrz train` writes: `MRZM`, the format's version, the two convolutions' channels
/// and the hidden layer's width, then each layer's rows, each as its scale (a little-endian
/// f32) and one signed byte a weight (the weight over the scale, rounded), then the layer's
/// biases as f32. A byte a weight keeps the embedded model a quarter of its size in floats
/// (what the page's WebAssembly carries); the reader multiplies them out once, when it first
/// reads.
const MAGIC: &[u8; 4] = b"MRZM";
const VERSION: u32 = 4;

/// Reads little-endian words from the front of a byte slice.
struct Bytes<'a>(&'a [u8]);

impl Bytes<'_> {
    fn take(&mut self, n: usize) -> Option<&[u8]> {
        let (head, rest) = self.0.split_at_checked(n)?;
        self.0 = rest;
        Some(head)
    }

    fn word(&mut self) -> Option<u32> {
        Some(u32::from_le_bytes(self.take(4)?.try_into().ok()?))
    }

    fn floats(&mut self, n: usize) -> Option<Vec<f32>> {
        let raw = self.take(n.checked_mul(4)?)?;
        Some(
            raw.chunks_exact(4)
                .map(|b| f32::from_le_bytes([b[0], b[1], b[2], b[3]]))
                .collect(),
        )
    }

    /// `rows` rows of `width` weights, each row its scale then a byte a weight.
    fn rows(&mut self, rows: usize, width: usize) -> Option<Vec<f32>> {
        let mut out = Vec::with_capacity(rows * width);
        for _ in 0..rows {
            let scale = f32::from_bits(self.word()?);
            out.extend(
                self.take(width)?
                    .iter()
                    .map(|&q| f32::from(q as i8) * scale),
            );
        }
        Some(out)
    }
}

/// Each row's scale and its weights as signed bytes.
fn quantized(weights: &[f32], width: usize, out: &mut Vec<u8>) {
    for row in weights.chunks_exact(width) {
        let top = row.iter().fold(0.0f32, |m, w| m.max(w.abs()));
        let scale = if top > 0.0 { top / 127.0 } else { 1.0 };
        out.extend(scale.to_le_bytes());
        out.extend(
            row.iter()
                .map(|w| (w / scale).round().clamp(-127.0, 127.0) as i8 as u8),
        );
    }
}

impl Model {
    /// The model in `bytes`, or None when they are not one (no model trained yet).
    pub fn from_bytes(bytes: &[u8]) -> Option<Model> {
        let mut b = Bytes(bytes.strip_prefix(MAGIC)?);
        if b.word()? != VERSION {
            return None;
        }
        let [n1, n2, hidden] = [b.word()?, b.word()?, b.word()?].map(|n| n as usize);
        if [n1, n2, hidden].iter().any(|&n| n == 0 || n > 1024) {
            return None;
        }
        let features = feature_count(n2);
        let model = Model {
            k1: b.rows(n1, 9)?,
            c1: b.floats(n1)?,
            k2: b.rows(n2, n1 * 9)?,
            c2: b.floats(n2)?,
            hidden,
            w1: b.rows(hidden, features)?,
            b1: b.floats(hidden)?,
            w2: b.rows(OUTPUTS, hidden)?,
            b2: b.floats(OUTPUTS)?,
        };
        b.0.is_empty().then_some(model)
    }

    /// The file `from_bytes` reads: the weights a byte each, so a model read back from it is
    /// this one rounded (see [`Model::rounded`]).
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = MAGIC.to_vec();
        out.extend(VERSION.to_le_bytes());
        for n in [self.c1.len(), self.c2.len(), self.hidden] {
            out.extend((n as u32).to_le_bytes());
        }
        quantized(&self.k1, 9, &mut out);
        out.extend(self.c1.iter().flat_map(|f| f.to_le_bytes()));
        quantized(&self.k2, self.c1.len() * 9, &mut out);
        out.extend(self.c2.iter().flat_map(|f| f.to_le_bytes()));
        quantized(&self.w1, self.features(), &mut out);
        out.extend(self.b1.iter().flat_map(|f| f.to_le_bytes()));
        quantized(&self.w2, self.hidden, &mut out);
        out.extend(self.b2.iter().flat_map(|f| f.to_le_bytes()));
        out
    }

    /// This model as its file keeps it: each weight rounded to its row's byte.
    pub fn rounded(&self) -> Model {
        Model::from_bytes(&self.to_bytes()).expect("a model's own file reads back")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::INPUTS;

    #[test]
    fn a_model_survives_its_file_and_gives_probabilities() {
        let (hidden, n1, n2) = (3, 2, 4);
        let ramp = |n: usize, k: usize| (0..n).map(|i| (i % k) as f32 * 0.01 - 0.02).collect();
        let m = Model {
            k1: ramp(n1 * 9, 5),
            c1: vec![0.01, -0.01],
            k2: ramp(n2 * n1 * 9, 6),
            c2: vec![0.0, 0.01, 0.02, -0.01],
            hidden,
            w1: (0..hidden * feature_count(n2))
                .map(|i| (i % 7) as f32 * 0.01 - 0.03)
                .collect(),
            b1: vec![0.1, -0.2, 0.3],
            w2: (0..OUTPUTS * hidden)
                .map(|i| (i % 5) as f32 * 0.1 - 0.2)
                .collect(),
            b2: (0..OUTPUTS).map(|i| i as f32 * 0.01).collect(),
        };
        let back = Model::from_bytes(&m.to_bytes()).unwrap();
        assert_eq!(back, m.rounded());
        assert_eq!(back.rounded(), back, "rounding twice changes nothing");
        for (a, b) in back.w1.iter().zip(&m.w1) {
            assert!((a - b).abs() <= 0.03 / 127.0 + 1e-6, "{a} {b}");
        }
        assert_eq!((&back.b1, &back.c2), (&m.b1, &m.c2));
        let p = m.probabilities(&[0.05; INPUTS]);
        assert!((p.iter().sum::<f32>() - 1.0).abs() < 1e-5);
        assert!(Model::from_bytes(b"").is_none());
        assert!(Model::from_bytes(&m.to_bytes()[..100]).is_none());
    }
}
