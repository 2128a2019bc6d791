//! The model's word beside the templates': each cell's candidates scored again from both, as
//! the cell lies once its line is on one row.

use crate::enough::{hard_at_most, LEAST_SCORE};
use crate::model::{output_of, Model, OUTPUTS};
use crate::templates::Candidate;
use crate::window::Window;

/// How much of a candidate's score is the model's (its probability, from -1 to 1 as the
/// templates' correlation runs) rather than the templates'. Measured with the weights before
/// the committed ones (seed 1 / seed 2, 500 a preset): at 0.4 harsh 45.2 / 47.4 %, web 97.6 /
/// 97.2 %, photo 99.6 / 99.6 %; at half, 44.6 / 47.2, 97.2 / 97.0, 99.4 / 99.6; at 0.3, 44.6 /
/// 46.4, 97.8 / 97.0; at 0.65, harsh 43.8 (seed 1). The real development pictures (36 of 37),
/// the FreeType corpus (396 of 400) and colour harsh (51.2 %) the same at 0.4 and half. With
/// the committed weights: at 0.4 harsh 45.2 / 47.6, web 97.6 / 96.6, photo 99.8 / 99.6; at
/// half 45.0 / 47.0, 97.4 / 96.8, 99.4 / 99.6; at 0.3 44.4 / 47.4, 97.8 / 96.4, 99.8 / 99.6.
const MODEL_SHARE: f32 = 0.4;

/// A cell the templates matched this well, this far ahead of the next glyph, is not shown to
/// the model: it costs most of a clean strip's reading, and no zone of any set read otherwise
/// when it was left out there.
const SURE: f32 = 0.9;
const SURE_BY: f32 = 0.3;

/// A cell whose likeliest character the model gives less than this is read again moved a
/// grid pixel each way (`AROUND`), and the nine readings' probabilities averaged: where a
/// real print's cell sits a little off the grid, or a stroke is heavier on one side, one
/// position's doubt is outvoted by its neighbours'. Measured (the committed model of seed 7):
/// the real development pictures read 36 of 37 against 33, their 379 turned, scaled, blurred
/// and recompressed copies 350 against 328; harsh 44.6 % against 44.2 %. Four neighbours (the
/// cross) read 35 and 347, only along the line 35 and 345; reading again only where the blend's
/// first two were within 0.3 lost most of it (34, 333). At 0.7, 34 and 338; at 0.99, 36 and 351
/// for more of the model's work.
const UNSURE: f32 = 0.9;
const AROUND: [(i32, i32); 8] = [
    (-1, 0),
    (1, 0),
    (0, -1),
    (0, 1),
    (-1, -1),
    (1, 1),
    (-1, 1),
    (1, -1),
];

/// A zone whose cells are more than this share hard to read (under `HARD_TO_READ`) at the
/// model's first look is not read around either (see `rescore`). A reading with more than a
/// quarter of its characters that hard is no zone (`enough::MOST_HARD`), and a blurred harsh
/// picture's looks find many such zones, mostly where no zone reads at all: read around at
/// nine times the model's work, every one measured was still no zone and was thrown away.
/// Averaging may lift a cell over the line, so this is a measured margin, not a proof: every
/// set read byte for byte the same at 0.5 (`mrz read --json`: harsh seeds 1 to 3, harsh in
/// colour, photo, scan, web on seeds 1 and 4, the national formats' harsh, the FreeType corpus
/// and 999 copies of the real development pictures), at 0.4 one harsh picture of 1,500 read
/// otherwise, at 0.25 one of seed 1. Harsh pictures took 23 and 29 % less time (seeds 1, 2).
const AROUND_MOST_HARD: f32 = 0.5;

/// The probabilities `p` of the cell in `window` averaged with those of the cell moved to its
/// neighbours (see [`UNSURE`]).
fn averaged(p: &[f32; OUTPUTS], window: &Window, model: &Model) -> [f32; OUTPUTS] {
    let mut sum = *p;
    for &(dx, dy) in &AROUND {
        let q = model.probabilities(&window.wide(dx, dy));
        sum.iter_mut().zip(q).for_each(|(a, b)| *a += b);
    }
    let n = 1.0 + AROUND.len() as f32;
    sum.map(|a| a / n)
}

