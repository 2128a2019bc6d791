//! The labels of a test set, one row per image in `labels.csv` and `labels.jsonl`: the
//! columns of the page's test sets, with the zone's format and up to three lines.

use mrz_chip::Companions;
use mrz_core::{Field, Fields, Format};
use mrz_scene::SceneLabel;
use serde::Serialize;
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
    /// The zone's chip companions (`--chip`), JSON rows only.
    pub chip: Option<&'a Companions>,
    /// Whether the picture read back to `lines` exactly (`mrz batch --verify`); without it, the
    /// files have no such column or key.
    pub read_ok: Option<bool>,
}

/// A record's label as labels.jsonl holds it: the set's columns (`valid` as the zone reads back,
/// `corrupted` the check digit spoilt on purpose or ""), every field, the lines (`line3` empty
/// for two-line zones), `read_ok` when verifying, then the picture's keys (none for tesstrain's
/// line pictures). The record's keys in alphabetical order, as labels have always been written.
/// (TypeScript: `LabelRecord`, the picture's keys apart; `SetLabel` is both.)
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "LabelRecord"))]
pub struct LabelRow<'a> {
    /// The zone's chip companions, when the set asks for them.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub chip: Option<&'a Companions>,
    pub corrupted: &'a str,
    pub country_code: &'a str,
    pub date_of_birth: &'a str,
    pub date_of_expiry: &'a str,
    pub file: &'a str,
    pub format: Format,
    pub given_names: &'a str,
    pub index: u32,
    pub line1: &'a str,
    pub line2: &'a str,
    pub line3: &'a str,
    pub nationality: &'a str,
    pub optional_data2: &'a str,
    pub passport_no: &'a str,
    pub personal_no: &'a str,
    #[serde(rename = "read_ok", skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub read_ok: Option<bool>,
    pub sex: &'a str,
    pub surname: &'a str,
    #[serde(rename = "type")]
    pub doc_type: &'a str,
    pub valid: bool,
    #[serde(flatten)]
    #[cfg_attr(feature = "ts", ts(skip))]
    pub picture: Option<&'a SceneLabel>,
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
    let f = l.fields;
    let row = LabelRow {
        chip: l.chip,
        corrupted: l.corrupted,
        country_code: &f.country_code,
        date_of_birth: &f.date_of_birth,
        date_of_expiry: &f.date_of_expiry,
        file: l.file,
        format: f.format,
        given_names: &f.given_names,
        index: l.index,
        line1: line(0),
        line2: line(1),
        line3: line(2),
        nationality: &f.nationality,
        optional_data2: &f.optional_data2,
        passport_no: &f.passport_no,
        personal_no: &f.personal_no,
        read_ok: l.read_ok,
        sex: &f.sex,
        surname: &f.surname,
        doc_type: &f.doc_type,
        valid: l.valid,
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
