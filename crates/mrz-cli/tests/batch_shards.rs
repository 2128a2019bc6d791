//! `mrz batch --shard`: shards run as separate processes are, put together, the unsharded set
//! byte for byte; the set does not depend on the thread count; `auto` reads the shard from
//! the environment a Kubernetes Indexed Job or a Slurm job array gives each task.

mod common;

use common::{files, text};
use std::collections::BTreeMap;
use std::path::Path;
use std::process::{Child, Command, Output, Stdio};

const SET: [&str; 8] = [
    "--count",
    "30",
    "--seed",
    "7",
    "--corrupt",
    "0.3",
    "--formats",
    "td3=2,td1=1,mrva=1",
];

/// The environment a batch engine would set, cleared so that a test run under one is not
/// taken for a shard.
const ENGINE: [&str; 6] = [
    "JOB_COMPLETION_INDEX",
    "MRZ_SHARD_COUNT",
    "SLURM_ARRAY_TASK_ID",
    "SLURM_ARRAY_TASK_MIN",
    "SLURM_ARRAY_TASK_STEP",
    "SLURM_ARRAY_TASK_COUNT",
];

fn dir(name: &str) -> common::Scratch {
    common::Scratch::new("shards", name)
}

/// `mrz batch` of SET into `out` with `extra` options and `env` set, started, not waited for.
fn start(out: &Path, extra: &[&str], env: &[(&str, &str)]) -> Child {
    let mut command = Command::new(env!("CARGO_BIN_EXE_mrz"));
    command
        .arg("batch")
        .args(SET)
        .arg("--out")
        .arg(out)
        .args(extra);
    for name in ENGINE {
        command.env_remove(name);
    }
    command.envs(env.iter().copied());
    command.stdout(Stdio::piped()).stderr(Stdio::piped());
    command.spawn().unwrap()
}

fn run(out: &Path, extra: &[&str], env: &[(&str, &str)]) -> Output {
    start(out, extra, env).wait_with_output().unwrap()
}

fn ok(output: Output) {
    assert!(output.status.success(), "{}", text(&output.stderr));
}

#[test]
fn four_shard_processes_make_the_whole_set() {
    let made = dir("whole");
    ok(run(&made, &["--threads", "2"], &[]));
    let whole = files(&made);
    let shards: Vec<common::Scratch> = (1..=4).map(|k| dir(&format!("shard{k}"))).collect();
    let children: Vec<Child> = (1..=4)
        .map(|k| {
            let (shard, threads) = (format!("{k}/4"), k.to_string());
            start(
                &shards[k - 1],
                &["--shard", &shard, "--threads", &threads],
                &[],
            )
        })
        .collect();
    for child in children {
        ok(child.wait_with_output().unwrap());
    }
    let mut together = BTreeMap::new();
    let (mut csv, mut jsonl) = (Vec::new(), Vec::new());
    let mut images_per_shard = Vec::new();
    for shard in &shards {
        let mut files = files(shard);
        csv.extend(files.remove("labels.csv").unwrap());
        jsonl.extend(files.remove("labels.jsonl").unwrap());
        images_per_shard.push(files.keys().cloned().collect::<Vec<_>>());
        together.extend(files);
    }
    assert_eq!(text(&csv), text(&whole["labels.csv"]));
    assert_eq!(text(&jsonl), text(&whole["labels.jsonl"]));
    let whole_images: BTreeMap<_, _> = whole
        .into_iter()
        .filter(|(name, _)| name.starts_with("images/"))
        .collect();
    assert_eq!(whole_images.len(), 30);
    assert!(together == whole_images, "the shards' images differ");
    // Contiguous runs by the global index: 30 in 4 is 7, 8, 7, 8.
    let first_last: Vec<(&str, &str, usize)> = images_per_shard
        .iter()
        .map(|i| (&i[0][..], &i[i.len() - 1][..], i.len()))
        .collect();
    assert_eq!(
        first_last,
        [
            ("images/00001.png", "images/00007.png", 7),
            ("images/00008.png", "images/00015.png", 8),
            ("images/00016.png", "images/00022.png", 7),
            ("images/00023.png", "images/00030.png", 8),
        ]
    );
}

#[test]
fn the_set_is_the_same_on_any_number_of_threads() {
    let dirs = [dir("t1"), dir("t3")];
    ok(run(&dirs[0], &["--threads", "1"], &[]));
    ok(run(&dirs[1], &["--threads", "3"], &[]));
    let (one, three) = (files(&dirs[0]), files(&dirs[1]));
    assert_eq!(one.len(), 32);
    assert!(one == three, "the sets differ");
}

#[test]
fn auto_takes_the_shard_from_kubernetes_or_slurm() {
    let fixed = dir("fixed");
    ok(run(&fixed, &["--shard", "3/4"], &[]));
    let fixed = files(&fixed);
    let k8s = dir("k8s");
    let index = [("JOB_COMPLETION_INDEX", "2")];
    ok(run(
        &k8s,
        &["--shard", "auto", "--shard-count", "4"],
        &index,
    ));
    assert!(
        files(&k8s) == fixed,
        "JOB_COMPLETION_INDEX=2 of 4 is not shard 3/4"
    );
    let k8s_env = dir("k8s-env");
    let env = [index[0], ("MRZ_SHARD_COUNT", "4")];
    ok(run(&k8s_env, &["--shard", "auto"], &env));
    assert!(files(&k8s_env) == fixed);
    let slurm = dir("slurm");
    let env = [
        ("SLURM_ARRAY_TASK_ID", "12"),
        ("SLURM_ARRAY_TASK_MIN", "10"),
        ("SLURM_ARRAY_TASK_COUNT", "4"),
    ];
    ok(run(&slurm, &["--shard", "auto"], &env));
    assert!(
        files(&slurm) == fixed,
        "Slurm task 12 of 10..13 is not shard 3/4"
    );
    let out = run(&dir("no-count"), &["--shard", "auto"], &index);
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("--shard-count"));
}

#[test]
fn bad_shards_are_refused_clearly() {
    // Never made: a refused run must not make it.
    let never = std::env::temp_dir().join(format!("mrz-shards-{}-never", std::process::id()));
    for (shard, says) in [
        ("5/4", "shard 5/4: K must be from 1 to N"),
        ("0/4", "K must be from 1 to N"),
        ("two", "is not K/N (K from 1 to N, e.g. 2/4) or auto"),
    ] {
        let out = run(&never, &["--shard", shard], &[]);
        assert_eq!(out.status.code(), Some(2), "{shard}");
        assert!(text(&out.stderr).contains(says), "{}", text(&out.stderr));
    }
    let out = run(&never, &["--shard", "auto"], &[]);
    assert_eq!(out.status.code(), Some(2));
    let said = text(&out.stderr);
    assert!(
        said.contains("JOB_COMPLETION_INDEX") && said.contains("SLURM_ARRAY_TASK_ID"),
        "{said}"
    );
    assert!(!never.exists(), "a refused run wrote files");
}