fn blend(score: f32, prob: f32) -> f32 {
    (1.0 - MODEL_SHARE) * score + MODEL_SHARE * (2.0 * prob - 1.0)
}

/// The probability of each of `ranked`'s candidates as the model scored it: as if the model
/// were sure of the first where the templates are (`None`).
fn prob(p: Option<&[f32; OUTPUTS]>, i: usize, c: &Candidate) -> f32 {
    match p {
        Some(p) => output_of(c.c).map_or(0.0, |o| p[o]),
        None => f32::from(u8::from(i == 0)),
    }
}

/// Every cell's candidates (`ranked`, line by line) scored again with the model's
/// probabilities for the cell in `windows`, best first. A cell the templates are sure of is
/// scored as if the model agreed (its first 1, the rest 0), so that every cell's scores stand
/// on one scale for the check digits' second guesses and the zone's mean. The model's unsure
/// cells are read again around only when the zone so far reads as well as a zone must in the
/// end (`LEAST_SCORE`): other text taken for a zone is mostly unsure, and would cost most of
/// the reading again. Measured: from 0.2 to 0.5 of the zone so far, every set read the same;
/// at 0.45, 16 % fewer instructions than reading every unsure cell around (20 pictures each of
/// photo, harsh and web). Nor where most of its cells are hard to read (`AROUND_MOST_HARD`).
///
/// `zone` says instead whether the zone is plausible, where only some of its lines are given
/// (lines laid again, `strayed.rs`, read as the zone they belong to was: so they are not read
/// around in a zone mostly hard to read either); the answer, by both bounds, is returned.
pub fn rescore(
    ranked: &mut [Vec<Vec<Candidate>>],
    windows: &[Vec<Window>],
    model: &Model,
    zone: Option<bool>,
) -> bool {
    let mut probs: Vec<Vec<Option<[f32; OUTPUTS]>>> = Vec::with_capacity(ranked.len());
    // Each cell's best score, as the model first reads it.
    let mut bests: Vec<f32> = Vec::new();
    for (line, cut) in ranked.iter().zip(windows) {
        let line_probs: Vec<_> = line
            .iter()
            .zip(cut)
            .map(|(r, w)| match r.as_slice() {
                [first, second, ..]
                    if first.score >= SURE && first.score - second.score >= SURE_BY =>
                {
                    None
                }
                _ => Some(model.probabilities(&w.wide(0, 0))),
            })
            .collect();
        for (r, p) in line.iter().zip(&line_probs) {
            let best = r
                .iter()
                .enumerate()
                .map(|(i, c)| blend(c.score, prob(p.as_ref(), i, c)));
            // `f32::max` passes over a NaN: a cell with no number stays at -1, hard.
            bests.push(best.fold(-1.0f32, f32::max));
        }
        probs.push(line_probs);
    }
    let mean = bests.iter().sum::<f32>() / bests.len().max(1) as f32;
    let plausible = zone.unwrap_or(mean >= LEAST_SCORE && hard_at_most(&bests, AROUND_MOST_HARD));
    for ((line, cut), line_probs) in ranked.iter_mut().zip(windows).zip(&mut probs) {
        for ((r, w), p) in line.iter_mut().zip(cut).zip(line_probs.iter_mut()) {
            if let Some(q) = p
                .as_mut()
                .filter(|q| plausible && q.iter().fold(0.0f32, |a, &b| a.max(b)) < UNSURE)
            {
                *q = averaged(q, w, model);
            }
            for (i, c) in r.iter_mut().enumerate() {
                c.score = blend(c.score, prob(p.as_ref(), i, c));
            }
            r.sort_by(|x, y| y.score.total_cmp(&x.score));
        }
    }
    plausible
}

#[cfg(test)]
#[path = "learnt_tests.rs"]
mod tests;
