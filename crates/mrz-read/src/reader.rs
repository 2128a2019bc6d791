//! The reader's one entry point: a picture in, the zone read out.

use crate::strip::{read_upright, ReadError, Reading};
use crate::templates::Templates;
use mrz_render::Gray;

/// Holds what every reading shares (the templates, drawn once from the font); make one and
/// read many pictures with it.
pub struct Reader {
    templates: Templates,
}

impl Default for Reader {
    fn default() -> Reader {
        Reader::new()
    }
}

impl Reader {
    pub fn new() -> Reader {
        Reader {
            templates: Templates::new(),
        }
    }

    /// The zone in `image`, wherever it lies and however it is turned.
    pub fn read(&self, image: &Gray) -> Result<Reading, ReadError> {
        if image.width == 0 || image.height == 0 || image.pixels.is_empty() {
            return Err(ReadError::Empty);
        }
        read_upright(image, &self.templates)
    }
}
