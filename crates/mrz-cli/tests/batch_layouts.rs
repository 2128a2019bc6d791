//! `mrz batch --layout`: each layout on 25 records, read back the way the tools that use it
//! read it. WebDataset tars go through Python's `tarfile` and `json` (skipped, with a note, if
//! there is no python3); imagefolder's metadata.jsonl names files that exist; tesstrain's
//! line images pair with .gt.txt files that hold the labels' lines.

mod common;

use common::text;
use serde_json::Value;
use std::fs;
use std::path::Path;
use std::process::Command;

const SET: [&str; 6] = [
    "--count",
    "25",
    "--seed",
    "5",
    "--formats",
    "td3=2,td1=1,mrva=1",
];

fn batch(name: &str, extra: &[&str]) -> common::Scratch {
    common::batch_into("layouts", name, &[&SET[..], extra].concat())
}

/// The labels of the set, from the default layout, by index.
fn labels(test: &str) -> Vec<Value> {
    let out = batch(&format!("labels-{test}"), &[]);
    let jsonl = fs::read_to_string(out.join("labels.jsonl")).unwrap();
    jsonl
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect()
}

fn lines(label: &Value) -> Vec<String> {
    ["line1", "line2", "line3"]
        .iter()
        .map(|k| label[k].as_str().unwrap().to_owned())
        .filter(|l| !l.is_empty())
        .collect()
}

const READ_TARS: &str = r#"
import json, sys, tarfile
out, size, count, want = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), json.loads(sys.argv[4])
for t in range((count + size - 1) // size):
    with tarfile.open(f"{out}/shard-{t:06d}.tar") as tar:
        first, last = t * size + 1, min(count, (t + 1) * size)
        names = [m.name for m in tar.getmembers()]
        expect = [f"{i:08d}.{e}" for i in range(first, last + 1) for e in ("png", "json")]
        assert names == expect, (names, expect)
        for m in tar.getmembers():
            assert m.isfile() and m.mode == 0o644 and m.mtime == 0, m.name
            data = tar.extractfile(m).read()
            if m.name.endswith(".png"):
                assert data.startswith(b"\x89PNG\r\n\x1a\n"), m.name
            else:
                label = json.loads(data)
                i = int(m.name[:8])
                assert label["index"] == i, m.name
                got = [label[k] for k in ("line1", "line2", "line3") if label[k]]
                assert got == want[i - 1], (m.name, got)
print("ok")
"#;

#[test]
fn webdataset_reads_back_with_tarfile() {
    let labels = labels("wds");
    let want: Vec<Vec<String>> = labels.iter().map(lines).collect();
    let want = serde_json::to_string(&want).unwrap();
    // The whole set, 10 records a tar.
    let whole = batch("wds", &["--layout", "webdataset", "--shard-size", "10"]);
    let mut names: Vec<String> = fs::read_dir(&whole)
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .collect();
    names.sort();
    assert_eq!(
        names,
        ["shard-000000.tar", "shard-000001.tar", "shard-000002.tar"]
    );
    let python = Command::new("python3")
        .args(["-c", READ_TARS, whole.to_str().unwrap(), "10", "25", &want])
        .output();
    match python {
        Err(_) => eprintln!("note: no python3, the tars were not read back"),
        Ok(run) => assert!(run.status.success(), "{}", text(&run.stderr)),
    }
    // --shard: each process writes the tars of its own records, named by the whole set's
    // numbering; tars that fall wholly in one shard are the unsharded run's byte for byte.
    let first = batch(
        "wds-1",
        &[
            "--layout",
            "webdataset",
            "--shard-size",
            "10",
            "--shard",
            "1/2",
        ],
    );
    let second = batch(
        "wds-2",
        &[
            "--layout",
            "webdataset",
            "--shard-size",
            "10",
            "--shard",
            "2/2",
        ],
    );
    let read = |dir: &Path, t: u32| fs::read(dir.join(format!("shard-{t:06}.tar"))).unwrap();
    assert_eq!(read(&first, 0), read(&whole, 0));
    assert_eq!(read(&second, 2), read(&whole, 2));
    assert!(read(&first, 1).len() < read(&whole, 1).len());
    assert!(!first.join("shard-000002.tar").exists() && !second.join("shard-000000.tar").exists());
}

#[test]
fn imagefolder_metadata_names_its_images() {
    let labels = labels("hf");
    let out = batch("hf", &["--layout", "imagefolder"]);
    let metadata = fs::read_to_string(out.join("metadata.jsonl")).unwrap();
    assert_eq!(metadata.lines().count(), 25);
    for (line, label) in metadata.lines().zip(&labels) {
        assert!(line.starts_with("{\"file_name\":"), "{line}");
        let row: Value = serde_json::from_str(line).unwrap();
        let file = row["file_name"].as_str().unwrap();
        assert!(fs::read(out.join(file)).unwrap().starts_with(b"\x89PNG"));
        assert_eq!(row["file"], file);
        assert_eq!(lines(&row), lines(label));
    }
}

#[test]
fn tesstrain_pairs_each_line_with_its_text() {
    let labels = labels("tess");
    let out = batch("tess", &["--layout", "tesstrain"]);
    let mut pairs = 0;
    for (i, label) in labels.iter().enumerate() {
        for (l, line) in lines(label).iter().enumerate() {
            let stem = out.join(format!("{:08}_{}", i + 1, l + 1));
            let gt = fs::read_to_string(stem.with_extension("gt.txt")).unwrap();
            assert_eq!(gt, format!("{line}\n"));
            assert!(fs::read(stem.with_extension("png"))
                .unwrap()
                .starts_with(b"\x89PNG"));
            pairs += 1;
        }
    }
    let files = fs::read_dir(&out).unwrap().count();
    assert_eq!(files, 2 * pairs);
    assert!(pairs > 25 * 2);
}
