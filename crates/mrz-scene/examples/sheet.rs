//! The sample sheets in docs/samples: for each preset, one picture of each format, shrunk and
//! tiled. `cargo run --release -p mrz-scene --example sheet -- docs/samples`

use mrz_core::{compose, Fields, Format};
use mrz_render::Gray;
use mrz_scene::{draw, size_mm, Preset, SceneMaker};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

/// Each tile's width on the sheet; pictures are shrunk to it, keeping their shape.
const TILE: u32 = 480;

fn main() {
    let out = std::env::args()
        .nth(1)
        .unwrap_or_else(|| "docs/samples".into());
    std::fs::create_dir_all(&out).expect("the output folder");
    let mut maker = SceneMaker::new();
    for preset in Preset::ALL {
        let tiles: Vec<Gray> = Format::ALL
            .iter()
            .enumerate()
            .map(|(i, &format)| {
                let mut rng = ChaCha8Rng::seed_from_u64(9303);
                rng.set_stream(i as u64);
                let params = draw(preset, size_mm(format), &mut rng);
                let fields = Fields::specimen(format);
                let lines = compose(&fields).lines;
                shrink(&maker.make(&fields, &lines, &params).image, TILE)
            })
            .collect();
        let path = format!("{out}/{}.png", preset.key());
        write_png(&path, &sheet(&tiles, 3));
        println!("{path}");
    }
}

/// Tiles in rows of `across`, 8 px of white between.
fn sheet(tiles: &[Gray], across: usize) -> Gray {
    let gap = 8;
    let rows: Vec<&[Gray]> = tiles.chunks(across).collect();
    let row_h: Vec<u32> = rows
        .iter()
        .map(|r| r.iter().map(|t| t.height).max().unwrap_or(0))
        .collect();
    let width = across as u32 * (TILE + gap) + gap;
    let height = row_h.iter().map(|h| h + gap).sum::<u32>() + gap;
    let mut s = Gray::new(width, height, 255);
    let mut y = gap;
    for (row, h) in rows.iter().zip(&row_h) {
        for (i, t) in row.iter().enumerate() {
            let x = gap + i as u32 * (TILE + gap);
            for ty in 0..t.height {
                let at = ((y + ty) * width + x) as usize;
                let from = (ty * t.width) as usize;
                s.pixels[at..at + t.width as usize]
                    .copy_from_slice(&t.pixels[from..from + t.width as usize]);
            }
        }
        y += h + gap;
    }
    s
}

/// Area-average down to `width` (nearest source rows and columns per target pixel).
fn shrink(g: &Gray, width: u32) -> Gray {
    let k = g.width as f32 / width as f32;
    let height = (g.height as f32 / k).round().max(1.0) as u32;
    let mut out = Gray::new(width, height, 255);
    for y in 0..height {
        for x in 0..width {
            let (x0, y0) = ((x as f32 * k) as u32, (y as f32 * k) as u32);
            let (x1, y1) = (
                (((x + 1) as f32 * k) as u32).clamp(x0 + 1, g.width),
                (((y + 1) as f32 * k) as u32).clamp(y0 + 1, g.height),
            );
            let (mut sum, mut n) = (0u32, 0u32);
            for sy in y0..y1 {
                for sx in x0..x1 {
                    sum += u32::from(g.pixels[(sy * g.width + sx) as usize]);
                    n += 1;
                }
            }
            out.pixels[(y * width + x) as usize] = (sum / n.max(1)) as u8;
        }
    }
    out
}

fn write_png(path: &str, g: &Gray) {
    let file = std::io::BufWriter::new(std::fs::File::create(path).expect("a sheet file"));
    let mut e = png::Encoder::new(file, g.width, g.height);
    e.set_color(png::ColorType::Grayscale);
    e.set_compression(png::Compression::High);
    e.write_header()
        .and_then(|mut w| w.write_image_data(&g.pixels))
        .expect("PNG written");
}
