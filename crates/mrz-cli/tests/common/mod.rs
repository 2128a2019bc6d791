//! What the tests of the `mrz` binary share: running it, the ICAO specimen, and the specimens
//! of every format the core's tests hold (`testdata/formats.jsonl`).

// Each test file compiles this module on its own and uses only part of it.
#![allow(dead_code)]

use std::io::Write;
use std::path::Path;
use std::process::{Command, Output, Stdio};

pub const SPECIMEN: &str = r#"{"type":"P","countryCode":"UTO","passportNo":"L898902C3","surname":"ERIKSSON","givenNames":"ANNA MARIA","nationality":"UTO","dateOfBirth":"740812","personalNo":"ZE184226B","sex":"F","dateOfExpiry":"120415"}"#;
pub const LINES: &str =
    "P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<\nL898902C36UTO7408122F1204159ZE184226B<<<<<10\n";

pub fn mrz(args: &[&str], stdin: &[u8]) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_mrz"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // Written from a thread, so that a command whose output fills the pipe before it has read
    // all its input is not left waiting. A command that fails on its arguments may exit before
    // reading: a closed pipe is fine.
    let mut input = child.stdin.take().unwrap();
    let stdin = stdin.to_vec();
    let writer = std::thread::spawn(move || {
        let _ = input.write_all(&stdin);
    });
    let output = child.wait_with_output().unwrap();
    writer.join().unwrap();
    output
}

/// A fresh folder in the system's temporary one, named by the test file's `tag` and `name`,
/// removed with all it holds when dropped: a set's test writes megabytes, and a run of the
/// tests must leave nothing behind.
pub struct Scratch(tempfile::TempDir);

impl Scratch {
    pub fn new(tag: &str, name: &str) -> Scratch {
        let prefix = format!("mrz-{tag}-{name}-");
        Scratch(tempfile::Builder::new().prefix(&prefix).tempdir().unwrap())
    }
}

impl std::ops::Deref for Scratch {
    type Target = Path;
    fn deref(&self) -> &Path {
        self.0.path()
    }
}

impl AsRef<Path> for Scratch {
    fn as_ref(&self) -> &Path {
        self.0.path()
    }
}

/// `mrz batch` with `args` into a fresh `Scratch` folder.
pub fn batch_into(tag: &str, name: &str, args: &[&str]) -> Scratch {
    let out = Scratch::new(tag, name);
    let mut all = vec!["batch", "--out", out.to_str().unwrap()];
    all.extend(args);
    let made = mrz(&all, b"");
    assert!(made.status.success(), "{}", text(&made.stderr));
    out
}

/// `mrz check` on a fixed day, so that expiry findings do not change with the calendar.
pub fn check(extra: &[&str], input: &str) -> Output {
    let args: Vec<&str> = ["check", "--today", "2026-11-23"]
        .iter()
        .chain(extra)
        .copied()
        .collect();
    mrz(&args, input.as_bytes())
}

pub fn text(bytes: &[u8]) -> String {
    String::from_utf8(bytes.to_vec()).unwrap()
}

/// One line of `testdata/formats.jsonl`: a name, the record (absent for zones that are only
/// read), and the zone's lines.
pub struct Specimen {
    pub name: String,
    pub fields: Option<serde_json::Value>,
    pub lines: Vec<String>,
}

pub fn specimens() -> Vec<Specimen> {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/formats.jsonl");
    let text = std::fs::read_to_string(path).unwrap();
    text.lines()
        .map(|l| {
            let v: serde_json::Value = serde_json::from_str(l).unwrap();
            Specimen {
                name: v["name"].as_str().unwrap().to_owned(),
                fields: v.get("fields").cloned(),
                lines: serde_json::from_value(v["lines"].clone()).unwrap(),
            }
        })
        .collect()
}

/// A label's lines (`line1` to `line3`, the empty third of a two-line zone left out).
pub fn label_lines(label: &serde_json::Value) -> Vec<&str> {
    ["line1", "line2", "line3"]
        .iter()
        .filter_map(|k| label[*k].as_str().filter(|l| !l.is_empty()))
        .collect()
}

/// The command refused its input (exit status 2) with a message holding `words`.
pub fn refused(out: &Output, words: &str) {
    let said = text(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{said}");
    assert!(said.contains(words), "{said}");
}

/// A `dir` set's labels (`labels.jsonl`) and the path of each one's picture.
pub fn labelled(out: &std::path::Path) -> (Vec<serde_json::Value>, Vec<String>) {
    let labels = json_lines(&std::fs::read(out.join("labels.jsonl")).unwrap());
    let files = labels
        .iter()
        .map(|l| out.join(l["file"].as_str().unwrap()).display().to_string())
        .collect();
    (labels, files)
}

/// Parse every line of `bytes` as JSON.
pub fn json_lines(bytes: &[u8]) -> Vec<serde_json::Value> {
    text(bytes)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect()
}

/// The ICAO check digit, written again here: the test must not trust the composer.
pub fn icao_check(s: &str) -> u32 {
    let value = |c: u8| match c {
        b'0'..=b'9' => u32::from(c - b'0'),
        b'A'..=b'Z' => u32::from(c - b'A') + 10,
        _ => 0,
    };
    s.bytes()
        .zip([7, 3, 1].iter().cycle())
        .map(|(c, w)| value(c) * w)
        .sum::<u32>()
        % 10
}

/// Every file under `dir`, by its path from `dir`, with its bytes.
pub fn files(dir: &std::path::Path) -> std::collections::BTreeMap<String, Vec<u8>> {
    use std::path::Path;
    fn walk(root: &Path, dir: &Path, all: &mut std::collections::BTreeMap<String, Vec<u8>>) {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                walk(root, &path, all);
            } else {
                let name = path
                    .strip_prefix(root)
                    .unwrap()
                    .to_str()
                    .unwrap()
                    .to_owned();
                all.insert(name, std::fs::read(&path).unwrap());
            }
        }
    }
    let mut all = std::collections::BTreeMap::new();
    walk(dir, dir, &mut all);
    all
}
