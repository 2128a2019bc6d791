//! `mrz accuracy`: its figures per preset, the worst failures listed and saved, and Tesseract's
//! side run through a stand-in that reads every picture as the same wrong text.

mod common;

use common::{json_lines, mrz, refused, text};
use std::fs;
use std::os::unix::fs::PermissionsExt;

/// A `tesseract` that answers `--version` and reads each listed file as one wrong line.
const FAKE: &str = "#!/bin/sh\n\
    if [ \"$1\" = --version ]; then echo 'tesseract 0.0-stand-in'; exit 0; fi\n\
    while read -r f; do printf 'NOT<A<ZONE\\n\\f'; done < \"$1\"\n";

#[test]
fn accuracy_per_preset_with_failures_and_tesseract_beside() {
    let dir = std::env::temp_dir().join(format!("mrz-accuracy-test-{}", std::process::id()));
    fs::create_dir_all(&dir).unwrap();
    let fake = dir.join("tesseract");
    fs::write(&fake, FAKE).unwrap();
    fs::set_permissions(&fake, fs::Permissions::from_mode(0o755)).unwrap();
    let saved = dir.join("failures");
    let args = [
        "accuracy",
        "--realism",
        "clean,photo",
        "--count",
        "3",
        "--formats",
        "td1,td2",
        "--failures",
        "2",
        "--tesseract-count",
        "2",
        "--json",
        "--tesseract",
        fake.to_str().unwrap(),
        "--save-failures",
        saved.to_str().unwrap(),
    ];
    let out = mrz(&args, b"");
    assert!(out.status.success(), "{}", text(&out.stderr));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    // Clean strips read back exactly (tests/read.rs holds the reader to it).
    assert_eq!(v["read_accuracy_clean"], 100.0);
    assert_eq!(v["read_images_photo"], 3);
    // What was measured, so that a figure can be told from another run's.
    assert_eq!(v["read_count"], 3);
    assert_eq!(v["read_palette"], "grey");
    assert_eq!(v["read_formats"], "td1,td2");
    let photo = v["read_accuracy_photo"].as_f64().unwrap();
    assert!((0.0..=100.0).contains(&photo));
    let failures = v["read_failures_photo"].as_array().unwrap();
    let wrong = (3.0 - photo * 3.0 / 100.0).round() as usize;
    assert_eq!(failures.len(), wrong.min(2), "{v}");
    // A misread that passed every check digit is one of the failures, never a right reading.
    assert_eq!(v["read_wrong_but_valid_clean"], 0.0);
    let wrong_valid = v["read_wrong_but_valid_photo"].as_f64().unwrap();
    assert!((wrong_valid * 3.0 / 100.0).round() as usize <= wrong, "{v}");
    // Of a camera's pictures, those sharp enough to read are counted apart; a strip has no camera.
    let sharp = v["read_images_photo_sharp"].as_u64().unwrap();
    assert!(sharp <= 3, "{v}");
    assert!((0.0..=100.0).contains(&v["read_accuracy_photo_sharp"].as_f64().unwrap()));
    assert!(v.get("read_accuracy_clean_sharp").is_none(), "{v}");
    for key in ["clean", "photo"] {
        assert!(v[format!("read_ms_per_image_{key}")].as_f64().unwrap() > 0.0);
        assert_eq!(v[format!("tesseract_images_{key}")], 2);
        assert_eq!(
            v[format!("tesseract_accuracy_{key}")],
            0.0,
            "the stand-in reads no zone"
        );
        assert!(v[format!("tesseract_ms_per_image_{key}")].as_f64().unwrap() > 0.0);
    }
    assert_eq!(v["read_subset_accuracy_clean"], 100.0);
    assert!(v["read_vs_tesseract_speed"].as_f64().unwrap() > 0.0);
    assert!(v["tesseract"]
        .as_str()
        .unwrap()
        .starts_with("tesseract 0.0-stand-in, --psm 6"));
    // Saved: each failure's picture, and its row.
    let rows = json_lines(&fs::read(saved.join("failures.jsonl")).unwrap());
    assert_eq!(rows.len(), failures.len());
    for row in &rows {
        let file = saved.join(row["file"].as_str().unwrap());
        assert!(
            fs::read(&file).unwrap().starts_with(&[0xFF, 0xD8]),
            "{row}: a JPEG"
        );
        assert_eq!(row["preset"], "photo");
    }
    // The table says the same for people.
    let table = mrz(
        &[
            "accuracy",
            "--realism",
            "clean",
            "--count",
            "2",
            "--formats",
            "td1",
        ],
        b"",
    );
    let said = text(&table.stdout);
    let row = said
        .lines()
        .find(|l| l.trim_start().starts_with("clean"))
        .unwrap();
    let words: Vec<&str> = row.split_whitespace().collect();
    assert_eq!(
        words[..6],
        ["clean", "2", "of", "2", "100.0", "%"],
        "{said}"
    );
    let _ = fs::remove_dir_all(dir);
}

#[test]
fn a_missing_tesseract_is_named() {
    let out = mrz(
        &[
            "accuracy",
            "--count",
            "1",
            "--tesseract",
            "/nonexistent/tesseract",
        ],
        b"",
    );
    refused(&out, "cannot run /nonexistent/tesseract");
}
