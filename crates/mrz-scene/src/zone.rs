//! One record's card: the kind's base copied, the record's values in the visual zone, its red
//! stamp, and the zone printed on the ICAO grid at the foot of the card, over the security
//! print at the record's strength, with every character's ink box.

use crate::canvas::{Canvas, Font, InkBox};
use crate::card::Base;
use crate::grid::{grid, PITCH_MM};
use crate::ink;
use crate::paint::grey;
use crate::params::Params;
use crate::{security, stamp};
use mrz_core::Fields;

/// The ink boxes of a printed zone, in card pixels: per line, per character with ink.
pub type ZoneBoxes = Vec<Vec<InkBox>>;

/// The visual zone's six values, in the captions' order; dates as the zone writes them.
fn values(fields: &Fields) -> [&str; 6] {
    [
        &fields.surname,
        &fields.given_names,
        &fields.passport_no,
        &fields.nationality,
        &fields.date_of_birth,
        &fields.date_of_expiry,
    ]
}

/// The zone's own layer, and scratch rows for printing it: kept from record to record.
#[derive(Default)]
pub struct Layer {
    ink: Canvas,
    scratch: Vec<u8>,
}

/// Draw one record onto `into` (made the base's planes), its zone printed as `p.print` says
/// over the security print at `p.security`: returns the zone's ink boxes.
pub fn print(
    base: &Base,
    zone_font: &Font,
    fields: &Fields,
    lines: &[String],
    p: &Params,
    layer: &mut Layer,
    into: &mut Vec<Canvas>,
) -> ZoneBoxes {
    into.resize_with(base.planes.len(), Canvas::default);
    for (to, from) in into.iter_mut().zip(&base.planes) {
        to.width = from.width;
        to.height = from.height;
        to.pixels.clear();
        to.pixels.extend_from_slice(&from.pixels);
    }
    for (value, at) in values(fields).into_iter().zip(base.value_at) {
        let mut end = value.len().min(base.value_chars);
        while !value.is_char_boundary(end) {
            end -= 1;
        }
        let small = &base.small;
        small.line(&mut into[..], &value[..end], at, small.advance, grey(40));
    }
    stamp::lay(into, &base.stamp, &p.stamp);
    let (width, height) = (into[0].width, into[0].height);
    let g = grid(base.format, lines.len(), base.ppm, [width, height]);
    let (top, bottom) = (g.top, g.bottom);
    // The zone on a layer of its own, white where bare, laid over the band by multiplying.
    layer.ink.width = width;
    layer.ink.height = bottom - top;
    layer.ink.pixels.clear();
    layer.ink.pixels.resize(width * (bottom - top), 255);
    let offset = top as i32;
    let printer = &p.print;
    // A heavier stroke or a softened edge reaches past the glyph's outline: its box grows so.
    let grow = printer.weight_px.max(0.0) + printer.spread_px;
    let boxes = lines
        .iter()
        .enumerate()
        .map(|(l, line)| {
            let baseline = (g.first + l as f32 * g.line_pitch).round() as i32;
            line.bytes()
                .enumerate()
                .filter_map(|(i, c)| {
                    let x = (g.left + i as f32 * g.pitch).round() as i32;
                    let b = zone_font.stamp(&mut layer.ink, c, x, baseline - offset, grey(18))?;
                    Some([
                        b[0] - grow,
                        b[1] + offset as f32 - grow,
                        b[2] + grow,
                        b[3] + offset as f32 + grow,
                    ])
                })
                .collect()
        })
        .collect();
    if !printer.is_plain() {
        ink::print(&mut layer.ink, printer, &mut layer.scratch);
    }
    // A zone of other lines than its format's (never in a set) has no security print.
    let fits = base.band.iter().all(|b| b.height == bottom - top);
    let band = if fits { &base.band[..] } else { &[] };
    security::lay(into, top, &layer.ink, band, p.security);
    boxes
}

/// OCR-B at the size whose advance is one character pitch at `ppm` pixels per millimetre.
pub fn zone_font(ppm: f32) -> Font {
    Font::new(PITCH_MM * ppm / mrz_render::advance(1.0))
}
