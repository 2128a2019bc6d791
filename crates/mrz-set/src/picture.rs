//! A record's pictures: the scene its preset makes (the clean strip included), encoded, with the
//! picture's part of its label; or, for tesstrain, each line (`SceneMaker::line_pictures`).

use crate::layouts::{ImageType, Layout};
use mrz_core::Fields;
use mrz_render::{encode_gray_jpeg_oriented, encode_gray_png, encode_rgb_jpeg_oriented};
use mrz_render::{encode_rgb_png, Gray};
use mrz_scene::{store_gray, store_rgb, Params, SceneLabel, SceneMaker};
use std::io;

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
        if let Some(quality) = quality {
            params.jpeg_quality = quality;
        }
        if layout == Layout::Tesstrain {
            let cuts = self
                .scenes
                .line_pictures(fields, lines, &params)
                .map_err(io::Error::other)?;
            let images = cuts.iter().map(png).collect::<io::Result<_>>()?;
            let kind = ImageType::Png;
            return Ok(Pictured {
                images,
                kind,
                label: None,
            });
        }
        let scene = self.scenes.make(fields, lines, &params);
        // A PNG is stored upright; a JPEG turned or mirrored as its EXIF orientation undoes.
        if kind == ImageType::Png {
            params.exif_orientation = 1;
        }
        let (o, quality) = (params.exif_orientation, params.jpeg_quality);
        let image = match (kind, &scene.colour) {
            (ImageType::Png, None) => png(&scene.image)?,
            (ImageType::Png, Some(c)) => encode_rgb_png(c, None).map_err(io::Error::other)?,
            (ImageType::Jpeg, None) => {
                encode_gray_jpeg_oriented(&store_gray(&scene.image, o), quality, o)
                    .map_err(io::Error::other)?
            }
            (ImageType::Jpeg, Some(c)) => {
                encode_rgb_jpeg_oriented(&store_rgb(c, o), quality, o).map_err(io::Error::other)?
            }
        };
        let label = Some(SceneLabel::new(&scene, params));
        Ok(Pictured {
            images: vec![image],
            kind,
            label,
        })
    }
}

fn png(g: &Gray) -> io::Result<Vec<u8>> {
    encode_gray_png(g, None).map_err(io::Error::other)
}
