//! Golden images: each folder under `tests/golden/` holds `input.json` (fields to compose, or
//! the zone's 1 to 3 lines as they are, and optionally a style) and `expected.png`. A draw may differ from the reference by at most 2 per channel
//! on at most 0.2 % of its pixels (rasterizer rounding across platforms), and must have the
//! same size. On a mismatch the actual image is written beside the reference as
//! `actual.failure.png`. To accept new references: `UPDATE_GOLDEN=1 cargo test -p mrz-render`.
//! Each of the five formats has its ICAO specimen here (`specimen` is the TD3; `td1-specimen`,
//! `td2-specimen`, `mrva-visa`, `mrvb-visa`, their lines from `testdata/formats.jsonl`), so a
//! change to the shape of any format's picture shows.

use mrz_core::{compose, Fields};
use mrz_render::{encode_png, Image, Renderer, Style};
use serde::Deserialize;
use std::fs;
use std::path::{Path, PathBuf};

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Input {
    /// A passport record, composed by `mrz-core`.
    fields: Option<Fields>,
    /// Or the zone itself: what any format (a TD1's three lines) draws.
    lines: Option<Vec<String>>,
    #[serde(default)]
    style: Style,
}

impl Input {
    fn lines(&self) -> Result<Vec<String>, String> {
        match (&self.fields, &self.lines) {
            (Some(fields), None) => Ok(compose(fields).lines.to_vec()),
            (None, Some(lines)) => Ok(lines.clone()),
            _ => Err("input.json: give either fields or lines".into()),
        }
    }
}

fn decode_rgba(path: &Path) -> Image {
    let decoder = png::Decoder::new(std::io::BufReader::new(fs::File::open(path).unwrap()));
    let mut reader = decoder.read_info().unwrap();
    let mut buf = vec![0; reader.output_buffer_size().unwrap()];
    let info = reader.next_frame(&mut buf).unwrap();
    let raw = &buf[..info.buffer_size()];
    let pixels = match info.color_type {
        png::ColorType::Grayscale => raw.iter().flat_map(|&v| [v, v, v, 255]).collect(),
        png::ColorType::Rgb => raw
            .chunks(3)
            .flat_map(|p| [p[0], p[1], p[2], 255])
            .collect(),
        png::ColorType::Rgba => raw.to_vec(),
        other => panic!("{path:?}: unexpected colour type {other:?}"),
    };
    Image {
        width: info.width,
        height: info.height,
        pixels,
    }
}

/// Pixels that differ by more than 2 in any channel.
fn differing(a: &Image, b: &Image) -> usize {
    a.pixels
        .chunks(4)
        .zip(b.pixels.chunks(4))
        .filter(|(p, q)| p.iter().zip(*q).any(|(x, y)| x.abs_diff(*y) > 2))
        .count()
}

fn check(case: &Path) -> Result<(), String> {
    let input: Input = serde_json::from_str(&fs::read_to_string(case.join("input.json")).unwrap())
        .map_err(|e| format!("input.json: {e}"))?;
    let lines = input.lines()?;
    let lines: Vec<&str> = lines.iter().map(String::as_str).collect();
    let mut renderer = Renderer::new();
    let actual = renderer
        .render(&lines, &input.style)
        .map_err(|e| e.to_string())?
        .to_image();
    let expected_path = case.join("expected.png");
    if std::env::var_os("UPDATE_GOLDEN").is_some() {
        fs::write(&expected_path, encode_png(actual.as_frame()).unwrap()).unwrap();
        return Ok(());
    }
    let expected = decode_rgba(&expected_path);
    let bad = if (actual.width, actual.height) == (expected.width, expected.height) {
        differing(&actual, &expected)
    } else {
        usize::MAX
    };
    let allowed = expected.pixels.len() / 4 / 500;
    if bad <= allowed {
        return Ok(());
    }
    let failure = case.join("actual.failure.png");
    fs::write(&failure, encode_png(actual.as_frame()).unwrap()).unwrap();
    Err(format!(
        "{} x {} vs {} x {}, {bad} pixels differ (allowed {allowed}); wrote {failure:?}",
        actual.width, actual.height, expected.width, expected.height
    ))
}

#[test]
fn golden_images() {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/golden");
    let mut cases: Vec<_> = fs::read_dir(&root)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.join("input.json").exists())
        .collect();
    cases.sort();
    assert!(cases.len() >= 9, "golden cases missing under {root:?}");
    let failures: Vec<String> = cases
        .iter()
        .filter_map(|c| check(c).err().map(|e| format!("{}: {e}", c.display())))
        .collect();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn a_wrong_picture_is_caught() {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/golden/specimen");
    let expected = decode_rgba(&root.join("expected.png"));
    let mut wrong = expected.clone();
    // One character's worth of ink moved is far beyond the tolerance.
    for px in wrong
        .pixels
        .chunks_mut(4)
        .skip(40 * wrong.width as usize)
        .take(3000)
    {
        px.copy_from_slice(&[0, 0, 0, 255]);
    }
    assert!(differing(&wrong, &expected) > expected.pixels.len() / 4 / 500);
}
