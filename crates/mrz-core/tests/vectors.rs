//! Every committed test vector composes to exactly its expected lines.

use mrz_core::{compose, Fields};
use serde::Deserialize;
use std::path::PathBuf;

#[derive(Deserialize)]
struct Vector {
    name: String,
    fields: Fields,
    lines: Vec<String>,
}

fn repo_root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn read(path: PathBuf) -> Vec<Vector> {
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path:?}: {e}"));
    text.lines()
        .filter(|l| !l.trim().is_empty())
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{path:?}: {e}: {l}")))
        .collect()
}

fn check_all(file: &str) -> usize {
    let vectors = read(repo_root().join("testdata").join(file));
    let wrong: Vec<String> = vectors
        .iter()
        .filter(|v| compose(&v.fields).lines != v.lines)
        .map(|v| {
            format!(
                "{}: {:?} != {:?}",
                v.name,
                compose(&v.fields).lines,
                v.lines
            )
        })
        .collect();
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    vectors.len()
}

#[test]
fn public_specimens() {
    assert_eq!(check_all("specimens.jsonl"), 3);
}

#[test]
fn own_vectors() {
    assert!(check_all("vectors.jsonl") >= 12);
}

/// Every format, both letters modes and the long-number rule, from an independent Python
/// implementation (`scripts/vectors/formats.py`).
#[test]
fn own_vectors_of_every_format() {
    assert!(check_all("vectors-formats.jsonl") >= 40);
}

/// The national formats' zones published by their peers (cheminfo's mrz tests, kurzdigital's
/// samples), named by source in each vector.
#[test]
fn peers_national_zones() {
    assert!(check_all("national.jsonl") >= 8);
}

/// The committed copy must not drift from the shared vectors when they sit beside the repo.
#[test]
fn committed_specimens_hold_every_shared_one() {
    let shared = repo_root().join("../shared/testdata/specimens.jsonl");
    if !shared.exists() {
        return;
    }
    let ours = read(repo_root().join("testdata/specimens.jsonl"));
    for v in read(shared) {
        assert!(
            ours.iter().any(|o| o.name == v.name && o.lines == v.lines),
            "shared vector {:?} is missing from testdata/specimens.jsonl",
            v.name
        );
    }
}
