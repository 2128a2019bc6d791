//! `mrz batch --realism scan|photo|harsh`: camera-like pictures whose labels say where every
//! character is, made again byte for byte from the seed, by shards as a whole.

mod common;

use common::{files, json_lines, mrz, text};
use std::collections::BTreeMap;
use std::fs;
use std::path::Path;

fn batch(name: &str, args: &[&str]) -> common::Scratch {
    common::batch_into("realism", name, args)
}

fn grey_png(bytes: &[u8]) -> (u32, u32, Vec<u8>) {
    let decoder = png::Decoder::new(std::io::Cursor::new(bytes));
    let mut reader = decoder.read_info().unwrap();
    let mut pixels = vec![0; reader.output_buffer_size().unwrap()];
    let info = reader.next_frame(&mut pixels).unwrap();
    assert_eq!(info.color_type, png::ColorType::Grayscale);
    (info.width, info.height, pixels)
}

fn points(quad: &serde_json::Value) -> Vec<[f64; 2]> {
    quad.as_array()
        .unwrap()
        .iter()
        .map(|p| [p[0].as_f64().unwrap(), p[1].as_f64().unwrap()])
        .collect()
}

/// The darkest pixel in the box around `quad`, and the median of that box grown by its height
/// on every side (the paper around the character, mostly).
fn ink_and_paper(image: &(u32, u32, Vec<u8>), quad: &[[f64; 2]]) -> (u8, u8) {
    let (w, h, px) = image;
    let xs = quad.iter().map(|p| p[0]);
    let ys = quad.iter().map(|p| p[1]);
    let (x0, x1) = (xs.clone().fold(f64::MAX, f64::min), xs.fold(0.0, f64::max));
    let (y0, y1) = (ys.clone().fold(f64::MAX, f64::min), ys.fold(0.0, f64::max));
    let values = |grow: f64| {
        let (ys, xs) = (
            (y0 - grow).max(0.0)..(y1 + grow),
            (x0 - grow).max(0.0)..(x1 + grow),
        );
        let mut v = Vec::new();
        for y in (ys.start.floor() as u32)..(ys.end.ceil() as u32).min(*h) {
            for x in (xs.start.floor() as u32)..(xs.end.ceil() as u32).min(*w) {
                v.push(px[(y * w + x) as usize]);
            }
        }
        v.sort_unstable();
        v
    };
    let around = values(y1 - y0);
    (values(0.0)[0], around[around.len() / 2])
}

#[test]
fn every_character_of_every_preset_is_labelled_inside_the_picture_on_ink() {
    for preset in ["clean", "scan", "photo", "harsh"] {
        let args = [
            "--count",
            "8",
            "--realism",
            preset,
            "--formats",
            "td1,td2,td3,mrva,mrvb",
        ];
        let out = batch(preset, &args);
        let labels = json_lines(&fs::read(out.join("labels.jsonl")).unwrap());
        assert_eq!(labels.len(), 8);
        for label in labels {
            let image = grey_png(&fs::read(out.join(label["file"].as_str().unwrap())).unwrap());
            let (w, h) = (f64::from(image.0), f64::from(image.1));
            assert_eq!(label["width"], image.0, "{preset}");
            assert_eq!(label["height"], image.1, "{preset}");
            assert_eq!(label["augmentation"]["preset"], preset);
            let lines: Vec<&str> = ["line1", "line2", "line3"]
                .iter()
                .filter_map(|k| label[k].as_str().filter(|l| !l.is_empty()))
                .collect();
            let quads = &label["quads"];
            let chars = quads["chars"].as_array().unwrap();
            assert_eq!(chars.len(), lines.len(), "{preset}: a quad list per line");
            assert_eq!(quads["lines"].as_array().unwrap().len(), lines.len());
            for (line, quads) in lines.iter().zip(chars) {
                let quads = quads.as_array().unwrap();
                assert_eq!(quads.len(), line.len(), "{preset}: a quad per character");
                for (c, quad) in line.chars().zip(quads) {
                    let quad = points(quad);
                    for [x, y] in &quad {
                        assert!((0.0..=w).contains(x) && (0.0..=h).contains(y), "{preset}");
                    }
                    // Every MRZ character, `<` included, has ink: something clearly darker
                    // than the paper around lies under its quad. (Under `harsh` noise, the
                    // paper alone can be as dark: the scene's own tests look there.)
                    let (ink, paper) = ink_and_paper(&image, &quad);
                    assert!(
                        preset == "harsh" || ink + 25 < paper,
                        "{preset}: no ink under {c:?} (darkest {ink}, paper {paper})"
                    );
                }
            }
        }
    }
}

