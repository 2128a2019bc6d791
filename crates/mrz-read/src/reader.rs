//! The reader's one entry point: a picture in, the zone read out. The ink is found and cut
//! into pieces; the pieces' neighbours give the text's direction; pieces in a row make lines,
//! lines of one length one under another make a zone; its characters are matched where the
//! line's pieces put them, which way up the cells match best.

use crate::binary::Margin;
use crate::drawn::Drawn;
use crate::enough::{best_until, first_valid, legible, settles, LEAST_SCORE};
use crate::illegible::Seen;
use crate::looks::{looks, Prepared};
use crate::model::{embedded, Model};
use crate::reading::{ReadError, Reading};
use crate::sample::Cell;
use crate::templates::Templates;
use crate::tiers::Tier;
use mrz_render::Gray;

/// How much better a mirrored zone that reads invalid must match than the zone read the right
/// way round to be taken. A quarter lost a mirrored card whose letters look alike turned over
/// (WISNIEWSKA, read turned half a circle at 0.71 against its mirror's 0.90).
const MIRROR_CLEARLY: f32 = 0.15;

/// Holds what every reading shares (the templates, drawn once from the font); make one and
/// read many pictures with it.
pub struct Reader {
    pub(crate) templates: Templates,
    /// The learnt recognition, when one is embedded and not turned off.
    pub(crate) model: Option<&'static Model>,
    /// Templates drawn at small zones' sizes, kept for the next zone of that size.
    pub(crate) drawn: Drawn,
}

impl Default for Reader {
    fn default() -> Reader {
        Reader::new()
    }
}

/// A zone found but not yet read: its cells, line by line, and how well a glance matched.
pub(crate) struct Found {
    pub(crate) glance: f32,
    pub(crate) cells: Vec<Vec<Cell>>,
    /// Seen in a mirror: read only when no zone reads valid the right way round, and taken if it
    /// then does or reads far better (at a phone's size a glance may match a mirrored zone a
    /// little better).
    pub(crate) mirrored: bool,
}

impl Reader {
    pub fn new() -> Reader {
        Reader {
            templates: Templates::new(),
            model: embedded(),
            drawn: Drawn::default(),
        }
    }

    /// A reader that matches templates only: what `mrz train` cuts its cells with, and the
    /// baseline the model is measured against.
    pub fn templates_only() -> Reader {
        Reader {
            templates: Templates::new(),
            model: None,
            drawn: Drawn::default(),
        }
    }

    /// Whether `r` reads as a zone at all. Other text read as OCR-B matches poorly whatever its
    /// check digits say (a garbled reading's unclear places may make every digit right), and a
    /// reading mostly hard to read (`enough::legible`) is none either. The templates alone,
    /// which `mrz train` cuts its cells with, are not held to legibility: their scores run
    /// lower than the model's blend, and the cells, so the committed weights, stay as they
    /// were learnt.
    pub(crate) fn reads_as_zone(&self, r: &Reading) -> bool {
        r.score() >= LEAST_SCORE && (self.model.is_none() || legible(r))
    }

    /// The zone in `image`, wherever it lies and however it is turned.
    pub fn read(&self, image: &Gray) -> Result<Reading, ReadError> {
        let side = image.width.max(image.height);
        if image.width == 0 || image.height == 0 || image.pixels.is_empty() {
            return Err(ReadError::Empty);
        }
        // A look's picture serves each margin it is looked over with.
        let mut prepared: Vec<Prepared> = Vec::new();
        let seen = Seen::default();
        let readings = looks(side).into_iter().filter_map(|(size, margin)| {
            let at = prepared.iter().position(|p| p.size == size);
            let at = at.unwrap_or_else(|| {
                prepared.push(Prepared::new(image, size));
                prepared.len() - 1
            });
            self.look(image, &prepared[at], margin, &seen)
        });
        // A zone read valid but unclearly may be garbage where no check digit looks, or cells
        // laid off their print whose unclear places' second guesses made every check digit
        // right (a harsh card's third line read `UPP<P<PP<<HP<PU` for `JOHNSON<<JOSHUA`,
        // tests/unclear_look.rs): the other looks may read it clearly. So may a zone read
        // with a line laid again along its print (`strayed.rs`): a later look often lays that
        // line where the pieces put it and reads its letters more clearly (harsh seed 1: 217
        // zones read where it ended the search, 221 where it does not).
        let read = best_until(readings, settles);
        read.ok_or_else(|| seen.best().map_or(ReadError::NoZone, ReadError::Illegible))
    }

    /// The best reading of the zones found in `image` looked over as `p` prepared it, with
    /// `margin`: of ICAO's shapes first, and of the national ones (see `Tier`) only when none of
    /// those read valid or invalid as printed (`enough.rs`), so that they cost nothing where an
    /// ICAO zone reads. The readings refused as zones are offered to `seen`.
    fn look(&self, image: &Gray, p: &Prepared, margin: Margin, seen: &Seen) -> Option<Reading> {
        let looked = self.lines_in(&p.picture, &p.means, margin);
        let mut kept: Option<Reading> = None;
        for tier in Tier::ALL {
            let found = self.found(image, &p.picture, p.scale, &looked, tier);
            match self.look_at(image, p, &found, tier, margin, seen) {
                Some(r) if r.valid() || settles(&r) => return Some(r),
                Some(r) if kept.is_none() => kept = Some(r),
                _ => {}
            }
        }
        kept
    }

    /// The best reading of `found` (zones of one shape, best glance first).
    fn look_at(
        &self,
        image: &Gray,
        p: &Prepared,
        found: &[Found],
        tier: Tier,
        margin: Margin,
        seen: &Seen,
    ) -> Option<Reading> {
        let (look, k) = (&*p.picture, p.k);
        // Faint ink finds many zones among specks and rules: only the best is read.
        let most = if margin == Margin::Faint { 1 } else { 3 };
        let read = |mirrored: bool| {
            first_valid(
                found
                    .iter()
                    .filter(|f| f.mirrored == mirrored && tier.reads_at(f.glance))
                    .take(most)
                    .map(|f| self.read_either_way(image, look, k, f))
                    // What reads as no zone does not stop the search for one; it may be one
                    // too blurred to read (the rule measured with the model's scores, on
                    // ICAO's shapes: a national one's refused reading is not held to its
                    // tier's checks here, and the Swiss licence's lines differ in length).
                    .filter(|r| {
                        let zone = self.reads_as_zone(r);
                        if !zone && self.model.is_some() && tier == Tier::Icao {
                            seen.offer(r);
                        }
                        zone
                    })
                    .filter(|r| tier.takes(r)),
            )
        };
        let reading = read(false);
        // A zone read valid and clearly (or invalid as printed) is taken; one read valid but
        // unclearly may be a mirrored scan read turned half a circle (the mirror flipped top to
        // bottom, where 0, 3, 8, B, C, D, E, H, I, K, O, X and the filler read much as
        // themselves, and the unclear places' second guesses can make every check digit right).
        if reading.as_ref().is_some_and(settles) {
            return reading;
        }
        let valid = reading.as_ref().is_some_and(Reading::valid);
        // A mirrored zone is taken when it reads valid (and, beside a zone read valid the
        // right way round, matches better), or when it reads far better than the zone the right
        // way round (a mirrored scan of a negative test reads invalid as printed).
        read(true)
            .filter(|m| match &reading {
                None => true,
                Some(r) if valid => m.valid() && m.score() > r.score(),
                Some(r) => m.valid() || m.score() > r.score() + MIRROR_CLEARLY,
            })
            .or(reading)
    }
}
