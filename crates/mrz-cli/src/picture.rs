//! A record's pictures: the scene its preset makes (the clean strip included), encoded, with the
//! picture's part of its label; or, for tesstrain, each line alone.

use crate::layouts::{ImageType, Layout};
use mrz_core::Fields;
use mrz_render::{encode_gray_jpeg, encode_gray_png, Gray, Renderer, Style};
use mrz_scene::{upright, Params, Preset, SceneLabel, SceneMaker};
use std::io;

/// A clean strip's JPEG quality unless `--jpeg-quality` says otherwise; a scene's is drawn per
/// record, as a camera's setting.
pub const CLEAN_JPEG_QUALITY: u8 = 90;
/// A line cut from a scene for tesstrain keeps this much of its height above, below and at
/// each end, as a line finder would.
const LINE_MARGIN: f32 = 0.3;

/// What one record's pictures are: the encoded images, their type, and the label's picture
/// keys (none for tesstrain, whose labels are the lines' text).
pub struct Pictured {
    pub images: Vec<Vec<u8>>,
    pub kind: ImageType,
    pub label: Option<SceneLabel>,
}

/// A worker's picture tools, kept from record to record.
#[derive(Default)]
pub struct Pictures {
    scenes: SceneMaker,
    renderer: Renderer,
    gray: Gray,
}

impl Pictures {
    /// The pictures of a record whose zone is `lines`, taken with `params` (whose JPEG quality
    /// `quality` overrides, and which the label then reports).
    pub fn make(
        &mut self,
        layout: Layout,
        kind: ImageType,
        quality: Option<u8>,
        fields: &Fields,
        lines: &[String],
        mut params: Params,
    ) -> io::Result<Pictured> {
        let clean = params.preset == Preset::Clean;
        params.jpeg_quality = quality.unwrap_or(if clean {
            CLEAN_JPEG_QUALITY
        } else {
            params.jpeg_quality
        });
        if layout == Layout::Tesstrain {
            let images = if clean {
                self.lines_alone(lines)?
            } else {
                let scene = self.scenes.make(fields, lines, &params);
                let cut = |q| upright(&scene.image, q, LINE_MARGIN, line_height(q));
                scene
                    .lines
                    .iter()
                    .map(|q| png(&cut(q)))
                    .collect::<io::Result<_>>()?
            };
            let kind = ImageType::Png;
            return Ok(Pictured {
                images,
                kind,
                label: None,
            });
        }
        let scene = self.scenes.make(fields, lines, &params);
        let image = match kind {
            ImageType::Png => png(&scene.image)?,
            ImageType::Jpeg => jpeg(&scene.image, params.jpeg_quality)?,
        };
        let label = Some(SceneLabel::new(&scene, params));
        Ok(Pictured {
            images: vec![image],
            kind,
            label,
        })
    }

    /// Each line drawn alone as a one-line zone, as tesstrain's clean lines always were.
    fn lines_alone(&mut self, lines: &[String]) -> io::Result<Vec<Vec<u8>>> {
        let style = Style::default();
        lines
            .iter()
            .map(|line| {
                let frame = self.renderer.render(&[line.as_str()], &style);
                self.gray.set_frame(frame.map_err(io::Error::other)?);
                png(&self.gray)
            })
            .collect()
    }
}

/// A cut line's height: the line's own (its quad's left and right sides, averaged) with the
/// margins, so the cut keeps the scene's resolution.
fn line_height(q: &mrz_scene::Quad) -> u32 {
    let side = |a: [f32; 2], b: [f32; 2]| (a[0] - b[0]).hypot(a[1] - b[1]);
    let h = (side(q[0], q[3]) + side(q[1], q[2])) / 2.0;
    (h * (1.0 + 2.0 * LINE_MARGIN)).round().max(8.0) as u32
}

fn png(g: &Gray) -> io::Result<Vec<u8>> {
    encode_gray_png(g, None).map_err(io::Error::other)
}

fn jpeg(g: &Gray, quality: u8) -> io::Result<Vec<u8>> {
    encode_gray_jpeg(g, quality).map_err(io::Error::other)
}
