//! `mrz batch --image png|jpeg`: greyscale PNGs that show exactly the renderer's strips, and
//! JPEGs named `.jpg` in every layout but tesstrain's, which stays PNG.

mod common;

use common::{json_lines, mrz, text};
use mrz_render::{render, Style};
use std::fs;
use std::path::Path;

fn batch(name: &str, extra: &[&str]) -> common::Scratch {
    let set = ["--count", "6", "--formats", "td3,td1,mrvb"];
    common::batch_into("images", name, &[&set[..], extra].concat())
}

fn label_lines(label: &serde_json::Value) -> Vec<String> {
    ["line1", "line2", "line3"]
        .iter()
        .map(|k| label[k].as_str().unwrap().to_owned())
        .filter(|l| !l.is_empty())
        .collect()
}

#[test]
fn pngs_are_greyscale_and_show_the_renderers_pixels() {
    let out = batch("png", &[]);
    let labels = json_lines(&fs::read(out.join("labels.jsonl")).unwrap());
    for label in &labels {
        let file = label["file"].as_str().unwrap();
        assert!(file.ends_with(".png"), "{file}");
        let bytes = fs::read(out.join(file)).unwrap();
        let mut reader = png::Decoder::new(std::io::Cursor::new(bytes))
            .read_info()
            .unwrap();
        let mut pixels = vec![0; reader.output_buffer_size().unwrap()];
        let info = reader.next_frame(&mut pixels).unwrap();
        assert_eq!(info.color_type, png::ColorType::Grayscale);
        assert_eq!(info.bit_depth, png::BitDepth::Eight);
        // The strip as the renderer draws it (black on white: its grey is the red channel).
        let lines = label_lines(label);
        let lines: Vec<&str> = lines.iter().map(String::as_str).collect();
        let strip = render(&lines, &Style::default()).unwrap();
        assert_eq!((info.width, info.height), (strip.width, strip.height));
        let red: Vec<u8> = strip.pixels.chunks_exact(4).map(|p| p[0]).collect();
        assert!(pixels[..info.buffer_size()] == red[..], "{file}");
    }
}

#[test]
fn jpegs_are_named_jpg_in_every_layout_but_tesstrain() {
    let jpeg = ["--image", "jpeg", "--jpeg-quality", "70"];
    let is_jpeg = |b: &[u8]| b.starts_with(&[0xFF, 0xD8]) && b.ends_with(&[0xFF, 0xD9]);

    let dir = batch("jpeg-dir", &jpeg);
    let labels = json_lines(&fs::read(dir.join("labels.jsonl")).unwrap());
    assert_eq!(labels[2]["file"], "images/00003.jpg");
    for label in &labels {
        assert!(is_jpeg(
            &fs::read(dir.join(label["file"].as_str().unwrap())).unwrap()
        ));
    }
    // A lower quality, fewer bytes.
    let low = batch("jpeg-low", &["--image", "jpeg", "--jpeg-quality", "20"]);
    let size = |d: &Path| fs::read(d.join("images/00001.jpg")).unwrap().len();
    assert!(size(&low) < size(&dir));

    let hf = batch(
        "jpeg-hf",
        &[&jpeg[..], &["--layout", "imagefolder"]].concat(),
    );
    let metadata = json_lines(&fs::read(hf.join("metadata.jsonl")).unwrap());
    assert_eq!(metadata[0]["file_name"], "00000001.jpg");
    assert!(is_jpeg(&fs::read(hf.join("00000006.jpg")).unwrap()));

    let wds = batch(
        "jpeg-wds",
        &[&jpeg[..], &["--layout", "webdataset"]].concat(),
    );
    let tar = fs::read(wds.join("shard-000000.tar")).unwrap();
    // The first member's name, then its data after the 512-byte header.
    assert!(tar.starts_with(b"00000001.jpg\0"));
    assert!(tar[512..].starts_with(&[0xFF, 0xD8]));

    let tess = common::Scratch::new("images", "tess");
    let made = mrz(
        &[
            &["batch", "--out", tess.to_str().unwrap(), "--count", "2"][..],
            &jpeg,
            &["--layout", "tesstrain"],
        ]
        .concat(),
        b"",
    );
    assert!(made.status.success());
    assert!(text(&made.stderr).contains("tesstrain line images are PNG"));
    assert!(fs::read(tess.join("00000002_2.png"))
        .unwrap()
        .starts_with(b"\x89PNG"));
}

/// A full disk, as `/dev/full` is: the message names the file cut short, for an image, a
/// label file, a WebDataset shard and a ZIP.
#[cfg(unix)]
#[test]
fn a_full_disk_names_the_file_it_stopped_at() {
    if !std::path::Path::new("/dev/full").exists() {
        return;
    }
    for (layout, file) in [
        ("dir", "images/00001.png"),
        ("dir", "labels.jsonl"),
        ("webdataset", "shard-000000.tar"),
        ("zip", "testset.zip"),
    ] {
        let out = common::Scratch::new("full", layout);
        let path = out.join(file);
        fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::os::unix::fs::symlink("/dev/full", &path).unwrap();
        let args = ["batch", "--count", "2", "--layout", layout];
        let made = mrz(
            &[&args[..], &["--out", out.to_str().unwrap()]].concat(),
            b"",
        );
        assert_eq!(made.status.code(), Some(2), "{file}");
        let said = text(&made.stderr);
        let named = format!("{}: No space left on device", path.display());
        assert!(said.contains(&named), "{file}: {said}");
    }
}
