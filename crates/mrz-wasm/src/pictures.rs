//! A test-set record's zone and pictures, as plain Rust (the binding in scene.rs converts): the
//! camera drawn from the seed and the record's index, the scene, its encoding and its label;
//! tesstrain's line pictures, from `mrz-scene` as `mrz batch` takes them (a clean strip's JPEG
//! quality, the lines' cuts).

use crate::deflate::Deflate;
/// A record's zone as drawn (the core's, shared with `mrz batch`).
pub(crate) use mrz_core::test_zone as zone;
use mrz_core::Fields;
use mrz_render::{encode_gray_jpeg_oriented, encode_rgb_jpeg_oriented, Gray};
use mrz_scene::{draw, size_mm, store_gray, store_rgb, Params, Preset, SceneLabel};
use mrz_scene::{Scene, SceneMaker};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum ImageType {
    Png,
    Jpeg,
}

/// An encoded picture and its CRC-32 (the ZIP entry's), its size and, for a record's picture,
/// its label as JSON text.
#[derive(Debug)]
pub(crate) struct Encoded {
    pub bytes: Vec<u8>,
    pub crc: u32,
    pub width: u32,
    pub height: u32,
    pub label: Option<String>,
}

/// The camera of record `index` (from 1) of the set of `seed`: ChaCha8 of the seed, the index
/// as its stream; in grey.
pub(crate) fn camera(preset: Preset, fields: &Fields, seed: u64, index: u32) -> Params {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    rng.set_stream(u64::from(index));
    draw(preset, size_mm(fields.format), &mut rng)
}

/// What records share from one to the next: the scene maker's card designs, desks, scratch
/// rasters and strip renderers, the compressors.
pub(crate) struct Pictures {
    scenes: SceneMaker,
    pub deflate: Deflate,
}

impl Pictures {
    pub fn new() -> Pictures {
        Pictures {
            scenes: SceneMaker::new(),
            deflate: Deflate::new(),
        }
    }

    /// The picture of `lines` (the zone as drawn) taken with `params`, encoded, with its label.
    pub fn picture(
        &mut self,
        fields: &Fields,
        lines: &[String],
        params: &Params,
        image: ImageType,
    ) -> Result<Encoded, String> {
        let scene = self.scenes.make(fields, lines, params);
        let mut params = params.clone();
        // A PNG is stored upright; a JPEG turned or mirrored as its EXIF orientation undoes.
        if image == ImageType::Png {
            params.exif_orientation = 1;
        }
        let bytes = self.encode_scene(&scene, image, &params)?;
        let label =
            serde_json::to_string(&SceneLabel::new(&scene, params)).map_err(|e| e.to_string())?;
        Ok(Encoded {
            crc: crc32fast::hash(&bytes),
            bytes,
            width: scene.image.width,
            height: scene.image.height,
            label: Some(label),
        })
    }

    /// A scene's file: grey or colour, PNG or JPEG (stored as its EXIF orientation says).
    fn encode_scene(&mut self, s: &Scene, kind: ImageType, p: &Params) -> Result<Vec<u8>, String> {
        let (o, quality) = (p.exif_orientation, p.jpeg_quality);
        match (kind, &s.colour) {
            (ImageType::Png, None) => self.deflate.gray_png(&s.image),
            (ImageType::Png, Some(c)) => self.deflate.rgb_png(c),
            (ImageType::Jpeg, None) => {
                encode_gray_jpeg_oriented(&store_gray(&s.image, o), quality, o)
                    .map_err(|e| e.to_string())
            }
            (ImageType::Jpeg, Some(c)) => {
                encode_rgb_jpeg_oriented(&store_rgb(c, o), quality, o).map_err(|e| e.to_string())
            }
        }
    }

    /// tesstrain's pictures, one a line, PNG (see `SceneMaker::line_pictures`).
    pub fn lines(
        &mut self,
        fields: &Fields,
        lines: &[String],
        params: &Params,
    ) -> Result<Vec<Encoded>, String> {
        let cuts = self
            .scenes
            .line_pictures(fields, lines, params)
            .map_err(|e| e.describe())?;
        cuts.iter()
            .map(|cut| self.encode(cut, ImageType::Png, 0))
            .collect()
    }

    fn encode(&mut self, image: &Gray, kind: ImageType, quality: u8) -> Result<Encoded, String> {
        let bytes = match kind {
            ImageType::Png => self.deflate.gray_png(image)?,
            ImageType::Jpeg => {
                encode_gray_jpeg_oriented(image, quality, 1).map_err(|e| e.to_string())?
            }
        };
        Ok(Encoded {
            crc: crc32fast::hash(&bytes),
            bytes,
            width: image.width,
            height: image.height,
            label: None,
        })
    }
}

#[cfg(test)]
#[path = "pictures_tests.rs"]
pub(crate) mod tests;

#[cfg(test)]
#[path = "pictures_colour_tests.rs"]
mod colour_tests;
