//! Least squares for a character's place along its line: a straight line, or where
//! perspective makes the pitch change along it, a parabola or the curve of perspective itself.

/// A curve fits clearly better than a straight line when its mean distance from the points is
/// under this share of the line's.
const CLEARLY: f32 = 0.7;

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
        self.spread_from(|k| parabola_at(c, k))
    }

    /// Whether the curve `at` fits the points clearly better than the straight line
    /// `straight` (as [`fit`] gives it): a curve is taken only then, since a line's ends would
    /// otherwise follow one stray point.
    pub fn clearly_curved(&self, at: impl Fn(f32) -> f32, straight: &[f32; 3]) -> bool {
        self.spread_from(at) < CLEARLY * self.spread(straight)
    }

    /// The mean distance of the points from `u = at(k)`.
    pub fn spread_from(&self, at: impl Fn(f32) -> f32) -> f32 {
        let total: f32 = self.pts.iter().map(|&(k, u, _)| (at(k) - u).abs()).sum();
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
    solve(points, dim, |k, _| [1.0, k, k * k])
}

/// The coefficients `[c0, c1, c2]` of `u = (c0 + c1 k) / (1 + c2 k)`: where evenly spaced
/// characters on a straight line lie when a camera sees the line in perspective (a parabola
/// bends the pitch too, but not as a lens does: along a steeply tilted card's line it puts
/// the middle characters a good part of a pitch off). Fitted as `u = c0 + c1 k - c2 k u`.
pub fn fit_perspective(points: &Points) -> Option<[f32; 3]> {
    solve(points, 3, |k, u| [1.0, k, -k * u])
}

/// `u` at `k` on the parabola `c` (as [`fit`] gives it; a straight line where `c2` is zero).
pub fn parabola_at(c: &[f32; 3], k: f32) -> f32 {
    c[0] + c[1] * k + c[2] * k * k
}

/// `u` at `k` on the perspective curve `c` (as [`fit_perspective`] gives it).
pub fn perspective_at(c: &[f32; 3], k: f32) -> f32 {
    (c[0] + c[1] * k) / (1.0 + c[2] * k)
}

/// The pitch at `k` on the perspective curve `c`: the curve's slope there.
pub fn perspective_pitch(c: &[f32; 3], k: f32) -> f32 {
    ((c[1] - c[0] * c[2]) / (1.0 + c[2] * k).powi(2)).abs()
}

/// The least-squares weights of the first `dim` functions of `basis(k, u)` that sum to `u`.
fn solve(points: &Points, dim: usize, basis: impl Fn(f64, f64) -> [f64; 3]) -> Option<[f32; 3]> {
    let mut a = [[0.0f64; 4]; 3];
    for &(k, u, w) in &points.pts {
        let (k, u, w) = (f64::from(k), f64::from(u), f64::from(w));
        let basis = basis(k, u);
        for r in 0..dim {
            for c in 0..dim {
                a[r][c] += w * basis[r] * basis[c];
            }
            a[r][3] += w * basis[r] * u;
        }
    }
    if !eliminate(&mut a[..dim]) {
        return None;
    }
    let mut out = [0.0f32; 3];
    for r in 0..dim {
        out[r] = (a[r][3] / a[r][r]) as f32;
    }
    Some(out)
}

/// Gaussian elimination with partial pivoting on normal equations, a row each (its
/// coefficients, then the right-hand side in the last column): afterwards row `r` holds its
/// unknown's coefficient at `r` and zeros at the other unknowns'. False where they are
/// singular.
pub(crate) fn eliminate<const M: usize>(a: &mut [[f64; M]]) -> bool {
    let dim = a.len();
    for col in 0..dim {
        let Some(pivot) = (col..dim).max_by(|&x, &y| a[x][col].abs().total_cmp(&a[y][col].abs()))
        else {
            return false;
        };
        if a[pivot][col].abs() < 1e-9 {
            return false;
        }
        a.swap(col, pivot);
        let pivot_row = a[col];
        for (r, row) in a.iter_mut().enumerate() {
            if r != col {
                let f = row[col] / pivot_row[col];
                for (v, p) in row.iter_mut().zip(pivot_row).skip(col) {
                    *v -= f * p;
                }
            }
        }
    }
    true
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn perspective_is_found_where_a_parabola_misses_by_a_good_part_of_a_pitch() {
        // 44 characters whose pitch grows from 6 to 12 pixels: a steeply tilted card.
        let c = [100.0f32, 6.0, -0.0069];
        let truth = |k: f32| perspective_at(&c, k);
        let mut pts = Points::default();
        (0..44).for_each(|k| pts.add(k as f32, truth(k as f32), 1.0));
        let found = fit_perspective(&pts).expect("enough points");
        for k in 0..44 {
            assert!((perspective_at(&found, k as f32) - truth(k as f32)).abs() < 0.05);
        }
        let parabola = fit(&pts, true).unwrap();
        let worst = (0..44)
            .map(|k| (k as f32, parabola))
            .map(|(k, p)| (parabola_at(&p, k) - truth(k)).abs())
            .fold(0.0, f32::max);
        assert!(worst > 0.3 * 6.0, "the parabola is off by {worst}");
        // A straight line is perspective's curve with nothing to bend it.
        let mut even = Points::default();
        (0..30).for_each(|k| even.add(k as f32, 5.0 + 9.0 * k as f32, 1.0));
        let line = fit_perspective(&even).unwrap();
        assert!(
            line[2].abs() < 1e-5 && (line[1] - 9.0).abs() < 1e-3,
            "{line:?}"
        );
    }
}
