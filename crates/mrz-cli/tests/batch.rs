//! `mrz batch` end to end: the files it writes, checked against an independent check-digit
//! computation, and its refusals.

mod common;

use common::{icao_check, mrz, text};

fn line2_valid(l: &str) -> bool {
    let digit = |i: usize| u32::from(l.as_bytes()[i] - b'0');
    digit(9) == icao_check(&l[0..9])
        && digit(19) == icao_check(&l[13..19])
        && digit(27) == icao_check(&l[21..27])
        && digit(42) == icao_check(&l[28..42])
        && digit(43) == icao_check(&[&l[0..10], &l[13..20], &l[21..43]].concat())
}

#[test]
fn batch_writes_a_reproducible_set_with_true_labels() {
    let dirs = ["0", "1", "2"].map(|i| common::Scratch::new("batch", i));
    for (dir, seed) in dirs.iter().zip(["5", "5", "6"]) {
        let out = mrz(
            &[
                "batch",
                "--count",
                "20",
                "--seed",
                seed,
                "--corrupt",
                "0.5",
                "--out",
                dir.to_str().unwrap(),
            ],
            b"",
        );
        assert!(out.status.success(), "{}", text(&out.stderr));
        assert!(text(&out.stderr).contains("records/s"));
    }
    let read = |dir: &std::path::Path, f: &str| std::fs::read(dir.join(f)).unwrap();
    assert_eq!(
        read(&dirs[0], "labels.jsonl"),
        read(&dirs[1], "labels.jsonl")
    );
    assert_eq!(
        read(&dirs[0], "images/00017.png"),
        read(&dirs[1], "images/00017.png")
    );
    assert_ne!(
        read(&dirs[0], "labels.jsonl"),
        read(&dirs[2], "labels.jsonl")
    );

    let labels = text(&read(&dirs[0], "labels.jsonl"));
    let rows: Vec<serde_json::Value> = labels
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(rows.len(), 20);
    // Record 8 of seed 5 as drawn from the seed and its index alone (since sets became
    // shardable): pinned, so that a change to the draws shows.
    assert_eq!(
        rows[7]["line2"], "AP27766670CAN2306037M2805047<<<<<<<<<<<<<<04",
        "{}",
        rows[7]
    );
    assert_eq!(rows[7]["corrupted"], "date_of_birth");
    assert_eq!(rows[7]["surname"], "DAVIS");
    assert_eq!(text(&read(&dirs[0], "labels.csv")).lines().count(), 21);
    let mut negatives = 0;
    for row in &rows {
        let line2 = row["line2"].as_str().unwrap();
        assert_eq!(row["valid"].as_bool().unwrap(), line2_valid(line2), "{row}");
        assert_eq!(
            row["valid"].as_bool().unwrap(),
            row["corrupted"] == "",
            "{row}"
        );
        negatives += usize::from(row["corrupted"] != "");
        let png = read(&dirs[0], row["file"].as_str().unwrap());
        assert_eq!(&png[1..4], b"PNG");
    }
    assert!(
        (8..=30).contains(&negatives),
        "{negatives} negatives of 60 at 0.3"
    );
}

#[test]
fn batch_refuses_bad_options_clearly() {
    let out = mrz(&["batch", "--count", "0", "--out", "/tmp/never"], b"");
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("--count"));
    let out = mrz(
        &[
            "batch",
            "--count",
            "5",
            "--corrupt",
            "1.5",
            "--out",
            "/tmp/never",
        ],
        b"",
    );
    assert!(text(&out.stderr).contains("not a share from 0 to 1"));
    let out = mrz(
        &[
            "batch",
            "--count",
            "5",
            "--formats",
            "td3=1,td5=2",
            "--out",
            "/tmp/never",
        ],
        b"",
    );
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("a format must be one of td3, td1, td2, mrva, mrvb"));
    // A value with a minus reaches the option's own words, not clap's "unexpected argument".
    // (Counts of one and a folder of its own, so that a regression fails fast and writes
    // nothing here.)
    let never = std::env::temp_dir().join(format!("mrz-never-{}", std::process::id()));
    let never = never.to_str().unwrap();
    let seed = "is not a seed: use a whole number from 0 to 18446744073709551615";
    for (args, said) in [
        (
            &["batch", "--count", "1", "--seed", "-1", "--out", never][..],
            seed,
        ),
        (&["accuracy", "--count", "1", "--seed", "-1"], seed),
        (
            &["train", "--count", "1", "--seed", "-3", "--out", never],
            seed,
        ),
        (&["bench", "--seed", "-1"], seed),
        (&["bench", "--seed", "x"], seed),
        (
            &["batch", "--count", "-1", "--out", never],
            "-1 is not in 1..=1000000",
        ),
        (
            &["batch", "--count", "1", "--middle", "-0.1", "--out", never],
            "\"-0.1\" is not a share from 0 to 1",
        ),
    ] {
        let out = mrz(args, b"");
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = text(&out.stderr);
        assert!(err.contains(said), "{args:?}: {err}");
    }
    assert!(!std::path::Path::new(never).exists());
    // A file where the folder should be: said so, with its path, for batch and accuracy alike.
    let file = std::env::temp_dir().join(format!("mrz-batch-file-{}", std::process::id()));
    std::fs::write(&file, "notes").unwrap();
    let path = file.to_str().unwrap();
    for args in [
        &["batch", "--count", "1", "--out", path][..],
        &[
            "accuracy",
            "--count",
            "1",
            "--realism",
            "clean",
            "--save-failures",
            path,
        ],
    ] {
        let out = mrz(args, b"");
        assert_eq!(out.status.code(), Some(2));
        let said = text(&out.stderr);
        assert_eq!(
            said.trim(),
            format!("mrz: {path}: a file, not a folder to write into")
        );
    }
    assert_eq!(
        std::fs::read_to_string(&file).unwrap(),
        "notes",
        "left as it was"
    );
    let _ = std::fs::remove_file(file);
}
