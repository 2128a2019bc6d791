//! A booklet's page bent. A passport's data page, or a visa in it, does not lie flat when the
//! booklet is open: it curls along its length, or bends toward the spine or its free edge, and
//! a phone's photo of it shows the zone's lines bowed. The print is moved across its lines by
//! an amount that changes along the page; the camera then sees the page as it sees a flat one.

use crate::geom::{quad_of, Homography, Quad};
use crate::preset::Preset;
use rand::Rng;
use serde::Serialize;

/// Pages at least this long (millimetres) are a booklet's: a passport's data page, and a visa
/// of either format, drawn on the passport's page it is stuck to (125). Cards stay flat.
const BOOKLET_MM: f32 = 120.0;

/// How the page bends along its length.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "lowercase")]
pub enum BendShape {
    /// Curled along its whole length, most in the middle.
    Curl,
    /// Bent over the share `reach` of its length nearest its left edge, most at the edge.
    Left,
    /// The same toward its right edge.
    Right,
}

/// The page's bend: its shape, over what share of its length a bend toward an edge reaches (1
/// for a curl), and how far it moves the print at most across the lines, as a share of the
/// page's height (positive: down the upright page).
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Bend {
    pub shape: BendShape,
    pub reach: f32,
    pub depth: f32,
}

impl Bend {
    /// The bend in a card raster `card_px` pixels in size.
    pub fn in_pixels(&self, card_px: [f32; 2]) -> BendPx {
        let (curl, left, right) = match self.shape {
            BendShape::Curl => (4.0, 0.0, 0.0),
            BendShape::Left => (0.0, 1.0, 0.0),
            BendShape::Right => (0.0, 0.0, 1.0),
        };
        BendPx {
            curl,
            left,
            right,
            reach: self.reach.clamp(0.05, 1.0),
            depth: self.depth * card_px[1],
            width: card_px[0].max(1.0),
        }
    }
}

/// A bend's shape as sums that run as vector code over a row (a picture without a bend has
/// a depth of 0 and moves nothing: [`BendPx::FLAT`]).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct BendPx {
    curl: f32,
    left: f32,
    right: f32,
    reach: f32,
    depth: f32,
    width: f32,
}

impl BendPx {
    /// No bend: every term finite, so a depth of 0 moves nothing, to the bit.
    pub const FLAT: BendPx = BendPx {
        curl: 0.0,
        left: 0.0,
        right: 0.0,
        reach: 1.0,
        depth: 0.0,
        width: 1.0,
    };

    /// How far the print at `x` pixels along the card is moved across it, in pixels.
    #[inline(always)]
    pub fn across(&self, x: f32) -> f32 {
        let t = x / self.width;
        let towards = |d: f32| {
            let s = if d > 0.0 { d / self.reach } else { 0.0 };
            s * s
        };
        self.depth
            * (self.curl * t * (1.0 - t)
                + self.left * towards(self.reach - t)
                + self.right * towards(t - 1.0 + self.reach))
    }

    /// The page's outline in the picture (its corners moved with its print), and the outline
    /// grown across by as much as the bend moves anything (where the camera looks for the page),
    /// from the page's map into the picture and its `corners` placed flat, which a flat page
    /// keeps as they are.
    pub fn outlines(&self, map: &Homography, corners: Quad, card_px: [f32; 2]) -> (Quad, Quad) {
        if self.depth == 0.0 {
            return (corners, corners);
        }
        let [w, h] = card_px;
        let most = self.depth.abs();
        (
            map.apply_quad(&quad_of(self.around([0.0, 0.0, w, h]))),
            map.apply_quad(&quad_of([0.0, -most, w, h + most])),
        )
    }

    /// The upright box around box `b`'s print as the bend moves it: as tall again as the most
    /// and least it is moved anywhere along it (a curl moves a line's middle most, not its
    /// ends). Unchanged, to the bit, where the page is flat.
    pub fn around(&self, b: [f32; 4]) -> [f32; 4] {
        let (mut lo, mut hi) = (self.across(b[0]), self.across(b[0]));
        for i in 1..=16 {
            let d = self.across(b[0] + (b[2] - b[0]) * i as f32 / 16.0);
            (lo, hi) = (lo.min(d), hi.max(d));
        }
        [b[0], b[1] + lo, b[2], b[3] + hi]
    }

    /// `q`'s corners moved with the print under them.
    pub fn quad(&self, q: &Quad) -> Quad {
        q.map(|[x, y]| [x, y + self.across(x)])
    }
}

/// Draw a page's bend for `preset` (a phone's photo of a booklet, not a scan: a flatbed
/// presses the page flat), or none.
pub fn draw(preset: Preset, card_mm: [f32; 2], rng: &mut impl Rng) -> Option<Bend> {
    // (chance, most depth)
    let (chance, most) = match preset {
        Preset::Photo => (0.3, 0.02),
        Preset::Harsh => (0.4, 0.05),
        _ => return None,
    };
    if card_mm[0] < BOOKLET_MM {
        return None;
    }
    let mut u = |lo: f32, hi: f32| lo + (hi - lo) * rng.random::<f32>();
    if u(0.0, 1.0) >= chance {
        return None;
    }
    let pick = u(0.0, 1.0);
    let shape = match pick {
        p if p < 0.5 => BendShape::Curl,
        p if p < 0.75 => BendShape::Left,
        _ => BendShape::Right,
    };
    let reach = if shape == BendShape::Curl {
        1.0
    } else {
        u(0.3, 0.6)
    };
    let depth = u(0.3, 1.0) * most * if u(0.0, 1.0) < 0.5 { -1.0 } else { 1.0 };
    Some(Bend {
        shape,
        reach,
        depth,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_bend_moves_the_print_most_where_its_shape_says_and_nothing_at_rest() {
        let px = [1000.0, 700.0];
        let curl = Bend {
            shape: BendShape::Curl,
            reach: 1.0,
            depth: 0.02,
        }
        .in_pixels(px);
        assert_eq!(curl.across(0.0), 0.0);
        assert!((curl.across(500.0) - 14.0).abs() < 1e-3);
        let right = Bend {
            shape: BendShape::Right,
            reach: 0.4,
            depth: -0.03,
        }
        .in_pixels(px);
        assert_eq!(right.across(500.0), 0.0);
        assert!((right.across(1000.0) + 21.0).abs() < 1e-3);
        let left = Bend {
            shape: BendShape::Left,
            reach: 0.4,
            depth: 0.03,
        }
        .in_pixels(px);
        assert!((left.across(0.0) - 21.0).abs() < 1e-3);
        assert_eq!(left.across(700.0), 0.0);
        assert_eq!(BendPx::FLAT.across(300.0), 0.0);
        let q = right.quad(&[[0.0, 0.0], [1000.0, 0.0], [1000.0, 700.0], [0.0, 700.0]]);
        assert_eq!(q[0], [0.0, 0.0]);
        assert!((q[2][1] - 679.0).abs() < 1e-3);
    }
}
