//! One record of a test set, from the seed and its index alone: its fields drawn, its zone
//! composed (and perhaps one check digit spoilt), pictured as its preset says, encoded, and
//! its rows of the label files. Every door makes records through this alone.

use crate::labels::{write_label, Label};
use crate::layouts::{image_file, ImageType, Layout, Made};
#[cfg(feature = "clap")]
use crate::options;
use crate::people::{record, Draw};
use crate::picture::Pictures;
use crate::shares::{shares, Shares};
use mrz_core::{test_zone, Letters, TestZone};
use mrz_scene::{size_mm, Palette, Preset};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::io;

/// What every record of a set is made from, whatever the layout, threads or shards.
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "clap", derive(clap::Args))]
pub struct Recipe {
    /// The seed: the same seed and options give the same set.
    #[cfg_attr(feature = "clap", arg(long, default_value_t = 1))]
    pub seed: u64,
    /// Share of records with a middle name, 0 to 1.
    #[cfg_attr(feature = "clap", arg(long, default_value_t = 0.3, value_parser = options::share))]
    pub middle: f64,
    /// Share of records with names too long for the zone, 0 to 1.
    #[cfg_attr(feature = "clap", arg(long, default_value_t = 0.1, value_parser = options::share))]
    pub long: f64,
    /// Share of records with one check digit deliberately wrong (negative tests), 0 to 1.
    #[cfg_attr(feature = "clap", arg(long, default_value_t = 0.1, value_parser = options::share))]
    pub corrupt: f64,
    /// The formats of the set by weight, e.g. td3=70,td1=20,mrva=10 (td1, td2, td3, mrva, mrvb).
    #[cfg_attr(feature = "clap", arg(long, default_value = "td3=100", value_parser = shares))]
    pub formats: Shares,
    /// Letters outside A-Z: `drop` or `icao` (transliterate). The built-in name lists are
    /// plain A-Z, so this only shows in records that gain other letters.
    #[cfg_attr(feature = "clap", arg(long, default_value = "drop", value_parser = options::letters_value))]
    pub letters: Letters,
    /// How the pictures look: `clean` (the zone alone, black on white, as the page draws it),
    /// `scan` (a specimen data page on a flatbed scanner), `photo` (the page on a desk, taken
    /// with a phone), `harsh` (a worse phone: steep angles, blur, shake, shadow, glare, low
    /// JPEG quality) or `web` (a scan shrunk to capitals 6-12 px tall at JPEG quality 40-85, as
    /// web forms receive them). Every parameter is drawn per record from the seed and its
    /// index; labels hold them all.
    #[cfg_attr(feature = "clap", arg(long, default_value = "clean", value_parser = options::preset))]
    pub realism: Preset,
    /// The pictures' colours: `grey` (one 8-bit plane, as a greyscale scanner or camera gives
    /// it) or `colour` (RGB: tinted paper, rainbow print, a red stamp, a wooden desk). The same
    /// records and cameras either way; a clean strip in colour is black on white.
    #[cfg_attr(feature = "clap", arg(long, default_value = "grey", value_parser = options::palette))]
    pub palette: Palette,
    /// The images: 8-bit `png` (.png) or baseline `jpeg` (.jpg), grey or colour as `--palette`
    /// says. Tesstrain line images are grey PNG whatever this says, as tesstrain reads PNG or
    /// TIFF.
    #[cfg_attr(feature = "clap", arg(long, value_enum, default_value_t = ImageType::Png))]
    pub image: ImageType,
    /// JPEG quality, 1 to 100, for `--image jpeg`: by default 90 for `clean`, and for the other
    /// presets drawn per record as a camera's setting.
    #[cfg_attr(feature = "clap", arg(long, value_parser = clap::value_parser!(u8).range(1..=100)))]
    pub jpeg_quality: Option<u8>,
    /// The picture's size for `photo` and `harsh`, WIDTHxHEIGHT (640x480 unless given, a
    /// phone's preview), e.g. 1280x720 for a camera's whole frame: the same records and
    /// cameras, the card the same share of the frame's 4:3 middle, blur and shake grown with it.
    #[cfg_attr(feature = "clap", arg(long, value_name = "WxH", value_parser = options::frame))]
    pub frame: Option<(u32, u32)>,
}

impl Recipe {
    /// Every option at its default, as `mrz batch` takes them when none is given.
    pub fn defaults() -> Recipe {
        Recipe {
            seed: 1,
            middle: 0.3,
            long: 0.1,
            corrupt: 0.1,
            formats: shares("td3=100").expect("a format"),
            letters: Letters::Drop,
            realism: Preset::Clean,
            palette: Palette::Grey,
            image: ImageType::Png,
            jpeg_quality: None,
            frame: None,
        }
    }

    /// Options that cannot go together, in words.
    pub fn check(&self) -> Result<(), String> {
        match self.realism {
            Preset::Photo | Preset::Harsh => Ok(()),
            other if self.frame.is_some() => Err(format!(
                "--frame sizes photo and harsh pictures; a {} picture's size is {}",
                other.key(),
                match other {
                    Preset::Scan => "the card's at 8 px/mm",
                    Preset::Web => "the card's at its record's drawn resolution",
                    _ => "the zone's",
                }
            )),
            _ => Ok(()),
        }
    }
}

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
        fields.letters = r.letters;
        let digits = format.layout().checks.len();
        let wrong = rng
            .random_bool(r.corrupt)
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
        let pictured = self
            .pictures
            .make(self.layout, kind, quality, &fields, &lines, params)?;
        // The check digit's name as the core serializes it (`passport_no`, `composite`, ...).
        let corrupted = corrupted.map(|name| serde_json::to_value(name).expect("a name"));
        let file = image_file(self.layout, index, pictured.kind);
        let read_ok = (self.verify.as_mut()).map(|read| read(&pictured.images[0], &lines));
        let label = Label {
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
            kind: pictured.kind,
            format,
            lines,
            read_ok,
            csv,
            jsonl,
        })
    }
}
