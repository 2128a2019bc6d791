//! The learnt half of recognition: a small convolutional network that gives each of the 37
//! characters a probability for a cell, as the reader cuts it (the templates' grid, zero mean,
//! unit length): two 3 x 3 convolutions, each rectified and pooled ([`crate::conv`]), one
//! hidden layer of rectified units and a softmax. It is trained by `mrz train` on the project's
//! own generated pictures, cut by this reader, and embedded here; see docs/reading.md. Plain
//! Rust, the same natively and in WebAssembly.

use crate::conv::{feature_count, front, Front};
use crate::direct;
use crate::templates::{dot, CELL_H, CELL_W};
use mrz_render::CHARSET;
use std::sync::OnceLock;

/// Inputs: one cell.
pub const INPUTS: usize = CELL_W * CELL_H;
/// Outputs: the 37 characters, in `CHARSET`'s order.
pub const OUTPUTS: usize = 37;

/// The file `mrz train` writes: `MRZM`, the format's version, the two convolutions' channels
/// and the hidden layer's width, then each layer's rows, each as its scale (a little-endian
/// f32) and one signed byte a weight (the weight over the scale, rounded), then the layer's
/// biases as f32. A byte a weight keeps the embedded model a quarter of its size in floats
/// (what the page's WebAssembly carries); the reader multiplies them out once, when it first
/// reads.
const MAGIC: &[u8; 4] = b"MRZM";
const VERSION: u32 = 3;

#[derive(Debug, Clone, PartialEq)]
pub struct Model {
    /// The first convolution: `c1.len()` kernels of 3 x 3 over the cell, and their biases.
    pub k1: Vec<f32>,
    pub c1: Vec<f32>,
    /// The second: `c2.len()` kernels of 3 x 3 over the first's channels, and their biases.
    pub k2: Vec<f32>,
    pub c2: Vec<f32>,
    pub hidden: usize,
    /// `hidden` rows of [`Model::features`] weights, then `hidden` biases.
    pub w1: Vec<f32>,
    pub b1: Vec<f32>,
    /// `OUTPUTS` rows of `hidden` weights, then `OUTPUTS` biases.
    pub w2: Vec<f32>,
    pub b2: Vec<f32>,
}

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

    /// How many features the convolutions give the dense layers.
    pub fn features(&self) -> usize {
        feature_count(self.c2.len())
    }

    /// `cell` through the convolutions, with what the gradients need.
    pub fn front(&self, cell: &[f32]) -> Front {
        front(cell, &self.k1, &self.c1, &self.k2, &self.c2)
    }

    /// The hidden layer's activations for the convolutions' `features`.
    pub fn hidden_of(&self, features: &[f32]) -> Vec<f32> {
        self.w1
            .chunks_exact(self.features())
            .zip(&self.b1)
            .map(|(row, b)| (dot(row, features) + b).max(0.0))
            .collect()
    }

    /// The logits of the 37 characters, from the hidden layer's activations.
    pub fn logits_of(&self, hidden: &[f32]) -> [f32; OUTPUTS] {
        let mut out = [0.0; OUTPUTS];
        for ((o, row), b) in out
            .iter_mut()
            .zip(self.w2.chunks_exact(self.hidden))
            .zip(&self.b2)
        {
            *o = dot(row, hidden) + b;
        }
        out
    }

    /// Each character's probability for `cell`, in `CHARSET`'s order.
    pub fn probabilities(&self, cell: &[f32]) -> [f32; OUTPUTS] {
        let features = direct::features(cell, &self.k1, &self.c1, &self.k2, &self.c2);
        softmax(self.logits_of(&self.hidden_of(&features)))
    }
}

pub fn softmax(mut logits: [f32; OUTPUTS]) -> [f32; OUTPUTS] {
    let top = logits.iter().copied().fold(f32::MIN, f32::max);
    let mut total = 0.0;
    for l in &mut logits {
        *l = (*l - top).exp();
        total += *l;
    }
    logits.map(|l| l / total)
}

/// The model `mrz train` wrote, read once; None before one was trained.
pub fn embedded() -> Option<&'static Model> {
    static MODEL: OnceLock<Option<Model>> = OnceLock::new();
    MODEL
        .get_or_init(|| Model::from_bytes(include_bytes!("../model/chars.bin")))
        .as_ref()
}

/// A character's place in the model's outputs.
pub fn output_of(c: u8) -> Option<usize> {
    CHARSET.iter().position(|&k| k == c)
}

#[cfg(test)]
mod tests {
    use super::*;

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
