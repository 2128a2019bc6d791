//! The page's doors into the Rust core. They convert JavaScript values to core types and back,
//! and nothing else: composing and drawing live in `mrz-core` and `mrz-render`, scenes in
//! `mrz-scene`.
//!
//! One crate, three WebAssembly modules, chosen by feature: `page` (pkg/mrz-wasm) is what the
//! preview needs at first paint, and nothing more; `scene` (pkg/mrz-wasm-scene) is the
//! test-set panel's (scenes, PNG and JPEG encoders, label JSON), loaded only by its workers;
//! `read` (pkg/mrz-wasm-read) is the checker's picture reader, loaded only by its worker on
//! the first picture; so that none of that weighs on the first paint. A native build has all
//! three, so that `cargo test` and clippy see all of it.
//!
//! Values are read by key rather than through serde's deserializer, whose error messages
//! format floating-point numbers: that code alone would add a tenth to the module.

#[cfg(feature = "chip")]
mod chip;
#[cfg(feature = "scene")]
mod formats;
mod js;
#[cfg(feature = "npm")]
mod npm;
#[cfg(feature = "npm-read")]
mod npm_types;
#[cfg(feature = "page")]
mod page;
#[cfg(feature = "read")]
mod read;
#[cfg(feature = "read")]
mod read_types;
#[cfg(feature = "read")]
mod reading;
#[cfg(feature = "page")]
mod renderer;
#[cfg(feature = "scene")]
mod scene;
#[cfg(feature = "scene")]
mod scene_record;
#[cfg(feature = "scene")]
mod scene_types;
#[cfg(all(
    test,
    feature = "page",
    feature = "chip",
    feature = "scene",
    feature = "npm-read"
))]
mod ts_export;
#[cfg(test)]
mod ts_format;
mod types;

#[cfg(feature = "chip")]
pub use chip::chip;
#[cfg(feature = "npm-chip")]
pub use chip::chip_json;
#[cfg(feature = "npm")]
pub use npm::*;
#[cfg(feature = "page")]
pub use page::*;
#[cfg(feature = "read")]
pub use read::read_picture;
#[cfg(feature = "page")]
pub use renderer::MrzRenderer;
#[cfg(feature = "scene")]
pub use scene::{SetArchive, TestSet};
