//! 8-bit greyscale pictures, the form test sets store zones in: a quarter of the RGBA frame's
//! bytes to compress, and what OCR and detector training read anyway.

use crate::damage::Rect;
use crate::image::Frame;

/// An 8-bit luma picture, rows top to bottom, `width` bytes a row with no padding.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Gray {
    pub width: u32,
    pub height: u32,
    pub pixels: Vec<u8>,
}

impl Gray {
    /// A picture of one `value` throughout.
    pub fn new(width: u32, height: u32, value: u8) -> Gray {
        Gray {
            width,
            height,
            pixels: vec![value; width as usize * height as usize],
        }
    }

    /// The luma of a rendered frame as it shows on white (see [`luma`]).
    pub fn from_frame(frame: Frame<'_>) -> Gray {
        let mut gray = Gray::default();
        gray.set_frame(frame);
        gray
    }

    /// Like [`Gray::from_frame`], into this picture's buffer: a batch converts every record
    /// without allocating once the first has sized it.
    pub fn set_frame(&mut self, frame: Frame<'_>) {
        let whole = Rect {
            x: 0,
            y: 0,
            width: frame.width,
            height: frame.height,
        };
        self.update(frame, &[whole]);
    }

    /// Bring this picture up to date with `frame`, converting only the `damage` rectangles:
    /// what [`Renderer::damage`](crate::Renderer::damage) says changed since the frame this
    /// picture last took from the same renderer. For a batch of one format that is the ink
    /// bands, about half the picture. A frame of another size is converted whole.
    pub fn update(&mut self, frame: Frame<'_>, damage: &[Rect]) {
        let (px, _) = frame.pixels.as_chunks::<4>();
        if (self.width, self.height) != (frame.width, frame.height) || self.pixels.len() != px.len()
        {
            (self.width, self.height) = (frame.width, frame.height);
            self.pixels.resize(px.len(), 0);
            return convert(px, &mut self.pixels);
        }
        let width = frame.width as usize;
        for r in damage {
            let x = (r.x as usize).min(width);
            let right = (r.x as usize + r.width as usize).min(width);
            for y in (r.y..r.y.saturating_add(r.height).min(frame.height)).map(|y| y as usize) {
                let row = y * width;
                convert(
                    &px[row + x..row + right],
                    &mut self.pixels[row + x..row + right],
                );
            }
        }
    }
}

/// Each pixel's [`luma`], in blocks of 16 pixels: a block all opaque grey (a zone in black on
/// white is that throughout) takes its red bytes, any other is computed. Measured on a TD3
/// strip: 77 us, where `luma` on every pixel took 400 us and testing the whole frame first
/// 110 us; without SSSE3's byte shuffles the compiler vectorises only this shape well.
fn convert(px: &[[u8; 4]], out: &mut [u8]) {
    let (blocks, rest) = out.as_chunks_mut::<16>();
    let (from, from_rest) = px.as_chunks::<16>();
    for (out, block) in blocks.iter_mut().zip(from) {
        let grey = block.iter().fold(true, |all, &p| {
            let w = u32::from_le_bytes(p);
            all & ((w ^ (w >> 8)) & 0xFFFF == 0) & (w >> 24 == 0xFF)
        });
        if grey {
            for (o, p) in out.iter_mut().zip(block) {
                *o = p[0];
            }
        } else {
            for (o, &p) in out.iter_mut().zip(block) {
                *o = luma(p);
            }
        }
    }
    for (o, &p) in rest.iter_mut().zip(from_rest) {
        *o = luma(p);
    }
}

/// The luma of a straight-alpha RGBA pixel composited on white: BT.601 weights in 8.8 fixed
/// point, which sum to 256 so that a grey keeps its exact value (black on white stays the
/// renderer's own coverage), then alpha over white, rounded. Every step fits in 16 bits.
#[inline]
pub fn luma([r, g, b, a]: [u8; 4]) -> u8 {
    let y = (77 * u16::from(r) + 150 * u16::from(g) + 29 * u16::from(b) + 128) >> 8;
    over_white(y, a)
}

/// A straight-alpha RGBA pixel as the reader sees ink, composited on white: its brightest
/// channel. A zone is printed in black; what is printed around and under it on a real data page
/// (a pink or blue guilloche, rainbow print, a red SPECIMEN, a blue signature) is bright in at
/// least one channel and fades, where luma would keep it as a grey as dark as thin ink. A grey
/// pixel keeps its value.
#[inline]
pub fn ink_grey([r, g, b, a]: [u8; 4]) -> u8 {
    over_white(u16::from(r.max(g).max(b)), a)
}

/// A grey `y` at straight alpha `a`, composited on white and rounded.
#[inline]
fn over_white(y: u16, a: u8) -> u8 {
    let a = u16::from(a);
    div255(y * a + 255 * (255 - a)) as u8
}

/// `x / 255` rounded, exact for every `x` up to 255 × 255, without a division.
#[inline]
fn div255(x: u16) -> u16 {
    let x = x + 128;
    (x + (x >> 8)) >> 8
}

#[cfg(test)]
#[path = "gray_tests.rs"]
mod tests;
