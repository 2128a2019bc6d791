//! `mrz read`: clean test-set pictures read back to their labels (negatives as printed), and
//! files that are no picture, or too large to decode, refused in words.

mod common;

use common::{batch_into, json_lines, label_lines, labelled, mrz, text};
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
    let (labels, files) = labelled(&out);
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
        // Corners to the hundredth of a pixel, not an f32's digits (100.94979095458984).
        for v in quad.iter().flat_map(|c| c.as_array().unwrap()) {
            let v = v.as_f64().unwrap() * 100.0;
            assert!((v - v.round()).abs() < 1e-6, "{quad:?}");
        }
    }
    let negatives = labels.iter().filter(|l| l["valid"] == false).count();
    assert_eq!(read.status.code(), Some(if negatives > 0 { 1 } else { 0 }));
    let valid = labels.len() - negatives;
    let closing = format!("mrz read: of 10 files, {valid} valid, {negatives} invalid, 0 with no zone read, 0 not read\n");
    assert_eq!(text(&read.stderr), closing);
    // Read on one thread or on several, the files come out in the order given.
    argv.extend(["--threads", "1"]);
    assert_eq!(mrz(&argv, b"").stdout, read.stdout);
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
    let files = [
        &text_file,
        &empty,
        &huge_file,
        &dir.join("missing.png"),
        &dir,
    ]
    .map(|f| f.display().to_string());
    let mut argv = vec!["read", "--json"];
    argv.extend(files.iter().map(String::as_str));
    let read = mrz(&argv, b"");
    // A file that could not be read at all (missing, a folder) exits 2, as a usage error does.
    assert_eq!(read.status.code(), Some(2));
    let errors: Vec<String> = json_lines(&read.stdout)
        .iter()
        .map(|r| r["error"].as_str().unwrap().to_owned())
        .collect();
    assert_eq!(errors[0], "not a PNG, JPEG, TIFF, WebP, BMP or GIF picture");
    assert_eq!(errors[1], "the file is empty");
    assert_eq!(
        errors[2],
        "the picture is 20000 x 20000: larger than the 50 megapixels read"
    );
    assert_eq!(errors[3], "no such file");
    assert!(
        errors[4].starts_with("a folder, not a picture"),
        "{}",
        errors[4]
    );
    let only_bad = mrz(&["read", &files[0]], b"");
    assert_eq!(only_bad.status.code(), Some(1), "read, but no zone in it");
    let _ = fs::remove_dir_all(dir);
}

#[test]
fn a_picture_on_stdin_is_read_and_an_invalid_zone_says_why() {
    let args = ["--count", "1", "--seed", "3", "--corrupt", "1"];
    let out = batch_into("read", "stdin", &args);
    let labels = json_lines(&fs::read(out.join("labels.jsonl")).unwrap());
    let picture = fs::read(out.join(labels[0]["file"].as_str().unwrap())).unwrap();
    let read = mrz(&["read", "-"], &picture);
    let said = text(&read.stdout);
    assert_eq!(read.status.code(), Some(1), "{said}");
    assert!(said.starts_with("-: td3 invalid\n"), "{said}");
    for line in label_lines(&labels[0]) {
        assert!(said.contains(&format!("  {line}\n")), "{said}");
    }
    // The spoilt digit, with the one it should be and where it is.
    assert!(
        said.contains("check digit: ") && said.contains(", should be "),
        "{said}"
    );
    let twice = mrz(&["read", "--json", "-", "-"], &picture);
    let rows = json_lines(&twice.stdout);
    assert_eq!(rows[0]["lines"], serde_json::json!(label_lines(&labels[0])));
    assert_eq!(rows[1]["error"], "stdin was read already: give `-` once");
    assert_eq!(twice.status.code(), Some(2));
}

#[test]
fn the_characters_hard_to_read_are_named_as_the_json_scores_them() {
    let args: Vec<&str> = "--count 12 --seed 5 --realism harsh --image jpeg"
        .split(' ')
        .collect();
    let out = batch_into("read", "hard", &args);
    let (_, files) = labelled(&out);
    let mut named = 0;
    for file in &files {
        let json = json_lines(&mrz(&["read", "--json", file], b"").stdout);
        let Some(confidence) = json[0]["confidence"].as_array() else {
            continue;
        };
        let hard = confidence
            .iter()
            .flat_map(|l| l.as_array().unwrap())
            .filter(|c| c.as_f64().unwrap() < 0.6)
            .count();
        let plain = text(&mrz(&["read", file], b"").stdout);
        let line = plain.lines().find(|l| l.contains("hard to read"));
        match hard {
            0 => assert!(line.is_none(), "{plain}"),
            1 => assert!(line.unwrap().starts_with("  1 character hard"), "{plain}"),
            n => {
                let want = format!("  {n} characters hard to read (matched under 0.6): line ");
                assert!(line.unwrap().starts_with(&want), "{plain}");
            }
        }
        named += usize::from(hard > 0);
    }
    assert!(named > 0, "no harsh picture had a character hard to read");
}
