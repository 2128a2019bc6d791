//! The FreeType corpus's pictures and labels read from tests/fixtures/freetype: each picture
//! decoded to grey by the png and jpeg-decoder crates, not by the app's own decoder.

use mrz_render::{luma, Gray};
use serde_json::Value;
use std::io::Cursor;
use std::path::{Path, PathBuf};

pub struct Label {
    pub file: String,
    /// None for a picture with no zone.
    pub lines: Option<Vec<String>>,
    pub tags: Vec<String>,
    pub params: Value,
}

pub fn dir() -> PathBuf {
    fixtures("freetype")
}

/// `tests/fixtures/<folder>`: the pictures a test keeps beside their README.
pub fn fixtures(folder: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures")
        .join(folder)
}

pub fn labels() -> Vec<Label> {
    labels_in(&dir())
}

/// The labels of the pictures in `dir`, one JSON object a line as the fixture scripts write
/// them: `file`, `lines` (null for none), `tags` and `params`.
pub fn labels_in(dir: &Path) -> Vec<Label> {
    let text = std::fs::read_to_string(dir.join("labels.jsonl")).expect("labels.jsonl");
    text.lines()
        .filter(|l| !l.trim().is_empty())
        .map(|l| {
            let v: Value = serde_json::from_str(l).expect("a label");
            let strings = |v: &Value| -> Vec<String> {
                v.as_array()
                    .unwrap()
                    .iter()
                    .map(|s| s.as_str().unwrap().to_owned())
                    .collect()
            };
            Label {
                file: v["file"].as_str().unwrap().to_owned(),
                lines: (!v["lines"].is_null()).then(|| strings(&v["lines"])),
                tags: strings(&v["tags"]),
                params: v["params"].clone(),
            }
        })
        .collect()
}

fn gray(pixels: Vec<u8>, width: u32, height: u32) -> Gray {
    assert_eq!(pixels.len(), width as usize * height as usize);
    Gray {
        width,
        height,
        pixels,
    }
}

fn decode_png(bytes: &[u8]) -> Gray {
    let mut decoder = png::Decoder::new(Cursor::new(bytes));
    decoder.set_transformations(png::Transformations::EXPAND | png::Transformations::STRIP_16);
    let mut reader = decoder.read_info().expect("a PNG");
    let mut buf = vec![0; reader.output_buffer_size().expect("a PNG's size")];
    let frame = reader.next_frame(&mut buf).expect("a PNG");
    let px = &buf[..frame.buffer_size()];
    let channels = frame.color_type.samples();
    let pixels = px
        .chunks_exact(channels)
        .map(|p| match frame.color_type {
            png::ColorType::Grayscale => p[0],
            png::ColorType::GrayscaleAlpha => luma([p[0], p[0], p[0], p[1]]),
            png::ColorType::Rgb => luma([p[0], p[1], p[2], 255]),
            _ => luma([p[0], p[1], p[2], p[3]]),
        })
        .collect();
    gray(pixels, frame.width, frame.height)
}

fn decode_jpeg(bytes: &[u8]) -> Gray {
    let mut decoder = jpeg_decoder::Decoder::new(Cursor::new(bytes));
    let px = decoder.decode().expect("a JPEG");
    let info = decoder.info().unwrap();
    let pixels = match info.pixel_format {
        jpeg_decoder::PixelFormat::L8 => px,
        jpeg_decoder::PixelFormat::RGB24 => px
            .chunks_exact(3)
            .map(|p| luma([p[0], p[1], p[2], 255]))
            .collect(),
        other => panic!("a JPEG of {other:?} pixels"),
    };
    gray(pixels, u32::from(info.width), u32::from(info.height))
}

pub fn load(file: &str) -> Gray {
    decode(&dir().join(file))
}

/// The lines a new reader reads in `file` of `tests/fixtures/<folder>` (the pictures other
/// tests keep beside their README), which must hold a zone. (freetype.rs reads its corpus its
/// own way.)
#[allow(dead_code)]
pub fn read_fixture(folder: &str, file: &str) -> Vec<String> {
    let path = fixtures(folder).join(file);
    mrz_read::Reader::new()
        .read(&decode(&path))
        .expect("a zone")
        .lines
}

/// The picture at `path`, by its extension.
pub fn decode(path: &Path) -> Gray {
    let bytes = std::fs::read(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    match path.extension().and_then(|e| e.to_str()) {
        Some("png") => decode_png(&bytes),
        Some("jpg") | Some("jpeg") => decode_jpeg(&bytes),
        other => panic!("{}: a picture of kind {other:?}", path.display()),
    }
}

/// What the picture holds, in a few words: its zone's size, turn, tilt, blur and JPEG quality.
pub fn describe(label: &Label) -> String {
    let p = &label.params;
    match &label.lines {
        Some(_) => format!(
            "{} px, turned {}°{}{}{}",
            p["char_height_px"],
            p["rotation_deg"],
            match (p["tilt_x_deg"].as_f64(), p["tilt_y_deg"].as_f64()) {
                (Some(x), Some(y)) if x != 0.0 || y != 0.0 => format!(", tilted {x}°/{y}°"),
                _ => String::new(),
            },
            match p["blur_sigma"].as_f64() {
                Some(s) if s > 0.0 => format!(", blur {s}"),
                _ => String::new(),
            },
            match p["jpeg_quality"].as_u64() {
                Some(q) => format!(", JPEG q{q}"),
                None => String::new(),
            },
        ),
        None => format!("no zone: {}", p["kind"].as_str().unwrap_or("?")),
    }
}
