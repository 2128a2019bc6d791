//! Stochastic gradient descent with momentum on the cross-entropy of the model's softmax (two
//! convolutions, one hidden layer of rectified units). Each batch's gradient is summed in two
//! halves on two threads and added in a fixed order, so that the result does not depend on
//! timing.

use crate::backward::front_gradient;
use crate::Samples;
use mrz_read::avx2::avx2_or_plain;
use mrz_read::conv::feature_count;
use mrz_read::{softmax, Model, OUTPUTS};
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Schedule {
    /// The two convolutions' channels.
    pub channels: [usize; 2],
    pub hidden: usize,
    pub epochs: usize,
    pub batch: usize,
    /// The learning rate at the start; it falls along a half cosine to a hundredth of that.
    pub rate: f32,
    pub momentum: f32,
    /// L2 decay of the weights (not the biases), per step, times the rate.
    pub decay: f32,
}

impl Default for Schedule {
    fn default() -> Schedule {
        Schedule {
            channels: [8, 16],
            hidden: 128,
            epochs: 12,
            batch: 64,
            rate: 0.05,
            momentum: 0.9,
            decay: 1e-4,
        }
    }
}

#[derive(Debug, Clone)]
pub struct TrainReport {
    /// The mean cross-entropy of each epoch's batches.
    pub losses: Vec<f32>,
}

/// Weights drawn uniformly within ±sqrt(6 / fan-in) (He's bound for rectified units).
fn initial(schedule: &Schedule, rng: &mut ChaCha8Rng) -> Model {
    let h = schedule.hidden;
    let [n1, n2] = schedule.channels;
    let features = feature_count(n2);
    let mut draw = |n: usize, fan_in: usize| -> Vec<f32> {
        let bound = (6.0 / fan_in as f32).sqrt();
        (0..n).map(|_| rng.random_range(-bound..bound)).collect()
    };
    Model {
        k1: draw(n1 * 9, 9),
        c1: vec![0.0; n1],
        k2: draw(n2 * n1 * 9, n1 * 9),
        c2: vec![0.0; n2],
        hidden: h,
        w1: draw(h * features, features),
        b1: vec![0.0; h],
        w2: draw(OUTPUTS * h, h),
        b2: vec![0.0; OUTPUTS],
    }
}

/// A gradient of every weight and bias, laid out as the model's.
#[derive(Clone)]
pub(crate) struct Grad {
    pub k1: Vec<f32>,
    pub c1: Vec<f32>,
    pub k2: Vec<f32>,
    pub c2: Vec<f32>,
    w1: Vec<f32>,
    b1: Vec<f32>,
    w2: Vec<f32>,
    b2: Vec<f32>,
    loss: f32,
}

impl Grad {
    fn zero(m: &Model) -> Grad {
        Grad {
            k1: vec![0.0; m.k1.len()],
            c1: vec![0.0; m.c1.len()],
            k2: vec![0.0; m.k2.len()],
            c2: vec![0.0; m.c2.len()],
            w1: vec![0.0; m.w1.len()],
            b1: vec![0.0; m.b1.len()],
            w2: vec![0.0; m.w2.len()],
            b2: vec![0.0; m.b2.len()],
            loss: 0.0,
        }
    }

    fn add(&mut self, other: &Grad) {
        for (a, b) in [
            (&mut self.k1, &other.k1),
            (&mut self.c1, &other.c1),
            (&mut self.k2, &other.k2),
            (&mut self.c2, &other.c2),
            (&mut self.w1, &other.w1),
            (&mut self.b1, &other.b1),
            (&mut self.w2, &other.w2),
            (&mut self.b2, &other.b2),
        ] {
            a.iter_mut().zip(b).for_each(|(x, y)| *x += y);
        }
        self.loss += other.loss;
    }
}

/// The summed gradient of the loss over `indices`, compiled for AVX2 where the processor has
/// it (`mrz_read::avx2`: the same sums to the bit, so a seed trains the same weights on any
/// processor, in about half the time).
fn gradient(model: &Model, samples: &Samples, indices: &[usize]) -> Grad {
    avx2_or_plain(
        #[inline(always)]
        || gradient_in(model, samples, indices),
    )
}

#[inline(always)]
fn gradient_in(model: &Model, samples: &Samples, indices: &[usize]) -> Grad {
    let mut g = Grad::zero(model);
    for &i in indices {
        accumulate(
            model,
            samples.cell(i),
            usize::from(samples.labels[i]),
            &mut g,
        );
    }
    g
}

