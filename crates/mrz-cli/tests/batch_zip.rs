//! `mrz batch --layout zip`: read back with Python's `zipfile` (skipped, with a note, if there
//! is no python3), it holds the `dir` layout's files byte for byte, images stored and labels
//! deflated; shards joined as docs/cli.md says give the whole set.

mod common;

use common::{mrz, text};
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

const SET: [&str; 8] = [
    "--count",
    "23",
    "--seed",
    "9",
    "--formats",
    "td3=2,td1=1,td2=1",
    "--corrupt",
    "0.3",
];

fn batch(name: &str, extra: &[&str]) -> common::Scratch {
    common::batch_into("zip", name, &[&SET[..], extra].concat())
}

fn names(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .collect();
    names.sort();
    names
}

/// Compares the archives `zips` (joined in order: images unpacked, label files put end to
/// end) with the folder `dir` of the `dir` layout, every file byte for byte.
const SAME_AS_DIR: &str = r#"
import os, sys, zipfile
dir, zips = sys.argv[1], sys.argv[2:]
got = {}
for path in zips:
    with zipfile.ZipFile(path) as z:
        assert z.testzip() is None
        names = z.namelist()
        assert names[-2:] == ["labels.csv", "labels.jsonl"], names[-2:]
        for info in z.infolist():
            data = z.read(info)
            if info.filename.startswith("images/"):
                assert info.compress_type == zipfile.ZIP_STORED, info
                assert info.filename not in got, info.filename
                got[info.filename] = data
            else:
                assert info.compress_type == zipfile.ZIP_DEFLATED, info
                got[info.filename] = got.get(info.filename, b"") + data
want = {}
for root, _, files in os.walk(dir):
    for f in files:
        path = os.path.join(root, f)
        want[os.path.relpath(path, dir)] = open(path, "rb").read()
assert sorted(got) == sorted(want), (sorted(got), sorted(want))
for name in want:
    assert got[name] == want[name], name
print(len(want))
"#;

fn same_as_dir(dir: &Path, zips: &[PathBuf]) {
    let mut args = vec!["-c", SAME_AS_DIR, dir.to_str().unwrap()];
    args.extend(zips.iter().map(|z| z.to_str().unwrap()));
    match Command::new("python3").args(&args).output() {
        Err(_) => eprintln!("note: no python3, the archives were not read back"),
        Ok(run) => {
            assert!(run.status.success(), "{}", text(&run.stderr));
            // 23 images and the two label files.
            assert_eq!(text(&run.stdout).trim(), "25");
        }
    }
}

#[test]
fn the_zip_holds_the_dir_layouts_files() {
    let dir = batch("dir", &[]);
    let zip = batch("zip", &["--layout", "zip"]);
    // Nothing but the archive is left: the spill files are gone.
    assert_eq!(names(&zip), ["testset.zip"]);
    same_as_dir(&dir, &[zip.join("testset.zip")]);
    // The same seed and options give the same archive.
    let again = batch("zip-again", &["--layout", "zip", "--threads", "1"]);
    let read = |d: &Path| fs::read(d.join("testset.zip")).unwrap();
    assert!(read(&zip) == read(&again));
}

#[test]
fn zip_shards_joined_are_the_whole_set() {
    let dir = batch("dir-whole", &[]);
    let shards = common::Scratch::new("zip", "shards");
    for k in ["1/3", "2/3", "3/3"] {
        let mut args = vec!["batch", "--out", shards.to_str().unwrap()];
        args.extend(SET);
        args.extend(["--layout", "zip", "--shard", k]);
        let made = mrz(&args, b"");
        assert!(made.status.success(), "{}", text(&made.stderr));
    }
    let zips = [
        "testset-1-of-3.zip",
        "testset-2-of-3.zip",
        "testset-3-of-3.zip",
    ];
    assert_eq!(names(&shards), zips);
    let zips: Vec<PathBuf> = zips.iter().map(|z| shards.join(z)).collect();
    same_as_dir(&dir, &zips);
}
