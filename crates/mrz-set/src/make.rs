//! One record of a test set, from the seed and its index alone: its fields drawn, its zone
//! composed (and perhaps one check digit spoilt), pictured as its preset says, encoded, and
//! its rows of the label files. Every door makes records through this alone.

use crate::labels::{write_label, Label};
use crate::layouts::{image_file, Layout, Made};
use crate::made_up::made_up;
use crate::people::{record, Draw};
use crate::picture::{Output, Pictures};
use crate::recipe::Recipe;
use mrz_core::{test_zone, TestZone};
use mrz_scene::size_mm;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::io;

/// Whether an encoded picture reads back as the lines drawn.
pub type Verify = Box<dyn FnMut(&[u8], &[String]) -> bool + Send>;

/// A worker's tools, kept from record to record (card designs, glyphs, the last strip), so
/// that a record allocates little beyond what it hands over; and, to verify, a reader.
///
/// The reader is the caller's (`mrz batch --verify` brings `mrz-read`): a test set is made
/// without one wherever it is made.
pub struct Maker {
    recipe: Recipe,
    layout: Layout,
    pictures: Pictures,
    verify: Option<Verify>,
}

impl Maker {
    pub fn new(recipe: &Recipe, layout: Layout) -> Maker {
        Maker {
            recipe: recipe.clone(),
            layout,
            pictures: Pictures::default(),
            verify: None,
        }
    }

    /// Each record's picture is then read back as its file holds it, and its labels say
    /// whether the lines read are the lines drawn (`read_ok`).
    pub fn verifying(mut self, verify: Verify) -> Maker {
        self.verify = Some(verify);
        self
    }

    /// Record `index` of the set: drawn from a generator of its own, ChaCha8 seeded with the
    /// seed on stream `index`, so that it depends on the seed and its index alone, whichever
    /// shard or thread makes it.
    pub fn make(&mut self, index: u32) -> io::Result<Made> {
        self.make_as(index, false)
    }

    /// Record `index` as [`Maker::make`] makes it, but a PNG picture's pixels kept as drawn in
    /// `Made::raw` instead of encoded (what the file would decode to, without the encoding):
    /// for a loader that wants pixels. A JPEG is still encoded (its pixels are the file's).
    pub fn make_pixels(&mut self, index: u32) -> io::Result<Made> {
        self.make_as(index, true)
    }

    fn make_as(&mut self, index: u32, raw: bool) -> io::Result<Made> {
        let r = &self.recipe;
        let mut rng = ChaCha8Rng::seed_from_u64(r.seed);
        rng.set_stream(u64::from(index));
        let format = r.formats.draw(&mut rng);
        let long = rng.random_bool(r.long);
        let draw = Draw {
            middle_share: r.middle,
            long,
        };
        let mut fields = record(&mut rng, &draw, format);
        // Drawn only when asked for, so that a set without made-up holders stays as it was.
        if r.made_up > 0.0 && !format.is_national() && rng.random_bool(r.made_up) {
            made_up(&mut rng, &mut fields, r.middle);
        }
        fields.letters = r.letters;
        let digits = format.layout().checks.len();
        // The Swiss licence has no digit to spoil: its record stays valid.
        let wrong = (rng.random_bool(r.corrupt) && digits > 0)
            .then(|| (rng.random_range(0..digits), rng.random_range(1..=9u8)));
        let TestZone {
            lines,
            valid,
            corrupted,
        } = test_zone(&fields, wrong);
        // The camera, drawn after everything else so that a preset never changes the records.
        let mut params = mrz_scene::draw(r.realism, size_mm(format), &mut rng);
        params.palette = r.palette;
        if let Some((width, height)) = r.frame {
            params = params.reframed(width, height).map_err(io::Error::other)?;
        }
        let (kind, quality) = (r.image, r.jpeg_quality);
        let pictured = self.pictures.make(
            &Output {
                layout: self.layout,
                kind,
                quality,
                raw,
            },
            &fields,
            &lines,
            params,
        )?;
        // The check digit's name as the core serializes it (`passport_no`, `composite`, ...).
        let corrupted = corrupted.map(|name| serde_json::to_value(name).expect("a name"));
        let file = image_file(self.layout, index, pictured.kind);
        // Verified from the file (a record made for its pixels has none: it is not verified).
        let read_ok = (self.verify.as_mut())
            .zip(pictured.images.first())
            .map(|(read, image)| read(image, &lines));
        // A national record has no chip: its label has no `chip`.
        let chip = r
            .chip
            .then(|| mrz_core::decode(&lines).map(|d| mrz_chip::companions(&d).ok()))
            .transpose()
            .map_err(|e| io::Error::other(e.to_string()))?
            .flatten();
        let label = Label {
            chip: chip.as_ref(),
            index,
            file: &file,
            fields: &fields,
            lines: &lines,
            valid,
            corrupted: corrupted.as_ref().and_then(|v| v.as_str()).unwrap_or(""),
            picture: pictured.label.as_ref(),
            read_ok,
        };
        let (mut csv, mut jsonl) = (Vec::new(), Vec::new());
        write_label(&mut csv, &mut jsonl, &label)?;
        Ok(Made {
            images: pictured.images,
            sizes: pictured.sizes,
            raw: pictured.raw,
            kind: pictured.kind,
            format,
            lines,
            read_ok,
            csv,
            jsonl,
        })
    }
}
