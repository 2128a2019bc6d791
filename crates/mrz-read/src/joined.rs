//! Chains of one line joined where the line was broken: characters lost to the threshold, a
//! glare or a shadow, two merged into one wide piece that linked to neither side, or fillers
//! printed far shorter than the capitals before them.

use crate::chains::{fit, Chain, Seen};
use std::collections::BTreeSet;

/// How far apart, in line heights, two chains of one line may be and still be joined: a glare
/// or a shadow across a line takes several characters (at three, two photos of 500 more were
/// not read).
const JOIN_GAP: f32 = 6.0;

/// How much taller one chain may be than another it joins: another face's fillers (at 1.6
/// times their heights, a card's `IDCMW<512849702` and its `<<<` stayed apart).
const ALIKE: f32 = 1.8;

/// Chains that continue one another joined, left to right: each joins the last chain before it
/// (in order of where they begin) that ends near where it begins, at its height across.
pub(crate) fn joined(mut chains: Vec<Chain>, s: &[Seen]) -> Vec<Chain> {
    chains.sort_by(|a, b| a.u0.total_cmp(&b.u0));
    let mut out: Vec<Chain> = Vec::new();
    // Where each chain so far ends, so that only those ending near a chain's start are tried:
    // a picture of noise makes hundreds of thousands of short chains, and trying every one
    // against every one took a minute.
    let mut ends: BTreeSet<(i32, usize)> = BTreeSet::new();
    for c in chains {
        let follows = |a: &Chain| {
            let h = a.height.max(c.height);
            let gap = c.u0 - a.u1;
            let alike = a.height.max(c.height) <= ALIKE * a.height.min(c.height);
            alike
                && (-0.5 * h..=JOIN_GAP * h).contains(&gap)
                && (a.v_at(c.u0) - c.v_at(c.u0)).abs() < 0.35 * h
        };
        // A chain it may follow is at most ALIKE times its height, so ends at most that many
        // join gaps before it begins (and half a height after); a little more is looked at,
        // for rounding. (A piece's extent is at least a pixel, so a height is never 0 or NaN;
        // were it, every chain is tried, as the span would not hold.)
        let reach = ALIKE * c.height * 1.01;
        let last = if reach > 0.0 && c.u0.is_finite() {
            let near = (key(c.u0 - JOIN_GAP * reach), 0)..=(key(c.u0 + 0.5 * reach), usize::MAX);
            ends.range(near)
                .map(|&(_, i)| i)
                .filter(|&i| follows(&out[i]))
                .max()
        } else {
            out.iter().rposition(follows)
        };
        match last {
            Some(i) => {
                ends.remove(&(key(out[i].u1), i));
                let mut members = std::mem::take(&mut out[i].members);
                members.extend(&c.members);
                out[i] = fit(members, s);
                ends.insert((key(out[i].u1), i));
            }
            None => {
                ends.insert((key(c.u1), out.len()));
                out.push(c);
            }
        }
    }
    out
}

/// `x` as an integer in the same order as `f32::total_cmp` puts them.
fn key(x: f32) -> i32 {
    let bits = x.to_bits() as i32;
    bits ^ (((bits >> 31) as u32) >> 1) as i32
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_keep_the_order_of_the_numbers() {
        let xs = [-1e9, -3.5, -0.0, 0.0, 1e-9, 2.25, 7.0, 1e9];
        for w in xs.windows(2) {
            assert!(key(w[0]) <= key(w[1]), "{} {}", w[0], w[1]);
            assert_eq!(key(w[0]).cmp(&key(w[1])), w[0].total_cmp(&w[1]));
        }
    }
}
