//! The specimen card a zone is printed on: the format's document size, tinted paper with grain,
//! a rainbow guilloche, a portrait area holding a plain silhouette or an abstract shape, captions
//! in two or three languages, a large SPECIMEN, and a security print under the zone. No face, no
//! emblem, nothing taken from a real document. What does not change between records is drawn
//! once per card kind (`Base`) and copied; each record adds its own values, stamp and zone.

use crate::canvas::{Canvas, Font};
use crate::design::{self, Design};
use crate::grid::{grid, FOOT_MM};
use crate::paint::planes;
use crate::{portrait, security, stamp};
use mrz_core::Format;

/// The document's size in millimetres: ID-1 for TD1 and both driving licences, ID-2 for TD2
/// and the French card (105 x 74 mm), and the passport page (ID-3) for passports and for visas,
/// which are fixed to one.
pub fn size_mm(format: Format) -> [f32; 2] {
    match format {
        Format::Td1 | Format::FraDl | Format::CheDl => [85.6, 53.98],
        Format::Td2 | Format::FraId => [105.0, 74.0],
        Format::Td3 | Format::Mrva | Format::Mrvb => [125.0, 88.0],
    }
}

/// Rounded corners of ISO/IEC 7810 cards (3.18 mm), kept for the page too.
pub const CORNER_MM: f32 = 3.18;

/// What a card kind is: format, pixels a millimetre in quarters, design variant, the
/// portrait's figure, and its planes (1 grey, 3 colour).
pub type Kind = (Format, u32, u32, u32, usize);

/// A card kind drawn once.
pub struct Base {
    pub format: Format,
    /// Pixels per millimetre.
    pub ppm: f32,
    /// The card's planes: one grey, or red, green and blue.
    pub planes: Vec<Canvas>,
    /// The security print under the zone at full strength, over the zone's band's rows (a
    /// layer to multiply by, 255 bare), a plane each.
    pub band: Vec<Canvas>,
    /// The red stamp's coverage (0 none to 255 full), laid per record.
    pub stamp: Canvas,
    /// The small font of the captions and values, and where each value goes.
    pub small: Font,
    pub value_at: [(f32, i32); 6],
    /// How many characters of a value fit in its column (a long name is cut there, so that
    /// it never runs over the next column's value).
    pub value_chars: usize,
}

/// The visual zone starts right of the portrait; its columns start this share of the card's
/// width apart; a value may take all but a gap of 0.03 of it.
const FIELDS_X: f32 = 0.33;
const COLUMN: f32 = 0.32;
const COLUMN_ROOM: f32 = COLUMN - 0.03;

impl Base {
    pub fn new((format, quarters, variant, figure, count): Kind) -> Base {
        let ppm = quarters as f32 / 4.0;
        let [w, h] = size_mm(format).map(|mm| (mm * ppm).round() as usize);
        let look = Design::of(variant);
        let mut canvas = planes(count, w, h, look.paper);
        design::grain(&mut canvas, variant);
        design::guilloche(&mut canvas, ppm, &look);
        // Values 2.6 mm to the em and captions 1.6 on a passport page, smaller on smaller
        // cards: a visual zone in two columns of three, right of the portrait.
        let k = (size_mm(format)[1] / 80.0).min(1.0);
        let small = Font::new(2.6 * k * ppm);
        let caption = Font::new(1.6 * k * ppm);
        let (top, row) = (h as f32 * 0.12, h as f32 * 0.1);
        let room = (COLUMN_ROOM * w as f32 / caption.advance) as usize;
        let value_at = std::array::from_fn(|i| {
            let x = w as f32 * (FIELDS_X + COLUMN * (i / 3) as f32);
            let y = top + (i % 3) as f32 * row;
            design::caption(&mut canvas, &caption, &look, i, room, (x, y as i32));
            (x, (y + 2.8 * k * ppm) as i32)
        });
        let zone = format.layout();
        let zone_top = h as f32
            - (FOOT_MM
                + 25.4 / f32::from(zone.print_lines_per_inch) * (zone.lines - 1) as f32
                + 3.0)
                * ppm;
        let area = [
            w as f32 * 0.04,
            h as f32 * 0.1,
            w as f32 * 0.29,
            zone_top - 1.5 * ppm,
        ];
        portrait::draw(&mut canvas, area, figure, &look);
        // SPECIMEN between the last value and the zone's first line, right of the portrait.
        let fields_end = value_at[2].1 as f32 + 1.0 * k * ppm;
        design::specimen(
            &mut canvas,
            [area[2] + 0.02 * w as f32, fields_end],
            zone_top,
        );
        let g = grid(format, zone.lines, ppm, [w, h]);
        Base {
            format,
            ppm,
            band: security::band(count, w, &g, ppm, &look),
            stamp: stamp::mask(w, ppm),
            planes: canvas,
            value_chars: (COLUMN_ROOM * w as f32 / small.advance) as usize,
            small,
            value_at,
        }
    }
}
