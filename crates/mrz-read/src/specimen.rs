//! ICAO's specimen passport zone drawn by the project's renderer and read back: the ground of
//! the tests that lay its lines off their print on purpose; and places read clearly, for the
//! tests that give a few of them guesses of their own.

use crate::reader::Reader;
use crate::reading::Reading;
use crate::sample::Cell;
use crate::templates::Candidate;
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

/// Each line's cells where `reading` read them.
pub(crate) fn printed(reading: &Reading) -> Vec<Vec<Cell>> {
    (reading.boxes.iter())
        .map(|l| l.iter().map(Cell::from_corners).collect())
        .collect()
}

/// `line` laid off its print from one end, as the finder lays a line: its first cell moved
/// `along` and `across` (in its own widths and heights), less and less to none at its last.
pub(crate) fn laid_off(line: &[Cell], along: f32, across: f32) -> Vec<Cell> {
    let m = (line.len() - 1) as f32;
    (line.iter().enumerate())
        .map(|(i, c)| {
            let k = (line.len() - 1 - i) as f32;
            c.moved(along * k / m, across * k / m)
        })
        .collect()
}

/// A line's first guesses.
pub(crate) fn first_guesses(ranked: &[Vec<Candidate>]) -> String {
    ranked.iter().map(|r| r[0].c as char).collect()
}

/// Each place of `lines` read clearly (one guess, matched at 0.95): the ground of the tests
/// that give a few places guesses of their own.
pub(crate) fn read_clearly<S: AsRef<str>>(lines: &[S]) -> Vec<Vec<Vec<Candidate>>> {
    (lines.iter())
        .map(|l| {
            (l.as_ref().bytes())
                .map(|c| vec![Candidate { c, score: 0.95 }])
                .collect()
        })
        .collect()
}
