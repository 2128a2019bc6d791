//! Which way the text runs: each piece of ink's nearest neighbour of a like size lies, in a
//! line of characters, along the line (the pitch is shorter than the space between lines), so
//! the angles to nearest neighbours pile up at the text's direction.

use crate::blobs::Blob;

/// Pieces of ink near one another, found by a grid of cells `cell` pixels wide.
pub struct Grid {
    cell: f32,
    cols: usize,
    rows: usize,
    slots: Vec<Vec<usize>>,
}

impl Grid {
    pub fn new(centres: &[[f32; 2]], width: f32, height: f32, cell: f32) -> Grid {
        let cols = (width / cell).ceil().max(1.0) as usize;
        let rows = (height / cell).ceil().max(1.0) as usize;
        let mut slots = vec![Vec::new(); cols * rows];
        for (i, c) in centres.iter().enumerate() {
            let (x, y) = (
                ((c[0] / cell) as usize).min(cols - 1),
                ((c[1] / cell) as usize).min(rows - 1),
            );
            slots[y * cols + x].push(i);
        }
        Grid {
            cell,
            cols,
            rows,
            slots,
        }
    }

    /// Every piece whose cell lies within `radius` of `at`.
    pub fn near(&self, at: [f32; 2], radius: f32) -> impl Iterator<Item = usize> + '_ {
        let span = |v: f32, n: usize| {
            let lo = ((v - radius) / self.cell).floor().max(0.0) as usize;
            let hi = (((v + radius) / self.cell).floor().max(0.0) as usize).min(n - 1);
            lo..=hi
        };
        let (xs, ys) = (span(at[0], self.cols), span(at[1], self.rows));
        ys.flat_map(move |y| xs.clone().map(move |x| y * self.cols + x))
            .flat_map(move |s| self.slots[s].iter().copied())
    }
}

/// The directions, in radians from 0 to π, at which the most neighbours lie, strongest first:
/// up to `most`, each at least a fifth as strong as the first and 12° from the others.
pub fn directions(blobs: &[Blob], centres: &[[f32; 2]], grid: &Grid, most: usize) -> Vec<f32> {
    const BINS: usize = 180;
    let mut votes = [0.0f32; BINS];
    for (i, b) in blobs.iter().enumerate() {
        let s = b.size() as f32;
        let mut best: Option<(f32, usize)> = None;
        for j in grid.near(centres[i], 2.5 * s) {
            let t = blobs[j].size() as f32;
            if j == i || t > 2.0 * s || s > 2.0 * t {
                continue;
            }
            let d = dist2(centres[i], centres[j]);
            if d < (2.5 * s).powi(2) && best.is_none_or(|b| d < b.0) {
                best = Some((d, j));
            }
        }
        if let Some((_, j)) = best {
            let (dx, dy) = (centres[j][0] - centres[i][0], centres[j][1] - centres[i][1]);
            let angle = dy.atan2(dx).rem_euclid(std::f32::consts::PI);
            votes[(angle / std::f32::consts::PI * BINS as f32) as usize % BINS] += 1.0;
        }
    }
    // Smoothed: a direction between two bins votes for both.
    let smooth: Vec<f32> = (0..BINS)
        .map(|i| votes[(i + BINS - 1) % BINS] + 2.0 * votes[i] + votes[(i + 1) % BINS])
        .collect();
    let mut order: Vec<usize> = (0..BINS).collect();
    order.sort_by(|&a, &b| smooth[b].total_cmp(&smooth[a]));
    let mut peaks: Vec<usize> = Vec::new();
    for i in order {
        if peaks.len() == most
            || smooth[i] <= 0.0
            || smooth[i] < 0.2 * smooth[peaks.first().copied().unwrap_or(i)]
        {
            break;
        }
        let apart = |p: &usize| {
            let d = p.abs_diff(i);
            d.min(BINS - d) >= 12
        };
        if peaks.iter().all(apart) {
            peaks.push(i);
        }
    }
    peaks
        .into_iter()
        .map(|i| {
            // The peak's centre, refined between its neighbours.
            let (l, c, r) = (
                smooth[(i + BINS - 1) % BINS],
                smooth[i],
                smooth[(i + 1) % BINS],
            );
            let shift = if l + r < 2.0 * c {
                0.5 * (l - r) / (l - 2.0 * c + r)
            } else {
                0.0
            };
            (i as f32 + 0.5 + shift) / BINS as f32 * std::f32::consts::PI
        })
        .collect()
}

pub fn dist2(a: [f32; 2], b: [f32; 2]) -> f32 {
    (a[0] - b[0]).powi(2) + (a[1] - b[1]).powi(2)
}
