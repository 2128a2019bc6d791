//! The reader's one entry point: a picture in, the zone read out. The ink is found and cut
//! into pieces; the pieces' neighbours give the text's direction; pieces in a row make lines,
//! lines of one length one under another make a zone; its characters are matched where the
//! line's pieces put them, which way up the cells match best.

use crate::band::refit;
use crate::binary::{ink, shrink, shrink_within, Margin};
use crate::blobs::{blobs, Blob};
use crate::chains::{chains, seen, Chain, Seen};
use crate::direction::{directions, Grid};
use crate::learnt::rescore;
use crate::model::{embedded, Model};
use crate::reading::{finish, ReadError, Reading};
use crate::recognize::glance;
use crate::regrid::read_line;
use crate::sample::{median_height, window, Cell, Window};
use crate::shear::slanted;
use crate::templates::{Templates, CELL_H};
use crate::zone::{cells, groups, place, Placed};
use mrz_render::Gray;
use std::borrow::Cow;

/// Pictures larger than this on their longer side are looked over shrunk to it: a zone's
/// characters are still several pixels tall, and finding them costs less.
const LOOK_SIDE: u32 = 1600;

/// Pictures whose half is at least this on its longer side are looked over at half size first.
const COARSE_SIDE: u32 = 600;

/// A zone's mean match below this is not read as one: other text matches OCR-B's templates
/// far worse.
const LEAST_SCORE: f32 = 0.45;

/// The blurs, in picture pixels, a small zone's templates are drawn with: a camera's lens,
/// its focus and a JPEG soften a picture by some amount, which a glance at the zone tells.
const SOFTEN: [f32; 5] = [0.25, 0.5, 0.75, 1.0, 1.25];

/// Holds what every reading shares (the templates, drawn once from the font); make one and
/// read many pictures with it.
pub struct Reader {
    templates: Templates,
    /// The learnt recognition, when one is embedded and not turned off.
    model: Option<&'static Model>,
}

impl Default for Reader {
    fn default() -> Reader {
        Reader::new()
    }
}

/// A zone found but not yet read: its cells, line by line, and how well a glance matched.
struct Found {
    glance: f32,
    cells: Vec<Vec<Cell>>,
}

impl Reader {
    pub fn new() -> Reader {
        Reader {
            templates: Templates::new(),
            model: embedded(),
        }
    }

    /// A reader that matches templates only: what `mrz train` cuts its cells with, and the
    /// baseline the model is measured against.
    pub fn templates_only() -> Reader {
        Reader {
            templates: Templates::new(),
            model: None,
        }
    }

    /// The zone in `image`, wherever it lies and however it is turned.
    pub fn read(&self, image: &Gray) -> Result<Reading, ReadError> {
        let side = image.width.max(image.height);
        if image.width == 0 || image.height == 0 || image.pixels.is_empty() {
            return Err(ReadError::Empty);
        }
        let k = side.div_ceil(LOOK_SIDE).max(1);
        // A large picture is looked over at half the size first: a zone that fills a good
        // part of a camera's frame is found there at a quarter of the cost, and only a picture
        // where none reads whole is looked over again at full size.
        let coarse = (side / (2 * k) >= COARSE_SIDE).then_some(2 * k);
        let sizes: Vec<u32> = coarse.into_iter().chain([k]).collect();
        // Heavy print whose characters run together is looked over again by its strokes' cores
        // alone, only when nothing read whole the usual way.
        let looks = [Margin::Noise, Margin::Cores]
            .into_iter()
            .flat_map(|m| sizes.iter().map(move |&k| (k, m)));
        first_valid(looks.filter_map(|(k, m)| self.look(image, k as usize, m)))
            .filter(|r| r.score() >= LEAST_SCORE)
            .ok_or(ReadError::NoZone)
    }

