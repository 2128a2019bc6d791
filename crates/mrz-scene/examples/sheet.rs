//! The sample sheets in docs/samples: for each preset, one picture of each format, shrunk and
//! tiled; in grey (`scan.png`) and in colour (`scan-colour.jpg`: a JPEG at quality 85, a
//! seventh of the PNG's size).
//! `cargo run --release -p mrz-scene --example sheet -- docs/samples`

use mrz_core::{compose, Fields, Format};
use mrz_scene::{draw, size_mm, Palette, Preset, SceneMaker};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

/// Each tile's width on the sheet; pictures are shrunk to it, keeping their shape.
const TILE: usize = 480;

/// A picture of `planes` bytes a pixel (1 grey, 3 colour).
struct Tile {
    width: usize,
    height: usize,
    planes: usize,
    pixels: Vec<u8>,
}

fn main() {
    let out = std::env::args()
        .nth(1)
        .unwrap_or_else(|| "docs/samples".into());
    std::fs::create_dir_all(&out).expect("the output folder");
    let mut maker = SceneMaker::new();
    for palette in Palette::ALL {
        for preset in Preset::ALL {
            if preset == Preset::Clean && palette == Palette::Colour {
                continue;
            }
            let tiles: Vec<Tile> = Format::ALL
                .iter()
                .enumerate()
                .map(|(i, &format)| {
                    let mut rng = ChaCha8Rng::seed_from_u64(9303);
                    rng.set_stream(i as u64);
                    let mut params = draw(preset, size_mm(format), &mut rng);
                    params.palette = palette;
                    let fields = Fields::specimen(format);
                    let lines = compose(&fields).lines;
                    let scene = maker.make(&fields, &lines, &params);
                    let tile = match scene.colour {
                        Some(c) => Tile::of(c.width, c.height, 3, c.pixels),
                        None => {
                            Tile::of(scene.image.width, scene.image.height, 1, scene.image.pixels)
                        }
                    };
                    shrink(&tile, TILE)
                })
                .collect();
            let sheet = sheet(&tiles, 3);
            let path = if palette == Palette::Colour {
                let path = format!("{out}/{}-colour.jpg", preset.key());
                let rgb = mrz_render::Rgb {
                    width: sheet.width as u32,
                    height: sheet.height as u32,
                    pixels: sheet.pixels,
                };
                let jpeg = mrz_render::encode_rgb_jpeg_oriented(&rgb, 85, 1).expect("a JPEG");
                std::fs::write(&path, jpeg).expect("a sheet file");
                path
            } else {
                let path = format!("{out}/{}.png", preset.key());
                write_png(&path, &sheet);
                path
            };
            println!("{path}");
        }
    }
}

impl Tile {
    fn of(width: u32, height: u32, planes: usize, pixels: Vec<u8>) -> Tile {
        let (width, height) = (width as usize, height as usize);
        Tile {
            width,
            height,
            planes,
            pixels,
        }
    }
}

/// Tiles in rows of `across`, 8 px of white between.
fn sheet(tiles: &[Tile], across: usize) -> Tile {
    let (gap, n) = (8, tiles[0].planes);
    let rows: Vec<&[Tile]> = tiles.chunks(across).collect();
    let row_h: Vec<usize> = rows
        .iter()
        .map(|r| r.iter().map(|t| t.height).max().unwrap_or(0))
        .collect();
    let width = across * (TILE + gap) + gap;
    let height = row_h.iter().map(|h| h + gap).sum::<usize>() + gap;
    let mut s = Tile {
        width,
        height,
        planes: n,
        pixels: vec![255; width * height * n],
    };
    let mut y = gap;
    for (row, h) in rows.iter().zip(&row_h) {
        for (i, t) in row.iter().enumerate() {
            let x = gap + i * (TILE + gap);
            for ty in 0..t.height {
                let at = ((y + ty) * width + x) * n;
                let from = ty * t.width * n;
                s.pixels[at..at + t.width * n].copy_from_slice(&t.pixels[from..from + t.width * n]);
            }
        }
        y += h + gap;
    }
    s
}

/// Area-average down to `width` (nearest source rows and columns per target pixel).
fn shrink(g: &Tile, width: usize) -> Tile {
    let (k, n) = (g.width as f32 / width as f32, g.planes);
    let height = ((g.height as f32 / k).round() as usize).max(1);
    let mut out = Tile {
        width,
        height,
        planes: n,
        pixels: vec![255; width * height * n],
    };
    for y in 0..height {
        for x in 0..width {
            let (x0, y0) = ((x as f32 * k) as usize, (y as f32 * k) as usize);
            let (x1, y1) = (
                (((x + 1) as f32 * k) as usize).clamp(x0 + 1, g.width),
                (((y + 1) as f32 * k) as usize).clamp(y0 + 1, g.height),
            );
            for c in 0..n {
                let (mut sum, mut count) = (0usize, 0usize);
                for sy in y0..y1 {
                    for sx in x0..x1 {
                        sum += usize::from(g.pixels[(sy * g.width + sx) * n + c]);
                        count += 1;
                    }
                }
                out.pixels[(y * width + x) * n + c] = (sum / count.max(1)) as u8;
            }
        }
    }
    out
}

fn write_png(path: &str, t: &Tile) {
    let file = std::io::BufWriter::new(std::fs::File::create(path).expect("a sheet file"));
    let mut e = png::Encoder::new(file, t.width as u32, t.height as u32);
    e.set_color(if t.planes == 3 {
        png::ColorType::Rgb
    } else {
        png::ColorType::Grayscale
    });
    e.set_compression(png::Compression::High);
    e.write_header()
        .and_then(|mut w| w.write_image_data(&t.pixels))
        .expect("PNG written");
}
