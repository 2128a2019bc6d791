//! `mrz batch --formats`: a set of every format, each label checked against the format's table
//! by a check-digit sum written again here, and against `mrz check` reading the set back.

mod common;

use common::{icao_check, json_lines, mrz, text};
use mrz_core::Format;
use std::path::Path;

/// Every check digit of `lines` against the 7-3-1 sum over what the format's table says it
/// covers: the name of each that is wrong.
fn wrong_digits(format: Format, lines: &[&str]) -> Vec<String> {
    format
        .layout()
        .checks
        .iter()
        .filter(|spec| {
            let covered: String = spec
                .covers
                .iter()
                .map(|s| &lines[s.line][s.start..s.end()])
                .collect();
            let printed = lines[spec.line].as_bytes()[spec.at];
            u32::from(printed) != u32::from(b'0') + icao_check(&covered)
        })
        .map(|spec| {
            serde_json::to_value(spec.name)
                .unwrap()
                .as_str()
                .unwrap()
                .to_owned()
        })
        .collect()
}

fn batch(dir: &Path, extra: &[&str]) {
    let mut args = vec!["batch", "--out", dir.to_str().unwrap()];
    args.extend_from_slice(extra);
    let out = mrz(&args, b"");
    assert!(out.status.success(), "{}", text(&out.stderr));
}

#[test]
fn batch_of_every_format_labels_each_and_tells_true() {
    let dirs = ["0", "1"].map(|i| common::Scratch::new("formats", i));
    let options = [
        "--count",
        "25",
        "--seed",
        "11",
        "--corrupt",
        "0.4",
        "--formats",
        "td3=2,td1=1,td2=1,MRV-A=1,mrvb=1",
        "--letters",
        "icao",
    ];
    for dir in &dirs {
        batch(dir, &options);
    }
    let read = |dir: &Path, f: &str| std::fs::read(dir.join(f)).unwrap();
    for file in ["labels.jsonl", "labels.csv", "images/00023.png"] {
        assert_eq!(read(&dirs[0], file), read(&dirs[1], file), "{file}");
    }
    let rows = json_lines(&read(&dirs[0], "labels.jsonl"));
    let mut seen = std::collections::BTreeSet::new();
    let mut zones = String::new();
    for row in &rows {
        let format = Format::from_key(row["format"].as_str().unwrap()).unwrap();
        seen.insert(format);
        let lines: Vec<&str> = ["line1", "line2", "line3"]
            .iter()
            .map(|k| row[k].as_str().unwrap())
            .filter(|l| !l.is_empty())
            .collect();
        assert_eq!(lines.len(), format.layout().lines, "{row}");
        assert_eq!(row["optionalData2"], "", "{row}");
        let wrong = wrong_digits(format, &lines);
        let corrupted = row["corrupted"].as_str().unwrap();
        assert_eq!(row["valid"], corrupted.is_empty(), "{row}");
        assert_eq!(row["valid"], wrong.is_empty(), "{row} {wrong:?}");
        assert!(
            corrupted.is_empty() || wrong.contains(&corrupted.to_owned()),
            "{row}"
        );
        let code = row["type"].as_str().unwrap();
        let codes = format.layout().codes;
        assert!(codes.contains(&code), "{row}");
        zones += &(lines.join("\n") + "\n\n");
    }
    assert_eq!(seen.len(), 5, "every format drawn: {seen:?}");
    assert_eq!(
        text(&read(&dirs[0], "labels.csv")).lines().next().unwrap(),
        "index,file,format,valid,corrupted,type,countryCode,passportNo,surname,givenNames,\
         nationality,dateOfBirth,personalNo,sex,dateOfExpiry,optionalData2,line1,line2,line3"
    );
    // `mrz check` reads the set back and agrees with every label.
    let out = mrz(
        &["check", "--json", "--today", "2026-11-23"],
        zones.as_bytes(),
    );
    let checked = json_lines(&out.stdout);
    assert_eq!(checked.len(), rows.len());
    for (c, row) in checked.iter().zip(&rows) {
        assert_eq!(c["valid"], row["valid"], "{c} {row}");
        assert_eq!(c["format"], row["format"]);
    }
}
