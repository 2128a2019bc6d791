//! Pictures stored otherwise than shown: a JPEG's pixels turned or mirrored with an EXIF
//! orientation that shows them upright (as phones store photos), and a scan flipped left to
//! right (as some scanners and webcams store them, with no tag to undo it).

use crate::canvas::Canvas;
use crate::geom::Quad;
use mrz_render::{Gray, Rgb};
use std::borrow::Cow;

/// Where stored pixel `(sx, sy)` is in the upright picture (`width` by `height`, row-major) under
/// EXIF orientation `o`, as `base + sx * along + sy * down` in pixels: each orientation is an
/// affine walk, so storing is one sequential pass. Other values than 2 to 8 are taken as 1, as
/// viewers do.
fn walk(o: u16, width: usize, height: usize) -> (isize, isize, isize) {
    let (w, h) = (width as isize, height as isize);
    let (last_col, last_row) = (w - 1, (h - 1) * w);
    match o {
        2 => (last_col, -1, w),
        3 => (last_row + last_col, -1, -w),
        4 => (last_row, 1, -w),
        5 => (0, w, 1),
        6 => (last_col, w, -1),
        7 => (last_row + last_col, -w, -1),
        8 => (last_row, -w, 1),
        _ => (0, 1, w),
    }
}

/// The stored form of an upright `width` x `height` picture of `B`-byte pixels that EXIF
/// orientation `o` shows upright: its pixels and its stored size.
fn store<const B: usize>(
    pixels: &[u8],
    (width, height): (u32, u32),
    o: u16,
) -> (Vec<u8>, u32, u32) {
    let (sw, sh) = if (5..=8).contains(&o) {
        (height, width)
    } else {
        (width, height)
    };
    let (base, along, down) = walk(o, width as usize, height as usize);
    let mut out = Vec::with_capacity(pixels.len());
    for sy in 0..sh as isize {
        let mut at = base + sy * down;
        for _ in 0..sw {
            let i = at as usize * B;
            out.extend_from_slice(&pixels[i..i + B]);
            at += along;
        }
    }
    (out, sw, sh)
}

/// A grey picture as stored under EXIF orientation `o` (itself, not copied, for 1).
pub fn store_gray(upright: &Gray, o: u16) -> Cow<'_, Gray> {
    if !(2..=8).contains(&o) {
        return Cow::Borrowed(upright);
    }
    let (pixels, width, height) = store::<1>(&upright.pixels, (upright.width, upright.height), o);
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
    let (pixels, width, height) = store::<3>(&upright.pixels, (upright.width, upright.height), o);
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

    /// EXIF's own table: the stored pixel shown at `(x, y)` of a stored picture `w` by `h`.
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

    #[test]
    fn every_orientation_shows_the_stored_picture_upright() {
        let (w, h) = (5u32, 3u32);
        let upright = Gray {
            width: w,
            height: h,
            pixels: (0..15).collect(),
        };
        for o in 1..=8 {
            let stored = store_gray(&upright, o);
            for y in 0..h {
                for x in 0..w {
                    let (sx, sy) = source(o, x, y, stored.width, stored.height);
                    let shown = stored.pixels[(sy * stored.width + sx) as usize];
                    assert_eq!(
                        shown,
                        upright.pixels[(y * w + x) as usize],
                        "{o} at {x},{y}"
                    );
                }
            }
        }
    }

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
