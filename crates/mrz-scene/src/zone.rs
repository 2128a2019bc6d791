//! One record's card: the kind's base copied, the record's values in the visual zone, and the
//! zone printed on the ICAO grid at the foot of the card, with every character's ink box.

use crate::canvas::{Canvas, Font, InkBox};
use crate::card::{Base, PITCH_MM};
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

/// Draw one record onto `into` (resized to the base): returns the zone's ink boxes.
pub fn print(
    base: &Base,
    zone_font: &Font,
    fields: &Fields,
    lines: &[String],
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
    lines
        .iter()
        .enumerate()
        .map(|(l, line)| {
            let baseline = (first + l as f32 * line_pitch).round() as i32;
            line.bytes()
                .enumerate()
                .filter_map(|(i, c)| {
                    let x = (left + i as f32 * pitch).round() as i32;
                    zone_font.stamp(into, c, x, baseline, 18)
                })
                .collect()
        })
        .collect()
}

/// OCR-B at the size whose advance is one character pitch at `ppm` pixels per millimetre.
pub fn zone_font(ppm: f32) -> Font {
    Font::new(PITCH_MM * ppm / mrz_render::advance(1.0))
}
