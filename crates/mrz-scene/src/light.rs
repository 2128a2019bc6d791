//! The camera's light: exposure, its gradient across the picture, and a soft shadow, applied a
//! row at a time after the warp.

use crate::params::Params;

/// Exposure with its gradient, times the shadow, in 1/256.
pub struct Light {
    gain: f32,
    gx: f32,
    gy: f32,
    centre: [f32; 2],
    shadow: Option<(f32, f32, f32, f32)>,
}

impl Light {
    pub fn new(p: &Params) -> Light {
        let (w, h) = (p.width as f32, p.height as f32);
        Light {
            gain: p.gain,
            gx: p.gain * p.gradient[0] / w,
            gy: p.gain * p.gradient[1] / h,
            centre: [w / 2.0, h / 2.0],
            shadow: p.shadow.map(|s| {
                let (sin, cos) = crate::math::sin_cos(s.angle_deg.to_radians());
                (
                    cos / s.softness,
                    sin / s.softness,
                    s.offset / s.softness,
                    s.depth,
                )
            }),
        }
    }

    /// Light row `fy`: the light exact every 8 pixels and straight between, since it changes
    /// over tens of pixels (the softest shadow edge is 2 % of the picture).
    pub fn apply(&self, fy: f32, row: &mut [u8]) {
        let dy = fy - self.centre[1];
        let base = self.gain + self.gy * dy;
        let (nx, s0, depth) = match self.shadow {
            Some((nx, ny, off, depth)) => (nx, ny * dy - off, depth),
            None => (0.0, 0.0, 0.0),
        };
        // In 1/256, as a whole number.
        let at = |x: usize| {
            let dx = x as f32 + 0.5 - self.centre[0];
            let s = (s0 + nx * dx).clamp(0.0, 1.0);
            ((base + self.gx * dx) * (1.0 - depth * s) * 256.0).clamp(0.0, 4095.0) as u32
        };
        let mut left = at(0);
        for (k, block) in row.chunks_mut(8).enumerate() {
            let right = at(8 * k + 8);
            for (j, o) in block.iter_mut().enumerate() {
                let l = (left * (8 - j as u32) + right * j as u32) >> 3;
                *o = ((u32::from(*o) * l + 128) >> 8).min(255) as u8;
            }
            left = right;
        }
    }
}
