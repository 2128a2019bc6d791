//! `mrz train`: a short run on the project's own pictures gives the same weights twice, to the
//! byte (the second time from the cells the first kept with `--cells`), and a record of how
//! they were made that reads back.

mod common;

use common::{mrz, text};
use mrz_read::Model;
use std::fs;

#[test]
fn a_short_training_run_is_deterministic_and_recorded() {
    let base = std::env::temp_dir().join(format!("mrz-train-test-{}", std::process::id()));
    fs::create_dir_all(&base).unwrap();
    let cells = base.join("cells.bin");
    let run = |name: &str, seed: &str, keep: bool| {
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
            "--channels",
            "4,6",
            "--seed",
            seed,
        ];
        let kept: &[&str] = if keep {
            &["--cells", cells.to_str().unwrap()]
        } else {
            &[]
        };
        let done = mrz(
            &[&args[..], kept, &["--out", out.to_str().unwrap()]].concat(),
            b"",
        );
        assert!(done.status.success(), "{}", text(&done.stderr));
        (
            fs::read(out.join("chars.bin")).unwrap(),
            fs::read_to_string(out.join("chars.json")).unwrap(),
            text(&done.stderr),
        )
    };
    let (a, record, made) = run("a", "3", true);
    assert!(cells.exists(), "the cells are kept");
    assert!(!made.contains("the cells kept"), "{made}");
    let (b, _, kept) = run("b", "3", true);
    assert!(kept.contains("the cells kept in --cells"), "{kept}");
    let (c, _, _) = run("c", "4", true);
    assert_eq!(a, b, "the same seed, the same weights, from the kept cells");
    assert_ne!(a, c, "another seed, other weights");
    let model = Model::from_bytes(&a).expect("a model the reader reads");
    assert_eq!((model.c1.len(), model.c2.len(), model.hidden), (4, 6, 8));
    let record: serde_json::Value = serde_json::from_str(&record).unwrap();
    assert_eq!(record["seed"], 3);
    assert_eq!(record["pictures_per_preset"], 8);
    assert!(record["cells"].as_u64().unwrap() > 300, "{record}");
    assert!(record["command"].as_str().unwrap().contains("train"));
    // Every cell learnt from counted once, under the character it labels (the reader's shares).
    let by = record["cells_by_character"]
        .as_object()
        .expect("the cells' characters");
    assert_eq!(by.len(), 37, "{by:?}");
    let counted: u64 = by.values().map(|n| n.as_u64().unwrap()).sum();
    assert_eq!(Some(counted), record["cells"].as_u64());
    assert!(by["<"].as_u64() > by["Q"].as_u64(), "{by:?}");
    fs::remove_dir_all(&base).ok();
}
