//! A test set's PNGs, grey or colour, through zlib-rs, the same natively and in WebAssembly.
//!
//! Not `mrz_render::encode_gray_png` (miniz_oxide at level 1), by measurement: on 100 random
//! TD3 strips (2051 x 191), natively on the project's machine, miniz level 1 gives 21.8 KB in
//! 390 us and its level 2 18.1 KB in 850 us; zlib-rs level 2 gives 18.2 KB in 400 us. The page's
//! set must be at most half the old RGBA PNGs' 45 KB a record with its labels, which miniz's
//! level 1 misses by a few hundred bytes and its level 2 makes at twice the time.

use flate2::{Compress, Compression, FlushCompress, Status};
use mrz_render::{Gray, Rgb};

/// zlib-rs's `deflate_fast` with lazy hashing; level 1 is its `deflate_quick`, faster but 30 %
/// larger here.
const LEVEL: u32 = 2;

const IEND: [u8; 12] = [0, 0, 0, 0, b'I', b'E', b'N', b'D', 0xAE, 0x42, 0x60, 0x82];

/// The compressor and the scanline buffer, kept between files: a new zlib state costs more than
/// a small file's compression.
pub struct Png {
    deflate: Compress,
    scanlines: Vec<u8>,
}

impl Default for Png {
    fn default() -> Png {
        Png {
            deflate: Compress::new(Compression::new(LEVEL), true),
            scanlines: Vec::new(),
        }
    }
}

impl Png {
    /// An 8-bit greyscale PNG, unfiltered (Sub and Up make the strips larger: their glyphs
    /// repeat along a row, which LZ77 finds in the raw bytes).
    pub fn gray(&mut self, image: &Gray) -> Result<Vec<u8>, String> {
        self.encode((image.width, image.height), 1, &image.pixels)
    }

    /// An 8-bit RGB PNG, unfiltered as the grey one.
    pub fn rgb(&mut self, image: &Rgb) -> Result<Vec<u8>, String> {
        self.encode((image.width, image.height), 3, &image.pixels)
    }

    /// A PNG of `samples` bytes a pixel: 1, greyscale (colour type 0); 3, RGB (type 2).
    fn encode(
        &mut self,
        size: (u32, u32),
        samples: usize,
        pixels: &[u8],
    ) -> Result<Vec<u8>, String> {
        let (width, height) = (size.0 as usize, size.1 as usize);
        let row = width * samples;
        if width == 0 || height == 0 || pixels.len() != row * height {
            return Err(format!("{width} x {height} with {} bytes", pixels.len()));
        }
        self.scanlines.clear();
        self.scanlines.reserve(pixels.len() + height);
        for row in pixels.chunks_exact(row) {
            self.scanlines.push(0);
            self.scanlines.extend_from_slice(row);
        }
        let mut out = Vec::with_capacity(pixels.len() / 8 + 64);
        out.extend_from_slice(b"\x89PNG\r\n\x1a\n");
        let mut ihdr = Vec::with_capacity(13);
        ihdr.extend_from_slice(&size.0.to_be_bytes());
        ihdr.extend_from_slice(&size.1.to_be_bytes());
        let colour_type = if samples == 3 { 2 } else { 0 };
        ihdr.extend_from_slice(&[8, colour_type, 0, 0, 0]);
        chunk(&mut out, b"IHDR", &ihdr);
        self.deflate.reset();
        let idat = compress(&mut self.deflate, &self.scanlines)?;
        chunk(&mut out, b"IDAT", &idat);
        out.extend_from_slice(&IEND);
        Ok(out)
    }
}

fn chunk(out: &mut Vec<u8>, kind: &[u8; 4], data: &[u8]) {
    out.extend_from_slice(&(data.len() as u32).to_be_bytes());
    let start = out.len();
    out.extend_from_slice(kind);
    out.extend_from_slice(data);
    let crc = crc32fast::hash(&out[start..]);
    out.extend_from_slice(&crc.to_be_bytes());
}

/// All of `input` through `c`, to the end of the stream.
fn compress(c: &mut Compress, input: &[u8]) -> Result<Vec<u8>, String> {
    let mut out = Vec::with_capacity(input.len() / 4 + 64);
    let start = c.total_in();
    loop {
        let used = (c.total_in() - start) as usize;
        if out.capacity() - out.len() < 64 {
            out.reserve(out.capacity().max(1024));
        }
        let status = c
            .compress_vec(&input[used..], &mut out, FlushCompress::Finish)
            .map_err(|e| format!("deflate: {e}"))?;
        if status == Status::StreamEnd {
            return Ok(out);
        }
    }
}
