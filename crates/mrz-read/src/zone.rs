//! Where, along each line of a zone, its characters' cells lie.

use crate::bow::bow;
use crate::chains::{Chain, Seen};
use crate::fit::{fit, fit_perspective, perspective_at, perspective_pitch, Points};
pub use crate::groups::groups;
use crate::sample::Cell;

/// The most a line's pitch may grow (or shrink) from one end to the other: a line's pitch
/// falls with the square of its distance from the camera, so this is a line whose far end is
/// about half as far again from the camera as its near one.
const MOST_BENT: f32 = 2.5;

/// The characters of a chain, counted along it: a fit of each character's centre to its
/// number (`u = (c0 + c1 k) / (1 + c2 k)`, a pitch that may change along the line, as
/// perspective makes it) and how many characters the chain spans.
pub struct Placed {
    coef: [f32; 3],
    pub span: usize,
    /// The pitch at its first single piece.
    pitch: f32,
    /// The pitch at its last single piece.
    end_pitch: f32,
    /// Where the ink starts and ends.
    u0: f32,
    u1: f32,
}

/// Counts the characters of `chain` from the pieces of ink that are one character each: each
/// one a whole number of pitches on from the last, the pitch taken from its neighbours, so a
/// pitch that drifts along the line and a missing or merged character are followed.
pub fn place(chain: &Chain, s: &[Seen]) -> Option<Placed> {
    let members: Vec<&Seen> = chain.members.iter().map(|&m| &s[m]).collect();
    let steps: Vec<f32> = members.windows(2).map(|w| w[1].u - w[0].u).collect();
    // The pitch: the commonest step between neighbours (a step of two characters or of a
    // merged piece is rarer than one of one).
    let mut sorted: Vec<f32> = steps
        .iter()
        .copied()
        .filter(|&d| d > 0.5 * chain.height)
        .collect();
    sorted.sort_by(f32::total_cmp);
    let low = *sorted.get(sorted.len() / 3)?;
    // The middle step of those near it: the lower third alone is a few percent short, as
    // steps between narrow glyphs are.
    let near: Vec<f32> = sorted
        .iter()
        .copied()
        .filter(|&d| (0.75 * low..=1.4 * low).contains(&d))
        .collect();
    let mut pitch = near.get(near.len() / 2).copied().unwrap_or(low);
    let single = |m: &Seen, p: f32| m.eu < 1.3 * p;
    let mut pts = Points::default();
    let mut k = 0.0;
    let mut last: Option<f32> = None;
    for m in &members {
        if !single(m, pitch) {
            continue;
        }
        if let Some(prev) = last {
            let step = ((m.u - prev) / pitch).round();
            // A second piece of the same character (a glyph broken by the threshold).
            if step < 1.0 {
                continue;
            }
            // A step of one character refines the pitch, slowly.
            if step == 1.0 {
                pitch = 0.8 * pitch + 0.2 * (m.u - prev);
            }
            k += step;
        }
        pts.add(k, m.u, 1.0);
        last = Some(m.u);
    }
    // Perspective only where it fits the pieces clearly better than a line, and bends the
    // pitch no more than MOST_BENT from end to end (the ratio of its pitches there is
    // (1 + c2 k)²): a line's ends would follow one stray piece.
    let straight = fit(&pts, false)?;
    let within = |c: &[f32; 3]| {
        let bent = (1.0 + c[2] * k).powi(2);
        bent < MOST_BENT && bent > 1.0 / MOST_BENT
    };
    let coef = match fit_perspective(&pts).filter(|_| pts.len() >= 12) {
        Some(c) if pts.clearly_curved(|k| perspective_at(&c, k), &straight) && within(&c) => c,
        _ => straight,
    };
    let at = |k: f32| perspective_at(&coef, k);
    let pitch_at = |k: f32| perspective_pitch(&coef, k);
    // Characters before the first single piece and after the last (merged ones, say), counted
    // from where the ink starts and ends.
    let (p, q) = (pitch_at(0.0).max(1.0), pitch_at(k).max(1.0));
    let before = ((at(0.0) - chain.u0 - 0.35 * p) / p).round().max(0.0);
    let after = ((chain.u1 - 0.35 * q - at(k)) / q).round().max(0.0);
    // The same curve counted from `before` characters earlier.
    let d = 1.0 - coef[2] * before;
    let shifted = [(coef[0] - coef[1] * before) / d, coef[1] / d, coef[2] / d];
    Some(Placed {
        coef: shifted,
        span: (before + k + after) as usize + 1,
        pitch: p,
        end_pitch: q,
        u0: chain.u0,
        u1: chain.u1,
    })
}

