//! `mrz batch --palette colour`, `--realism web`, and JPEGs stored turned with an EXIF
//! orientation: the pictures decode as labelled (upright, the label's size, every character's
//! quad on ink once EXIF is applied), colour is colour, and the reader still reads them.

mod common;

use common::{files, json_lines, mrz, refused, text};
use std::fs;

fn batch(name: &str, args: &[&str]) -> common::Scratch {
    common::batch_into("colour", name, args)
}

fn labels(out: &std::path::Path) -> Vec<serde_json::Value> {
    json_lines(&fs::read(out.join("labels.jsonl")).unwrap())
}

/// The greys in the box around a quad, sorted.
fn values(g: &mrz_render::Gray, q: &serde_json::Value) -> Vec<u8> {
    let corner = |i: usize, k: usize| q[i][k].as_f64().unwrap();
    let (xs, ys): (Vec<f64>, Vec<f64>) = (0..4).map(|i| (corner(i, 0), corner(i, 1))).unzip();
    let lo = |v: &[f64]| v.iter().copied().fold(f64::MAX, f64::min).max(0.0) as u32;
    let hi = |v: &[f64], n: u32| (v.iter().copied().fold(0.0, f64::max).ceil() as u32).min(n);
    let mut out = Vec::new();
    for y in lo(&ys)..hi(&ys, g.height) {
        for x in lo(&xs)..hi(&xs, g.width) {
            out.push(g.pixels[(y * g.width + x) as usize]);
        }
    }
    out.sort_unstable();
    out
}

#[test]
fn colour_jpegs_show_upright_as_labelled_with_quads_on_ink() {
    let args = ["--count", "16", "--realism", "photo", "--palette", "colour"];
    let out = batch("photo", &[&args[..], &["--image", "jpeg"]].concat());
    let pictures = files(&out.join("images"));
    let mut turned = 0;
    for (l, (name, bytes)) in labels(&out).iter().zip(&pictures) {
        assert_eq!(l["file"], format!("images/{name}"));
        let a = &l["augmentation"];
        assert_eq!(a["palette"], "colour");
        let mut decoder = jpeg_decoder::Decoder::new(&bytes[..]);
        decoder.decode().unwrap();
        let info = decoder.info().unwrap();
        assert_eq!(
            info.pixel_format,
            jpeg_decoder::PixelFormat::RGB24,
            "{name}"
        );
        let o = a["exif_orientation"].as_u64().unwrap();
        turned += usize::from(o != 1);
        // As a viewer shows it: EXIF applied, the label's size, each character on ink.
        let shown = mrz_picture::decode(bytes).unwrap();
        assert_eq!(
            (shown.width, shown.height),
            (
                l["width"].as_u64().unwrap() as u32,
                l["height"].as_u64().unwrap() as u32
            )
        );
        if a["glare"].is_null() {
            let quads = &l["quads"];
            for (line, chars) in quads["lines"]
                .as_array()
                .unwrap()
                .iter()
                .zip(quads["chars"].as_array().unwrap())
            {
                let paper = values(&shown, line);
                let paper = paper[paper.len() * 95 / 100];
                for q in chars.as_array().unwrap() {
                    let ink = values(&shown, q)[0];
                    assert!(
                        f32::from(ink) < 0.8 * f32::from(paper),
                        "{name} o={o}: {ink} vs {paper}"
                    );
                }
            }
        }
    }
    assert!(turned >= 2, "{turned} of 16 turned");
    // The PNGs of the same set are stored upright, in colour, and say so.
    let png = batch("photo-png", &args);
    for l in labels(&png) {
        assert_eq!(l["augmentation"]["exif_orientation"], 1);
    }
    let first = fs::read(png.join("images/00001.png")).unwrap();
    let info = png::Decoder::new(std::io::Cursor::new(&first[..]))
        .read_info()
        .unwrap()
        .info()
        .color_type;
    assert_eq!(info, png::ColorType::Rgb);
}

#[test]
fn web_scans_are_small_squeezed_and_mostly_read() {
    let out = batch(
        "web",
        &[
            "--count",
            "12",
            "--realism",
            "web",
            "--image",
            "jpeg",
            "--verify",
        ],
    );
    let ls = labels(&out);
    for l in &ls {
        let a = &l["augmentation"];
        assert_eq!(a["preset"], "web");
        assert!((40..=85).contains(&a["jpeg_quality"].as_u64().unwrap()));
        assert!(l["width"].as_u64().unwrap() < 700, "{}", l["width"]);
    }
    let read = ls.iter().filter(|l| l["read_ok"] == true).count();
    assert!(read >= 6, "{read} of 12 web scans read");
    let scans = batch(
        "scan",
        &[
            "--count",
            "12",
            "--realism",
            "scan",
            "--palette",
            "colour",
            "--image",
            "jpeg",
            "--verify",
        ],
    );
    let read = labels(&scans)
        .iter()
        .filter(|l| l["read_ok"] == true)
        .count();
    assert!(read >= 10, "{read} of 12 colour scans read");
}

#[test]
fn an_unknown_palette_is_refused_in_words() {
    let out = std::env::temp_dir().join("mrz-colour-never");
    let made = mrz(
        &[
            "batch",
            "--count",
            "1",
            "--palette",
            "purple",
            "--out",
            out.to_str().unwrap(),
        ],
        b"",
    );
    refused(&made, "\"purple\" is not a palette: use grey or colour");
    let _ = text(&made.stderr);
}
