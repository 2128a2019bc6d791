//! The specimen card a zone is printed on: the format's document size, paper with grain, a
//! simple guilloche, printed captions and a large SPECIMEN. No portrait, no emblem, nothing
//! taken from a real document. What does not change between records is drawn once per card
//! kind (`Base`) and copied; each record adds its own values and zone.

use crate::canvas::{hash_seed, Canvas, Font};
use mrz_core::Format;

/// The document's size in millimetres: ID-1 for TD1, ID-2 for TD2, and the passport page
/// (ID-3) for passports and for visas, which are fixed to one.
pub fn size_mm(format: Format) -> [f32; 2] {
    match format {
        Format::Td1 => [85.6, 53.98],
        Format::Td2 => [105.0, 74.0],
        Format::Td3 | Format::Mrva | Format::Mrvb => [125.0, 88.0],
    }
}

/// ICAO 9303's character pitch: 10 characters an inch, on every format.
pub const PITCH_MM: f32 = 2.54;
/// Rounded corners of ISO/IEC 7810 cards (3.18 mm), kept for the page too.
pub const CORNER_MM: f32 = 3.18;

/// Captions of the visual zone, printed small above the values.
const CAPTIONS: [&str; 6] = [
    "SURNAME",
    "GIVEN NAMES",
    "DOCUMENT NO",
    "NATIONALITY",
    "DATE OF BIRTH",
    "DATE OF EXPIRY",
];

/// A card kind drawn once: format, resolution and design variant.
pub struct Base {
    pub format: Format,
    /// Pixels per millimetre.
    pub ppm: f32,
    pub canvas: Canvas,
    /// The small font of the captions and values, and where each value goes.
    pub small: Font,
    pub value_at: [(f32, i32); 6],
    /// How many characters of a value fit in its column (a long name is cut there, so that
    /// it never runs over the next column's value).
    pub value_chars: usize,
}

/// The visual zone's columns start this share of the card's width apart; a value may take all
/// but a gap of 0.03 of it.
const COLUMN: f32 = 0.46;
const COLUMN_ROOM: f32 = COLUMN - 0.03;

impl Base {
    pub fn new(format: Format, ppm: f32, variant: u32) -> Base {
        let [w, h] = size_mm(format).map(|mm| (mm * ppm).round() as usize);
        let tone = 238 - (variant % 3) as u8 * 6;
        let mut canvas = Canvas::new(w, h, tone);
        grain(&mut canvas, variant);
        guilloche(&mut canvas, ppm, variant);
        // Values 2.6 mm to the em and captions 1.6 on a passport page, smaller on smaller
        // cards: a visual zone in two columns of three.
        let k = (size_mm(format)[1] / 80.0).min(1.0);
        let small = Font::new(2.6 * k * ppm);
        let caption = Font::new(1.6 * k * ppm);
        let (top, row) = (h as f32 * 0.12, h as f32 * 0.1);
        let value_at = std::array::from_fn(|i| {
            let x = w as f32 * (0.06 + COLUMN * (i / 3) as f32);
            let y = top + (i % 3) as f32 * row;
            caption.line(
                &mut canvas,
                CAPTIONS[i],
                (x, y as i32),
                caption.advance,
                110,
            );
            (x, (y + 2.8 * k * ppm) as i32)
        });
        // SPECIMEN between the last value and the zone's first line.
        let fields_end = value_at[2].1 as f32 + 1.0 * k * ppm;
        let zone = format.layout();
        let zone_top = h as f32
            - (crate::zone::FOOT_MM
                + 25.4 / f32::from(zone.print_lines_per_inch) * (zone.lines - 1) as f32
                + 3.0)
                * ppm;
        specimen(&mut canvas, fields_end, zone_top);
        Base {
            format,
            ppm,
            canvas,
            value_chars: (COLUMN_ROOM * w as f32 / small.advance) as usize,
            small,
            value_at,
        }
    }
}

/// Paper: a faint fixed-pattern grain of ±3 levels, from a hash of the pixel's place.
fn grain(c: &mut Canvas, variant: u32) {
    for (i, p) in c.pixels.iter_mut().enumerate() {
        let h = hash_seed(variant, i as u32);
        *p = p.saturating_add((h & 7) as u8).saturating_sub(3);
    }
}

/// Two families of fine sine waves crossing over the upper card: the look of a security
/// print, drawn as anti-aliased hairlines.
fn guilloche(c: &mut Canvas, ppm: f32, variant: u32) {
    let h = c.height as f32;
    let phase = variant as f32 * 0.7;
    for family in 0..2 {
        let wavelength = ppm * (18.0 + 7.0 * family as f32 + variant as f32);
        let amplitude = h * (0.06 + 0.03 * family as f32);
        for k in 0..14 {
            let y0 = h * 0.08 + k as f32 * h * 0.035;
            let shift = phase + k as f32 * 0.45 + family as f32 * 1.3;
            for x in 0..c.width {
                let t = x as f32 / wavelength * std::f32::consts::TAU + shift;
                let y = y0 + amplitude * t.sin();
                let (row, frac) = (y.floor(), y - y.floor());
                let ink = 170 + 20 * family as u8;
                c.darken(x as i32, row as i32, ink, ((1.0 - frac) * 200.0) as u8);
                c.darken(x as i32, row as i32 + 1, ink, (frac * 200.0) as u8);
            }
        }
    }
}

/// SPECIMEN across the card between `top` and `bottom`, large and mid-grey: plainly not a
/// document.
fn specimen(c: &mut Canvas, top: f32, bottom: f32) {
    // OCR-B's capitals stand 0.68 em tall and advance 0.723 em.
    let by_width = c.width as f32 * 0.72 / 8.0 / 0.723;
    let by_height = (bottom - top) * 0.8 / 0.68;
    let font = Font::new(by_width.min(by_height));
    let x = (c.width as f32 - 8.0 * font.advance) / 2.0;
    let baseline = ((top + bottom) / 2.0 + 0.34 * font.size) as i32;
    font.line(c, "SPECIMEN", (x, baseline), font.advance, 150);
}
