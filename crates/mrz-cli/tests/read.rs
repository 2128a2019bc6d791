//! `mrz read`: clean test-set pictures read back to their labels (negatives as printed), and
//! files that are no picture, or too large to decode, refused in words.

mod common;

use common::{batch_into, json_lines, label_lines, mrz, text};
use std::fs;

#[test]
fn a_clean_set_reads_back_to_its_labels_negatives_included() {
    let args = [
        "--count",
        "10",
        "--seed",
        "8",
        "--corrupt",
        "0.3",
        "--formats",
        "td3,td1,td2,mrva,mrvb",
    ];
    let out = batch_into("read", "set", &args);
    let labels = json_lines(&fs::read(out.join("labels.jsonl")).unwrap());
    let files: Vec<String> = labels
        .iter()
        .map(|l| out.join(l["file"].as_str().unwrap()).display().to_string())
        .collect();
    let mut argv = vec!["read", "--json"];
    argv.extend(files.iter().map(String::as_str));
    let read = mrz(&argv, b"");
    let rows = json_lines(&read.stdout);
    assert_eq!(rows.len(), labels.len(), "{}", text(&read.stderr));
    for (row, label) in rows.iter().zip(&labels) {
        let want = label_lines(label);
        assert_eq!(row["lines"], serde_json::json!(want), "{}", row["file"]);
        assert_eq!(row["format"], label["format"]);
        assert_eq!(row["valid"], label["valid"]);
        let quad = row["quad"].as_array().unwrap();
        assert_eq!(quad.len(), 4);
    }
    let negatives = labels.iter().any(|l| l["valid"] == false);
    assert_eq!(read.status.code(), Some(if negatives { 1 } else { 0 }));
    let _ = fs::remove_dir_all(out);
}

#[test]
fn files_that_are_no_readable_picture_are_refused_in_words() {
    let dir = std::env::temp_dir().join(format!("mrz-read-bad-{}", std::process::id()));
    fs::create_dir_all(&dir).unwrap();
    let text_file = dir.join("notes.txt");
    fs::write(&text_file, "P<UTO").unwrap();
    let empty = dir.join("empty.png");
    fs::write(&empty, "").unwrap();
    // A PNG header claiming 20,000 x 20,000 pixels: refused before a byte is decoded.
    let mut ihdr = b"IHDR".to_vec();
    ihdr.extend(20_000u32.to_be_bytes());
    ihdr.extend(20_000u32.to_be_bytes());
    ihdr.extend([8, 0, 0, 0, 0]);
    let mut huge = b"\x89PNG\r\n\x1a\n".to_vec();
    huge.extend(13u32.to_be_bytes());
    huge.extend(&ihdr);
    huge.extend(crc32fast::hash(&ihdr).to_be_bytes());
    huge.extend(0u32.to_be_bytes());
    huge.extend(b"IDAT");
    huge.extend(crc32fast::hash(b"IDAT").to_be_bytes());
    let huge_file = dir.join("huge.png");
    fs::write(&huge_file, huge).unwrap();
    let files =
        [&text_file, &empty, &huge_file, &dir.join("missing.png")].map(|f| f.display().to_string());
    let read = mrz(
        &["read", "--json", &files[0], &files[1], &files[2], &files[3]],
        b"",
    );
    assert_eq!(read.status.code(), Some(1));
    let errors: Vec<String> = json_lines(&read.stdout)
        .iter()
        .map(|r| r["error"].as_str().unwrap().to_owned())
        .collect();
    assert_eq!(errors[0], "not a PNG or JPEG picture");
    assert_eq!(errors[1], "the file is empty");
    assert_eq!(
        errors[2],
        "the picture is 20000 x 20000: larger than the 50 megapixels read"
    );
    assert!(errors[3].contains("No such file"), "{}", errors[3]);
    let _ = fs::remove_dir_all(dir);
}