    /// The best reading of the zones found in `image` shrunk `k` times.
    fn look(&self, image: &Gray, k: usize, margin: Margin) -> Option<Reading> {
        let look = if k > 1 {
            Cow::Owned(shrink(image, k))
        } else {
            Cow::Borrowed(image)
        };
        let mut found = self.find(image, &look, k as f32, margin);
        found.sort_by(|a, b| b.glance.total_cmp(&a.glance));
        first_valid(
            found
                .iter()
                .take(3)
                .map(|f| self.read_zone(image, &look, k, f)),
        )
    }

    /// Every character of a found zone, matched in `image` or, for a large zone, in a picture
    /// shrunk until its cells are at most a little over the templates' size: as sharp as they
    /// can use, at a fraction of the samples. (`look` is `image` shrunk `k` times.)
    fn read_zone(&self, image: &Gray, look: &Gray, k: usize, f: &Found) -> Reading {
        let height = median_height(&f.cells);
        let small = self.templates_for(image, &f.cells, height);
        let templates = small.as_ref().unwrap_or(&self.templates);
        let shrink_by = (height / (1.2 * CELL_H as f32)).ceil().max(1.0) as usize;
        let shrunk;
        let (picture, scale) = if shrink_by > 1 && shrink_by == k {
            (look, k as f32)
        } else if shrink_by > 1 {
            let area = around(&f.cells, height, shrink_by);
            shrunk = shrink_within(image, shrink_by, area);
            (&shrunk, shrink_by as f32)
        } else {
            (image, 1.0)
        };
        // Where a tilted card leans its printed uprights, the cells lean with them.
        let leaning = slanted(&f.cells);
        let mut candidates = Vec::new();
        let mut cells = Vec::new();
        let mut cut = Vec::new();
        for line in leaning.as_ref().unwrap_or(&f.cells) {
            let line: Vec<Cell> = line.iter().map(|c| c.scaled(1.0 / scale)).collect();
            let (mut ranked, at) = read_line(picture, templates, &line);
            let windows: Vec<Window> = at.iter().map(|c| window(picture, c)).collect();
            if let Some(model) = self.model {
                for (r, w) in ranked.iter_mut().zip(&windows) {
                    rescore(r, &w.at(0, 0), model);
                }
            }
            candidates.push(ranked);
            cells.push(at.iter().map(|c| c.scaled(scale)).collect::<Vec<_>>());
            cut.push(windows);
        }
        finish(candidates, &cells, cut)
    }

    /// Templates drawn at the size of a zone whose cells (`h` pixels tall) are smaller than
    /// the templates' own, softened as much as a glance at the zone finds it is.
    fn templates_for(&self, image: &Gray, cells: &[Vec<Cell>], h: f32) -> Option<Templates> {
        if !(h > 0.0 && h < 0.9 * CELL_H as f32) {
            return None;
        }
        let all = cells.concat();
        SOFTEN
            .iter()
            .map(|&s| {
                let t = Templates::for_height(h, s);
                (glance(image, &t, &all), t)
            })
            .max_by(|a, b| a.0.total_cmp(&b.0))
            .map(|(_, t)| t)
    }

    /// Every zone that the pieces of ink in `small` (`image` shrunk `k` times) could make.
    fn find(&self, image: &Gray, small: &Gray, k: f32, margin: Margin) -> Vec<Found> {
        let w = small.width as usize;
        let inked = ink(small, 12, margin);
        // No piece is larger than a sixth of the picture across, nor two thirds of its short side
        // (a strip cut tight around a zone is only a few characters tall).
        let limit = (small.width.min(small.height) * 2 / 3).min(small.width.max(small.height) / 6);
        let pieces: Vec<Blob> = blobs(&inked, w)
            .into_iter()
            .filter(|b| b.area >= 5 && (3..=limit).contains(&b.size()))
            .collect();
        let centres: Vec<[f32; 2]> = pieces.iter().map(Blob::centre).collect();
        let grid = Grid::new(&centres, small.width as f32, small.height as f32, 16.0);
        let mut found = Vec::new();
        for angle in directions(&pieces, &centres, &grid, 2) {
            let dir = [angle.cos(), angle.sin()];
            let s = seen(&pieces, &centres, dir);
            let lines = chains(&s, &centres, &grid, 8);
            for group in groups(&lines) {
                let chosen: Vec<&Chain> = group.iter().map(|&i| &lines[i]).collect();
                if let Some(f) = self.zone(image, small, &chosen, &s, dir, k) {
                    found.push(f);
                }
            }
        }
        found
    }

