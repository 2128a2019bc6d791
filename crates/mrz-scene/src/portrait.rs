//! The portrait area: a pale frame where a data page has its holder's picture, holding a plain
//! silhouette (a head and shoulders as two flat shapes) or an abstract shape (a diamond with a
//! round hole). Never a face.

use crate::canvas::Canvas;
use crate::design::Design;
use crate::paint::{Colour, Paint};

/// Draw the area `[left, top, right, bottom]` (card pixels, its height cut to 1.3 times its
/// width), with figure 0 (a silhouette) or 1 (a diamond).
pub fn draw(planes: &mut [Canvas], area: [f32; 4], figure: u32, look: &Design) {
    let [left, top, right, bottom] = area;
    let bottom = bottom.min(top + 1.3 * (right - left));
    let (w, h) = (right - left, bottom - top);
    if w < 4.0 || h < 4.0 {
        return;
    }
    let box_ = area_of(left, top, right, bottom);
    ground(planes, box_, look.ground);
    let cx = left + w / 2.0;
    let (edge, ink) = (3.0 / w, look.figure);
    if figure == 0 {
        // Shoulders: the upper half of an ellipse rising from the frame's foot; a head above.
        fill(planes, box_, ink, |x, y| {
            ellipse(x, y, [cx, bottom + 0.12 * h], [0.46 * w, 0.36 * h], edge)
        });
        fill(planes, box_, ink, |x, y| {
            ellipse(x, y, [cx, top + 0.4 * h], [0.2 * w, 0.19 * h], edge)
        });
    } else {
        // A diamond with a round hole: a shape, not an emblem.
        let c = [cx, top + 0.5 * h];
        let half = 0.36 * w;
        fill(planes, box_, ink, |x, y| {
            let d = ((x - c[0]).abs() + (y - c[1]).abs()) / half;
            let diamond = ((1.0 - d) / edge + 0.5).clamp(0.0, 1.0);
            diamond - ellipse(x, y, c, [0.14 * w; 2], edge)
        });
    }
    // A thin frame.
    let frame = 0.012 * w.min(h);
    fill(planes, box_, ink, |x, y| {
        let d = (x - left).min(right - x).min(y - top).min(bottom - y);
        if d < frame {
            1.0
        } else {
            0.0
        }
    });
}

/// The whole pixels of a box.
fn area_of(left: f32, top: f32, right: f32, bottom: f32) -> [i32; 4] {
    [left, top, right, bottom].map(|v| v.round() as i32)
}

/// The area's ground, paler than the paper: laid, not darkened toward.
fn ground(planes: &mut [Canvas], area: [i32; 4], colour: Colour) {
    let count = planes.len();
    for (k, plane) in planes.iter_mut().enumerate() {
        let v = if count == 1 {
            crate::paint::luma(colour)
        } else {
            colour[k]
        };
        let (x0, x1) = (
            area[0].max(0) as usize,
            (area[2].max(0) as usize).min(plane.width),
        );
        for y in area[1].max(0) as usize..(area[3].max(0) as usize).min(plane.height) {
            let row = y * plane.width;
            plane.pixels[row + x0..row + x1.max(x0)].fill(v);
        }
    }
}

/// `ink` laid over the pixels of `area` as `share` (0 to 1) of each pixel's centre says.
fn fill(planes: &mut [Canvas], area: [i32; 4], ink: Colour, share: impl Fn(f32, f32) -> f32) {
    for y in area[1]..area[3] {
        for x in area[0]..area[2] {
            let s = share(x as f32 + 0.5, y as f32 + 0.5).clamp(0.0, 1.0);
            if s > 0.0 {
                planes.paint(x, y, ink, (s * 255.0) as u8);
            }
        }
    }
}

/// How much of an ellipse (centre, radii) covers a point, with an edge `edge` of the radius
/// soft: 1 inside, 0 outside.
fn ellipse(x: f32, y: f32, c: [f32; 2], r: [f32; 2], edge: f32) -> f32 {
    let (dx, dy) = ((x - c[0]) / r[0], (y - c[1]) / r[1]);
    let d = (dx * dx + dy * dy).sqrt();
    ((1.0 - d) / edge.max(1e-3) + 0.5).clamp(0.0, 1.0)
}
