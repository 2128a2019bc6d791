//! Lines of text along one direction: each piece of ink linked to the next one along the
//! direction, at about the same height across it and a character's gap away, the links
//! followed into chains.

use crate::blobs::Blob;
use crate::direction::Grid;
use crate::joined::joined;

/// A piece of ink seen along the direction: where it is (`u` along, `v` across) and how far
/// its ink reaches each way.
#[derive(Debug, Clone, Copy)]
pub struct Seen {
    pub u: f32,
    pub v: f32,
    pub eu: f32,
    pub ev: f32,
}

/// A run of characters: its pieces in order along the direction, the straight line through
/// their centres (`v = a + b u`), how far its ink reaches and how tall it is.
#[derive(Debug, Clone)]
pub struct Chain {
    pub members: Vec<usize>,
    pub a: f32,
    pub b: f32,
    pub u0: f32,
    pub u1: f32,
    pub height: f32,
}

impl Chain {
    pub fn v_at(&self, u: f32) -> f32 {
        self.a + self.b * u
    }
}

/// Each piece of ink seen along the unit direction `dir`.
pub fn seen(blobs: &[Blob], centres: &[[f32; 2]], dir: [f32; 2]) -> Vec<Seen> {
    let normal = [-dir[1], dir[0]];
    blobs
        .iter()
        .zip(centres)
        .map(|(b, c)| Seen {
            u: c[0] * dir[0] + c[1] * dir[1],
            v: c[0] * normal[0] + c[1] * normal[1],
            eu: b.extent(dir),
            ev: b.extent(normal),
        })
        .collect()
}

/// The chains of at least `min_len` pieces.
pub fn chains(s: &[Seen], centres: &[[f32; 2]], grid: &Grid, min_len: usize) -> Vec<Chain> {
    let n = s.len();
    let mut next: Vec<Option<(usize, f32)>> = vec![None; n];
    for i in 0..n {
        let reach = 3.0 * s[i].ev + s[i].eu;
        for j in grid.near(centres[i], reach) {
            let (p, q) = (&s[i], &s[j]);
            if q.u <= p.u || j == i {
                continue;
            }
            let h = p.ev.max(q.ev);
            let gap = (q.u - q.eu / 2.0) - (p.u + p.eu / 2.0);
            let dv = (q.v - p.v).abs();
            let alike = p.ev.max(q.ev) <= 1.8 * p.ev.min(q.ev);
            if !alike || gap < -0.5 * h || gap > 1.8 * h || dv > 0.3 * h {
                continue;
            }
            let cost = gap.max(0.0) + 2.0 * dv;
            if next[i].is_none_or(|(_, c)| cost < c) {
                next[i] = Some((j, cost));
            }
        }
    }
    // One piece follows at most one: the one it is closest to.
    let mut prev: Vec<Option<(usize, f32)>> = vec![None; n];
    for (i, link) in next.iter().enumerate() {
        if let Some((j, cost)) = *link {
            if prev[j].is_none_or(|(_, c)| cost < c) {
                prev[j] = Some((i, cost));
            }
        }
    }
    for (i, link) in next.iter_mut().enumerate() {
        if let Some((j, _)) = *link {
            if prev[j].map(|p| p.0) != Some(i) {
                *link = None;
            }
        }
    }
    let mut out = Vec::new();
    for start in (0..n).filter(|&i| prev[i].is_none() && next[i].is_some()) {
        let mut members = vec![start];
        let mut at = start;
        while let Some((j, _)) = next[at] {
            members.push(j);
            at = j;
        }
        out.push(fit(members, s));
    }
    let mut out: Vec<Chain> = joined(out, s).into_iter().map(|c| trimmed(c, s)).collect();
    out.retain(|c| c.members.len() >= min_len);
    out
}

/// A chain without the pieces at its ends that are not characters like the rest: a card's
/// edge, a speck or a fold in the ground that a line ran on into.
fn trimmed(c: Chain, s: &[Seen]) -> Chain {
    let h = c.height;
    let like = |m: &usize| (0.6 * h..=1.8 * h).contains(&s[*m].ev);
    let first = c.members.iter().position(like);
    let last = c.members.iter().rposition(like);
    let (Some(mut a), Some(mut b)) = (first, last) else {
        return c;
    };
    // And a piece set apart from the rest by more than a character's gap.
    let mut steps: Vec<f32> = c
        .members
        .windows(2)
        .map(|w| s[w[1]].u - s[w[0]].u)
        .collect();
    steps.sort_by(f32::total_cmp);
    let usual = steps.get(steps.len() / 2).copied().unwrap_or(h);
    // Set apart both centre to centre (by 1.7 of the usual step) and ink to ink (by 1.1): a wide
    // piece (fillers run together at a line's end) touching its neighbour is no stray, though
    // its middle lies far along.
    let apart = |i: usize, j: usize| {
        let (p, q) = (&s[c.members[i]], &s[c.members[j]]);
        let ink_gap = (q.u - q.eu / 2.0) - (p.u + p.eu / 2.0);
        (q.u - p.u).abs() > 1.7 * usual && ink_gap > 1.1 * usual
    };
    while a + 1 < b && apart(a, a + 1) {
        a += 1;
    }
    while b > a + 1 && apart(b - 1, b) {
        b -= 1;
    }
    if (a, b) == (0, c.members.len() - 1) {
        return c;
    }
    fit(c.members[a..=b].to_vec(), s)
}

/// The chain through `members`: its line fitted to their centres, its ends and its height.
pub(crate) fn fit(members: Vec<usize>, s: &[Seen]) -> Chain {
    let k = members.len() as f32;
    let (mu, mv) = members
        .iter()
        .fold((0.0, 0.0), |(a, b), &i| (a + s[i].u / k, b + s[i].v / k));
    let (mut suv, mut suu) = (0.0, 0.0);
    for &i in &members {
        suv += (s[i].u - mu) * (s[i].v - mv);
        suu += (s[i].u - mu) * (s[i].u - mu);
    }
    let b = if suu > 0.0 { suv / suu } else { 0.0 };
    let mut heights: Vec<f32> = members.iter().map(|&i| s[i].ev).collect();
    heights.sort_by(f32::total_cmp);
    let first = &s[members[0]];
    let last = &s[members[members.len() - 1]];
    Chain {
        a: mv - b * mu,
        b,
        u0: first.u - first.eu / 2.0,
        u1: last.u + last.eu / 2.0,
        height: heights[heights.len() / 2],
        members,
    }
}

#[cfg(test)]
#[path = "chains_tests.rs"]
mod tests;
