//! A record's picture and its labels: the card printed, placed, photographed. A `SceneMaker`
//! keeps what records share (card designs, fonts, the desk, the noise table) and its scratch
//! rasters, so one per thread makes pictures without allocating.

use crate::blur;
use crate::canvas::{Canvas, Font};
use crate::card::{size_mm, Base, CORNER_MM};
use crate::desk;
use crate::geom::{quad_of, Homography, Quad};
use crate::noise::Noise;
use crate::params::{max_scale, Params, Preset, SCAN_PPM};
use crate::place::place;
use crate::reframe::middle_width;
use crate::warp::{warp, Card, Desk, Rows};
use crate::zone::{print, zone_font, Layer};
use mrz_core::{Fields, Format};
use mrz_render::{Frame, Gray, Renderer, Style};
use std::collections::HashMap;

/// A picture and where everything is in it, in picture pixels (x right, y down; a pixel's
/// centre at +0.5). Quads run from the top left corner of the upright shape, clockwise.
#[derive(Debug, Clone, PartialEq)]
pub struct Scene {
    pub image: Gray,
    /// The card's corners (a clean strip's own).
    pub card: Quad,
    pub zone: Quad,
    pub lines: Vec<Quad>,
    /// Per line, per character with ink (every character of a zone has some).
    pub chars: Vec<Vec<Quad>>,
}

#[derive(Default)]
pub struct SceneMaker {
    bases: HashMap<(Format, u32, u32), Base>,
    fonts: HashMap<u32, Font>,
    desks: HashMap<(Preset, usize, usize), Canvas>,
    noise: Option<Noise>,
    card: Canvas,
    layer: Layer,
    strip: Renderer,
    /// tesstrain's lines drawn alone, apart from `strip`, whose last frame `strip_gray` follows.
    pub(crate) single: Renderer,
    /// The last strip in grey: the next one converts only what the renderer redrew.
    strip_gray: Gray,
    row: Vec<u8>,
    rows: Rows,
    acc: Vec<u16>,
}

/// The card's resolution: the scan's, or that of the largest card a photo of this frame may
/// show, so that the camera only ever shrinks it. In quarters of a pixel per millimetre, to
/// key the caches.
fn ppm_quarters(params: &Params, format: Format) -> u32 {
    let ppm = match params.preset {
        Preset::Clean | Preset::Scan => SCAN_PPM,
        preset => {
            let card = size_mm(format);
            max_scale(preset) * middle_width(params.width, params.height) / card[0]
        }
    };
    (ppm * 4.0).ceil() as u32
}

impl SceneMaker {
    pub fn new() -> SceneMaker {
        SceneMaker::default()
    }

    /// The picture of `lines` (the record's zone, as drawn) on a card of the record's format,
    /// with the visual zone's values from `fields`, taken as `params` say. `params` must come
    /// from [`crate::draw`] for this format (or be equal to such).
    /// A `clean` preset gives the renderer's strip of the zone, as the page draws it.
    pub fn make(&mut self, fields: &Fields, lines: &[String], params: &Params) -> Scene {
        if params.preset == Preset::Clean {
            return self.strip(lines);
        }
        let format = fields.format;
        let quarters = ppm_quarters(params, format);
        let ppm = quarters as f32 / 4.0;
        let base = self
            .bases
            .entry((format, quarters, params.card_variant))
            .or_insert_with(|| Base::new(format, ppm, params.card_variant));
        let font = self.fonts.entry(quarters).or_insert_with(|| zone_font(ppm));
        let boxes = print(
            base,
            font,
            fields,
            lines,
            &params.print,
            &mut self.layer,
            &mut self.card,
        );
        let card_px = [self.card.width as f32, self.card.height as f32];
        let (corners, map) = place(params, card_px);
        let back = map.inverse().expect("a placed card's map is invertible");
        let (w, h) = (params.width as usize, params.height as usize);
        let texture = self
            .desks
            .entry((params.preset, w, h))
            .or_insert_with(|| desk::texture(params.preset, w, h));
        let desk = Desk {
            texture,
            offset: params.desk_offset.map(|o| o.min(desk::MARGIN as u32 - 1)),
            tone: params.desk_tone,
        };
        let mut image = Canvas::default();
        let seen = Card {
            raster: &self.card,
            radius: CORNER_MM * ppm,
            back,
            outline: corners,
        };
        warp(&seen, &desk, params, &mut self.rows, &mut image);
        blur::motion(
            &mut image,
            params.motion_px,
            params.motion_deg,
            &mut self.acc,
        );
        blur::gaussian(&mut image, params.blur_sigma, &mut self.row);
        let noise = self.noise.get_or_insert_with(Noise::default);
        noise.add(&mut image, params.noise_sigma, params.noise_seed);
        let chars: Vec<Vec<Quad>> = boxes
            .iter()
            .map(|line| line.iter().map(|b| map.apply_quad(&quad_of(*b))).collect())
            .collect();
        let lines = boxes.iter().map(|l| quad_around(&map, l)).collect();
        let all: Vec<[f32; 4]> = boxes.iter().flatten().copied().collect();
        Scene {
            image: Gray {
                width: image.width as u32,
                height: image.height as u32,
                pixels: image.pixels,
            },
            card: corners,
            zone: quad_around(&map, &all),
            lines,
            chars,
        }
    }
}

impl SceneMaker {
    /// The strip the page and `mrz render` draw, in grey, labelled like a scene.
    fn strip(&mut self, lines: &[String]) -> Scene {
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
            zone: quad_around(&same, &all),
            lines: boxes.iter().map(|l| quad_around(&same, l)).collect(),
            chars: boxes
                .iter()
                .map(|l| l.iter().map(|b| quad_of(*b)).collect())
                .collect(),
            image,
        }
    }
}

/// The quad of the box around `boxes` (card pixels), in the picture.
fn quad_around(map: &Homography, boxes: &[[f32; 4]]) -> Quad {
    let first = boxes.first().copied().unwrap_or_default();
    let around = boxes.iter().fold(first, |a, b| {
        [
            a[0].min(b[0]),
            a[1].min(b[1]),
            a[2].max(b[2]),
            a[3].max(b[3]),
        ]
    });
    map.apply_quad(&quad_of(around))
}
