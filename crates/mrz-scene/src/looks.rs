//! What a data page looks like beyond its zone, and what a capture adds: the security print's
//! strength under the zone, the portrait area's figure, a red SPECIMEN stamp, the laminate's
//! glare, a hologram's patch, an EXIF orientation, a mirrored scan, and a web scan's shrinking.
//! All drawn after the printer, so that every record's camera and printer stay as they were.

use crate::params::Params;
use crate::preset::{Preset, SCAN_PPM};
use rand::Rng;
use serde::Serialize;

/// A soft shadow over part of the picture: darker by `depth` past a line, over `softness`
/// pixels.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Shadow {
    /// Direction of the line's normal, in degrees; the shadow lies on its positive side.
    pub angle_deg: f32,
    /// Where the line crosses the normal through the picture's centre, in pixels.
    pub offset: f32,
    pub depth: f32,
    pub softness: f32,
}

/// A red SPECIMEN stamp on the upper card: its centre as shares of the card's width and
/// height, its turn, and how much ink it laid (0 to 1).
#[derive(Debug, Clone, Copy, PartialEq, Default, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Stamp {
    pub at: [f32; 2],
    pub angle_deg: f32,
    pub opacity: f32,
}

/// A bright soft patch where the laminate reflects the light: its centre (shares of the card's
/// width and height), its radius along its long axis (a share of the card's width), its short
/// axis over its long one, the long axis's direction, and how far it goes to white (0 to 1).
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Glare {
    pub at: [f32; 2],
    pub radius: f32,
    pub aspect: f32,
    pub angle_deg: f32,
    pub strength: f32,
}

/// A translucent iridescent patch (an optically variable device): an ellipse at `at` (shares
/// of the card), `radius` (a share of the card's width), its colours banded diagonally from
/// `phase` (0 to 1), laid over the print by `strength` (0 to 1); in grey a faint pattern.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Hologram {
    pub at: [f32; 2],
    pub radius: f32,
    pub phase: f32,
    pub strength: f32,
}

/// The capital letters' height of the zone's OCR-B in millimetres (capitals stand 0.68 em; the
/// em is the size whose advance is the 2.54 mm pitch).
pub fn cap_mm() -> f32 {
    0.68 * crate::grid::PITCH_MM / mrz_render::advance(1.0)
}

/// A web scan's capitals are this many pixels tall, at the most and the least.
pub const WEB_CAP_PX: (f32, f32) = (6.0, 12.0);

/// Draw the looks of `p`'s record (after its camera and printer) from `rng`.
pub fn draw(p: &mut Params, card_mm: [f32; 2], rng: &mut impl Rng) {
    let mut u = |lo: f32, hi: f32| lo + (hi - lo) * rng.random::<f32>();
    let preset = p.preset;
    // (glare chance, share of glares across the zone, glare strength, hologram chance, its
    // strength, EXIF orientation chance, mirrored chance)
    let (glare, across, shine, holo, iris, turned, mirror) = match preset {
        Preset::Clean => return,
        Preset::Scan => (0.05, 0.0, 0.4, 0.3, 0.15, 0.1, 0.05),
        Preset::Web => (0.05, 0.0, 0.4, 0.2, 0.15, 0.1, 0.05),
        Preset::Photo => (0.35, 0.35, 0.6, 0.5, 0.25, 0.3, 0.0),
        Preset::Harsh => (0.6, 0.5, 0.85, 0.6, 0.35, 0.4, 0.0),
    };
    p.security = u(0.15, 1.0);
    p.portrait = u32::from(u(0.0, 1.0) < 0.5);
    p.stamp = Stamp {
        at: [u(0.4, 0.75), u(0.22, 0.5)],
        angle_deg: u(-25.0, 25.0),
        opacity: u(0.55, 0.9),
    };
    if u(0.0, 1.0) < glare {
        let on_zone = u(0.0, 1.0) < across;
        p.glare = Some(Glare {
            at: [
                u(0.1, 0.9),
                if on_zone { u(0.8, 0.95) } else { u(0.1, 0.7) },
            ],
            radius: u(0.08, 0.25),
            aspect: u(0.3, 1.0),
            angle_deg: u(0.0, 180.0),
            strength: u(0.3, 1.0) * shine,
        });
    }
    if u(0.0, 1.0) < holo {
        p.hologram = Some(Hologram {
            at: [u(0.5, 0.85), u(0.2, 0.75)],
            radius: u(0.07, 0.15),
            phase: u(0.0, 1.0),
            strength: u(0.4, 1.0) * iris,
        });
    }
    if u(0.0, 1.0) < turned {
        p.exif_orientation = (u(2.0, 9.0) as u16).min(8);
    }
    p.mirrored = u(0.0, 1.0) < mirror;
    if preset == Preset::Web {
        // Capitals 6 to 12 px tall: the card at that many pixels a millimetre, to a quarter.
        let cap = u(WEB_CAP_PX.0, WEB_CAP_PX.1);
        shrink(p, card_mm, (cap / cap_mm() * 4.0).round() / 4.0);
    }
}

/// A scan's parameters at `ppm` pixels a millimetre instead of the scanner's 8.
fn shrink(p: &mut Params, card_mm: [f32; 2], ppm: f32) {
    let k = ppm / SCAN_PPM;
    let (old_w, old_h) = (p.width as f32, p.height as f32);
    (p.width, p.height) = (
        ((card_mm[0] + 12.0) * ppm).round() as u32,
        ((card_mm[1] + 12.0) * ppm).round() as u32,
    );
    let (w, h) = (p.width as f32, p.height as f32);
    p.scale = card_mm[0] * ppm / w;
    p.center = [
        w / 2.0 + (p.center[0] - old_w / 2.0) * k,
        h / 2.0 + (p.center[1] - old_h / 2.0) * k,
    ];
    p.blur_sigma *= k;
}

/// The pixels a millimetre of a web scan's card (a scan's are [`SCAN_PPM`]).
pub fn web_ppm(p: &Params, card_mm: [f32; 2]) -> f32 {
    (p.scale * p.width as f32 / card_mm[0] * 4.0).round() / 4.0
}
