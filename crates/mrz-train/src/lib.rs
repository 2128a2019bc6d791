//! Training the reader's character model: cells as the reader cuts them (the templates' grid,
//! zero mean, unit length), each with the character printed there, into a small convolutional
//! network ([`mrz_read::Model`]) by stochastic gradient descent with momentum. Everything
//! follows from the seed: the same cells and seed give the same weights, bit for bit, on one
//! thread or several.

mod backward;
mod sgd;

pub use sgd::{train, Schedule, TrainReport};

use mrz_read::{Model, INPUTS};

/// Cells and their characters (indices into `mrz_render::CHARSET`), one after another.
#[derive(Debug, Default, Clone)]
pub struct Samples {
    pub cells: Vec<f32>,
    pub labels: Vec<u8>,
}

impl Samples {
    pub fn push(&mut self, cell: &[f32; INPUTS], label: u8) {
        self.cells.extend_from_slice(cell);
        self.labels.push(label);
    }

    pub fn len(&self) -> usize {
        self.labels.len()
    }

    pub fn is_empty(&self) -> bool {
        self.labels.is_empty()
    }

    pub fn cell(&self, i: usize) -> &[f32] {
        &self.cells[i * INPUTS..(i + 1) * INPUTS]
    }

    pub fn extend(&mut self, other: Samples) {
        self.cells.extend(other.cells);
        self.labels.extend(other.labels);
    }
}

/// The share of `samples` whose most probable character under `model` is their own.
pub fn accuracy(model: &Model, samples: &Samples) -> f64 {
    let right = (0..samples.len())
        .filter(|&i| {
            let p = model.probabilities(samples.cell(i));
            let best = (0..p.len())
                .max_by(|&a, &b| p[a].total_cmp(&p[b]))
                .unwrap_or(0);
            best == usize::from(samples.labels[i])
        })
        .count();
    right as f64 / samples.len().max(1) as f64
}
