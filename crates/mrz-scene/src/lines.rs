//! tesstrain's pictures of a record, one a line: for a clean set each line drawn alone as a
//! one-line zone; else each line cut upright out of the record's scene, with a margin, as a
//! line finder would hand it on. One place for the command and the page's worker.

use crate::crop::upright;
use crate::geom::Quad;
use crate::params::{Params, Preset};
use crate::scene::SceneMaker;
use mrz_core::Fields;
use mrz_render::{Gray, Style, StyleError};

/// A line cut from a scene keeps this much of its height above, below and at each end.
const LINE_MARGIN: f32 = 0.3;

impl SceneMaker {
    /// The record's lines as tesstrain takes them (see the module's comment), in grey.
    pub fn line_pictures(
        &mut self,
        fields: &Fields,
        lines: &[String],
        params: &Params,
    ) -> Result<Vec<Gray>, StyleError> {
        if params.preset == Preset::Clean {
            let style = Style::default();
            return lines
                .iter()
                .map(|line| {
                    Ok(Gray::from_frame(
                        self.single.render(&[line.as_str()], &style)?,
                    ))
                })
                .collect();
        }
        let scene = self.make(fields, lines, params);
        Ok(scene
            .lines
            .iter()
            .map(|q| upright(&scene.image, q, LINE_MARGIN, line_height(q)))
            .collect())
    }
}

/// A cut line's height: the line's own (its quad's left and right sides, averaged) with the
/// margins, so that the cut keeps the scene's resolution.
fn line_height(q: &Quad) -> u32 {
    let side = |a: [f32; 2], b: [f32; 2]| crate::math::hypot(a[0] - b[0], a[1] - b[1]);
    let h = (side(q[0], q[3]) + side(q[1], q[2])) / 2.0;
    (h * (1.0 + 2.0 * LINE_MARGIN)).round().max(8.0) as u32
}
