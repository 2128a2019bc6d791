//! Templates drawn at the size of a small zone, kept for the next zone of about that size: a
//! picture's zone is read at several looks, and a camera's next frame shows it at nearly the
//! same size, while drawing the five blurs of 37 glyphs costs as much as matching a zone.

use crate::templates::Templates;
use std::sync::{Arc, Mutex, MutexGuard};

/// The blurs, in picture pixels, a small zone's templates are drawn with: a camera's lens,
/// its focus and a JPEG soften a picture by some amount, which a glance at the zone tells.
pub const SOFTEN: [f32; 5] = [0.25, 0.5, 0.75, 1.0, 1.25];

/// Heights are drawn at the nearest eighth of a pixel: a glyph a tenth of a pixel larger or
/// smaller matches alike, and the templates a height gets never depend on what was kept.
const STEPS: f32 = 8.0;

/// How many sizes are kept (each about 280 KB).
const KEPT: usize = 16;

/// The sizes drawn lately, the latest last.
#[derive(Default)]
pub struct Drawn(Mutex<Vec<(u32, Arc<[Templates]>)>>);

impl Drawn {
    /// The templates for a zone whose line of ink is `height` pixels tall, one set a blur of
    /// [`SOFTEN`].
    pub fn at(&self, height: f32) -> Arc<[Templates]> {
        let key = (height * STEPS).round() as u32;
        if let Some((_, sets)) = self.kept().iter().find(|(k, _)| *k == key) {
            return sets.clone();
        }
        let sets: Arc<[Templates]> =
            Templates::for_height_blurs(key as f32 / STEPS, &SOFTEN).into();
        let mut all = self.kept();
        if all.len() >= KEPT {
            all.remove(0);
        }
        all.push((key, sets.clone()));
        sets
    }

    /// What is kept. A poisoned lock only means another thread panicked while holding it:
    /// what it holds is still whole sets.
    fn kept(&self) -> MutexGuard<'_, Vec<(u32, Arc<[Templates]>)>> {
        self.0.lock().unwrap_or_else(|e| e.into_inner())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_height_gets_the_same_templates_drawn_or_kept() {
        let drawn = Drawn::default();
        let first = drawn.at(9.51);
        let again = drawn.at(9.49);
        assert!(Arc::ptr_eq(&first, &again), "the same eighth of a pixel");
        assert_eq!(first.len(), SOFTEN.len());
        let fresh = Drawn::default().at(9.5);
        assert_eq!(first[2].cells, fresh[2].cells);
        for h in 0..2 * KEPT {
            drawn.at(6.0 + h as f32);
        }
        assert_eq!(drawn.0.lock().unwrap().len(), KEPT);
    }
}
