//! ICAO's specimen passport zone drawn by the project's renderer and read back: the ground of
//! the tests that lay its lines off their print on purpose.

use crate::reader::Reader;
use crate::reading::Reading;
use mrz_render::{Gray, Renderer, Style};

pub(crate) const LINES: [&str; 2] = [
    "P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<",
    "L898902C36UTO7408122F1204159ZE184226B<<<<<10",
];

/// The zone drawn at 20 px, a reader, and what it read there.
pub(crate) fn drawn() -> (Gray, Reader, Reading) {
    let style = Style::with_font_size(20.0);
    let image = Gray::from_frame(Renderer::new().render(&LINES, &style).unwrap());
    let reader = Reader::new();
    let reading = reader.read(&image).unwrap();
    assert_eq!(reading.lines, LINES);
    (image, reader, reading)
}
