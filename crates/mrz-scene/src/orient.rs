//! Pictures stored otherwise than shown: a JPEG's pixels turned or mirrored with an EXIF
//! orientation that shows them upright (as phones store photos), and a scan flipped left to
//! right (as some scanners and webcams store them, with no tag to undo it).

use crate::canvas::Canvas;
use crate::geom::Quad;
use mrz_render::{Gray, Rgb};
use std::borrow::Cow;

/// The stored pixel that EXIF orientation `o` (1 to 8) shows at `(x, y)`, for a stored picture
/// `w` by `h`. Other values are taken as 1, as viewers do.
fn source(o: u16, x: u32, y: u32, w: u32, h: u32) -> (u32, u32) {
    match o {
        2 => (w - 1 - x, y),
        3 => (w - 1 - x, h - 1 - y),
        4 => (x, h - 1 - y),
        5 => (y, x),
        6 => (y, h - 1 - x),
        7 => (w - 1 - y, h - 1 - x),
        8 => (w - 1 - y, x),
        _ => (x, y),
    }
}

/// The stored form of an upright `width` x `height` picture of `bytes`-byte pixels that EXIF
/// orientation `o` shows upright: its pixels and its stored size.
fn store(pixels: &[u8], (width, height): (u32, u32), bytes: usize, o: u16) -> (Vec<u8>, u32, u32) {
    let (sw, sh) = if (5..=8).contains(&o) {
        (height, width)
    } else {
        (width, height)
    };
    let mut out = vec![0; pixels.len()];
    for y in 0..height {
        for x in 0..width {
            let (sx, sy) = source(o, x, y, sw, sh);
            let (from, to) = (
                (y * width + x) as usize * bytes,
                (sy * sw + sx) as usize * bytes,
            );
            out[to..to + bytes].copy_from_slice(&pixels[from..from + bytes]);
        }
    }
    (out, sw, sh)
}

/// A grey picture as stored under EXIF orientation `o` (itself, not copied, for 1).
pub fn store_gray(upright: &Gray, o: u16) -> Cow<'_, Gray> {
    if !(2..=8).contains(&o) {
        return Cow::Borrowed(upright);
    }
    let (pixels, width, height) = store(&upright.pixels, (upright.width, upright.height), 1, o);
    Cow::Owned(Gray {
        width,
        height,
        pixels,
    })
}

/// A colour picture as stored under EXIF orientation `o` (itself, not copied, for 1).
pub fn store_rgb(upright: &Rgb, o: u16) -> Cow<'_, Rgb> {
    if !(2..=8).contains(&o) {
        return Cow::Borrowed(upright);
    }
    let (pixels, width, height) = store(&upright.pixels, (upright.width, upright.height), 3, o);
    Cow::Owned(Rgb {
        width,
        height,
        pixels,
    })
}

/// Flip every plane left to right, in place.
pub fn mirror(planes: &mut [Canvas]) {
    for p in planes {
        for row in p.pixels.chunks_exact_mut(p.width.max(1)) {
            row.reverse();
        }
    }
}

/// A quad's corners where a picture `width` wide flipped left to right puts them.
pub fn mirror_quad(q: &Quad, width: f32) -> Quad {
    q.map(|[x, y]| [width - x, y])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_quarter_turn_is_stored_the_other_way() {
        // Shown 2 x 3: 3 0 / 4 1 / 5 2 is stored 3 x 2: 0 1 2 / 3 4 5 with orientation 6.
        let shown = Gray {
            width: 2,
            height: 3,
            pixels: vec![3, 0, 4, 1, 5, 2],
        };
        let stored = store_gray(&shown, 6);
        assert_eq!((stored.width, stored.height), (3, 2));
        assert_eq!(stored.pixels, [0, 1, 2, 3, 4, 5]);
        assert_eq!(*store_gray(&shown, 1), shown);
        let mut c = vec![Canvas::new(3, 1, 0)];
        c[0].pixels = vec![1, 2, 3];
        mirror(&mut c);
        assert_eq!(c[0].pixels, [3, 2, 1]);
    }
}
