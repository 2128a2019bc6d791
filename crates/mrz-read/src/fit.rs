//! Least squares for a character's place along its line: a straight line, or a parabola
//! when perspective makes the pitch change along it.

/// Weighted points (k, u).
#[derive(Default)]
pub struct Points {
    pts: Vec<(f32, f32, f32)>,
}

impl Points {
    pub fn add(&mut self, k: f32, u: f32, weight: f32) {
        self.pts.push((k, u, weight));
    }

    /// The mean distance of the points from `u = c0 + c1 k + c2 k²`.
    pub fn spread(&self, c: &[f32; 3]) -> f32 {
        let total: f32 = self
            .pts
            .iter()
            .map(|&(k, u, _)| (c[0] + c[1] * k + c[2] * k * k - u).abs())
            .sum();
        total / self.pts.len().max(1) as f32
    }

    pub fn len(&self) -> usize {
        self.pts.len()
    }

    /// The points' mean k.
    pub fn mean_k(&self) -> f32 {
        self.pts.iter().map(|p| p.0).sum::<f32>() / self.pts.len().max(1) as f32
    }

    /// How far the points reach along k, from the first to the last.
    pub fn k_span(&self) -> f32 {
        let ks = self.pts.iter().map(|p| p.0);
        ks.clone().fold(f32::MIN, f32::max) - ks.fold(f32::MAX, f32::min)
    }
}

/// The coefficients `[c0, c1, c2]` of `u = c0 + c1 k + c2 k²` (c2 zero unless `curve`), or
/// `None` when the points cannot fix them.
pub fn fit(points: &Points, curve: bool) -> Option<[f32; 3]> {
    let dim = if curve { 3 } else { 2 };
    let mut a = [[0.0f64; 4]; 3];
    for &(k, u, w) in &points.pts {
        let (k, u, w) = (f64::from(k), f64::from(u), f64::from(w));
        let basis = [1.0, k, k * k];
        for r in 0..dim {
            for c in 0..dim {
                a[r][c] += w * basis[r] * basis[c];
            }
            a[r][3] += w * basis[r] * u;
        }
    }
    // Gaussian elimination with partial pivoting on the normal equations.
    for col in 0..dim {
        let pivot = (col..dim).max_by(|&x, &y| a[x][col].abs().total_cmp(&a[y][col].abs()))?;
        if a[pivot][col].abs() < 1e-9 {
            return None;
        }
        a.swap(col, pivot);
        for r in 0..dim {
            if r != col {
                let f = a[r][col] / a[col][col];
                let pivot_row = a[col];
                for (v, p) in a[r].iter_mut().zip(pivot_row).skip(col) {
                    *v -= f * p;
                }
            }
        }
    }
    let mut out = [0.0f32; 3];
    for r in 0..dim {
        out[r] = (a[r][3] / a[r][r]) as f32;
    }
    Some(out)
}
