//! A small zone's cells read by the model evened out: at a few pixels a stroke, a camera's or
//! a JPEG's speckle is as large as the differences between like letters, and a light smoothing
//! (a Gaussian of half a pixel) takes more of it than of the strokes.

use crate::sample::Cell;
use mrz_render::Gray;

/// A zone's picture as the templates match it and as the model reads it. The model reads a
/// small zone's cells better evened out, while the templates' search for where each cell lies
/// did better on the sharp edges (matched in the evened picture too, they lost photo and real
/// pictures' zones: docs/reading.md, step 8).
#[derive(Clone, Copy)]
pub(crate) struct Pictures<'a> {
    pub(crate) matched: &'a Gray,
    pub(crate) modelled: &'a Gray,
    /// Where `modelled`'s top left lies in `matched`: it holds the zone's area alone.
    origin: [f32; 2],
}

impl<'a> Pictures<'a> {
    /// One picture for both.
    pub(crate) fn alike(picture: &'a Gray) -> Pictures<'a> {
        Pictures {
            matched: picture,
            modelled: picture,
            origin: [0.0; 2],
        }
    }

    /// `image` as the templates match it, and `evened` (made by [`evened_within`] from it) as
    /// the model reads it.
    pub(crate) fn evened(image: &'a Gray, evened: &'a Evened) -> Pictures<'a> {
        Pictures {
            matched: image,
            modelled: &evened.picture,
            origin: evened.origin,
        }
    }

    /// `cell`, placed in `matched`, where it lies in `modelled`.
    pub(crate) fn in_modelled(&self, cell: &Cell) -> Cell {
        let [x, y] = self.origin;
        Cell {
            centre: [cell.centre[0] - x, cell.centre[1] - y],
            ..*cell
        }
    }
}

/// An area of a picture evened out, and where its top left lies in the picture.
pub(crate) struct Evened {
    picture: Gray,
    origin: [f32; 2],
}

/// `area` (`[x0, y0, x1, y1]`) of `image`, smoothed by [1, 6, 1] / 8 each way (a Gaussian of
/// half a pixel, in integers), as a picture of its own: a large picture's zone is read
/// several times, and copying the whole picture each time cost a 12-megapixel still 12 MB.
pub(crate) fn evened_within(image: &Gray, area: [usize; 4]) -> Evened {
    let (w, h) = (image.width as usize, image.height as usize);
    let (x0, x1) = (area[0].min(w), area[2].min(w));
    let (y0, y1) = (area[1].min(h), area[3].min(h));
    let (across, down) = (x1.saturating_sub(x0), y1.saturating_sub(y0));
    let mut out = Gray::new(across as u32, down as u32, 255);
    let origin = [x0 as f32, y0 as f32];
    if across == 0 || down == 0 {
        return Evened {
            picture: out,
            origin,
        };
    }
    // Along rows first, for the area's rows and one beyond each way (a picture's edge pixel
    // stands in for its missing neighbour), at eight times the scale: at most 2,040, as u16.
    let (top, bottom) = (y0.saturating_sub(1), (y1 + 1).min(h));
    let mut padded = vec![0u16; across + 2];
    let mut rows = vec![0u16; across * (bottom - top)];
    for (y, sums) in (top..bottom).zip(rows.chunks_exact_mut(across)) {
        let row = &image.pixels[y * w..][..w];
        padded[0] = u16::from(row[x0.saturating_sub(1)]);
        padded[across + 1] = u16::from(row[x1.min(w - 1)]);
        for (p, &v) in padded[1..=across].iter_mut().zip(&row[x0..x1]) {
            *p = u16::from(v);
        }
        for (s, t) in sums.iter_mut().zip(padded.windows(3)) {
            *s = t[0] + 6 * t[1] + t[2];
        }
    }
    // Then down columns, rounded back to a pixel from 64 times its scale.
    let sums = |y: usize| &rows[(y - top) * across..][..across];
    for (y, dst) in (y0..y1).zip(out.pixels.chunks_exact_mut(across)) {
        let (up, here, down) = (sums(y.saturating_sub(1)), sums(y), sums((y + 1).min(h - 1)));
        for (((o, &u), &m), &d) in dst.iter_mut().zip(up).zip(here).zip(down) {
            *o = ((u32::from(u) + 6 * u32::from(m) + u32::from(d) + 32) >> 6) as u8;
        }
    }
    Evened {
        picture: out,
        origin,
    }
}

#[cfg(test)]
#[path = "evened_tests.rs"]
mod tests;