/// Adds one cell's loss and gradient to `g`.
#[inline(always)]
fn accumulate(model: &Model, cell: &[f32], label: usize, g: &mut Grad) {
    let h = model.hidden;
    let features = model.features();
    let front = model.front(cell);
    let x = &front.features;
    let hidden = model.hidden_of(x);
    let p = softmax(model.logits_of(&hidden));
    g.loss -= p[label].max(1e-12).ln();
    let mut dz = p;
    dz[label] -= 1.0;
    let mut dh = vec![0.0f32; h];
    for (o, &d) in dz.iter().enumerate() {
        g.b2[o] += d;
        let row = &mut g.w2[o * h..(o + 1) * h];
        let weights = &model.w2[o * h..(o + 1) * h];
        for j in 0..h {
            row[j] += d * hidden[j];
            dh[j] += d * weights[j];
        }
    }
    let mut dx = vec![0.0f32; features];
    for j in 0..h {
        if hidden[j] <= 0.0 {
            continue;
        }
        let d = dh[j];
        g.b1[j] += d;
        let row = &mut g.w1[j * features..(j + 1) * features];
        row.iter_mut().zip(x).for_each(|(w, v)| *w += d * v);
        let weights = &model.w1[j * features..(j + 1) * features];
        dx.iter_mut().zip(weights).for_each(|(a, w)| *a += d * w);
    }
    front_gradient(model, &front, &dx, g);
}

/// The first weights `train` starts from, for `seed`.
#[cfg(test)]
pub(crate) fn initial_model(schedule: &Schedule, seed: u64) -> Model {
    initial(schedule, &mut ChaCha8Rng::seed_from_u64(seed))
}

/// One cell's loss and gradient.
#[cfg(test)]
pub(crate) fn loss_and_gradient(model: &Model, cell: &[f32], label: usize) -> (f32, Grad) {
    let mut g = Grad::zero(model);
    accumulate(model, cell, label, &mut g);
    (g.loss, g)
}

/// The model trained on `samples` as `schedule` says, from `seed`.
pub fn train(samples: &Samples, schedule: &Schedule, seed: u64) -> (Model, TrainReport) {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut model = initial(schedule, &mut rng);
    let mut velocity = Grad::zero(&model);
    let mut order: Vec<usize> = (0..samples.len()).collect();
    let steps_per_epoch = samples.len().div_ceil(schedule.batch).max(1);
    let total = (steps_per_epoch * schedule.epochs).max(1);
    let mut losses = Vec::with_capacity(schedule.epochs);
    let mut step = 0;
    for _ in 0..schedule.epochs {
        order.shuffle(&mut rng);
        let mut epoch_loss = 0.0;
        for batch in order.chunks(schedule.batch) {
            let (a, b) = batch.split_at(batch.len() / 2);
            let (mut g, other) = std::thread::scope(|s| {
                let other = s.spawn(|| gradient(&model, samples, b));
                (
                    gradient(&model, samples, a),
                    other.join().expect("a gradient thread"),
                )
            });
            g.add(&other);
            epoch_loss += g.loss;
            let progress = step as f32 / total as f32;
            let rate = schedule.rate
                * (0.01 + 0.99 * 0.5 * (1.0 + (std::f32::consts::PI * progress).cos()));
            let scale = 1.0 / batch.len() as f32;
            let m = schedule.momentum;
            let update = |w: &mut [f32], v: &mut [f32], g: &[f32], decay: f32| {
                for ((w, v), g) in w.iter_mut().zip(v.iter_mut()).zip(g) {
                    *v = m * *v - rate * (g * scale + decay * *w);
                    *w += *v;
                }
            };
            update(&mut model.k1, &mut velocity.k1, &g.k1, schedule.decay);
            update(&mut model.c1, &mut velocity.c1, &g.c1, 0.0);
            update(&mut model.k2, &mut velocity.k2, &g.k2, schedule.decay);
            update(&mut model.c2, &mut velocity.c2, &g.c2, 0.0);
            update(&mut model.w1, &mut velocity.w1, &g.w1, schedule.decay);
            update(&mut model.b1, &mut velocity.b1, &g.b1, 0.0);
            update(&mut model.w2, &mut velocity.w2, &g.w2, schedule.decay);
            update(&mut model.b2, &mut velocity.b2, &g.b2, 0.0);
            step += 1;
        }
        losses.push(epoch_loss / samples.len().max(1) as f32);
    }
    (model, TrainReport { losses })
}
