//! The TypeScript shapes of the values every module passes, written from the Rust types into
//! `ts/types.d.ts` (ts_export.rs); wasm-bindgen puts them into each module's `.d.ts`. The tests
//! hold them to what serde really writes, which ts-rs reads from the same attributes.

use wasm_bindgen::prelude::*;

#[wasm_bindgen(typescript_custom_section)]
const TS_TYPES: &'static str = TYPES;

// Read by the macro above (which the compiler does not count as a use) and by the test.
#[allow(dead_code)]
pub(crate) const TYPES: &str = include_str!("../ts/types.d.ts");

#[cfg(all(test, feature = "page"))]
#[path = "types_tests.rs"]
mod tests;
