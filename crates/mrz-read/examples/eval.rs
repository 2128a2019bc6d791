//! Reads a test set written by `mrz batch` (a folder with labels.jsonl and images/) and prints
//! how many zones read back exactly, the time per picture, and each failure.
//! `cargo run --release -p mrz-read --example eval -- DIR [LIMIT]`

use mrz_read::Reader;
use mrz_render::{ink_grey, Gray};
use std::time::Instant;

pub fn decode(bytes: &[u8]) -> Gray {
    if bytes.starts_with(b"\x89PNG") {
        let mut d = png::Decoder::new(std::io::Cursor::new(bytes));
        d.set_transformations(png::Transformations::EXPAND | png::Transformations::STRIP_16);
        let mut r = d.read_info().unwrap();
        let mut buf = vec![0; r.output_buffer_size().unwrap()];
        let f = r.next_frame(&mut buf).unwrap();
        let ch = f.color_type.samples();
        let pixels = buf[..f.buffer_size()]
            .chunks_exact(ch)
            .map(|p| {
                if ch >= 3 {
                    ink_grey([p[0], p[1], p[2], 255])
                } else {
                    p[0]
                }
            })
            .collect();
        Gray {
            width: f.width,
            height: f.height,
            pixels,
        }
    } else {
        let mut d = jpeg_decoder::Decoder::new(std::io::Cursor::new(bytes));
        let px = d.decode().unwrap();
        let info = d.info().unwrap();
        let pixels = if px.len() == usize::from(info.width) * usize::from(info.height) {
            px
        } else {
            px.chunks_exact(3)
                .map(|p| ink_grey([p[0], p[1], p[2], 255]))
                .collect()
        };
        Gray {
            width: info.width.into(),
            height: info.height.into(),
            pixels,
        }
    }
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let dir = std::path::Path::new(&args[1]);
    let limit: usize = args.get(2).map_or(usize::MAX, |s| s.parse().unwrap());
    let reader = Reader::new();
    let labels = std::fs::read_to_string(dir.join("labels.jsonl")).unwrap();
    let (mut ok, mut total, mut times) = (0, 0, Vec::new());
    for line in labels.lines().take(limit) {
        let row: serde_json::Value = serde_json::from_str(line).unwrap();
        let want: Vec<String> = ["line1", "line2", "line3"]
            .iter()
            .filter_map(|k| row[k].as_str().filter(|s| !s.is_empty()).map(String::from))
            .collect();
        let gray = decode(&std::fs::read(dir.join(row["file"].as_str().unwrap())).unwrap());
        let t = Instant::now();
        let got = reader.read(&gray);
        times.push(t.elapsed().as_secs_f64() * 1000.0);
        total += 1;
        match got {
            Ok(r) if r.lines == want => ok += 1,
            Ok(r) => println!(
                "{} {}: got {:?} score {:.2}\n   want {:?}",
                row["file"],
                row["format"],
                r.lines,
                r.score(),
                want
            ),
            Err(e) => println!("{} {}: {e}", row["file"], row["format"]),
        }
    }
    times.sort_by(f64::total_cmp);
    println!(
        "{ok} of {total} read exactly ({:.1} %); ms per picture p50 {:.1} p95 {:.1}",
        100.0 * ok as f64 / total as f64,
        times[times.len() / 2],
        times[times.len() * 95 / 100]
    );
}
