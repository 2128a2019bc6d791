//! The model's characters evened out. The model learnt its letters mostly from the generator's
//! names, where an A is printed seven times as often as a Q even with three records in ten
//! made up (26 times before), and its digits mostly from dates, where a 0 is two and a half
//! times as common as a 9; it learnt how often each is printed along with how each looks, and
//! under blur it answers with the common one (a Q of a made-up name or a document number read
//! G, a Z read I). That is a prior over names and dates, inside the model, applied to every
//! cell however clear its ink. Zones in test data, of our users' and ours, are full of
//! made-up names and numbers, so each letter's logit, and each digit's, is
//! lowered by a part of its log share among the cells of its kind learnt from (logit
//! adjustment, as Menon et al. 2021 give for classes learnt at unequal frequencies), less the
//! kind's mean: each kind's mean logit is kept. How often a place holds a letter, a digit or
//! the filler is the layout's to say and the check digits' to settle. See docs/reading.md,
//! "Digits and letters evened out".

use crate::model::{Model, OUTPUTS};
use mrz_render::CHARSET;

/// What comes off each output's logit, in `CHARSET`'s order: 0.3 of each digit's and
/// letter's log count among the committed weights' cells over its kind's mean log count; the
/// filler's nothing. Measured with the weights before (learnt from names alone): at 0.3 the
/// made-up zones ImageMagick drew read more (12 of 600 with the drafts of its script) and the
/// generator's own sets, whose names and dates the prior was learnt from, as before within a
/// seed's noise; at 0.6 harsh and web lost (7 of 2,000 and 5
/// of 1,000), and at 1 a real picture's thin I read T. A table rather than computed at load,
/// so that the WebAssembly, whose `ln` is not the C library's, reads with the same numbers to
/// the bit; `shares_tests.rs` holds the counts (the record's `cells_by_character`) and
/// computes it again.
#[rustfmt::skip]
pub const OFFSETS: [f32; OUTPUTS] = [
    0.0, 0.1804103, 0.1011353, 0.09626937, 0.016875999, -0.061503753, -0.06369111, -0.057923775,
    -0.06988922, -0.060208187, -0.08147492, 0.26655018, -0.10836933, -0.05353165, 0.05188902,
    0.19195107, 0.03339879, -0.022001153, -0.025355998, 0.20952046, -0.1539021, -0.056760732,
    0.055346135, 0.09889609, 0.20086436, 0.07625507, 0.012081413, -0.3027275, 0.18105808,
    0.082262754, -0.0025343674, -0.009889302, -0.018086957, -0.17199396, -0.25059325, -0.1692304,
    -0.11509674,
];

// The table's order: the filler, the digits, then A to Z.
const _: () = assert!(CHARSET[0] == b'<' && CHARSET[1] == b'0' && CHARSET[11] == b'A');

/// `model` with its digits and letters evened out: the offsets taken off its output biases,
/// once, so that reading a cell costs nothing more.
pub fn evened(mut model: Model) -> Model {
    for (b, o) in model.b2.iter_mut().zip(OFFSETS) {
        *b -= o;
    }
    model
}

#[cfg(test)]
#[path = "shares_tests.rs"]
mod tests;