    /// The cells of the zone that `lines` make, the way up they match best.
    fn zone(
        &self,
        image: &Gray,
        small: &Gray,
        lines: &[&Chain],
        s: &[Seen],
        dir: [f32; 2],
        k: f32,
    ) -> Option<Found> {
        let placed: Vec<Placed> = lines.iter().map(|c| place(c, s)).collect::<Option<_>>()?;
        let lengths: &[usize] = if lines.len() == 3 { &[30] } else { &[36, 44] };
        // The line length nearest the characters counted: the longest line's count, as lines
        // lose characters (to a shadow, to pieces run together) far more often than they gain.
        let counted = placed.iter().map(|p| p.span).max()?;
        let n = *lengths.iter().min_by_key(|&&n| n.abs_diff(counted))?;
        // Lines of another length are not a zone (two lines of a card's three, say, whose
        // third was missed).
        if counted.abs_diff(n) > 3 {
            return None;
        }
        // A line whose count fell short (its first characters lost in a shadow, say) takes its
        // places from a line counted whole: a zone's lines start and end one above another.
        let whole = placed.iter().find(|p| p.span == n).map(|p| p.centres(n));
        let placed: Vec<Vec<f32>> = placed
            .iter()
            .map(|p| match &whole {
                Some(us) if p.span != n => us.clone(),
                _ => p.centres(n),
            })
            .collect();
        let height = {
            let mut h: Vec<f32> = lines.iter().map(|c| c.height).collect();
            h.sort_by(f32::total_cmp);
            h[h.len() / 2]
        };
        let upright: Vec<Vec<Cell>> = lines
            .iter()
            .zip(&placed)
            .map(|(c, us)| {
                let mut line = cells(c, us, dir, height, k);
                refit(image, &mut line);
                line
            })
            .collect();
        let turned: Vec<Vec<Cell>> = upright
            .iter()
            .rev()
            .map(|l| l.iter().rev().map(Cell::turned).collect())
            .collect();
        // A glance in the shrunk picture, each way up: enough to tell which.
        [upright, turned]
            .into_iter()
            .map(|cells| {
                let shrunk: Vec<Cell> = cells.concat().iter().map(|c| c.scaled(1.0 / k)).collect();
                Found {
                    glance: glance(small, &self.templates, &shrunk),
                    cells,
                }
            })
            // Upright on a tie.
            .reduce(|a, b| if b.glance > a.glance { b } else { a })
    }
}

/// The best of `readings` (valid first, then by score), taken no further than the first
/// valid one: the rest are not read.
fn first_valid(readings: impl Iterator<Item = Reading>) -> Option<Reading> {
    let mut best: Option<Reading> = None;
    for r in readings {
        if best
            .as_ref()
            .is_none_or(|b| (r.valid(), r.score()) > (b.valid(), b.score()))
        {
            best = Some(r);
        }
        if best.as_ref().is_some_and(Reading::valid) {
            break;
        }
    }
    best
}

/// The box around a zone's cells, a cell's height (`margin`) wider each way (room for the
/// cells' shifts and margins), in the pixels of the picture shrunk `k` times.
fn around(cells: &[Vec<Cell>], margin: f32, k: usize) -> [usize; 4] {
    let (mut lo, mut hi) = ([f32::MAX; 2], [f32::MIN; 2]);
    for corner in cells.iter().flatten().flat_map(Cell::corners) {
        for axis in 0..2 {
            lo[axis] = lo[axis].min(corner[axis] - margin);
            hi[axis] = hi[axis].max(corner[axis] + margin);
        }
    }
    let k = k as f32;
    let at = |v: f32| (v / k).max(0.0) as usize;
    [at(lo[0]), at(lo[1]), at(hi[0]) + 1, at(hi[1]) + 1]
}
