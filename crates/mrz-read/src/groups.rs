//! Zones among the lines of text: two or three long lines of the same length, one under the
//! other at a line's spacing; the Swiss licence's short line of 9 over two long ones; and a long
//! line alone (the French licence's).

use crate::chains::Chain;

/// A line this many heights long or more may be a zone's whole line.
pub const LONG: f32 = 12.0;

/// The Swiss licence's first line against its second: 9 characters of 30, give or take what
/// ink at either end adds or a shadow takes.
const SHORT_SHARE: std::ops::RangeInclusive<f32> = 0.2..=0.45;

/// Candidates for a zone: indices of `chains`, top line first, three-line groups first, single
/// lines last.
pub fn groups(chains: &[Chain]) -> Vec<Vec<usize>> {
    let length = |c: &Chain| c.u1 - c.u0;
    let long: Vec<usize> = (0..chains.len())
        .filter(|&i| length(&chains[i]) >= LONG * chains[i].height)
        .collect();
    let mid = |c: &Chain| c.v_at((c.u0 + c.u1) / 2.0);
    // One line a line's spacing under the other, of the same height.
    let spaced = |a: &Chain, b: &Chain| {
        let h = a.height.max(b.height);
        let gap = mid(b) - mid(a);
        let alike = a.height.max(b.height) <= 1.5 * a.height.min(b.height);
        alike && (1.1 * h..=3.6 * h).contains(&gap)
    };
    let under = |a: &Chain, b: &Chain| {
        // One above the other for most of their length: a line may have lost characters at
        // either end to a shadow or to pieces run together.
        let overlap = a.u1.min(b.u1) - a.u0.max(b.u0);
        spaced(a, b) && overlap >= 0.75 * length(a).max(length(b))
    };
    // A short line beside a long one, starting or ending with it (turned or seen in a mirror,
    // the Swiss licence's short line ends where the long ones do).
    let beside = |short: &Chain, long: &Chain| {
        let share = length(short) / length(long);
        let h = long.height;
        let aligned = (short.u0 - long.u0).abs() <= h || (short.u1 - long.u1).abs() <= h;
        SHORT_SHARE.contains(&share) && aligned
    };
    // Only lines a spacing's reach across are tried together: a picture of noise makes
    // thousands of long chains, and trying each against each took most of a minute. A line
    // under `a` lies 1.1 to 3.6 of the taller's heights below it, the taller at most 1.5 times
    // `a` (a little more is looked at, for rounding).
    let (near, far) = (1.1 * 0.99, 3.6 * 1.5 * 1.01);
    let long_by_mid = ByMid::new(&long, |i| mid(&chains[i]));
    let all: Vec<usize> = (0..chains.len()).collect();
    let all_by_mid = ByMid::new(&all, |i| mid(&chains[i]));
    let below =
        |by: &ByMid, a: &Chain| by.within(mid(a) + near * a.height, mid(a) + far * a.height);
    let above =
        |by: &ByMid, b: &Chain| by.within(mid(b) - far * b.height, mid(b) - near * b.height);
    let mut out = Vec::new();
    let mut pairs = Vec::new();
    for &i in &long {
        for j in below(&long_by_mid, &chains[i]) {
            if !under(&chains[i], &chains[j]) {
                continue;
            }
            for k in below(&long_by_mid, &chains[j]) {
                if under(&chains[j], &chains[k]) {
                    out.push(vec![i, j, k]);
                }
            }
            pairs.push(vec![i, j]);
        }
    }
    for pair in &pairs {
        let (j, k) = (&chains[pair[0]], &chains[pair[1]]);
        let mut shorts = above(&all_by_mid, j);
        shorts.extend(below(&all_by_mid, k));
        shorts.sort_unstable();
        shorts.dedup();
        for s in shorts {
            let short = &chains[s];
            if spaced(short, j) && beside(short, j) {
                out.push(vec![s, pair[0], pair[1]]);
            } else if spaced(k, short) && beside(short, k) {
                out.push(vec![pair[0], pair[1], s]);
            }
        }
    }
    // Lines alone last, those with no other line beside them first (a licence's line beside
    // a line of text like it is still tried).
    let mut paired = vec![false; chains.len()];
    for &i in pairs.iter().flatten() {
        paired[i] = true;
    }
    out.extend(pairs);
    let (alone, beside): (Vec<usize>, Vec<usize>) = long.iter().partition(|&&i| !paired[i]);
    out.extend(alone.into_iter().chain(beside).map(|i| vec![i]));
    out
}

/// Indices ordered by where their lines lie across the direction, to find those within a
/// span of it.
struct ByMid {
    order: Vec<(f32, usize)>,
}

impl ByMid {
    fn new(indices: &[usize], mid: impl Fn(usize) -> f32) -> Self {
        let mut order: Vec<(f32, usize)> = indices.iter().map(|&i| (mid(i), i)).collect();
        order.sort_by(|a, b| a.0.total_cmp(&b.0));
        ByMid { order }
    }

    /// The indices whose lines lie from `lo` to `hi` across, in their own order.
    fn within(&self, lo: f32, hi: f32) -> Vec<usize> {
        let from = self.order.partition_point(|p| p.0 < lo);
        let to = self.order.partition_point(|p| p.0 <= hi);
        let mut out: Vec<usize> = self.order[from..to.max(from)].iter().map(|p| p.1).collect();
        out.sort_unstable();
        out
    }
}
