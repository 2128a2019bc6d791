//! `mrz read` on pictures other tools saved (a scanner's group 4 TIFF, a lossy WebP, a CMYK
//! JPEG), `--boxes`: each character's cell where the set's label put the character, and a zone
//! too blurred to read told from no zone.

mod common;

use common::{batch_into, json_lines, labelled, mrz, text};

/// A document scanner's bilevel group 4 TIFF, a web form's lossy WebP and a print workflow's
/// CMYK JPEG, each saved by Pillow (`testdata/pictures`): decoders the formats' own tests do
/// not reach (fax, lossy VP8, Adobe's CMYK as another tool writes it).
#[test]
fn pictures_saved_by_other_tools_read_in_each_format() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/pictures");
    let files: Vec<String> = ["td3-scan-g4.tif", "td3-scan.webp", "td3-scan-cmyk.jpg"]
        .iter()
        .map(|f| format!("{dir}/{f}"))
        .collect();
    let mut argv = vec!["read", "--json"];
    argv.extend(files.iter().map(String::as_str));
    let read = mrz(&argv, b"");
    assert_eq!(read.status.code(), Some(0), "{}", text(&read.stderr));
    let rows = json_lines(&read.stdout);
    assert_eq!(rows.len(), files.len());
    let want = serde_json::json!([
        "P<GRCIOANNOU<<PARASKEVI<GEORGIA<<<<<<<<<<<<<",
        "ZI15115842GRC8510013F3112272<<<<<<<<<<<<<<00"
    ]);
    for row in rows {
        assert_eq!(row["lines"], want, "{}", row["file"]);
    }
}

/// `--boxes`: each character's cell, as the page lights them, lies on the character the set's
/// label placed there (its quad's centre within a third of the cell's width), and the key is
/// there only when asked for.
#[test]
fn each_characters_box_lies_on_its_character() {
    let out = batch_into(
        "read",
        "boxes",
        &["--count", "3", "--seed", "4", "--formats", "td3,td1"],
    );
    let (labels, files) = labelled(&out);
    let centre = |q: &serde_json::Value| -> [f64; 2] {
        let q = q.as_array().unwrap();
        [0, 1].map(|i| q.iter().map(|p| p[i].as_f64().unwrap()).sum::<f64>() / 4.0)
    };
    let mut argv = vec!["read", "--json", "--boxes"];
    argv.extend(files.iter().map(String::as_str));
    let read = mrz(&argv, b"");
    for (row, label) in json_lines(&read.stdout).iter().zip(&labels) {
        let (boxes, chars) = (
            row["boxes"].as_array().unwrap(),
            label["quads"]["chars"].as_array().unwrap(),
        );
        assert_eq!(boxes.len(), chars.len());
        for (line, want) in boxes.iter().zip(chars) {
            let (line, want) = (line.as_array().unwrap(), want.as_array().unwrap());
            assert_eq!(line.len(), want.len());
            for (b, w) in line.iter().zip(want) {
                let ([bx, by], [wx, wy]) = (centre(b), centre(w));
                let width = (b[1][0].as_f64().unwrap() - b[0][0].as_f64().unwrap()).abs();
                assert!(
                    (bx - wx).hypot(by - wy) < width / 3.0,
                    "{} {b} {w}",
                    row["file"]
                );
            }
        }
    }
    let plain = mrz(&["read", "--json", files[0].as_str()], b"");
    assert!(json_lines(&plain.stdout)[0].get("boxes").is_none());
    assert!(!mrz(&["read", "--boxes", files[0].as_str()], b"")
        .status
        .success());
}

/// A zone too blurred to read (`testdata/pictures/td3-blurred.png`) is told from no zone: in
/// words, and with `--json` its shape, counts and place; the closing line counts it apart.
#[test]
fn a_zone_too_blurred_to_read_is_told_so() {
    let blurred = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../testdata/pictures/td3-blurred.png"
    );
    let one = mrz(&["read", blurred], b"");
    assert_eq!(one.status.code(), Some(1));
    let said = text(&one.stdout);
    assert!(said.contains("found what looks like a machine-readable zone (2 lines of 44 characters) but could not read it"), "{said}");
    let dir = tempfile::tempdir().unwrap();
    let blank = dir.path().join("blank.bmp");
    let white = image::GrayImage::from_pixel(200, 100, image::Luma([255]));
    white.save(&blank).unwrap();
    let both = mrz(&["read", "--json", blurred, blank.to_str().unwrap()], b"");
    let rows = json_lines(&both.stdout);
    let zone = &rows[0]["illegible"];
    assert_eq!(zone["format"], "td3");
    assert_eq!(zone["line_lengths"], serde_json::json!([44, 44]));
    assert_eq!(zone["characters"], 88);
    let unclear = zone["unclear"].as_u64().unwrap();
    assert!(unclear > 22 && unclear < 88, "{unclear}");
    assert_eq!(zone["quad"].as_array().unwrap().len(), 4);
    assert!(rows[1].get("illegible").is_none(), "{}", rows[1]);
    assert!(rows[1]["error"]
        .as_str()
        .unwrap()
        .starts_with("found no machine-readable zone"));
    assert_eq!(
        text(&both.stderr),
        "mrz read: of 2 files, 0 valid, 0 invalid, 2 with no zone read (1 too blurred, small or faint to read), 0 not read\n"
    );
}
