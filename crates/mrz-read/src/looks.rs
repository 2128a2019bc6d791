//! The sizes and inks a picture is looked over at, in order: each later look only when none
//! before it read a zone whole and clearly, or invalid as printed (`enough.rs`).

use crate::binary::{means, shrink, Margin};
use crate::larger::{enlarge, smooth};
use mrz_render::Gray;
use std::borrow::Cow;

/// The side of the square around each pixel whose mean it is compared with to tell ink (see
/// [`crate::binary::ink_by`]) is twice this and one.
pub const RADIUS: usize = 12;

/// Pictures larger than this on their longer side are looked over shrunk to it first: a
/// zone's characters are mostly still several pixels tall, and finding them costs less.
const LOOK_SIDE: u32 = 1600;

/// Pictures whose half is at least this on its longer side are looked over at half size first.
const COARSE_SIDE: u32 = 600;

/// Pictures at most this on their longer side are, when nothing reads whole and clearly (or
/// invalid as printed) at their own size, looked over once more smoothed and enlarged twice (a
/// phone's preview of a card held far off).
const ENLARGE_SIDE: u32 = 1000;

/// The size a picture is looked over at: shrunk a whole number of times, smoothed at its own
/// size, or enlarged twice.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Look {
    Shrunk(usize),
    Smoothed,
    Enlarged,
}

impl Look {
    /// The picture looked over; how many times smaller it is, for the zone's cells to be cut
    /// from when they are that small (1: cut from `image`); and how many of `image`'s pixels
    /// one of its pixels is across.
    pub fn picture(self, image: &Gray) -> (Cow<'_, Gray>, usize, f32) {
        match self {
            Look::Shrunk(1) => (Cow::Borrowed(image), 1, 1.0),
            Look::Shrunk(k) => (Cow::Owned(shrink(image, k)), k, k as f32),
            Look::Smoothed => (Cow::Owned(smooth(image)), 1, 1.0),
            Look::Enlarged => (Cow::Owned(enlarge(image)), 1, 0.5),
        }
    }
}

/// A look's picture, made once for every margin it is looked over with: the picture shrunk,
/// smoothed or enlarged, and its pixels' means (a fifth of a look's cost at a small picture).
pub struct Prepared<'a> {
    pub size: Look,
    pub picture: Cow<'a, Gray>,
    pub k: usize,
    pub scale: f32,
    pub means: Vec<u8>,
}

impl<'a> Prepared<'a> {
    pub fn new(image: &'a Gray, size: Look) -> Prepared<'a> {
        let (picture, k, scale) = size.picture(image);
        let means = means(&picture, RADIUS);
        Prepared {
            size,
            picture,
            k,
            scale,
            means,
        }
    }
}

/// The looks at a picture whose longer side is `side`, in the order they are tried.
pub fn looks(side: u32) -> Vec<(Look, Margin)> {
    let k = side.div_ceil(LOOK_SIDE).max(1);
    // A large picture is looked over at half the size first: a zone that fills a good part of
    // a camera's frame is found there at a quarter of the cost, and only a picture where none
    // reads whole and clearly is looked over again at full size.
    let coarse = (side / (2 * k) >= COARSE_SIDE).then_some(2 * k);
    let sizes: Vec<Look> = coarse
        .into_iter()
        .chain([k])
        .map(|k| Look::Shrunk(k as usize))
        .collect();
    // Heavy print whose characters run together is looked over again by its strokes' cores
    // alone, only when nothing read whole and clearly the usual way; then thin or starved
    // print by its faint ink too.
    let usual = [Margin::Noise, Margin::Cores, Margin::Faint]
        .into_iter()
        .flat_map(|m| sizes.iter().map(move |&k| (k, m)));
    // Last, a small picture's speckle evened out, then the picture enlarged: a small, soft
    // zone's characters run together at the picture's own size, and come apart where each
    // pixel is four.
    let small = [
        (Look::Smoothed, Margin::Noise),
        (Look::Enlarged, Margin::Noise),
        (Look::Enlarged, Margin::Cores),
    ]
    .into_iter()
    .filter(|_| side <= ENLARGE_SIDE);
    // Last of all, a large picture at its own size: a zone small in it (a card held far off in
    // a phone's full-size still) has characters too close together to read shrunk.
    let whole = (k > 1).then_some((Look::Shrunk(1), Margin::Noise));
    usual.chain(small).chain(whole).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn large_pictures_are_looked_over_shrunk_then_whole_and_small_ones_enlarged_last() {
        let camera = looks(4000);
        assert_eq!(camera[0], (Look::Shrunk(6), Margin::Noise));
        assert_eq!(camera[1], (Look::Shrunk(3), Margin::Noise));
        assert!(camera.iter().all(|(l, _)| matches!(l, Look::Shrunk(_))));
        assert_eq!(camera.last(), Some(&(Look::Shrunk(1), Margin::Noise)));
        let preview = looks(640);
        assert_eq!(preview[0], (Look::Shrunk(1), Margin::Noise));
        assert_eq!(preview.last(), Some(&(Look::Enlarged, Margin::Cores)));
        assert_eq!(preview.iter().filter(|l| l.0 == Look::Shrunk(1)).count(), 3);
        let flat = Gray {
            width: 3,
            height: 2,
            pixels: vec![9; 6],
        };
        let (big, k, scale) = Look::Enlarged.picture(&flat);
        assert_eq!((big.width, big.height, k, scale), (6, 4, 1, 0.5));
    }
}
