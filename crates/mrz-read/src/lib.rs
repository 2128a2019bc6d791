//! Reading a machine-readable zone back from a picture, with no model downloaded: the 37 OCR-B
//! glyphs the renderer draws are the templates. This first stage reads an upright zone (a
//! strip as `mrz render` or a clean test set draws it, or a zone already straightened): it
//! finds the lines, fits the fixed pitch each format's line length implies, and ranks every
//! character's candidates; finding and straightening a zone in a camera picture comes next.

mod cells;
mod digits;
mod kinds;
mod lines;
mod reader;
mod strip;
mod templates;

pub use kinds::{kinds, Kind};
pub use reader::Reader;
pub use strip::{read_upright, ReadError, Reading};
pub use templates::{Candidate, Templates};
