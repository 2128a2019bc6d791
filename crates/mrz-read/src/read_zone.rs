//! A found zone read: each line's cells matched, by the templates and the learnt model, in
//! the picture at the size that suits them.

use crate::binary::shrink_within;
use crate::evened::{evened_within, Pictures};
use crate::learnt::rescore;
use crate::reader::{Found, Reader};
use crate::reading::{finish, Reading};
use crate::recognize::{glance_at, glanced};
use crate::regrid::read_line;
use crate::relaid::around;
use crate::sample::{median_height, Cell};
use crate::shear::slanted;
use crate::templates::{Candidate, Templates, CELL_H};
use crate::window::{wide_window, Window};
use mrz_render::Gray;
use std::sync::Arc;

/// A zone's lines as read, before the layout settles them: each character's candidates, its
/// cell in the picture read and its window cut where it was matched.
#[derive(Clone)]
pub(crate) struct Lines {
    pub(crate) candidates: Vec<Vec<Vec<Candidate>>>,
    pub(crate) cells: Vec<Vec<Cell>>,
    pub(crate) cut: Vec<Vec<Window>>,
    /// How many times smaller than the picture read the windows were cut from.
    pub(crate) scale: f32,
    /// Whether the model found the zone plausible enough to read its unsure cells around
    /// (`rescore`); none without the model.
    pub(crate) plausible: Option<bool>,
}

impl Lines {
    pub(crate) fn finish(self) -> Reading {
        finish(self.candidates, &self.cells, self.cut, self.scale)
    }
}

impl Reader {
    /// Every character of a found zone, matched in `image` or, for a large zone, in a picture
    /// shrunk until its cells are at most a little over the templates' size: as sharp as they
    /// can use, at a fraction of the samples; where it is read at its own size, the model
    /// reads its cells evened out (`evened.rs`). (`look` is `image` shrunk `k` times.)
    pub(crate) fn read_zone_as_laid(
        &self,
        image: &Gray,
        look: &Gray,
        k: usize,
        f: &Found,
    ) -> Reading {
        let height = median_height(&f.cells);
        let small = self.templates_for(image, &f.cells, height);
        let templates = small
            .as_ref()
            .map_or(&self.templates, |(sets, i)| &sets[*i]);
        let shrink_by = (height / (1.2 * CELL_H as f32)).ceil().max(1.0) as usize;
        let (shrunk, evened);
        let (picture, scale) = if shrink_by > 1 && shrink_by == k {
            (Pictures::alike(look), k as f32)
        } else if shrink_by > 1 {
            let area = around(&f.cells, height, shrink_by);
            shrunk = shrink_within(image, shrink_by, area);
            (Pictures::alike(&shrunk), shrink_by as f32)
        } else if self.model.is_some() {
            // Shrinking evens a large zone's pixels out already. The templates alone (what
            // `mrz train` cuts its cells with) read as they always did.
            evened = evened_within(image, around(&f.cells, height, 1));
            (Pictures::evened(image, &evened), 1.0)
        } else {
            (Pictures::alike(image), 1.0)
        };
        // Where a tilted card leans its printed uprights, the cells lean with them.
        let leaning = slanted(&f.cells);
        let lines: Vec<Vec<Cell>> = leaning
            .as_ref()
            .unwrap_or(&f.cells)
            .iter()
            .map(|l| l.iter().map(|c| c.scaled(1.0 / scale)).collect())
            .collect();
        let read = self.read_lines(picture, templates, scale, &lines, None);
        self.strayed_laid_again(picture, templates, &lines, read)
    }

    /// Each of `lines` read in `picture` (`scale` times smaller than the picture read); `zone`
    /// says whether the zone they belong to is plausible where they are only some of its lines
    /// (see `rescore`).
    pub(crate) fn read_lines(
        &self,
        picture: Pictures,
        templates: &Templates,
        scale: f32,
        lines: &[Vec<Cell>],
        zone: Option<bool>,
    ) -> Lines {
        let mut read = Lines {
            candidates: Vec::new(),
            cells: Vec::new(),
            cut: Vec::new(),
            scale,
            plausible: None,
        };
        for line in lines {
            let (ranked, at) = read_line(picture.matched, templates, line);
            let windows: Vec<Window> = (at.iter())
                .map(|c| wide_window(picture.modelled, &picture.in_modelled(c)))
                .collect();
            read.candidates.push(ranked);
            read.cells
                .push(at.iter().map(|c| c.scaled(scale)).collect());
            read.cut.push(windows);
        }
        if let Some(model) = self.model {
            read.plausible = Some(rescore(&mut read.candidates, &read.cut, model, zone));
        }
        read
    }

    /// A found zone read the way up the glance chose, or, where a 2 x 36 zone reads as no zone
    /// (`Reader::reads_as_zone`) and with no filler, the other way up when it reads better: the
    /// glance tells which way up a zone is mostly by its fillers' points, and a line with none
    /// (a French card's full name and office) leaves it to letters that look much alike either
    /// way.
    pub(crate) fn read_either_way(
        &self,
        image: &Gray,
        look: &Gray,
        k: usize,
        f: &Found,
    ) -> Reading {
        let reading = self.read_zone(image, look, k, f);
        // Only the French card's first line may have no filler at all (a full surname and the
        // office): any other zone's glance is told by its fillers, and a zone read the wrong
        // way up reads no filler.
        let shape = f.cells.len() == 2 && f.cells[0].len() == 36;
        let fillers = reading.lines.iter().any(|l| l.contains('<'));
        if self.reads_as_zone(&reading) || !shape || fillers {
            return reading;
        }
        let turned = Found {
            cells: f
                .cells
                .iter()
                .rev()
                .map(|l| l.iter().rev().map(Cell::turned).collect())
                .collect(),
            ..*f
        };
        let other = self.read_zone(image, look, k, &turned);
        match other.score() > reading.score() {
            true => other,
            false => reading,
        }
    }

    /// Templates drawn at the size of a zone whose cells (`h` pixels tall) are smaller than
    /// the templates' own, softened as much as a glance at the zone finds it is: the sets of
    /// each blur, and which.
    fn templates_for(
        &self,
        image: &Gray,
        cells: &[Vec<Cell>],
        h: f32,
    ) -> Option<(Arc<[Templates]>, usize)> {
        if !(h > 0.0 && h < 0.9 * CELL_H as f32) {
            return None;
        }
        let windows = glanced(image, &cells.concat());
        let sets = self.drawn.at(h);
        let best = (0..sets.len())
            .map(|i| (glance_at(&sets[i], &windows), i))
            .max_by(|a, b| a.0.total_cmp(&b.0))
            .map(|(_, i)| i)?;
        Some((sets, best))
    }
}
