//! A record's pictures: the scene its preset makes (the clean strip included), encoded, with the
//! picture's part of its label; or, for tesstrain, each line (`SceneMaker::line_pictures`).

use crate::layouts::{ImageType, Layout};
use crate::png::Png;
use mrz_core::Fields;
use mrz_render::{encode_gray_jpeg_oriented, encode_rgb_jpeg_oriented};
use mrz_scene::{store_gray, store_rgb, Params, SceneLabel, SceneMaker};
use std::io;

/// What one record's pictures are: the encoded images, their type, and the label's picture
/// keys (none for tesstrain, whose labels are the lines' text).
pub struct Pictured {
    pub images: Vec<Vec<u8>>,
    /// Each image's width and height.
    pub sizes: Vec<[u32; 2]>,
    pub kind: ImageType,
    pub label: Option<SceneLabel>,
}

/// A worker's picture tools, kept from record to record.
#[derive(Default)]
pub struct Pictures {
    scenes: SceneMaker,
    png: Png,
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
            let sizes = cuts.iter().map(|c| [c.width, c.height]).collect();
            let images = cuts
                .iter()
                .map(|cut| self.png.gray(cut).map_err(io::Error::other))
                .collect::<io::Result<_>>()?;
            let kind = ImageType::Png;
            return Ok(Pictured {
                images,
                sizes,
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
            (ImageType::Png, None) => self.png.gray(&scene.image).map_err(io::Error::other)?,
            (ImageType::Png, Some(c)) => self.png.rgb(c).map_err(io::Error::other)?,
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
            sizes: vec![[scene.image.width, scene.image.height]],
            kind,
            label,
        })
    }
}
