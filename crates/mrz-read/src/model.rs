//! The learnt half of recognition: a small convolutional network that gives each of the 37
//! characters a probability for a cell, as the reader cuts it (the templates' grid, zero mean,
//! unit length): two 3 x 3 convolutions, each rectified and pooled ([`crate::conv`]), one
//! hidden layer of rectified units and a softmax. It is trained by `mrz train` on the project's
//! own generated pictures, cut by this reader, and embedded here; see docs/reading.md. Plain
//! Rust, the same natively and in WebAssembly.

use crate::avx2::avx2_or_plain;
use crate::conv::feature_count;
use crate::conv::{MODEL_H, MODEL_W};
use crate::direct::{self, Trace};
use crate::shares::evened;
use crate::templates::dot;
use mrz_render::CHARSET;
use std::sync::OnceLock;

/// Inputs: one cell with its context along the line ([`crate::conv::CONTEXT_X`]).
pub const INPUTS: usize = MODEL_W * MODEL_H;
/// Outputs: the 37 characters, in `CHARSET`'s order.
pub const OUTPUTS: usize = 37;

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

impl Model {
    /// How many features the convolutions give the dense layers.
    pub fn features(&self) -> usize {
        feature_count(self.c2.len())
    }

    /// `cell` through the convolutions, with what the gradients need.
    #[inline(always)]
    pub fn front(&self, cell: &[f32]) -> Trace {
        direct::trace(cell, &self.k1, &self.c1, &self.k2, &self.c2)
    }

    /// The hidden layer's activations for the convolutions' `features`.
    #[inline(always)]
    pub fn hidden_of(&self, features: &[f32]) -> Vec<f32> {
        let mut out = vec![0.0f32; self.b1.len()];
        let rows = self.w1.chunks_exact(self.features());
        for ((o, row), b) in out.iter_mut().zip(rows).zip(&self.b1) {
            *o = (dot(row, features) + b).max(0.0);
        }
        out
    }

    /// The logits of the 37 characters, from the hidden layer's activations.
    #[inline(always)]
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
        avx2_or_plain(
            #[inline(always)]
            || self.dense(&features),
        )
    }

    /// The dense layers over the convolutions' `features`: the characters' probabilities.
    #[inline(always)]
    fn dense(&self, features: &[f32]) -> [f32; OUTPUTS] {
        softmax(self.logits_of(&self.hidden_of(features)))
    }
}

#[inline(always)]
pub fn softmax(mut logits: [f32; OUTPUTS]) -> [f32; OUTPUTS] {
    let top = logits.iter().copied().fold(f32::MIN, f32::max);
    let mut total = 0.0;
    for l in &mut logits {
        *l = (*l - top).exp();
        total += *l;
    }
    logits.map(|l| l / total)
}

/// The model `mrz train` wrote, read once, its digits and letters evened out
/// ([`crate::shares`]); None before one was trained.
pub fn embedded() -> Option<&'static Model> {
    static MODEL: OnceLock<Option<Model>> = OnceLock::new();
    MODEL
        .get_or_init(|| Model::from_bytes(include_bytes!("../model/chars.bin")).map(evened))
        .as_ref()
}

/// A character's place in the model's outputs.
pub fn output_of(c: u8) -> Option<usize> {
    CHARSET.iter().position(|&k| k == c)
}
