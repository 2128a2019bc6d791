//! Camera-like pictures of ICAO 9303 zones for training and testing readers: the zone printed
//! on a specimen data page of its format's size (tinted paper, rainbow guilloche, a security
//! print under the zone, a portrait area with a plain silhouette or shape, captions in two or
//! three languages, the record's values, a red SPECIMEN stamp; no face or emblem), laid on a
//! scanner or a desk, and taken through a camera (rotation, perspective, scale, blur, shake,
//! noise, uneven light, shadow, glare, holograms), in grey or in colour. Every parameter is
//! drawn per record from the caller's generator ([`draw`]), and every label (the card's, the
//! zone's, each line's and each character's quadrilateral) goes through the same map as the
//! pixels. No I/O, no web dependencies; encoding is the caller's.

mod bend;
mod blur;
mod canvas;
mod capture;
mod card;
mod crop;
mod design;
mod desk;
mod geom;
mod grid;
mod ink;
mod label;
mod light;
mod lines;
mod looks;
mod math;
mod noise;
mod orient;
mod paint;
mod params;
mod place;
mod portrait;
mod preset;
mod reframe;
mod scene;
mod security;
mod spread;
mod stamp;
mod strip;
mod warp;
mod zone;

pub use bend::{Bend, BendShape};
pub use canvas::Canvas;
pub use card::size_mm;
pub use crop::upright;
pub use geom::{inside, Homography, Point, Quad};
pub use ink::Print;
pub use label::{LabelQuad, Quads, SceneLabel};
pub use looks::{cap_mm, Glare, Hologram, Stamp, WEB_CAP_PX};
pub use orient::{store_gray, store_rgb};
pub use params::{draw, frame, Palette, Params, Preset, Shadow};
pub use reframe::{middle_width, MAX_FRAME, MIN_FRAME};
pub use scene::{Scene, SceneMaker};
