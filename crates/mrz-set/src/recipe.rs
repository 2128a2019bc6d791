//! What every record of a test set is made from: the seed, the shares, the formats, the
//! pictures' look and encoding. `mrz batch`'s flags are these fields (feature `clap`).

use crate::layouts::ImageType;
#[cfg(feature = "clap")]
use crate::options;
use crate::shares::{shares, Shares};
use mrz_core::Letters;
use mrz_scene::{Palette, Preset};

/// What every record of a set is made from, whatever the layout, threads or shards.
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "clap", derive(clap::Args))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename_all = "camelCase"))]
pub struct Recipe {
    /// The seed: the same seed and options give the same set.
    #[cfg_attr(feature = "clap", arg(long, default_value_t = 1, value_parser = options::seed))]
    #[cfg_attr(feature = "ts", ts(optional = nullable, type = "number | bigint | string"))]
    pub seed: u64,
    /// Share of records with a middle name, 0 to 1.
    #[cfg_attr(feature = "clap", arg(long, default_value_t = 0.3, value_parser = options::share))]
    #[cfg_attr(feature = "ts", ts(optional = nullable))]
    pub middle: f64,
    /// Share of records with names too long for the zone, 0 to 1 (a record drawn long and then
    /// given a made-up holder is not long: a made-up name always fits).
    #[cfg_attr(feature = "clap", arg(long, default_value_t = 0.1, value_parser = options::share))]
    #[cfg_attr(feature = "ts", ts(optional = nullable))]
    pub long: f64,
    /// Share of records with one check digit deliberately wrong (negative tests), 0 to 1.
    #[cfg_attr(feature = "clap", arg(long, default_value_t = 0.1, value_parser = options::share))]
    #[cfg_attr(feature = "ts", ts(optional = nullable))]
    pub corrupt: f64,
    /// Share of records with a made-up holder, 0 to 1: names of letters drawn evenly (a Q as
    /// often as an A) and optional data of letters and digits, as test data's holders often
    /// are; national records keep their own.
    #[cfg_attr(feature = "clap", arg(long, default_value_t = 0.0, value_parser = options::share))]
    #[cfg_attr(feature = "ts", ts(optional = nullable))]
    pub made_up: f64,
    /// The formats of the set by weight, e.g. td3=70,td1=20,mrva=10 (td1, td2, td3, mrva, mrvb,
    /// fra_id, fra_dl, che_dl).
    #[cfg_attr(feature = "clap", arg(long, default_value = "td3=100", value_parser = shares))]
    #[cfg_attr(feature = "ts", ts(optional = nullable, type = "string | Partial<Record<Format, number>>"))]
    pub formats: Shares,
    /// Letters outside A-Z: `drop` or `icao` (transliterate). The built-in name lists are
    /// plain A-Z, so this only shows in records that gain other letters.
    #[cfg_attr(feature = "clap", arg(long, default_value = "drop", value_parser = options::letters_value))]
    #[cfg_attr(feature = "ts", ts(optional = nullable))]
    pub letters: Letters,
    /// How the pictures look: `clean` (the zone alone, black on white, as the page draws it),
    /// `scan` (a specimen data page on a flatbed scanner), `photo` (the page on a desk, taken
    /// with a phone), `harsh` (a worse phone: steep angles, blur, shake, shadow, glare, low
    /// JPEG quality) or `web` (a scan shrunk to capitals 6-12 px tall at JPEG quality 40-85, as
    /// web forms receive them). Every parameter is drawn per record from the seed and its
    /// index; labels hold them all.
    #[cfg_attr(feature = "clap", arg(long, default_value = "clean", value_parser = options::preset))]
    #[cfg_attr(feature = "ts", ts(optional = nullable))]
    pub realism: Preset,
    /// The pictures' colours: `grey` (one 8-bit plane, as a greyscale scanner or camera gives
    /// it) or `colour` (RGB: tinted paper, rainbow print, a red stamp, a wooden desk). The same
    /// records and cameras either way; a clean strip in colour is black on white.
    #[cfg_attr(feature = "clap", arg(long, default_value = "grey", value_parser = options::palette))]
    #[cfg_attr(feature = "ts", ts(optional = nullable))]
    pub palette: Palette,
    /// The images: 8-bit `png` (.png) or baseline `jpeg` (.jpg), grey or colour as `--palette`
    /// says. Tesstrain line images are grey PNG whatever this says, as tesstrain reads PNG or
    /// TIFF.
    #[cfg_attr(feature = "clap", arg(long, value_enum, default_value_t = ImageType::Png))]
    #[cfg_attr(feature = "ts", ts(optional = nullable))]
    pub image: ImageType,
    /// JPEG quality, 1 to 100, for `--image jpeg`: by default 90 for `clean`, and for the other
    /// presets drawn per record as a camera's setting.
    #[cfg_attr(feature = "clap", arg(long, value_parser = clap::value_parser!(u8).range(1..=100)))]
    #[cfg_attr(feature = "ts", ts(optional = nullable))]
    pub jpeg_quality: Option<u8>,
    /// The picture's size for `photo` and `harsh`, WIDTHxHEIGHT (640x480 unless given, a
    /// phone's preview), e.g. 1280x720 for a camera's whole frame: the same records and
    /// cameras, the card the same share of the frame's 4:3 middle, blur and shake grown with it.
    #[cfg_attr(feature = "clap", arg(long, value_name = "WxH", value_parser = options::frame))]
    #[cfg_attr(feature = "ts", ts(optional = nullable, type = "string | [number, number]"))]
    pub frame: Option<(u32, u32)>,
    /// Add each zone's chip companions to its JSON label (`chip`: the MRZ information, BAC's
    /// K_seed, K_enc and K_mac, PACE's K_pi for each cipher and DG1, as `mrz chip --json` gives
    /// them), for tests of chip readers; the CSV keeps its columns.
    #[cfg_attr(feature = "clap", arg(long))]
    #[cfg_attr(feature = "ts", ts(optional = nullable))]
    pub chip: bool,
}

impl Recipe {
    /// Every option at its default, as `mrz batch` takes them when none is given.
    pub fn defaults() -> Recipe {
        Recipe {
            seed: 1,
            middle: 0.3,
            long: 0.1,
            corrupt: 0.1,
            made_up: 0.0,
            formats: shares("td3=100").expect("a format"),
            letters: Letters::Drop,
            realism: Preset::Clean,
            palette: Palette::Grey,
            image: ImageType::Png,
            jpeg_quality: None,
            frame: None,
            chip: false,
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
