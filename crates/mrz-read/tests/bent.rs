//! A zone on a page that bends: an open booklet's data page curves toward the spine, and a
//! photo of it shows the zone's lines bowed. Each is read whole.

mod common;

use mrz_core::Format;
use mrz_read::Reader;
use mrz_render::Gray;

/// ICAO's specimen of `format` drawn with its capitals about 20 pixels tall, on a margin.
fn strip(format: Format) -> (Gray, Vec<String>) {
    let (g, lines) = common::specimen(format, 28.0);
    let margin = 60;
    let (w, h) = (
        g.width as usize + 2 * margin,
        g.height as usize + 2 * margin,
    );
    let mut pixels = vec![255u8; w * h];
    for y in 0..g.height as usize {
        let row = &g.pixels[y * g.width as usize..][..g.width as usize];
        pixels[(y + margin) * w + margin..][..row.len()].copy_from_slice(row);
    }
    let g = Gray {
        width: w as u32,
        height: h as u32,
        pixels,
    };
    (g, lines)
}

/// `g` with each column moved down by `dy(x)` pixels (its share across the picture), sampled
/// between rows as a camera would.
fn bent(g: &Gray, dy: impl Fn(f32) -> f32) -> Gray {
    let (w, h) = (g.width as usize, g.height as usize);
    let mut pixels = vec![255u8; w * h];
    for x in 0..w {
        let d = dy(x as f32 / w as f32);
        for y in 0..h {
            let src = y as f32 - d;
            let (y0, t) = (src.floor(), src - src.floor());
            let at = |r: f32| {
                let r = r as isize;
                if (0..h as isize).contains(&r) {
                    f32::from(g.pixels[r as usize * w + x])
                } else {
                    255.0
                }
            };
            pixels[y * w + x] = (at(y0) * (1.0 - t) + at(y0 + 1.0) * t).round() as u8;
        }
    }
    Gray {
        pixels,
        ..g.clone()
    }
}

#[test]
fn bowed_and_bent_lines_read_whole() {
    let reader = Reader::new();
    for format in [Format::Td3, Format::Td1] {
        let (flat, lines) = strip(format);
        let read = |g: &Gray| reader.read(g).map(|r| r.lines).ok();
        assert_eq!(read(&flat).as_ref(), Some(&lines), "{format:?} flat");
        // Bowed by a capital's height and a half in the middle, as a page curls along its length.
        let bowed = bent(&flat, |t| 30.0 * (std::f32::consts::PI * t).sin());
        assert_eq!(read(&bowed).as_ref(), Some(&lines), "{format:?} bowed");
        // Bent down over its last third by a height and a half, as a page toward the spine.
        let edge = bent(&flat, |t| 32.0 * ((t - 0.6).max(0.0) / 0.4).powi(2));
        assert_eq!(
            read(&edge).as_ref(),
            Some(&lines),
            "{format:?} bent at one end"
        );
    }
}