#[test]
fn a_seed_makes_the_same_pictures_and_shards_make_the_whole_set() {
    let set = |seed| {
        [
            "--count",
            "9",
            "--realism",
            "photo",
            "--image",
            "jpeg",
            "--seed",
            seed,
        ]
    };
    let args = set("5");
    let whole = files(&batch("whole", &args));
    assert_eq!(whole, files(&batch("again", &args)), "not the same bytes");
    let one = files(&batch(
        "threads",
        &[&args[..], &["--threads", "1"]].concat(),
    ));
    assert_eq!(whole, one, "the set depends on the threads");
    let mut joined: BTreeMap<String, Vec<u8>> = BTreeMap::new();
    for k in 1..=3 {
        let shard = format!("{k}/3");
        for (name, bytes) in files(&batch(
            &format!("shard{k}"),
            &[&args[..], &["--shard", &shard]].concat(),
        )) {
            joined.entry(name).or_default().extend(bytes);
        }
    }
    assert_eq!(whole, joined, "three shards are not the whole set");
    let other = files(&batch("seed6", &set("6")));
    assert_ne!(whole["images/00001.jpg"], other["images/00001.jpg"]);
}

#[test]
fn the_camera_draws_its_own_jpeg_quality_unless_one_is_given() {
    let quality = |out: &Path| -> Vec<u64> {
        json_lines(&fs::read(out.join("labels.jsonl")).unwrap())
            .iter()
            .map(|l| l["augmentation"]["jpeg_quality"].as_u64().unwrap())
            .collect()
    };
    let drawn = quality(&batch(
        "q-drawn",
        &["--count", "12", "--realism", "harsh", "--image", "jpeg"],
    ));
    assert!(drawn.iter().any(|&q| q != drawn[0]), "{drawn:?}");
    let given = [
        "--count",
        "4",
        "--realism",
        "harsh",
        "--image",
        "jpeg",
        "--jpeg-quality",
        "55",
    ];
    assert_eq!(quality(&batch("q-given", &given)), [55; 4]);
    let clean = quality(&batch("q-clean", &["--count", "2", "--image", "jpeg"]));
    assert_eq!(clean, [90; 2]);
}

#[test]
fn a_preset_changes_the_pictures_never_the_records() {
    let record = |out: &Path| -> Vec<serde_json::Value> {
        json_lines(&fs::read(out.join("labels.jsonl")).unwrap())
            .into_iter()
            .map(|mut l| {
                for key in ["width", "height", "quads", "augmentation"] {
                    l.as_object_mut().unwrap().remove(key);
                }
                l
            })
            .collect()
    };
    let args = ["--count", "20", "--corrupt", "0.5", "--formats", "td3,td1"];
    let clean = record(&batch("rec-clean", &args));
    let harsh = record(&batch(
        "rec-harsh",
        &[&args[..], &["--realism", "harsh"]].concat(),
    ));
    assert_eq!(clean, harsh);
    // The negatives are as many and as marked under any preset.
    let negatives = harsh.iter().filter(|l| l["valid"] == false).count();
    assert!(negatives > 0);
    for l in &harsh {
        assert_eq!(l["valid"] == false, l["corrupted"] != "", "{l}");
    }
}

#[test]
fn tesstrain_cuts_each_line_upright_out_of_the_scene() {
    let out = batch(
        "tess",
        &[
            "--count",
            "3",
            "--realism",
            "scan",
            "--layout",
            "tesstrain",
            "--formats",
            "td1",
        ],
    );
    for line in 1..=3 {
        let png = fs::read(out.join(format!("00000001_{line}.png"))).unwrap();
        let (w, h, _) = grey_png(&png);
        // A line of 30 characters, cut at the scene's resolution: far wider than high.
        assert!(w > 8 * h && h >= 8, "{w} x {h}");
        let gt = fs::read_to_string(out.join(format!("00000001_{line}.gt.txt"))).unwrap();
        assert_eq!(gt.trim_end().len(), 30);
    }
}

#[test]
fn an_unknown_preset_names_the_ones_there_are() {
    let out = std::env::temp_dir().join("mrz-realism-never");
    let made = mrz(
        &[
            "batch",
            "--count",
            "1",
            "--realism",
            "blurry",
            "--out",
            out.to_str().unwrap(),
        ],
        b"",
    );
    assert_eq!(made.status.code(), Some(2));
    let err = text(&made.stderr);
    assert!(
        err.contains("\"blurry\" is not a preset: use clean, scan, photo, harsh"),
        "{err}"
    );
    assert!(!out.exists());
}
