//! A clean set's picture: the renderer's strip of the zone, as the page draws it, labelled like
//! a scene.

use crate::bend::BendPx;
use crate::geom::{quad_of, Homography};
use crate::params::Palette;
use crate::scene::{quad_around, Scene, SceneMaker};
use mrz_render::{Frame, Gray, Rgb, Style};

impl SceneMaker {
    /// The strip the page and `mrz render` draw, in grey (and in colour, three planes alike,
    /// for a colour set), labelled like a scene.
    pub(crate) fn strip(&mut self, lines: &[String], palette: Palette) -> Scene {
        let drawn: Vec<&str> = lines.iter().map(String::as_str).collect();
        let style = Style::default();
        let image = match self.strip.render(&drawn, &style) {
            Ok(frame) => {
                let frame = Frame {
                    width: frame.width,
                    height: frame.height,
                    pixels: self.strip.frame(),
                };
                self.strip_gray.update(frame, self.strip.damage());
                self.strip_gray.clone()
            }
            // Only a zone of no lines or more than three is refused: an empty picture.
            Err(_) => Gray::new(1, 1, 255),
        };
        let boxes: Vec<Vec<[f32; 4]>> = self
            .strip
            .ink_boxes(&drawn)
            .into_iter()
            .map(|l| l.into_iter().map(|b| b.map(|v| v as f32)).collect())
            .collect();
        let same = Homography([1.0, 0.0, 0.0, 0.0, 1.0, 0.0, 0.0, 0.0, 1.0]);
        let all: Vec<[f32; 4]> = boxes.iter().flatten().copied().collect();
        Scene {
            card: quad_of([0.0, 0.0, image.width as f32, image.height as f32]),
            zone: quad_around(&same, &all, &BendPx::FLAT),
            lines: boxes
                .iter()
                .map(|l| quad_around(&same, l, &BendPx::FLAT))
                .collect(),
            chars: boxes
                .iter()
                .map(|l| l.iter().map(|b| quad_of(*b)).collect())
                .collect(),
            colour: (palette == Palette::Colour).then(|| Rgb {
                width: image.width,
                height: image.height,
                pixels: image.pixels.iter().flat_map(|&v| [v; 3]).collect(),
            }),
            image,
        }
    }
}
