//! The presets a test set is pictured with, and its palette: the set's choices, which every
//! record's draw starts from.

use serde::Serialize;

/// How far from a flat strip: `clean` is the renderer's strip; the others are the card on a
/// flatbed, photographed by a phone, photographed badly, and a scan shrunk and squeezed as web
/// forms receive them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "lowercase")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub enum Preset {
    Clean,
    Scan,
    Photo,
    Harsh,
    Web,
}

impl Preset {
    pub const ALL: [Preset; 5] = [
        Preset::Clean,
        Preset::Scan,
        Preset::Photo,
        Preset::Harsh,
        Preset::Web,
    ];

    pub fn key(self) -> &'static str {
        match self {
            Preset::Clean => "clean",
            Preset::Scan => "scan",
            Preset::Photo => "photo",
            Preset::Harsh => "harsh",
            Preset::Web => "web",
        }
    }

    pub fn from_key(key: &str) -> Option<Preset> {
        let key = key.trim().to_ascii_lowercase();
        Preset::ALL.into_iter().find(|p| p.key() == key)
    }
}

/// Whether the picture is grey (one plane, as a greyscale camera or scanner gives) or in
/// colour (red, green and blue through the same camera). Not drawn: a set's choice.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize)]
#[serde(rename_all = "lowercase")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub enum Palette {
    #[default]
    Grey,
    Colour,
}

impl Palette {
    pub const ALL: [Palette; 2] = [Palette::Grey, Palette::Colour];

    pub fn key(self) -> &'static str {
        match self {
            Palette::Grey => "grey",
            Palette::Colour => "colour",
        }
    }

    /// `grey` or `colour`; `gray` and `color` too.
    pub fn from_key(key: &str) -> Option<Palette> {
        match key.trim().to_ascii_lowercase().as_str() {
            "grey" | "gray" => Some(Palette::Grey),
            "colour" | "color" => Some(Palette::Colour),
            _ => None,
        }
    }

    /// The picture's planes: one grey, or red, green and blue.
    pub fn planes(self) -> usize {
        match self {
            Palette::Grey => 1,
            Palette::Colour => 3,
        }
    }
}

/// The size of the picture a preset makes of a card `card_mm` in size: a scan at 8 pixels a
/// millimetre with 6 mm of the scanner's lid around; a photo at 640 x 480, a phone's
/// preview at the size document readers commonly analyse (800 x 600 made 264 pictures a
/// second on two cores, JPEG included; this makes 410, over the 400 asked).
/// (A clean strip's size is the zone's: 0 here.)
pub fn frame(preset: Preset, card_mm: [f32; 2]) -> (u32, u32) {
    match preset {
        Preset::Clean => (0, 0),
        Preset::Scan => card_mm
            .map(|mm| ((mm + 12.0) * SCAN_PPM).round() as u32)
            .into(),
        _ => (640, 480),
    }
}

pub const SCAN_PPM: f32 = 8.0;

/// How large a card may be drawn, as a share of the picture's width: the card's raster is made
/// at the resolution of the largest, so it is only ever shrunk.
pub fn max_scale(preset: Preset) -> f32 {
    match preset {
        Preset::Clean | Preset::Scan | Preset::Web => 1.0,
        Preset::Photo => 0.88,
        Preset::Harsh => 0.9,
    }
}
