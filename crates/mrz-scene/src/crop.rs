//! A line cut out of a picture and set upright: what a reader's pipeline hands its recognizer
//! after finding the line, and what tesstrain wants (one line a picture, horizontal).

use crate::geom::{quad_of, Homography, Quad};
use mrz_render::Gray;

/// The part of `image` inside `quad` (grown by `margin` of its height on every side), mapped
/// onto an upright picture `height` pixels high and as wide as keeps the quad's proportions.
pub fn upright(image: &Gray, quad: &Quad, margin: f32, height: u32) -> Gray {
    let q = grow(quad, margin);
    let len = |a: [f32; 2], b: [f32; 2]| ((a[0] - b[0]).powi(2) + (a[1] - b[1]).powi(2)).sqrt();
    let across = (len(q[0], q[1]) + len(q[3], q[2])) / 2.0;
    let down = ((len(q[0], q[3]) + len(q[1], q[2])) / 2.0).max(1.0);
    let width = ((across / down * height as f32).round() as u32).max(1);
    let target = quad_of([0.0, 0.0, width as f32, height as f32]);
    let Some(back) = Homography::between(&target, &q) else {
        return Gray::new(width, height, 255);
    };
    let mut out = Gray::new(width, height, 255);
    let (w, h) = (image.width as usize, image.height as usize);
    for y in 0..height as usize {
        for x in 0..width as usize {
            let [u, v] = back.apply([x as f32 + 0.5, y as f32 + 0.5]);
            let (u, v) = (u - 0.5, v - 0.5);
            if u < 0.0 || v < 0.0 || u > (w - 1) as f32 || v > (h - 1) as f32 {
                continue;
            }
            let (x0, y0) = (u as usize, v as usize);
            let (x1, y1) = ((x0 + 1).min(w - 1), (y0 + 1).min(h - 1));
            let (fx, fy) = (u - x0 as f32, v - y0 as f32);
            let p = |x: usize, y: usize| f32::from(image.pixels[y * w + x]);
            let top = p(x0, y0) + (p(x1, y0) - p(x0, y0)) * fx;
            let bottom = p(x0, y1) + (p(x1, y1) - p(x0, y1)) * fx;
            out.pixels[y * width as usize + x] = (top + (bottom - top) * fy).round() as u8;
        }
    }
    out
}

/// The quad pushed out by `margin` times its mean height, along its own sides.
fn grow(q: &Quad, margin: f32) -> Quad {
    let mid = |a: [f32; 2], b: [f32; 2]| [(a[0] + b[0]) / 2.0, (a[1] + b[1]) / 2.0];
    let sub = |a: [f32; 2], b: [f32; 2]| [a[0] - b[0], a[1] - b[1]];
    let (left, right) = (mid(q[0], q[3]), mid(q[1], q[2]));
    let (top, bottom) = (mid(q[0], q[1]), mid(q[3], q[2]));
    let along = sub(right, left);
    let down = sub(bottom, top);
    let height = crate::math::hypot(down[0], down[1]).max(1e-3);
    let width = crate::math::hypot(along[0], along[1]).max(1e-3);
    let (ax, ay) = (
        along[0] / width * margin * height,
        along[1] / width * margin * height,
    );
    let (dx, dy) = (
        down[0] / height * margin * height,
        down[1] / height * margin * height,
    );
    [
        [q[0][0] - ax - dx, q[0][1] - ay - dy],
        [q[1][0] + ax - dx, q[1][1] + ay - dy],
        [q[2][0] + ax + dx, q[2][1] + ay + dy],
        [q[3][0] - ax + dx, q[3][1] - ay + dy],
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_upright_box_is_cut_out_as_it_is() {
        let mut g = Gray::new(40, 20, 200);
        for y in 5..15 {
            for x in 10..30 {
                g.pixels[y * 40 + x] = (x * 8) as u8;
            }
        }
        let cut = upright(&g, &quad_of([10.0, 5.0, 30.0, 15.0]), 0.0, 10);
        assert_eq!((cut.width, cut.height), (20, 10));
        for y in 0..10 {
            for x in 0..20 {
                assert_eq!(cut.pixels[y * 20 + x], ((x + 10) * 8) as u8, "{x},{y}");
            }
        }
        let wider = upright(&g, &quad_of([10.0, 5.0, 30.0, 15.0]), 0.5, 20);
        assert_eq!((wider.width, wider.height), (30, 20));
    }
}
