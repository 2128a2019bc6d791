//! `mrz read` on hostile pictures: files of no pixels, cut short or spoilt get an answer in
//! words, and pictures that claim to be enormous, or are nearly as large as is read and of one
//! colour, get theirs in bounded time and memory (the command runs under a 1 GiB address-space
//! limit, so a decoder that believed a lying header would fail, not swap).

mod common;

use common::json_lines;
use mrz_core::{compose, Fields, Format};
use mrz_render::{encode_gray_jpeg, encode_gray_png, Gray, Renderer, Style};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

fn folder(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("mrz-hostile-{}-{name}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// A TD1 zone drawn as the page draws it, in grey.
fn zone() -> Gray {
    let lines = compose(&Fields::specimen(Format::Td1)).lines;
    let lines: Vec<&str> = lines.iter().map(String::as_str).collect();
    let mut renderer = Renderer::new();
    Gray::from_frame(renderer.render(&lines, &Style::default()).unwrap())
}

/// `bytes` with the PNG's IHDR size rewritten, its CRC made right so that the lie is believed.
fn png_sized(mut bytes: Vec<u8>, width: u32, height: u32) -> Vec<u8> {
    bytes[16..20].copy_from_slice(&width.to_be_bytes());
    bytes[20..24].copy_from_slice(&height.to_be_bytes());
    let crc = crc32fast::hash(&bytes[12..29]);
    bytes[29..33].copy_from_slice(&crc.to_be_bytes());
    bytes
}

/// `bytes` with the JPEG's frame header claiming `width` x `height`.
fn jpeg_sized(mut bytes: Vec<u8>, width: u16, height: u16) -> Vec<u8> {
    let at = bytes.windows(2).position(|w| w == [0xFF, 0xC0]).unwrap();
    bytes[at + 5..at + 7].copy_from_slice(&height.to_be_bytes());
    bytes[at + 7..at + 9].copy_from_slice(&width.to_be_bytes());
    bytes
}

/// Each file's row of `mrz read --json`, run with at most 1 GiB of address space.
fn read_bounded(files: &[(&str, Vec<u8>)], dir: &Path) -> (Vec<serde_json::Value>, Duration) {
    let paths: Vec<PathBuf> = files.iter().map(|(name, _)| dir.join(name)).collect();
    for ((_, bytes), path) in files.iter().zip(&paths) {
        std::fs::write(path, bytes).unwrap();
    }
    let started = Instant::now();
    let out = Command::new("sh")
        .args(["-c", "ulimit -v 1048576 && exec \"$@\"", "sh"])
        .arg(env!("CARGO_BIN_EXE_mrz"))
        .args(["read", "--json"])
        .args(&paths)
        .output()
        .unwrap();
    let took = started.elapsed();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(
        out.status.code(),
        Some(1),
        "no valid zone, no crash: {stderr}"
    );
    (json_lines(&out.stdout), took)
}

fn error_of(row: &serde_json::Value) -> &str {
    row["error"]
        .as_str()
        .unwrap_or_else(|| panic!("an error, not {row}"))
}

#[test]
fn pictures_of_no_pixels_cut_short_or_spoilt_are_refused_in_words() {
    let dir = folder("spoilt");
    let png = encode_gray_png(&zone(), None).unwrap();
    let jpeg = encode_gray_jpeg(&zone(), 90).unwrap();
    let mut flipped = png.clone();
    let middle = flipped.len() / 2;
    flipped[middle..middle + 8].fill(0x5A);
    // Each file, and how its answer may start.
    let (png_or_none, jpeg_or_none) = (
        &["a broken PNG", "the picture has no pixels"][..],
        &["a broken JPEG", "the picture has no pixels"][..],
    );
    let cases = [
        ("no-width.png", png_sized(png.clone(), 0, 191), png_or_none),
        (
            "no-height.jpg",
            jpeg_sized(jpeg.clone(), 400, 0),
            jpeg_or_none,
        ),
        ("half.png", png[..png.len() / 2].to_vec(), &["a broken PNG"]),
        ("header-only.jpg", jpeg[..200].to_vec(), &["a broken JPEG"]),
        ("flipped.png", flipped, &["a broken PNG"]),
        ("signature-only.png", png[..8].to_vec(), &["a broken PNG"]),
    ];
    let files: Vec<(&str, Vec<u8>)> = cases.iter().map(|(n, b, _)| (*n, b.clone())).collect();
    let (rows, took) = read_bounded(&files, &dir);
    assert_eq!(rows.len(), files.len());
    for (row, (name, _, starts)) in rows.iter().zip(&cases) {
        let said = error_of(row);
        assert!(starts.iter().any(|s| said.starts_with(s)), "{name}: {said}");
    }
    assert!(took < Duration::from_secs(30), "{took:?}");
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn enormous_pictures_and_bombs_are_answered_in_bounded_time_and_memory() {
    let dir = folder("bombs");
    let png = encode_gray_png(&zone(), None).unwrap();
    let jpeg = encode_gray_jpeg(&zone(), 90).unwrap();
    // Just under the 50 megapixels read, of one colour: 60 KB of PNG, 50 MB of grey.
    let side = 7071;
    let flat = Gray::new(side, side, 200);
    let files = [
        ("claims-60-mp.png", png_sized(png.clone(), 60_000, 1_000)),
        ("claims-4-gp.jpg", jpeg_sized(jpeg.clone(), 65_535, 65_535)),
        ("claims-49-mp.jpg", jpeg_sized(jpeg, 7_000, 7_000)),
        ("claims-49-mp.png", png_sized(png, 7_000, 7_000)),
        ("flat-49-mp.png", encode_gray_png(&flat, None).unwrap()),
    ];
    assert!(
        files[4].1.len() < 1 << 20,
        "a bomb: {} bytes",
        files[4].1.len()
    );
    let (rows, took) = read_bounded(&files, &dir);
    assert_eq!(rows.len(), files.len());
    assert_eq!(
        error_of(&rows[0]),
        "the picture is 60000 x 1000: larger than the 50 megapixels read"
    );
    assert_eq!(
        error_of(&rows[1]),
        "the picture is 65535 x 65535: larger than the 50 megapixels read"
    );
    // A header that lies about its data: refused as broken, or decoded to what data there is
    // and found to hold no zone; either way in words.
    for row in &rows[2..] {
        assert!(error_of(row).len() >= 13, "{row}");
    }
    assert!(
        error_of(&rows[3]).starts_with("a broken PNG"),
        "{}",
        rows[3]
    );
    assert!(took < Duration::from_secs(60), "{took:?}");
    let _ = std::fs::remove_dir_all(dir);
}
