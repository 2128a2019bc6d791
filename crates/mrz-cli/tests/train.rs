//! `mrz train`: a short run on the project's own pictures gives the same weights twice, to the
//! byte, and a record of how they were made that reads back.

mod common;

use common::{mrz, text};
use mrz_read::Model;
use std::fs;

#[test]
fn a_short_training_run_is_deterministic_and_recorded() {
    let base = std::env::temp_dir().join(format!("mrz-train-test-{}", std::process::id()));
    let run = |name: &str, seed: &str| {
        let out = base.join(name);
        let args = [
            "train",
            "--count",
            "8",
            "--realism",
            "scan,photo",
            "--epochs",
            "2",
            "--hidden",
            "8",
            "--seed",
            seed,
        ];
        let done = mrz(
            &[&args[..], &["--out", out.to_str().unwrap()]].concat(),
            b"",
        );
        assert!(done.status.success(), "{}", text(&done.stderr));
        (
            fs::read(out.join("chars.bin")).unwrap(),
            fs::read_to_string(out.join("chars.json")).unwrap(),
        )
    };
    let (a, record) = run("a", "3");
    let (b, _) = run("b", "3");
    let (c, _) = run("c", "4");
    assert_eq!(a, b, "the same seed, the same weights");
    assert_ne!(a, c, "another seed, other weights");
    let model = Model::from_bytes(&a).expect("a model the reader reads");
    assert_eq!(model.hidden, 8);
    let record: serde_json::Value = serde_json::from_str(&record).unwrap();
    assert_eq!(record["seed"], 3);
    assert_eq!(record["pictures_per_preset"], 8);
    assert!(record["cells"].as_u64().unwrap() > 300, "{record}");
    assert!(record["command"].as_str().unwrap().contains("train"));
    fs::remove_dir_all(&base).ok();
}
