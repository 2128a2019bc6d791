//! Camera-like pictures of ICAO 9303 zones for training and testing readers: the zone printed
//! on a plain specimen card of its format's size (paper, a guilloche, captions, the record's
//! values and a large SPECIMEN; no portrait or emblem), laid on a scanner or a desk, and taken
//! through a camera (rotation, perspective, scale, blur, shake, noise, uneven light, shadow).
//! Every parameter is drawn per record from the caller's generator ([`draw`]), and every
//! label (the card's, the zone's, each line's and each character's quadrilateral) goes
//! through the same map as the pixels. No I/O, no web dependencies; grey out, encoding is the
//! caller's.

mod blur;
mod canvas;
mod card;
mod crop;
mod desk;
mod geom;
mod ink;
mod label;
mod lines;
mod noise;
mod params;
mod place;
mod reframe;
mod scene;
mod warp;
mod zone;

pub use canvas::Canvas;
pub use card::size_mm;
pub use crop::upright;
pub use geom::{inside, Homography, Point, Quad};
pub use ink::Print;
pub use label::{LabelQuad, Quads, SceneLabel};
pub use params::{draw, frame, Params, Preset, Shadow};
pub use reframe::{middle_width, MAX_FRAME, MIN_FRAME};
pub use scene::{Scene, SceneMaker};
