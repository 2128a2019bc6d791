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
    /// The encoded images; none when the PNG's pixels were kept instead (`raw`).
    pub images: Vec<Vec<u8>>,
    pub raw: Option<Raw>,
    /// Each image's width and height.
    pub sizes: Vec<[u32; 2]>,
    pub kind: ImageType,
    pub label: Option<SceneLabel>,
}

/// A picture's pixels as drawn: rows of `width` pixels of `channels` bytes (1 grey, 3 RGB).
#[derive(Debug, Clone)]
pub struct Raw {
    pub width: u32,
    pub height: u32,
    pub channels: usize,
    pub data: Vec<u8>,
}

/// How a record's pictures are given: for `layout`, as `kind`, at JPEG quality `quality` when
/// given (else the camera's, which the label then reports), and a PNG's pixels kept unencoded
/// when `raw`.
#[derive(Debug, Clone, Copy)]
pub struct Output {
    pub layout: Layout,
    pub kind: ImageType,
    pub quality: Option<u8>,
    pub raw: bool,
}

/// A worker's picture tools, kept from record to record.
#[derive(Default)]
pub struct Pictures {
    scenes: SceneMaker,
    png: Png,
}

impl Pictures {
    /// The pictures of a record whose zone is `lines`, taken with `params`, as `out` asks.
    pub fn make(
        &mut self,
        out: &Output,
        fields: &Fields,
        lines: &[String],
        mut params: Params,
    ) -> io::Result<Pictured> {
        let Output {
            layout,
            kind,
            quality,
            raw,
        } = *out;
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
                raw: None,
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
        let size = [scene.image.width, scene.image.height];
        if raw && kind == ImageType::Png {
            let (channels, data) = match &scene.colour {
                Some(c) => (3, c.pixels.clone()),
                None => (1, scene.image.pixels.clone()),
            };
            let (width, height) = (size[0], size[1]);
            let label = Some(SceneLabel::new(&scene, params));
            return Ok(Pictured {
                images: Vec::new(),
                raw: Some(Raw {
                    width,
                    height,
                    channels,
                    data,
                }),
                sizes: vec![size],
                kind,
                label,
            });
        }
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
            raw: None,
            sizes: vec![size],
            kind,
            label,
        })
    }
}
