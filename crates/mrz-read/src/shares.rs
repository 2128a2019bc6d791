//! The model's characters evened out. The model learnt its letters from the generator's names,
//! where an N is nineteen times as common as a Q, and its digits mostly from dates, where a 0
//! is two and a half times as common as a 9; it learnt how often each is printed along with
//! how each looks, and under blur it answers with the common one (a Q of a made-up name or a
//! document number read G, a Z read I). That is a prior over names and dates, inside the
//! model, applied to every cell however clear its ink. Zones in test data, of our users' and
//! ours, are full of made-up names and numbers, so each letter's logit, and each digit's, is
//! lowered by a part of its log share among the cells of its kind learnt from (logit
//! adjustment, as Menon et al. 2021 give for classes learnt at unequal frequencies), less the
//! kind's mean: each kind's mean logit is kept. How often a place holds a letter, a digit or
//! the filler is the layout's to say and the check digits' to settle. See docs/reading.md,
//! "Digits and letters evened out".

use crate::model::{Model, OUTPUTS};
use mrz_render::CHARSET;

/// What comes off each output's logit, in `CHARSET`'s order: 0.3 of each digit's and
/// letter's log count among the committed weights' cells over its kind's mean log count; the
/// filler's nothing. At 0.3 the made-up zones ImageMagick drew read more (12 of 600 with the
/// drafts of its script) and the generator's own sets, whose names and dates the prior was
/// learnt from, as before within a seed's noise; at 0.6 harsh and web lost (7 of 2,000 and 5
/// of 1,000), and at 1 a real picture's thin I read T. A table rather than computed at load,
/// so that the WebAssembly, whose `ln` is not the C library's, reads with the same numbers to
/// the bit; `shares_tests.rs` holds the counts (the record's `cells_by_character`) and
/// computes it again.
#[rustfmt::skip]
pub const OFFSETS: [f32; OUTPUTS] = [
    0.0, 0.19072866, 0.10314468, 0.098824725, 0.01691692, -0.06104575, -0.06906001, -0.057589963,
    -0.07359743, -0.060615573, -0.08770627, 0.37294763, -0.13443114, -0.04697876, 0.07694321,
    0.27955794, 0.030781183, -0.016782135, 0.0067521995, 0.2896329, -0.20979342, -0.052008107,
    0.10689694, 0.14422438, 0.28595304, 0.16475527, 0.012409798, -0.6055999, 0.25361484, 0.14662996,
    0.022185734, 0.017591156, -0.027193151, -0.25109166, -0.48270398, -0.23702659, -0.14726733,
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
