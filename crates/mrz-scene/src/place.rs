//! Where the card lands in the picture: its corners after scale, rotation and perspective,
//! pulled in until the whole card is in the frame (every label must lie inside the image).

use crate::geom::{quad_of, Homography, Quad};
use crate::params::Params;

/// The card's corners in the picture, and the map from card pixels to picture pixels.
pub fn place(p: &Params, card_px: [f32; 2]) -> (Quad, Homography) {
    let (w, h) = (p.width as f32, p.height as f32);
    let card = quad_of([0.0, 0.0, card_px[0], card_px[1]]);
    let (mut scale, mut center) = (p.scale, p.center);
    let mut corners = corners_at(p, card_px, scale, center);
    // Shrink toward the middle until every corner is 2 px inside: a fixed sequence of steps, so
    // a record's placement depends on its parameters only.
    for _ in 0..40 {
        let inside = corners
            .iter()
            .all(|c| c[0] >= 2.0 && c[1] >= 2.0 && c[0] <= w - 2.0 && c[1] <= h - 2.0);
        if inside {
            break;
        }
        scale *= 0.95;
        center = [
            center[0] + (w / 2.0 - center[0]) * 0.2,
            center[1] + (h / 2.0 - center[1]) * 0.2,
        ];
        corners = corners_at(p, card_px, scale, center);
    }
    let map = Homography::between(&card, &corners).expect("a card's corners span an area");
    (corners, map)
}

fn corners_at(p: &Params, card_px: [f32; 2], scale: f32, center: [f32; 2]) -> Quad {
    let out_w = scale * p.width as f32;
    let out_h = out_w * card_px[1] / card_px[0];
    let (sin, cos) = crate::math::sin_cos(p.rotation_deg.to_radians());
    let upright = quad_of([-out_w / 2.0, -out_h / 2.0, out_w / 2.0, out_h / 2.0]);
    let mut q = upright;
    for (i, c) in q.iter_mut().enumerate() {
        let [x, y] = upright[i];
        let [dx, dy] = p.perspective[i];
        *c = [
            center[0] + x * cos - y * sin + dx * out_w,
            center[1] + x * sin + y * cos + dy * out_w,
        ];
    }
    q
}
