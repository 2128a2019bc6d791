//! The labels of a test set, one row per image in `labels.csv` and `labels.jsonl`: the
//! columns of the page's test sets, with the zone's format and up to three lines.

use mrz_core::{Field, Fields};
use mrz_scene::SceneLabel;
use serde::Serialize;
use serde_json::json;
use std::io::{self, Write};

/// One image's truth: its record, the lines drawn, whether they decode valid, and the check
/// digit changed on purpose (a negative test), if any.
pub struct Label<'a> {
    pub index: u32,
    pub file: &'a str,
    pub fields: &'a Fields,
    pub lines: &'a [String],
    pub valid: bool,
    pub corrupted: &'a str,
    /// The picture's keys (`width`, `height`, `quads`, `augmentation`), JSON rows only: the
    /// CSV keeps the page's columns.
    pub picture: Option<&'a SceneLabel>,
    /// Whether the picture read back to `lines` exactly (`mrz batch --verify`); without it, the
    /// files have no such column or key.
    pub read_ok: Option<bool>,
}

const LINE_COLUMNS: [&str; 3] = ["line1", "line2", "line3"];

/// The CSV header; `read_ok` last, when verifying, so that every other column keeps its place.
pub fn write_header(csv: &mut impl Write, read_ok: bool) -> io::Result<()> {
    let header: Vec<&str> = ["index", "file", "format", "valid", "corrupted"]
        .into_iter()
        .chain(Field::ALL.map(Field::key))
        .chain(LINE_COLUMNS)
        .chain(read_ok.then_some("read_ok"))
        .collect();
    write!(csv, "{}\r\n", header.join(","))
}

/// The label in both files. A two-line zone has an empty `line3`.
pub fn write_label(csv: &mut impl Write, jsonl: &mut impl Write, l: &Label) -> io::Result<()> {
    let line = |i: usize| l.lines.get(i).map_or("", String::as_str);
    let format = l.fields.format.key();
    let values: Vec<String> = Field::ALL
        .iter()
        .map(|&f| cell(l.fields.get(f)))
        .chain((0..3).map(|i| line(i).to_owned()))
        .chain(l.read_ok.map(|ok| ok.to_string()))
        .collect();
    write!(
        csv,
        "{},{},{format},{},{},{}\r\n",
        l.index,
        l.file,
        l.valid,
        l.corrupted,
        values.join(",")
    )?;
    let mut row = json!({ "index": l.index, "file": l.file, "format": format,
        "valid": l.valid, "corrupted": l.corrupted });
    for f in Field::ALL {
        row[f.key()] = json!(l.fields.get(f));
    }
    for (i, key) in LINE_COLUMNS.into_iter().enumerate() {
        row[key] = json!(line(i));
    }
    if let Some(ok) = l.read_ok {
        row["read_ok"] = json!(ok);
    }
    // The picture's keys after the record's, serialized as they are (f32 in its shortest form).
    #[derive(Serialize)]
    struct Row<'a> {
        #[serde(flatten)]
        record: &'a serde_json::Value,
        #[serde(flatten)]
        picture: Option<&'a SceneLabel>,
    }
    let row = Row {
        record: &row,
        picture: l.picture,
    };
    serde_json::to_writer(&mut *jsonl, &row).map_err(io::Error::other)?;
    writeln!(jsonl)
}

/// RFC 4180: a value with a comma, a quote or a line break is quoted, its quotes doubled.
fn cell(v: &str) -> String {
    if v.contains([',', '"', '\r', '\n']) {
        format!("\"{}\"", v.replace('"', "\"\""))
    } else {
        v.to_owned()
    }
}
