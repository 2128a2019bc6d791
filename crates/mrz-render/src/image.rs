//! What a draw gives back: a frame borrowed from the renderer, or an owned copy of it.

/// A drawn image borrowed from its renderer: straight-alpha RGBA8, rows top to bottom, as
/// `ImageData` and PNG expect. Valid until the renderer draws again.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Frame<'a> {
    pub width: u32,
    pub height: u32,
    pub pixels: &'a [u8],
}

/// An owned copy of a frame.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Image {
    pub width: u32,
    pub height: u32,
    pub pixels: Vec<u8>,
}

impl Frame<'_> {
    pub fn to_image(&self) -> Image {
        Image {
            width: self.width,
            height: self.height,
            pixels: self.pixels.to_vec(),
        }
    }
}

impl Image {
    pub fn as_frame(&self) -> Frame<'_> {
        Frame {
            width: self.width,
            height: self.height,
            pixels: &self.pixels,
        }
    }
}
