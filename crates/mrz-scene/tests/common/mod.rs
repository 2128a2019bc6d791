//! What the scene tests share.

use mrz_render::Gray;
use mrz_scene::{inside, Quad};

/// The darkest grey at the centres of a quad's pixels.
pub fn darkest(image: &Gray, q: &Quad) -> u8 {
    let mut min = 255;
    for y in 0..image.height as usize {
        for x in 0..image.width as usize {
            if inside(q, [x as f32 + 0.5, y as f32 + 0.5]) {
                min = min.min(image.pixels[y * image.width as usize + x]);
            }
        }
    }
    min
}
