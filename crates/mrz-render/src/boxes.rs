//! Where each character of a draw has its ink: the labels a test set gives its strips.

use super::Renderer;
use crate::glyphs::slot;

impl Renderer {
    /// The ink box `[left, top, right, bottom]` in pixels (right and bottom exclusive) of every
    /// character of `lines` with ink, per line, as the last draw laid them out: call it with
    /// the lines of that draw. Each box is its glyph's outline box widened to whole pixels.
    pub fn ink_boxes(&self, lines: &[&str]) -> Vec<Vec<[i32; 4]>> {
        let (Some(cache), Some(layout)) = (&self.cache, &self.layout) else {
            return Vec::new();
        };
        let (columns, baselines) = (layout.columns(), layout.baselines());
        lines
            .iter()
            .zip(baselines)
            .map(|(line, &baseline)| {
                line.bytes()
                    .zip(columns)
                    .filter_map(|(c, &x)| {
                        let g = &cache.coverage[slot(c)?];
                        (g.width > 0).then(|| {
                            [
                                x + g.left,
                                baseline + g.top,
                                x + g.right(),
                                baseline + g.bottom(),
                            ]
                        })
                    })
                    .collect()
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use crate::{Renderer, Style};

    #[test]
    fn every_box_holds_its_characters_ink_and_nothing_else_is_inked() {
        let lines = ["P<UTOERIKSSON<<ANNA", "L898902C36UTO7408122F"];
        let mut r = Renderer::new();
        let style = Style::default();
        let frame = r.render(&lines, &style).unwrap().to_image();
        let boxes = r.ink_boxes(&lines);
        assert_eq!(boxes.iter().map(Vec::len).collect::<Vec<_>>(), [19, 21]);
        let w = frame.width as i32;
        for y in 0..frame.height as i32 {
            for x in 0..w {
                let inked = frame.pixels[((y * w + x) * 4) as usize] < 255;
                let inside = boxes
                    .iter()
                    .flatten()
                    .any(|b| x >= b[0] && x < b[2] && y >= b[1] && y < b[3]);
                assert!(!inked || inside, "ink at {x},{y} outside every box");
            }
        }
        // Left to right, and the second line below the first.
        assert!(boxes[0].windows(2).all(|p| p[0][0] < p[1][0]));
        assert!(boxes[1][0][1] > boxes[0][0][3] - 5);
    }
}
