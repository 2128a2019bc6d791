//! Test sets of machine-readable zones, made in one place for every door (the page's workers,
//! `mrz batch`, the npm package and the Python wheel): each record drawn from the seed and its
//! index alone ([`make`]), pictured as its preset says ([`picture`]), labelled ([`labels`]) and
//! laid out as files or archives ([`layouts`]). The same options and seed give the same records,
//! pictures and labels everywhere, byte for byte.

pub mod archive;
pub mod labels;
pub mod layouts;
pub mod made_up;
pub mod make;
mod names;
mod national;
pub mod options;
pub mod people;
pub mod picture;
mod png;
pub mod recipe;
pub mod record;
mod regions;
pub mod render;
mod runs;
pub mod scratch;
pub mod settings;
pub mod shares;
pub mod sink;
pub mod tar;
pub mod zip;
pub mod zipset;

pub use layouts::{image_file, ImageType, Layout, Made};
pub use make::Maker;
pub use recipe::Recipe;
pub use shares::{shares, Shares};
