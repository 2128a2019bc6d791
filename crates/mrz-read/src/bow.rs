//! A line bowed across its length. A passport's data page lies curved as the booklet opens, most
//! near the spine, and a phone's photo of it shows the zone's lines bent: straight lines put
//! through their pieces leave a stretch of cells a third of a height or more above or below
//! their print, which then reads as its neighbours' halves. A perspective keeps lines straight,
//! so a line is taken as bowed only where its pieces clearly say so.

use crate::chains::{Chain, Seen};
use crate::fit::eliminate;

/// The least bow taken, in the line's heights: how far the curve strays from the straight line
/// at most. The pieces' centres scatter by about a twentieth of a height
/// (a chevron's centre is not a capital's), which puts a bow of about a fortieth into a straight
/// line of 44 characters.
const LEAST_BOW: f32 = 0.15;

/// A curve is taken only when it lies clearly nearer the pieces than the straight line does:
/// its mean squared distance under this share of the line's.
const CLEARLY: f32 = 0.3;

/// Fewer pieces than this are too few to bend a line by.
const FEWEST: usize = 12;

/// A line's centre across its direction along it, `v = q0 + q1 x + q2 x² + q3 x³` with
/// `x = u - mid` (a cubic: a page bends most near the spine, not evenly along the line).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Bow {
    mid: f32,
    q: [f32; 4],
    /// The pieces' span along the line: beyond it the line runs on straight along the curve's
    /// tangent at its end (a line counted short lays cells past its pieces, where a cubic
    /// would swing away).
    span: [f32; 2],
}

impl Bow {
    /// Where the line's centre lies across at `u`.
    pub fn v_at(&self, u: f32) -> f32 {
        let at = self.on_pieces(u);
        let x = at - self.mid;
        let v = self.q[0] + (self.q[1] + (self.q[2] + self.q[3] * x) * x) * x;
        v + self.slope_at(at) * (u - at)
    }

    /// The line's slope at `u` (at the nearer end of its pieces, beyond them).
    pub fn slope_at(&self, u: f32) -> f32 {
        let x = self.on_pieces(u) - self.mid;
        self.q[1] + (2.0 * self.q[2] + 3.0 * self.q[3] * x) * x
    }

    /// `u` held within the pieces' span. Not `clamp`: its check that the span is in order
    /// panics with the two floats formatted, which put float formatting into the reader's
    /// WebAssembly (10.5 KB gzip).
    fn on_pieces(&self, u: f32) -> f32 {
        u.max(self.span[0]).min(self.span[1])
    }
}

/// The curve through `chain`'s pieces, where they bow clearly away from its straight line.
pub fn bow(chain: &Chain, s: &[Seen]) -> Option<Bow> {
    let n = chain.members.len();
    if n < FEWEST {
        return None;
    }
    let pts: Vec<(f64, f64)> = chain
        .members
        .iter()
        .map(|&m| (f64::from(s[m].u), f64::from(s[m].v)))
        .collect();
    let mid = pts.iter().map(|p| p.0).sum::<f64>() / n as f64;
    // Least squares of v on 1, x, x² and x³, by the normal equations, x centred and over the
    // line's half length (so they are well conditioned).
    let half = (f64::from(chain.u1 - chain.u0) / 2.0).max(1.0);
    let mut m = [[0.0f64; 5]; 4];
    for &(u, v) in &pts {
        let x = (u - mid) / half;
        let basis = [1.0, x, x * x, x * x * x];
        for (r, row) in m.iter_mut().enumerate() {
            for (c, cell) in row.iter_mut().take(4).enumerate() {
                *cell += basis[r] * basis[c];
            }
            row[4] += basis[r] * v;
        }
    }
    if !eliminate(&mut m) {
        return None;
    }
    let t: [f64; 4] = std::array::from_fn(|i| m[i][4] / m[i][i]);
    let q = [t[0], t[1] / half, t[2] / half.powi(2), t[3] / half.powi(3)];
    let curve = |u: f64| {
        let x = u - mid;
        q[0] + (q[1] + (q[2] + q[3] * x) * x) * x
    };
    let straight = |u: f64| f64::from(chain.v_at(u as f32));
    let squares =
        |f: &dyn Fn(f64) -> f64| pts.iter().map(|&(u, v)| (v - f(u)).powi(2)).sum::<f64>();
    // How far the curve strays from the straight line anywhere along the line.
    let most = (0..=16)
        .map(|i| f64::from(chain.u0) + f64::from(chain.u1 - chain.u0) * f64::from(i) / 16.0)
        .map(|u| (curve(u) - straight(u)).abs())
        .fold(0.0, f64::max);
    let bowed = most >= f64::from(LEAST_BOW * chain.height);
    let clearly = squares(&curve) < f64::from(CLEARLY) * squares(&straight);
    (bowed && clearly).then(|| Bow {
        mid: mid as f32,
        q: q.map(|c| c as f32),
        span: [chain.u0, chain.u1],
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chains::fit;

    fn line(v: impl Fn(f32) -> f32) -> (Chain, Vec<Seen>) {
        let seen: Vec<Seen> = (0..44)
            .map(|k| {
                let u = 10.0 * k as f32;
                Seen {
                    u,
                    v: v(u),
                    eu: 7.0,
                    ev: 12.0,
                }
            })
            .collect();
        (fit((0..44).collect(), &seen), seen)
    }

    #[test]
    fn a_bent_line_is_followed_and_a_straight_one_left_straight() {
        // Bent down near one end by two heights, as a page bends toward the spine.
        let (chain, seen) =
            line(|u| 100.0 + 0.1 * u + 24.0 * ((u - 250.0).max(0.0) / 180.0).powi(2));
        let b = bow(&chain, &seen).expect("bowed");
        let worst = seen
            .iter()
            .map(|p| (b.v_at(p.u) - p.v).abs())
            .fold(0.0, f32::max);
        let straight = seen
            .iter()
            .map(|p| (chain.v_at(p.u) - p.v).abs())
            .fold(0.0, f32::max);
        assert!(worst < 0.5 * straight, "{worst} against {straight}");
        assert!(b.slope_at(430.0) > b.slope_at(0.0));
        // Past its pieces the line runs on straight, along its end's tangent.
        let end = b.v_at(chain.u1);
        assert!((b.v_at(chain.u1 + 50.0) - end - 50.0 * b.slope_at(chain.u1)).abs() < 1e-2);
        // Straight and tilted, its centres scattered as glyphs' are: no bow.
        let scatter = [0.6, -0.4, 0.1, -0.7, 0.5, 0.0, -0.2, 0.3];
        let (chain, seen) = line(|u| 50.0 - 0.2 * u + scatter[(u as usize / 10) % 8]);
        assert_eq!(bow(&chain, &seen), None);
    }
}
