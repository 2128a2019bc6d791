//! The picture's ink in connected pieces (a character is usually one), each with its box,
//! its area and the moments that give its centre and how it spreads in any direction.

/// One connected piece of ink.
#[derive(Debug, Clone, Copy, Default)]
pub struct Blob {
    pub x0: u32,
    pub y0: u32,
    pub x1: u32,
    pub y1: u32,
    pub area: u32,
    sx: f64,
    sy: f64,
    sxx: f64,
    syy: f64,
    sxy: f64,
}

impl Blob {
    pub fn centre(&self) -> [f32; 2] {
        let n = f64::from(self.area);
        [(self.sx / n + 0.5) as f32, (self.sy / n + 0.5) as f32]
    }

    /// How far the ink reaches along the unit direction `d` around its centre: the extent of
    /// an even spread of the same variance (a bar of length L has variance L²/12).
    pub fn extent(&self, d: [f32; 2]) -> f32 {
        let n = f64::from(self.area);
        let (mx, my) = (self.sx / n, self.sy / n);
        let vxx = self.sxx / n - mx * mx;
        let vyy = self.syy / n - my * my;
        let vxy = self.sxy / n - mx * my;
        let (dx, dy) = (f64::from(d[0]), f64::from(d[1]));
        let var = dx * dx * vxx + 2.0 * dx * dy * vxy + dy * dy * vyy;
        ((12.0 * var.max(0.0)).sqrt() + 1.0) as f32
    }

    /// The longer side of its box.
    pub fn size(&self) -> u32 {
        (self.x1 - self.x0).max(self.y1 - self.y0)
    }

    fn add_run(&mut self, y: u32, a: u32, b: u32) {
        let (len, fa, fb, fy) = (b - a, f64::from(a), f64::from(b), f64::from(y));
        let sum_x = (fa + fb - 1.0) * f64::from(len) / 2.0;
        // The sum of x² for x in a..b.
        let sq = |n: f64| (n - 1.0) * n * (2.0 * n - 1.0) / 6.0;
        if self.area == 0 {
            (self.x0, self.y0, self.x1, self.y1) = (a, y, b, y + 1);
        }
        self.x0 = self.x0.min(a);
        self.x1 = self.x1.max(b);
        self.y0 = self.y0.min(y);
        self.y1 = self.y1.max(y + 1);
        self.area += len;
        self.sx += sum_x;
        self.sy += fy * f64::from(len);
        self.sxx += sq(fb) - sq(fa);
        self.syy += fy * fy * f64::from(len);
        self.sxy += fy * sum_x;
    }

    fn merge(&mut self, o: &Blob) {
        if self.area == 0 {
            *self = *o;
            return;
        }
        self.x0 = self.x0.min(o.x0);
        self.y0 = self.y0.min(o.y0);
        self.x1 = self.x1.max(o.x1);
        self.y1 = self.y1.max(o.y1);
        self.area += o.area;
        self.sx += o.sx;
        self.sy += o.sy;
        self.sxx += o.sxx;
        self.syy += o.syy;
        self.sxy += o.sxy;
    }
}

fn root(parent: &mut [u32], mut i: u32) -> u32 {
    while parent[i as usize] != i {
        let up = parent[parent[i as usize] as usize];
        parent[i as usize] = up;
        i = up;
    }
    i
}

/// The 8-connected pieces of `ink` (`w` pixels a row): runs of ink in each row, joined to the
/// runs they touch in the row above.
pub fn blobs(ink: &[u8], w: usize) -> Vec<Blob> {
    let mut runs: Vec<(u32, u32, u32)> = Vec::new();
    let mut parent: Vec<u32> = Vec::new();
    let mut above = 0..0;
    for (y, row) in ink.chunks_exact(w).enumerate() {
        let start = runs.len();
        let mut x = 0;
        while x < w {
            // Paper eight pixels at a time: most of a picture is paper.
            while let Some(eight) = row.get(x..x + 8) {
                if eight != [0; 8] {
                    break;
                }
                x += 8;
            }
            if x >= w {
                break;
            }
            if row[x] == 0 {
                x += 1;
                continue;
            }
            let a = x;
            while x < w && row[x] != 0 {
                x += 1;
            }
            let id = runs.len() as u32;
            runs.push((y as u32, a as u32, x as u32));
            parent.push(id);
            // The runs above lie in order along the row: those ending before this one begins
            // touch no later run either, and those beginning past its end touch nothing of it,
            // so each row is walked once (every run against every run above took a picture of
            // noise, thousands of runs a row, minutes).
            while above.start < above.end && (runs[above.start].2 as usize) < a {
                above.start += 1;
            }
            for j in above.clone() {
                let (_, pa, _) = runs[j];
                // Touching, corners included.
                if pa as usize > x {
                    break;
                }
                let (ra, rb) = (root(&mut parent, id), root(&mut parent, j as u32));
                if ra != rb {
                    parent[ra.max(rb) as usize] = ra.min(rb);
                }
            }
        }
        above = start..runs.len();
    }
    let mut index = vec![u32::MAX; runs.len()];
    let mut out: Vec<Blob> = Vec::new();
    for (i, &(y, a, b)) in runs.iter().enumerate() {
        let r = root(&mut parent, i as u32) as usize;
        if index[r] == u32::MAX {
            index[r] = out.len() as u32;
            out.push(Blob::default());
        }
        let mut piece = Blob::default();
        piece.add_run(y, a, b);
        out[index[r] as usize].merge(&piece);
    }
    out
}

#[cfg(test)]
#[path = "blobs_tests.rs"]
mod tests;
