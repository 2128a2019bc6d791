//! One record's card: the kind's base copied, the record's values in the visual zone, and the
//! zone printed on the ICAO grid at the foot of the card, with every character's ink box.

use crate::canvas::{Canvas, Font, InkBox};
use crate::card::{Base, PITCH_MM};
use crate::ink::{self, Print};
use mrz_core::Fields;

/// The zone's last baseline sits this far above the card's lower edge.
pub const FOOT_MM: f32 = 4.0;

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

/// Draw one record onto `into` (resized to the base), its zone printed as `printer` says:
/// returns the zone's ink boxes.
pub fn print(
    base: &Base,
    zone_font: &Font,
    fields: &Fields,
    lines: &[String],
    printer: &Print,
    layer: &mut Layer,
    into: &mut Canvas,
) -> ZoneBoxes {
    into.width = base.canvas.width;
    into.height = base.canvas.height;
    into.pixels.clear();
    into.pixels.extend_from_slice(&base.canvas.pixels);
    for (value, at) in values(fields).into_iter().zip(base.value_at) {
        let mut end = value.len().min(base.value_chars);
        while !value.is_char_boundary(end) {
            end -= 1;
        }
        base.small
            .line(into, &value[..end], at, base.small.advance, 40);
    }
    let ppm = base.ppm;
    let layout = base.format.layout();
    let pitch = PITCH_MM * ppm;
    let line_pitch = 25.4 / f32::from(layout.print_lines_per_inch) * ppm;
    let left = (into.width as f32 - layout.length as f32 * pitch) / 2.0;
    let last = into.height as f32 - FOOT_MM * ppm;
    let first = last - (lines.len().max(1) - 1) as f32 * line_pitch;
    // The zone's band of the card, a line's pitch above its first line and below its last.
    let top = (first - 2.0 * line_pitch).max(0.0) as usize;
    let bottom = ((last + line_pitch) as usize).min(into.height);
    let (target, offset) = if printer.is_plain() {
        (&mut *into, 0)
    } else {
        layer.ink.width = into.width;
        layer.ink.height = bottom - top;
        layer.ink.pixels.clear();
        layer.ink.pixels.resize(into.width * (bottom - top), 255);
        (&mut layer.ink, top as i32)
    };
    // A heavier stroke or a softened edge reaches past the glyph's outline: its box grows so.
    let grow = printer.weight_px.max(0.0) + printer.spread_px;
    let boxes = lines
        .iter()
        .enumerate()
        .map(|(l, line)| {
            let baseline = (first + l as f32 * line_pitch).round() as i32;
            line.bytes()
                .enumerate()
                .filter_map(|(i, c)| {
                    let x = (left + i as f32 * pitch).round() as i32;
                    let b = zone_font.stamp(target, c, x, baseline - offset, 18)?;
                    let top = b[1] + offset as f32;
                    Some([
                        b[0] - grow,
                        top - grow,
                        b[2] + grow,
                        b[3] + offset as f32 + grow,
                    ])
                })
                .collect()
        })
        .collect();
    if !printer.is_plain() {
        ink::print(&mut layer.ink, printer, &mut layer.scratch);
        // Ink darkens what is under it: the layer multiplies the card's band.
        let band = &mut into.pixels[top * into.width..bottom * into.width];
        for (card, &ink) in band.iter_mut().zip(&layer.ink.pixels) {
            *card = ((u16::from(*card) * u16::from(ink) + 127) / 255) as u8;
        }
    }
    boxes
}

/// OCR-B at the size whose advance is one character pitch at `ppm` pixels per millimetre.
pub fn zone_font(ppm: f32) -> Font {
    Font::new(PITCH_MM * ppm / mrz_render::advance(1.0))
}
