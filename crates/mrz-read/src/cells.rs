//! Cutting a character's cell out of a grey picture at any size, as the templates hold it:
//! each template pixel the mean of the picture's pixels under it, ink high.

use crate::templates::{normalize, CELL_H, CELL_W};
use mrz_render::Gray;

/// The cell whose top left is (`x`, `y`) and size `w` x `h` in picture pixels (fractions
/// allowed; outside the picture counts as paper), inverted so that ink is high.
pub fn cut(image: &Gray, x: f32, y: f32, w: f32, h: f32) -> [f32; CELL_W * CELL_H] {
    let mut cell = [0.0; CELL_W * CELL_H];
    let (sx, sy) = (w / CELL_W as f32, h / CELL_H as f32);
    // Up to 3 x 3 samples a cell pixel: enough to average a cell drawn several times larger.
    let (nx, ny) = (
        sx.ceil().clamp(1.0, 3.0) as usize,
        sy.ceil().clamp(1.0, 3.0) as usize,
    );
    for cy in 0..CELL_H {
        for cx in 0..CELL_W {
            let mut sum = 0.0;
            for j in 0..ny {
                for i in 0..nx {
                    let px = x + (cx as f32 + (i as f32 + 0.5) / nx as f32) * sx;
                    let py = y + (cy as f32 + (j as f32 + 0.5) / ny as f32) * sy;
                    sum += 255.0 - pixel(image, px, py);
                }
            }
            cell[cy * CELL_W + cx] = sum / (nx * ny) as f32;
        }
    }
    normalize(&mut cell);
    cell
}

/// The picture at (`x`, `y`), bilinear between the four pixels whose centres surround it:
/// a small zone's cells are drawn larger than its pixels, and nearest pixels would make them
/// blocky.
fn pixel(image: &Gray, x: f32, y: f32) -> f32 {
    let (x, y) = (x - 0.5, y - 0.5);
    let (x0, y0) = (x.floor(), y.floor());
    let (fx, fy) = (x - x0, y - y0);
    let at = |dx: i64, dy: i64| -> f32 {
        let (px, py) = (x0 as i64 + dx, y0 as i64 + dy);
        if px < 0 || py < 0 || px >= i64::from(image.width) || py >= i64::from(image.height) {
            return 255.0;
        }
        f32::from(image.pixels[py as usize * image.width as usize + px as usize])
    };
    let top = at(0, 0) * (1.0 - fx) + at(1, 0) * fx;
    let bottom = at(0, 1) * (1.0 - fx) + at(1, 1) * fx;
    top * (1.0 - fy) + bottom * fy
}
