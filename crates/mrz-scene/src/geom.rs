//! Points, quadrilaterals and the projective map (homography) that carries the card into the
//! picture: the same map moves the pixels and the labels, so the two cannot disagree.

/// A point in pixels, x to the right and y down.
pub type Point = [f32; 2];
/// Four corners: top left, top right, bottom right, bottom left of the upright shape.
pub type Quad = [Point; 4];

/// The corners of an upright box `[left, top, right, bottom]`.
pub fn quad_of(b: [f32; 4]) -> Quad {
    [[b[0], b[1]], [b[2], b[1]], [b[2], b[3]], [b[0], b[3]]]
}

/// A 3x3 projective map, row-major, in f64: solved once per picture, so precision is free.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Homography(pub [f64; 9]);

impl Homography {
    /// The map taking each corner of `from` to the same corner of `to`; `None` if three
    /// corners of either are on one line.
    pub fn between(from: &Quad, to: &Quad) -> Option<Homography> {
        // Eight equations in h0..h7 (h8 = 1): the standard direct linear transform.
        let mut a = [[0f64; 9]; 8];
        for (i, (p, q)) in from.iter().zip(to).enumerate() {
            let (x, y) = (f64::from(p[0]), f64::from(p[1]));
            let (u, v) = (f64::from(q[0]), f64::from(q[1]));
            a[2 * i] = [x, y, 1.0, 0.0, 0.0, 0.0, -u * x, -u * y, u];
            a[2 * i + 1] = [0.0, 0.0, 0.0, x, y, 1.0, -v * x, -v * y, v];
        }
        let h = solve(a)?;
        Some(Homography([
            h[0], h[1], h[2], h[3], h[4], h[5], h[6], h[7], 1.0,
        ]))
    }

    pub fn apply(&self, p: Point) -> Point {
        let m = &self.0;
        let (x, y) = (f64::from(p[0]), f64::from(p[1]));
        let w = m[6] * x + m[7] * y + m[8];
        [
            ((m[0] * x + m[1] * y + m[2]) / w) as f32,
            ((m[3] * x + m[4] * y + m[5]) / w) as f32,
        ]
    }

    pub fn apply_quad(&self, q: &Quad) -> Quad {
        q.map(|p| self.apply(p))
    }

    /// The map back (the adjugate: a homography is defined up to scale).
    pub fn inverse(&self) -> Option<Homography> {
        let m = &self.0;
        let c = [
            m[4] * m[8] - m[5] * m[7],
            m[2] * m[7] - m[1] * m[8],
            m[1] * m[5] - m[2] * m[4],
            m[5] * m[6] - m[3] * m[8],
            m[0] * m[8] - m[2] * m[6],
            m[2] * m[3] - m[0] * m[5],
            m[3] * m[7] - m[4] * m[6],
            m[1] * m[6] - m[0] * m[7],
            m[0] * m[4] - m[1] * m[3],
        ];
        let det = m[0] * c[0] + m[1] * c[3] + m[2] * c[6];
        (det.abs() > 1e-12).then(|| Homography(c.map(|v| v / c[8])))
    }
}

/// Gaussian elimination with partial pivoting on an 8x9 augmented matrix.
fn solve(mut a: [[f64; 9]; 8]) -> Option<[f64; 8]> {
    for col in 0..8 {
        let pivot = (col..8).max_by(|&i, &j| a[i][col].abs().total_cmp(&a[j][col].abs()))?;
        if a[pivot][col].abs() < 1e-12 {
            return None;
        }
        a.swap(col, pivot);
        let pivot_row = a[col];
        for (row, r) in a.iter_mut().enumerate() {
            if row != col {
                let k = r[col] / pivot_row[col];
                for (x, p) in r.iter_mut().zip(pivot_row).skip(col) {
                    *x -= k * p;
                }
            }
        }
    }
    Some(std::array::from_fn(|i| a[i][8] / a[i][i]))
}

/// Whether `p` lies inside the convex quad (corners in either turning order).
pub fn inside(q: &Quad, p: Point) -> bool {
    let side = |a: Point, b: Point| (b[0] - a[0]) * (p[1] - a[1]) - (b[1] - a[1]) * (p[0] - a[0]);
    let s: Vec<f32> = (0..4).map(|i| side(q[i], q[(i + 1) % 4])).collect();
    s.iter().all(|&v| v >= -1e-3) || s.iter().all(|&v| v <= 1e-3)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_homography_takes_corners_to_corners_and_back() {
        let from = quad_of([0.0, 0.0, 100.0, 60.0]);
        let to = [[12.0, 7.0], [140.0, 20.0], [130.0, 95.0], [5.0, 80.0]];
        let h = Homography::between(&from, &to).unwrap();
        let back = h.inverse().unwrap();
        for (p, q) in from.iter().zip(&to) {
            let got = h.apply(*p);
            assert!((got[0] - q[0]).abs() < 1e-3 && (got[1] - q[1]).abs() < 1e-3);
            let again = back.apply(got);
            assert!((again[0] - p[0]).abs() < 1e-3 && (again[1] - p[1]).abs() < 1e-3);
        }
        assert!(inside(&to, h.apply([50.0, 30.0])));
        assert!(!inside(&to, [0.0, 0.0]));
        let line = [[0.0, 0.0], [1.0, 1.0], [2.0, 2.0], [3.0, 3.0]];
        assert!(Homography::between(&from, &line).is_none());
    }
}
