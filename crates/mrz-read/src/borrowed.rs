//! Places a line counted short borrows from a line counted whole, moved onto its own pieces.

use crate::chains::{Chain, Seen};
use crate::fit::{fit, Points};

/// `us`, the places of a line counted whole, moved onto `chain`'s own pieces (a straight fit of
/// their offsets from the nearest places, or their mean): where a tilted card leans its columns, a line's
/// characters lie a little along from those of the line above or below, and more so at one
/// end than the other.
pub fn borrowed(us: &[f32], chain: &Chain, s: &[Seen]) -> Vec<f32> {
    let n = us.len();
    if n < 2 {
        return us.to_vec();
    }
    let pitch = (us[n - 1] - us[0]) / (n - 1) as f32;
    let mut pts = Points::default();
    for p in chain.members.iter().map(|&m| &s[m]) {
        let k = us.partition_point(|&u| u < p.u);
        let nearest = [k.saturating_sub(1), k.min(n - 1)]
            .into_iter()
            .min_by(|&a, &b| (us[a] - p.u).abs().total_cmp(&(us[b] - p.u).abs()));
        if let Some(k) = nearest.filter(|_| p.eu < 1.3 * pitch.abs()) {
            let off = p.u - us[k];
            if off.abs() < 0.4 * pitch.abs() {
                pts.add(k as f32, off, 1.0);
            }
        }
    }
    if pts.len() < 6 {
        return us.to_vec();
    }
    // A slope only where the pieces spread over a third of the line: from a few at one end it
    // would swing the far end; there, one shift for the whole line.
    let sloped = pts.k_span() >= n as f32 / 3.0;
    let line = fit(&pts, false).map(|c| {
        if sloped {
            c
        } else {
            [c[0] + c[1] * pts.mean_k(), 0.0, 0.0]
        }
    });
    match line {
        Some(c) => us
            .iter()
            .enumerate()
            .map(|(k, &u)| u + c[0] + c[1] * k as f32)
            .collect(),
        None => us.to_vec(),
    }
}

#[cfg(test)]
#[path = "borrowed_tests.rs"]
mod tests;
