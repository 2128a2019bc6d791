//! `deploy/`: the Kubernetes Indexed Job makes the set it says it makes, without a cluster. The
//! Job's own arguments are run once per completion index, each as its own process into one
//! folder (a smaller `--count` and `--shard-size`, same proportions); what they write together
//! must be, byte for byte, what one unsharded run writes. The numbers a reader edits (the shard
//! count in three places, the set size against it) are checked to agree, and the container
//! build to give the manifest the `mrz` entrypoint and the user it expects.

mod common;
mod deploy;

use common::{files, text};
use deploy::*;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Child;

#[test]
fn the_kubernetes_indexed_job_makes_its_whole_set() {
    let yaml = read(&deploy("kubernetes/mrz-batch-job.yaml"));
    let lines = yaml_lines(&yaml);
    assert_eq!(yaml_value(&lines, "kind"), "Job");
    assert_eq!(yaml_value(&lines, "completionMode"), "Indexed");
    assert_eq!(yaml_value(&lines, "restartPolicy"), "Never");
    number(
        yaml_value(&lines, "backoffLimitPerIndex"),
        "backoffLimitPerIndex",
    );
    let n = number(yaml_value(&lines, "completions"), "completions");
    assert_eq!(
        number(yaml_value(&lines, "parallelism"), "parallelism"),
        n,
        "parallelism is not completions"
    );
    // The image's entrypoint is `mrz`: the manifest gives arguments only.
    assert!(
        !lines.iter().any(|(_, l)| l.starts_with("command:")),
        "a command: would replace the image's `mrz` entrypoint"
    );
    let args = yaml_list(&lines, "args");
    assert_eq!(args[0], "batch", "{args:?}");
    assert_eq!(flag(&args, "--shard"), Some("auto"));
    let shard_count = flag(&args, "--shard-count").expect("--shard-count");
    assert_eq!(
        number(shard_count, "--shard-count"),
        n,
        "--shard-count is not completions"
    );
    let count = number(flag(&args, "--count").expect("--count"), "--count");
    let size = flag(&args, "--shard-size").map_or(DEFAULT_SHARD_SIZE, |s| number(s, "size"));
    if flag(&args, "--layout") == Some("webdataset") {
        assert_eq!(
            count % (n * size),
            0,
            "--count {count} is not a multiple of {n} shards of whole {size}-record tars"
        );
    }
    let out = flag(&args, "--out").expect("--out");
    let mount = yaml_value(&lines, "mountPath");
    assert!(
        out.starts_with(&format!("{}/", mount.trim_end_matches('/'))),
        "--out={out} is not on the volume at {mount}"
    );
    assert!(!yaml_value(&lines, "claimName").is_empty());

    // The flags shown commented out, for the reader to add, are `mrz batch`'s: each is in its
    // help and accepted with its value.
    let help = text(&common::mrz(&["batch", "--help"], b"").stdout);
    let commented: Vec<&str> = yaml
        .lines()
        .filter_map(|l| l.trim().strip_prefix("# - --"))
        .collect();
    assert!(!commented.is_empty(), "no commented-out flags to check");
    for arg in commented {
        let name = arg.split('=').next().unwrap();
        assert!(
            help.contains(&format!("--{name} ")),
            "`mrz batch` has no --{name}"
        );
        let out = dir("k8s-commented");
        let output = command(env!("CARGO_BIN_EXE_mrz"))
            .args(["batch", "--count=1", &format!("--{arg}")])
            .arg(format!("--out={}", out.display()))
            .output()
            .unwrap();
        ok(output, &format!("--{arg}"));
        let _ = std::fs::remove_dir_all(out);
    }

    // Every pod of a smaller Job, as its own process (each into a folder of its own, to see
    // what it wrote)...
    let small = with_flag(
        &with_flag(&args[1..], "--count", &(n * SMALL).to_string()),
        "--shard-size",
        &SMALL.to_string(),
    );
    let pods: Vec<PathBuf> = (0..n).map(|i| dir(&format!("k8s-{i}"))).collect();
    let run = |args: &[String], out: &Path, index: Option<u32>| {
        let mut mrz = command(env!("CARGO_BIN_EXE_mrz"));
        mrz.arg("batch")
            .args(with_flag(args, "--out", out.to_str().unwrap()));
        if let Some(index) = index {
            mrz.env("JOB_COMPLETION_INDEX", index.to_string());
        }
        mrz.spawn().unwrap()
    };
    let whole = dir("k8s-whole");
    let unsharded = with_flag(&small, "--shard", "1/1");
    let mut runs: Vec<(String, Child)> = (0..n)
        .map(|i| {
            let child = run(&small, &pods[i as usize], Some(i));
            (format!("JOB_COMPLETION_INDEX={i}"), child)
        })
        .collect();
    runs.push(("unsharded".into(), run(&unsharded, &whole, None)));
    wait(runs);
    // ... wrote files of its own, which together are what one process makes of the whole set.
    let webdataset = flag(&args, "--layout") == Some("webdataset");
    let mut together = BTreeMap::new();
    for (i, pod) in pods.iter().enumerate() {
        let wrote = files(pod);
        if webdataset {
            let names: Vec<&String> = wrote.keys().collect();
            assert_eq!(names, [&format!("shard-{i:06}.tar")], "pod {i}");
        }
        for (name, bytes) in wrote {
            assert!(
                together.insert(name, bytes).is_none(),
                "two pods wrote one file"
            );
        }
    }
    assert!(
        together == files(&whole),
        "the Job's pods did not make the whole set"
    );
    for d in pods.into_iter().chain([whole]) {
        let _ = std::fs::remove_dir_all(d);
    }
}

#[test]
fn the_container_gives_the_manifest_its_entrypoint_and_user() {
    let dockerfile = read(&deploy("Dockerfile"));
    assert!(dockerfile.contains("cargo build --release -p mrz-cli --locked"));
    let entrypoint = dockerfile
        .lines()
        .find_map(|l| l.strip_prefix("ENTRYPOINT "))
        .expect("ENTRYPOINT");
    assert!(entrypoint.ends_with("/mrz\"]"), "{entrypoint}");
    let user = dockerfile
        .lines()
        .rev()
        .find_map(|l| l.strip_prefix("USER "))
        .expect("USER");
    let (uid, gid) = user.trim().split_once(':').expect("USER uid:gid");
    assert_ne!(number(uid, "uid"), 0, "the image runs as root");
    let yaml = read(&deploy("kubernetes/mrz-batch-job.yaml"));
    let lines = yaml_lines(&yaml);
    assert_eq!(yaml_value(&lines, "runAsUser"), uid);
    assert_eq!(yaml_value(&lines, "runAsGroup"), gid);
    assert_eq!(yaml_value(&lines, "runAsNonRoot"), "true");
    // The build context holds the workspace the build needs.
    let ignore = read(&deploy("../.dockerignore"));
    for kept in ["!Cargo.toml", "!Cargo.lock", "!crates/"] {
        assert!(
            ignore.lines().any(|l| l == kept),
            ".dockerignore lacks {kept}"
        );
    }
    let help = common::mrz(&["--help"], b"");
    assert!(
        text(&help.stdout).contains("batch"),
        "the image's CMD shows no batch"
    );
}
