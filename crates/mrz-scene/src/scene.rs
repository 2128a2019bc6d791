//! A record's picture and its labels: the card printed, placed, photographed. A `SceneMaker`
//! keeps what records share (card designs, fonts, the desk, the noise table) and its scratch
//! rasters, so one per thread makes pictures without allocating.

use crate::bend::BendPx;
use crate::canvas::{Canvas, Font};
use crate::card::{size_mm, Base, Kind, CORNER_MM};
use crate::geom::{quad_of, Homography, Quad};
use crate::noise::Noise;
use crate::params::{max_scale, Params, Preset, SCAN_PPM};
use crate::place::place;
use crate::reframe::middle_width;
use crate::warp::{warp, Card, Desk, Rows};
use crate::zone::{print, zone_font, Layer};
use crate::{blur, capture, desk, looks, orient};
use mrz_core::{Fields, Format};
use mrz_render::{Gray, Renderer, Rgb};
use std::collections::HashMap;

/// A picture and where everything is in it, in picture pixels (x right, y down; a pixel's
/// centre at +0.5). Quads run from the top left corner of the upright shape, clockwise.
#[derive(Debug, Clone, PartialEq)]
pub struct Scene {
    /// The picture in grey: a grey set's picture, or a colour one's luma.
    pub image: Gray,
    /// The picture in colour, in a colour set.
    pub colour: Option<Rgb>,
    /// The card's corners (a clean strip's own).
    pub card: Quad,
    pub zone: Quad,
    pub lines: Vec<Quad>,
    /// Per line, per character with ink (every character of a zone has some).
    pub chars: Vec<Vec<Quad>>,
}

#[derive(Default)]
pub struct SceneMaker {
    bases: HashMap<Kind, Base>,
    fonts: HashMap<u32, Font>,
    desks: HashMap<(Preset, usize, usize), Canvas>,
    noise: Option<Noise>,
    card: Vec<Canvas>,
    image: Vec<Canvas>,
    layer: Layer,
    pub(crate) strip: Renderer,
    /// tesstrain's lines drawn alone, apart from `strip`, whose last frame `strip_gray` follows.
    pub(crate) single: Renderer,
    /// The last strip in grey: the next one converts only what the renderer redrew.
    pub(crate) strip_gray: Gray,
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
        Preset::Web => looks::web_ppm(params, size_mm(format)),
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
            return self.strip(lines, params.palette);
        }
        let format = fields.format;
        let quarters = ppm_quarters(params, format);
        let ppm = quarters as f32 / 4.0;
        let kind = (
            format,
            quarters,
            params.card_variant,
            params.portrait,
            params.palette.planes(),
        );
        let base = self.bases.entry(kind).or_insert_with(|| Base::new(kind));
        let font = self.fonts.entry(quarters).or_insert_with(|| zone_font(ppm));
        let boxes = print(
            base,
            font,
            fields,
            lines,
            params,
            &mut self.layer,
            &mut self.card,
        );
        if let Some(h) = &params.hologram {
            capture::hologram(&mut self.card, h);
        }
        if let Some(g) = &params.glare {
            capture::glare(&mut self.card, g);
        }
        let card_px = [self.card[0].width as f32, self.card[0].height as f32];
        let (corners, map) = place(params, card_px);
        let bend = params.bend.map_or(BendPx::FLAT, |b| b.in_pixels(card_px));
        let bent = |q: Quad| bend.quad(&q);
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
            tint: desk::tint(params.preset),
        };
        let (outline, reach) = bend.outlines(&map, corners, card_px);
        let seen = Card {
            raster: &self.card,
            bend,
            radius: CORNER_MM * ppm,
            back,
            outline: reach,
        };
        let image = &mut self.image;
        warp(&seen, &desk, params, &mut self.rows, image);
        let noise = self.noise.get_or_insert_with(Noise::default);
        for (k, plane) in image.iter_mut().enumerate() {
            blur::motion(plane, params.motion_px, params.motion_deg, &mut self.acc);
            blur::gaussian(plane, params.blur_sigma, &mut self.row);
            // Each plane's own sensor noise; a grey picture's is the first's.
            let seed = params
                .noise_seed
                .wrapping_add((k as u32).wrapping_mul(0x9e37_79b9));
            noise.add(plane, params.noise_sigma, seed);
        }
        let mut chars: Vec<Vec<Quad>> = boxes
            .iter()
            .map(|line| {
                line.iter()
                    .map(|b| map.apply_quad(&bent(quad_of(*b))))
                    .collect()
            })
            .collect();
        let mut lines: Vec<Quad> = boxes.iter().map(|l| quad_around(&map, l, &bend)).collect();
        let all: Vec<[f32; 4]> = boxes.iter().flatten().copied().collect();
        let (mut card, mut zone) = (outline, quad_around(&map, &all, &bend));
        if params.mirrored {
            orient::mirror(image);
            let flip = |q: &mut Quad| *q = orient::mirror_quad(q, w as f32);
            chars.iter_mut().flatten().for_each(flip);
            lines.iter_mut().for_each(flip);
            flip(&mut card);
            flip(&mut zone);
        }
        let (image, colour) = pictures(image);
        Scene {
            image,
            colour,
            card,
            zone,
            lines,
            chars,
        }
    }
}

/// The planes as a picture: one plane in grey (taken, as the next picture is drawn afresh),
/// or three as colour beside its luma.
fn pictures(planes: &mut [Canvas]) -> (Gray, Option<Rgb>) {
    let (width, height) = (planes[0].width as u32, planes[0].height as u32);
    if let [grey] = planes {
        let pixels = std::mem::take(&mut grey.pixels);
        return (
            Gray {
                width,
                height,
                pixels,
            },
            None,
        );
    }
    let mut pixels = Vec::with_capacity(planes[0].pixels.len() * 3);
    for ((&r, &g), &b) in planes[0]
        .pixels
        .iter()
        .zip(&planes[1].pixels)
        .zip(&planes[2].pixels)
    {
        pixels.extend([r, g, b]);
    }
    let colour = Rgb {
        width,
        height,
        pixels,
    };
    (colour.luma(), Some(colour))
}

/// The quad of the box around `boxes` (card pixels) and their print as `bend` moves it, in the
/// picture.
pub(crate) fn quad_around(map: &Homography, boxes: &[[f32; 4]], bend: &BendPx) -> Quad {
    let first = boxes.first().copied().unwrap_or_default();
    let around = boxes.iter().fold(first, |a, b| {
        [
            a[0].min(b[0]),
            a[1].min(b[1]),
            a[2].max(b[2]),
            a[3].max(b[3]),
        ]
    });
    map.apply_quad(&quad_of(bend.around(around)))
}
