//! `mrz batch --verify`: each picture read back, `read_ok` in every layout's labels and a count
//! on stderr, agreeing with `mrz read` of the same files; the same set without it has no such
//! column and is otherwise the same. And `--frame`, the camera's frame size for photos.

mod common;

use common::{batch_into, json_lines, label_lines, labelled, mrz, refused, text};
use serde_json::Value;
use std::fs;
use std::process::Command;

const EVERY_FORMAT: [&str; 8] = [
    "--seed",
    "8",
    "--corrupt",
    "0.5",
    "--formats",
    "td3,td1,td2,mrva,mrvb",
    "--count",
    "5",
];

fn without_read_ok(mut row: Value) -> Value {
    row.as_object_mut().unwrap().remove("read_ok");
    row
}

#[test]
fn clean_pictures_read_back_and_say_so_negatives_as_printed() {
    let plain = batch_into("verify", "plain", &EVERY_FORMAT);
    let out = common::Scratch::new("verify", "checked");
    let dir = out.to_str().unwrap();
    let made = mrz(
        &[&["batch", "--verify", "--out", dir][..], &EVERY_FORMAT].concat(),
        b"",
    );
    assert!(made.status.success(), "{}", text(&made.stderr));
    let said = text(&made.stderr);
    assert!(said.contains("5 of 5 read back exactly (100.0 %"), "{said}");
    let labels = json_lines(&fs::read(out.join("labels.jsonl")).unwrap());
    let before = json_lines(&fs::read(plain.join("labels.jsonl")).unwrap());
    assert!(
        labels.iter().any(|l| l["valid"] == false),
        "a negative among them"
    );
    for (label, plain) in labels.iter().zip(before) {
        assert_eq!(label["read_ok"], true, "{label}");
        assert!(plain.get("read_ok").is_none());
        assert_eq!(without_read_ok(label.clone()), plain);
    }
    // The CSV: one more column, last, and every other as before.
    let csv = text(&fs::read(out.join("labels.csv")).unwrap());
    let plain_csv = text(&fs::read(plain.join("labels.csv")).unwrap());
    for (row, plain) in csv.lines().zip(plain_csv.lines()) {
        let (rest, last) = row.rsplit_once(',').unwrap();
        assert_eq!(rest, plain);
        assert!(["read_ok", "true"].contains(&last), "{row}");
    }
    assert_eq!(
        common::files(&out.join("images")),
        common::files(&plain.join("images"))
    );
}

const READ_LAYOUTS: &str = r#"
import csv, io, json, sys, tarfile, zipfile
root = sys.argv[1]
with zipfile.ZipFile(root + "/zip/testset.zip") as z:
    rows = list(csv.reader(io.StringIO(z.read("labels.csv").decode())))
    assert rows[0][-1] == "read_ok", rows[0]
    got = [r[-1] for r in rows[1:]]
    assert got == [str(json.loads(l)["read_ok"]).lower() for l in z.read("labels.jsonl").splitlines()]
with tarfile.open(root + "/webdataset/shard-000000.tar") as t:
    tar = [json.load(t.extractfile(m))["read_ok"] for m in t.getmembers() if m.name.endswith(".json")]
meta = [json.loads(l)["read_ok"] for l in open(root + "/imagefolder/metadata.jsonl")]
assert [str(v).lower() for v in tar] == got and meta == tar, (got, tar, meta)
print(json.dumps(tar))
"#;

#[test]
fn every_layout_with_labels_carries_read_ok() {
    let root = common::Scratch::new("verify", "layouts");
    for layout in ["zip", "webdataset", "imagefolder"] {
        let dir = root.join(layout);
        let args = ["batch", "--verify", "--count", "2", "--formats", "td1,td2"];
        let made = mrz(
            &[
                &args[..],
                &["--layout", layout, "--out", dir.to_str().unwrap()],
            ]
            .concat(),
            b"",
        );
        assert!(made.status.success(), "{layout}: {}", text(&made.stderr));
        assert!(
            text(&made.stderr).contains("2 of 2 read back exactly"),
            "{layout}"
        );
    }
    let python = Command::new("python3")
        .args(["-c", READ_LAYOUTS, root.to_str().unwrap()])
        .output();
    match python {
        Err(_) => eprintln!("note: no python3, the zip and tar were not read back"),
        Ok(run) => {
            assert!(run.status.success(), "{}", text(&run.stderr));
            assert_eq!(text(&run.stdout).trim(), "[true, true]");
        }
    }
    let tesstrain = mrz(
        &[
            "batch",
            "--verify",
            "--count",
            "1",
            "--layout",
            "tesstrain",
            "--out",
            root.join("t").to_str().unwrap(),
        ],
        b"",
    );
    refused(&tesstrain, "tesstrain has none");
}

#[test]
fn read_ok_is_what_mrz_read_of_the_file_finds_on_camera_frames() {
    let args: Vec<&str> = "--realism photo --frame 1280x720 --formats td3,td1 --count 3 --verify"
        .split(' ')
        .collect();
    let out = batch_into("verify", "photo", &args);
    let (labels, files) = labelled(&out);
    let read = mrz(
        &[
            &["read", "--json"][..],
            &files.iter().map(String::as_str).collect::<Vec<_>>(),
        ]
        .concat(),
        b"",
    );
    for (row, label) in json_lines(&read.stdout).iter().zip(&labels) {
        assert_eq!(
            (label["width"].as_u64(), label["height"].as_u64()),
            (Some(1280), Some(720))
        );
        assert_eq!(label["augmentation"]["width"], 1280);
        let want = label_lines(label);
        let same = row["lines"] == serde_json::json!(want);
        assert_eq!(label["read_ok"], same, "{row}");
    }
    let png = png::Decoder::new(std::io::Cursor::new(fs::read(&files[0]).unwrap()));
    let info = png.read_info().unwrap();
    assert_eq!((info.info().width, info.info().height), (1280, 720));
}

#[test]
fn frame_is_refused_where_it_does_not_apply_or_is_no_size() {
    let refuse = |args: &[&str]| {
        let out = mrz(
            &[
                &["batch", "--count", "1", "--out", "/nonexistent/never"][..],
                args,
            ]
            .concat(),
            b"",
        );
        assert_ne!(out.status.code(), Some(0));
        text(&out.stderr)
    };
    let said = refuse(&["--frame", "1280x720"]);
    assert!(
        said.contains(
            "--frame sizes photo and harsh pictures; a clean picture's size is the zone's"
        ),
        "{said}"
    );
    let said = refuse(&["--realism", "scan", "--frame", "1280x720"]);
    assert!(
        said.contains("a scan picture's size is the card's at 8 px/mm"),
        "{said}"
    );
    let said = refuse(&["--realism", "photo", "--frame", "1280"]);
    assert!(said.contains("is not a frame size: WIDTHxHEIGHT"), "{said}");
    let said = refuse(&["--realism", "photo", "--frame", "99999x720"]);
    assert!(said.contains("outside the frames drawn"), "{said}");
}
