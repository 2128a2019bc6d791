//! A short training run is deterministic: the same cells and seed give the same weights to the
//! bit (each batch's two halves are summed on two threads, whichever finishes first); another
//! seed gives others; and the run learns.

use mrz_read::conv::{MODEL_H, MODEL_W};
use mrz_read::{INPUTS, OUTPUTS};
use mrz_train::{accuracy, train, Samples, Schedule};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// Each character a fixed random pattern of blocks four pixels square (strokes, as a glyph's
/// are, span several pixels), each cell its pattern with noise.
fn samples(count: usize, seed: u64) -> Samples {
    let mut rng = ChaCha8Rng::seed_from_u64(99);
    let patterns: Vec<Vec<f32>> = (0..OUTPUTS)
        .map(|_| {
            let across = MODEL_W / 4;
            let blocks: Vec<f32> = (0..across * MODEL_H / 4)
                .map(|_| rng.random_range(-0.1..0.1))
                .collect();
            (0..INPUTS)
                .map(|i| blocks[(i / MODEL_W / 4) * across + (i % MODEL_W) / 4])
                .collect()
        })
        .collect();
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut out = Samples::default();
    for i in 0..count {
        let label = i % OUTPUTS;
        let mut cell = [0.0f32; INPUTS];
        for (c, p) in cell.iter_mut().zip(&patterns[label]) {
            *c = p + rng.random_range(-0.05..0.05);
        }
        out.push(&cell, label as u8);
    }
    out
}

/// A schedule that learns these cells from any seed: with 16 hidden units and a rate of 0.08,
/// as before the model saw half a pitch of context, and patterns of ±0.05 under noise as
/// large, the wider input's training stayed at chance from two seeds of eight (the loss flat
/// from the first pass); with these, and patterns of ±0.1, seeds 5 to 12 all reached 100 %.
const SHORT: Schedule = Schedule {
    channels: [4, 8],
    hidden: 32,
    epochs: 16,
    batch: 32,
    rate: 0.03,
    momentum: 0.9,
    decay: 1e-4,
};

#[test]
fn the_same_cells_and_seed_give_the_same_weights_to_the_bit() {
    let cells = samples(1200, 1);
    let (a, report) = train(&cells, &SHORT, 5);
    let (b, _) = train(&cells, &SHORT, 5);
    assert_eq!(a.to_bytes(), b.to_bytes());
    assert_eq!(a, b);
    let (c, _) = train(&cells, &SHORT, 6);
    assert_ne!(a.to_bytes(), c.to_bytes());
    // It learns: the loss falls and unseen cells of the same patterns are told apart.
    assert!(
        report.losses.last() < report.losses.first(),
        "{:?}",
        report.losses
    );
    let seen = accuracy(&a.rounded(), &samples(370, 2));
    assert!(seen > 0.9, "{seen} {:?}", report.losses);
}
