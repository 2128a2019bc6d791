//! `mrz read` on pictures other tools saved (a scanner's group 4 TIFF, a lossy WebP, a CMYK
//! JPEG), and `--boxes`: each character's cell where the set's label put the character.

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
