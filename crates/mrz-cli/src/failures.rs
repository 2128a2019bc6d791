//! The worst readings of `mrz accuracy`: listed for people, as JSON, and saved as the
//! pictures themselves (made again from their indices) to look at, or to show in the docs.

use crate::score::Outcome;
use mrz_set::layouts::{image_file, Layout, Made};
use mrz_set::make::Maker;
use serde_json::{json, Value};
use std::io::{self, Write};
use std::path::Path;

/// A picture's file name outside a set: `<preset>-NNNNN.png` (or `.jpg`).
pub fn picture_name(key: &str, index: u32, made: &Made) -> String {
    let file = image_file(Layout::Dir, index, made.kind);
    format!("{key}-{}", file.trim_start_matches("images/"))
}

pub fn json(key: &str, o: &Outcome) -> Value {
    let (read, error) = match &o.read.read {
        Ok(lines) => (json!(lines), Value::Null),
        Err(e) => (Value::Null, json!(e)),
    };
    json!({ "preset": key, "index": o.index, "format": o.format.key(), "want": o.want,
        "read": read, "error": error, "wrong": o.read.wrong(&o.want),
        "confidence": mrz_read::rounded(o.read.confidence, 3) })
}

/// The record, then each line wanted above the line read, or why nothing was read.
pub fn listed(key: &str, o: &Outcome) -> String {
    let wrong = o.read.wrong(&o.want);
    let mut s = format!(
        "    {key} record {} ({}), {wrong} characters wrong",
        o.index,
        o.format.key()
    );
    match &o.read.read {
        Ok(lines) => {
            for (i, want) in o.want.iter().enumerate() {
                let got = lines.get(i).map_or("(no line)", String::as_str);
                s += &format!("\n      want {want}\n      read {got}");
            }
            for extra in lines.iter().skip(o.want.len()) {
                s += &format!("\n      read {extra} (a line too many)");
            }
        }
        Err(e) => {
            s += &format!(": {e}");
            for want in &o.want {
                s += &format!("\n      want {want}");
            }
        }
    }
    s
}

/// The failures' pictures in `dir`, and their rows appended to `dir/failures.jsonl`.
pub fn save(dir: &Path, key: &str, worst: &[&Outcome], maker: &mut Maker) -> io::Result<()> {
    let mut rows = std::fs::OpenOptions::new()
        .append(true)
        .create(true)
        .open(dir.join("failures.jsonl"))?;
    for o in worst {
        let made = maker.make(o.index)?;
        let name = picture_name(key, o.index, &made);
        std::fs::write(dir.join(&name), &made.images[0])?;
        let mut row = json(key, o);
        row["file"] = json!(name);
        writeln!(rows, "{row}")?;
    }
    Ok(())
}
