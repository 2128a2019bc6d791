//! What a picture's label says of it beyond the record: its size, where the card, the zone,
//! each line and each character are, and the parameters it was taken with. One serializer for
//! the command line's labels and the page's, so the two cannot drift.

use crate::geom::Quad;
use crate::params::Params;
use crate::scene::Scene;
use serde::Serialize;

/// A quad as labels store it: corners to a hundredth of a pixel.
pub type LabelQuad = [[f64; 2]; 4];

#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Quads {
    pub card: LabelQuad,
    pub zone: LabelQuad,
    pub lines: Vec<LabelQuad>,
    /// Per line, per character, in reading order.
    pub chars: Vec<Vec<LabelQuad>>,
}

/// The picture's part of a label: `width`, `height`, `quads` and `augmentation`.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct SceneLabel {
    pub width: u32,
    pub height: u32,
    pub quads: Quads,
    pub augmentation: Params,
}

impl SceneLabel {
    pub fn new(scene: &Scene, mut params: Params) -> SceneLabel {
        // A clean strip is drawn as large as its zone, which the parameters cannot know.
        (params.width, params.height) = (scene.image.width, scene.image.height);
        SceneLabel {
            width: scene.image.width,
            height: scene.image.height,
            quads: Quads {
                card: rounded(&scene.card),
                zone: rounded(&scene.zone),
                lines: scene.lines.iter().map(rounded).collect(),
                chars: scene
                    .chars
                    .iter()
                    .map(|l| l.iter().map(rounded).collect())
                    .collect(),
            },
            augmentation: params,
        }
    }
}

fn rounded(q: &Quad) -> LabelQuad {
    q.map(|p| p.map(|v| (f64::from(v) * 100.0).round() / 100.0))
}