impl Placed {
    /// The centres of `n` characters: the chain's own when it spans `n`, else spread over its
    /// ink (from a third of a pitch within each end), drifting as the chain's pitch does.
    pub fn centres(&self, n: usize) -> Vec<f32> {
        let at = |k: f32| perspective_at(&self.coef, k);
        if n == self.span {
            return (0..n).map(|k| at(k as f32)).collect();
        }
        // Too few or too many counted: spread over the ink, the pitch drifting from one end to
        // the other as the fitted curve's does (`bend` is the square root of its first pitch
        // over its last). Spread evenly, a tilted card's line counted one short lay most of a
        // pitch off its characters in the middle, every cell there reading its neighbours'
        // halves.
        let (first, last) = (self.u0 + 0.35 * self.pitch, self.u1 - 0.35 * self.end_pitch);
        // Held within what `place` lets a curve bend (counted from pieces on a shorter span
        // than the line's, its bend may reach past it, or past zero).
        let most = MOST_BENT.sqrt();
        let bend = (1.0 + self.coef[2] * (self.span - 1) as f32).clamp(1.0 / most, most);
        let last_k = (n - 1).max(1) as f32;
        (0..n)
            .map(|k| {
                let t = k as f32 / last_k;
                first + (last - first) * bend * t / (1.0 + (bend - 1.0) * t)
            })
            .collect()
    }
}

/// Each character's cell: centres along the chain at `us`, one pitch wide, `height` tall,
/// turned with the line (and along its bow, where its pieces `s` bend it: `bow.rs`); in the
/// picture's coordinates (pieces found in a picture shrunk `k` times).
pub fn cells(
    chain: &Chain,
    s: &[Seen],
    us: &[f32],
    dir: [f32; 2],
    height: f32,
    k: f32,
) -> Vec<Cell> {
    let normal = [-dir[1], dir[0]];
    // The line's own slope turns its cells a little from the direction that found it.
    let turned = |slope: f32| {
        let norm = (1.0 + slope * slope).sqrt();
        [
            (dir[0] + slope * normal[0]) / norm,
            (dir[1] + slope * normal[1]) / norm,
        ]
    };
    let straight = turned(chain.b);
    // A page bent along its lines moves its print across them: its glyphs' uprights stay as
    // the straight line's, sheared rather than turned.
    let across = [-straight[1], straight[0]];
    let bow = bow(chain, s);
    us.iter()
        .enumerate()
        .map(|(i, &u)| {
            let (v, along) = match &bow {
                Some(b) => (b.v_at(u), turned(b.slope_at(u))),
                None => (chain.v_at(u), straight),
            };
            let pitch = match (us.get(i.wrapping_sub(1)), us.get(i + 1)) {
                (Some(a), Some(b)) => (b - a) / 2.0,
                (Some(a), None) => u - a,
                (None, Some(b)) => b - u,
                (None, None) => height,
            };
            Cell {
                centre: [
                    k * (u * dir[0] + v * normal[0]),
                    k * (u * dir[1] + v * normal[1]),
                ],
                along: along.map(|a| a * pitch * k),
                across: across.map(|a| a * height * k),
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_line_counted_short_keeps_the_drift_of_its_pitch() {
        // 44 characters whose pitch grows from 8 to 12 pixels (a tilted card), counted 43: the
        // curve fitted to the pieces bends as much over 43 as the print does over 44.
        let c = [100.0f32, 8.0 - 100.0 * 0.004267, -0.004267];
        let at = |k: f32| perspective_at(&c, k);
        let pitch = |k: f32| perspective_pitch(&c, k);
        let placed = Placed {
            coef: [c[0], c[1], c[2] * 43.0 / 42.0],
            span: 43,
            pitch: pitch(0.0),
            end_pitch: pitch(43.0),
            u0: at(0.0) - 0.35 * pitch(0.0),
            u1: at(43.0) + 0.35 * pitch(43.0),
        };
        // Spread evenly over the same ink, the middle lies pitches off.
        let step = (at(43.0) - at(0.0)) / 43.0;
        let even_off = (at(0.0) + 21.5 * step - at(21.5)).abs();
        assert!(even_off > 1.5 * pitch(21.5), "{even_off}");
        for (k, u) in placed.centres(44).into_iter().enumerate() {
            let k = k as f32;
            assert!(
                (u - at(k)).abs() < 0.05 * pitch(k),
                "{k}: {u} for {}",
                at(k)
            );
        }
    }
}
