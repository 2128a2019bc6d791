//! Print foreshortened across its lines or along them. A card or page tilted toward or away
//! from the camera shortens its print one way more than the other, so its glyphs stand
//! squatter or taller for their pitch than the font does (a phone's photo of a booklet lying
//! on a table, taken from its side; a scan resized without keeping its aspect does the same).
//! The reader makes each cell as tall as the font is for its pitch (`band.rs`), and cells a
//! third too tall or too short read an E as an F and an O as a U, however sharp the print. A
//! glance at other heights tells where the zone's glyphs match clearly better; the zone is
//! then read at that height too, and that reading kept where it reads valid.

use crate::enough::settles;
use crate::reader::{Found, Reader};
use crate::reading::Reading;
use crate::recognize::glance;
use crate::sample::Cell;
use mrz_render::Gray;

/// The cells' heights tried beside the font's, as shares of it.
const HEIGHTS: [f32; 4] = [0.75, 0.87, 1.15, 1.33];

/// How much better a glance at another height must match for the zone to be read there too:
/// a blurred zone's glance prefers squatter cells by a little wherever its glyphs stand.
const CLEARLY: f32 = 0.03;

/// A zone read valid as laid and matching at least this well on the mean (a clean strip's, a
/// sharp scan's) is not glanced at other heights, which took clean pictures a fifth longer
/// where none of them read differently. A zone read valid but wrong at the wrong height
/// matches less well: from 0.9, three of the resized real pictures of docs/reading.md, step 7,
/// read wrong.
const CLEAR_AS_LAID: f32 = 0.93;

impl Reader {
    /// `f` read as it was laid, and, where a glance at another height matches clearly better,
    /// read at that height too: that reading is kept where it reads valid (and better, beside
    /// a valid one) or, beside an invalid one, invalid as printed (`settles`). (`look` is
    /// `image` shrunk `k` times.)
    pub(crate) fn read_zone(&self, image: &Gray, look: &Gray, k: usize, f: &Found) -> Reading {
        let laid = self.read_zone_as_laid(image, look, k, f);
        // Each reading decoded and scored once.
        let (laid_valid, laid_score) = (laid.valid(), laid.score());
        if laid_valid && laid_score >= CLEAR_AS_LAID {
            return laid;
        }
        let Some(height) = self.other_height(look, k, &f.cells) else {
            return laid;
        };
        let cells = with_height(&f.cells, height);
        let other = self.read_zone_as_laid(image, look, k, &Found { cells, ..*f });
        // An invalid reading is kept at another height only where it reads as printed: read at
        // five heights, text that is no zone found a height where it matched as one (4 more
        // of 60 pictures of other text read a zone when the better match was kept).
        let better = match laid_valid {
            true => other.valid() && other.score() > laid_score,
            false => other.valid() || settles(&other),
        };
        match better {
            true => other,
            false => laid,
        }
    }

    /// The height, as a share of the font's, at which a glance at `zone` (cells in `look`'s
    /// `k` times larger picture) matches clearly best; None where the font's own does.
    fn other_height(&self, look: &Gray, k: usize, zone: &[Vec<Cell>]) -> Option<f32> {
        let glance_at = |h: f32| {
            let cells: Vec<Cell> = with_height(zone, h)
                .concat()
                .iter()
                .map(|c| c.scaled(1.0 / k as f32))
                .collect();
            glance(look, &self.templates, &cells)
        };
        let own = glance_at(1.0) + CLEARLY;
        HEIGHTS
            .iter()
            .map(|&h| (glance_at(h), h))
            .filter(|&(g, _)| g > own)
            .max_by(|a, b| a.0.total_cmp(&b.0))
            .map(|(_, h)| h)
    }
}

/// `zone`'s cells made `h` times as tall, about their centres.
fn with_height(zone: &[Vec<Cell>], h: f32) -> Vec<Vec<Cell>> {
    let taller = |c: &Cell| Cell {
        across: c.across.map(|v| v * h),
        ..*c
    };
    zone.iter()
        .map(|l| l.iter().map(taller).collect())
        .collect()
}

#[cfg(test)]
mod tests {
    use crate::sample::pixel;
    use crate::specimen::{drawn, LINES};
    use mrz_render::Gray;

    /// `image` stretched `by` times taller, as a card turned about an upright foreshortens its
    /// print along the lines (or a scan resized without keeping its aspect).
    fn taller(image: &Gray, by: f32) -> Gray {
        let height = (image.height as f32 * by).round() as u32;
        let pixels = (0..height)
            .flat_map(|y| (0..image.width).map(move |x| (x, y)))
            .map(|(x, y)| pixel(image, x as f32 + 0.5, (y as f32 + 0.5) / by).round() as u8)
            .collect();
        Gray {
            width: image.width,
            height,
            pixels,
        }
    }

    #[test]
    fn glyphs_taller_than_the_fonts_read_at_their_own_height() {
        // A third taller, cells of the font's own height read the specimen's `ERIKSSON` as
        // `FRIKSSON`, `MARIA` as `MARTA` and `ZE184226B` as `7F184Z26B`.
        let (image, reader, _) = drawn();
        for by in [1.3, 1.4] {
            let read = reader.read(&taller(&image, by)).unwrap();
            assert_eq!(read.lines, LINES, "{by} times taller");
        }
    }
}
