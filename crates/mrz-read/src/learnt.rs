//! The model's word beside the templates': each cell's candidates scored again from both, as
//! the cell lies once its line is on one row.

use crate::model::{output_of, Model, INPUTS};
use crate::templates::Candidate;

/// How much of a candidate's score is the model's (its probability, from -1 to 1 as the
/// templates' correlation runs) rather than the templates'. Measured (model of seed 7, 1,500
/// pictures a preset): half and half read 31 of the 37 real pictures, the model alone 30, four
/// fifths 30, the templates alone 28; harsh 35.8 % half and half, 34.6 % the model alone.
const MODEL_SHARE: f32 = 0.5;

/// A cell the templates matched this well, this far ahead of the next glyph, is not shown to
/// the model: it costs most of a clean strip's reading, and no zone of any set read otherwise
/// when it was left out there.
const SURE: f32 = 0.9;
const SURE_BY: f32 = 0.3;

/// `ranked` scored again with the model's probabilities for `cell`, best first (a cell the
/// templates are sure of, as if the model agreed).
pub fn rescore(ranked: &mut [Candidate], cell: &[f32; INPUTS], model: &Model) {
    let blend =
        |score: f32, prob: f32| (1.0 - MODEL_SHARE) * score + MODEL_SHARE * (2.0 * prob - 1.0);
    if let [first, second, ..] = ranked {
        if first.score >= SURE && first.score - second.score >= SURE_BY {
            // Scored as if the model were sure too (the probability of the first 1, of the
            // rest 0), so that every cell's scores stand on one scale for the check digits'
            // second guesses and the zone's mean.
            for (i, c) in ranked.iter_mut().enumerate() {
                c.score = blend(c.score, if i == 0 { 1.0 } else { 0.0 });
            }
            return;
        }
    }
    let p = model.probabilities(cell);
    for c in ranked.iter_mut() {
        c.score = blend(c.score, output_of(c.c).map_or(0.0, |i| p[i]));
    }
    ranked.sort_by(|x, y| y.score.total_cmp(&x.score));
}
