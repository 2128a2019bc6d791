//! `deploy/`: the Kubernetes Indexed Job and the Slurm job array make the set they say they
//! make, without a cluster. The Job's own arguments are run once per completion index, and the
//! Slurm script itself once per array task, each as its own process into one folder (a smaller
//! `--count` and `--shard-size`, same proportions); what they write together must be, byte for
//! byte, what one unsharded run writes. The numbers a reader edits (the shard count in three
//! places, the set size against it) are checked to agree, and the container build to give the
//! manifest the `mrz` entrypoint and the user it expects.

mod common;

use common::{files, text};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Output, Stdio};

/// The environment a batch engine sets and the Slurm script's own settings, cleared so that
/// the test's own environment does not leak into a run.
const CLEARED: [&str; 15] = [
    "JOB_COMPLETION_INDEX",
    "MRZ_SHARD_COUNT",
    "SLURM_ARRAY_TASK_ID",
    "SLURM_ARRAY_TASK_MIN",
    "SLURM_ARRAY_TASK_MAX",
    "SLURM_ARRAY_TASK_STEP",
    "SLURM_ARRAY_TASK_COUNT",
    "SLURM_SUBMIT_DIR",
    "MRZ",
    "MRZ_OUT",
    "MRZ_COUNT",
    "MRZ_SEED",
    "MRZ_FORMATS",
    "MRZ_LAYOUT",
    "MRZ_SHARD",
];

/// Records per WebDataset tar when `--shard-size` is not given (`mrz batch --help`).
const DEFAULT_SHARD_SIZE: u32 = 1000;

/// Records per shard in the small runs, and the `--shard-size` they use, so that each shard
/// is whole tars as the full-size set's are.
const SMALL: u32 = 3;

fn deploy(path: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../deploy")
        .join(path)
}

fn read(path: &Path) -> String {
    std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

fn dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("mrz-deploy-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

fn command(program: impl AsRef<std::ffi::OsStr>) -> Command {
    let mut command = Command::new(program);
    for name in CLEARED {
        command.env_remove(name);
    }
    command.stdout(Stdio::piped()).stderr(Stdio::piped());
    command
}

fn ok(output: Output, what: &str) -> String {
    let said = text(&output.stderr);
    assert!(output.status.success(), "{what}: {said}");
    assert!(
        !said.contains("does not start and end on a multiple"),
        "{what} straddles a tar: {said}"
    );
    said
}

fn wait(children: Vec<(String, Child)>) {
    for (what, child) in children {
        ok(child.wait_with_output().unwrap(), &what);
    }
}

fn same_files(got: &Path, want: &Path, what: &str) {
    let (got, want) = (files(got), files(want));
    let names = |f: &BTreeMap<String, Vec<u8>>| f.keys().cloned().collect::<Vec<_>>();
    assert_eq!(names(&got), names(&want), "{what}: the files differ");
    for (name, bytes) in &want {
        assert!(&got[name] == bytes, "{what}: {name} differs");
    }
}

/// The YAML's lines without comments, each with its indentation. Enough for the manifest,
/// which quotes nothing that holds a `#`.
fn yaml_lines(yaml: &str) -> Vec<(usize, &str)> {
    yaml.lines()
        .map(|line| line.split_once(" #").map_or(line, |(before, _)| before))
        .filter(|line| !line.trim().is_empty() && !line.trim_start().starts_with('#'))
        .map(|line| (line.len() - line.trim_start().len(), line.trim()))
        .collect()
}

/// The value of the one `key:` in the YAML, whatever its depth.
fn yaml_value<'a>(lines: &[(usize, &'a str)], key: &str) -> &'a str {
    let found: Vec<&str> = lines
        .iter()
        .filter_map(|(_, line)| line.strip_prefix(key)?.strip_prefix(':'))
        .map(str::trim)
        .collect();
    assert_eq!(found.len(), 1, "`{key}:` in the manifest: {found:?}");
    found[0]
}

/// The block list under the one `key:`.
fn yaml_list(lines: &[(usize, &str)], key: &str) -> Vec<String> {
    let at = lines
        .iter()
        .position(|(_, line)| *line == format!("{key}:"))
        .unwrap_or_else(|| panic!("no `{key}:` list in the manifest"));
    let indent = lines[at].0;
    lines[at + 1..]
        .iter()
        .take_while(|(i, line)| *i >= indent && line.starts_with("- "))
        .map(|(_, line)| line[2..].trim().to_owned())
        .collect()
}

/// The value of `--name=value` among `args`, if given once.
fn flag<'a>(args: &'a [String], name: &str) -> Option<&'a str> {
    let prefix = format!("{name}=");
    let found: Vec<&str> = args
        .iter()
        .filter_map(|a| a.strip_prefix(&prefix))
        .collect();
    assert!(found.len() <= 1, "{name} given twice: {args:?}");
    found.first().copied()
}

/// `args` with `--name=value` set: replaced where given, else added.
fn with_flag(args: &[String], name: &str, value: &str) -> Vec<String> {
    let prefix = format!("{name}=");
    let mut out: Vec<String> = args
        .iter()
        .filter(|a| !a.starts_with(&prefix))
        .cloned()
        .collect();
    out.push(format!("{name}={value}"));
    out
}

fn number(text: &str, what: &str) -> u32 {
    text.trim_matches('"')
        .parse()
        .unwrap_or_else(|_| panic!("{what} is not a number: {text:?}"))
}

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

/// The Slurm script run by bash as task `id` of the array `min..=max`, or outside any array
/// when `id` is None.
fn slurm(out: &Path, count: u32, task: Option<(u32, u32, u32)>, env: &[(&str, &str)]) -> Child {
    let mut bash = command("bash");
    bash.arg(deploy("slurm/mrz-batch.sbatch"))
        .args(["--shard-size", &SMALL.to_string()])
        .env("MRZ", env!("CARGO_BIN_EXE_mrz"))
        .env("MRZ_OUT", out)
        .env("MRZ_COUNT", count.to_string())
        .envs(env.iter().copied());
    if let Some((id, min, max)) = task {
        bash.env("SLURM_ARRAY_TASK_ID", id.to_string())
            .env("SLURM_ARRAY_TASK_MIN", min.to_string())
            .env("SLURM_ARRAY_TASK_MAX", max.to_string())
            .env("SLURM_ARRAY_TASK_STEP", "1")
            .env("SLURM_ARRAY_TASK_COUNT", (max - min + 1).to_string());
    }
    bash.spawn().unwrap()
}

#[test]
fn the_slurm_job_array_makes_its_whole_set() {
    let script = read(&deploy("slurm/mrz-batch.sbatch"));
    let array = script
        .lines()
        .find_map(|l| l.strip_prefix("#SBATCH --array="))
        .expect("#SBATCH --array=");
    let range = array.split('%').next().unwrap();
    let (min, max) = range.split_once('-').expect("--array=MIN-MAX");
    let (min, max) = (number(min, "array start"), number(max, "array end"));
    let n = max - min + 1;
    let default_count = script
        .lines()
        .find_map(|l| l.strip_prefix("MRZ_COUNT=${MRZ_COUNT:-"))
        .and_then(|rest| rest.split('}').next())
        .expect("MRZ_COUNT=${MRZ_COUNT:-...}");
    let default_count = number(default_count, "MRZ_COUNT");
    assert_eq!(
        default_count % (n * DEFAULT_SHARD_SIZE),
        0,
        "MRZ_COUNT {default_count} is not a multiple of {n} tasks of whole tars"
    );

    // WebDataset, the default: each task writes the tars of its own records (each task is
    // given a folder of its own here, to see what it wrote), together the whole set's.
    let count = n * SMALL;
    let tasks: Vec<PathBuf> = (min..=max).map(|id| dir(&format!("slurm-{id}"))).collect();
    let whole = dir("slurm-whole");
    let mut runs: Vec<(String, Child)> = (min..=max)
        .zip(&tasks)
        .map(|(id, out)| {
            let child = slurm(out, count, Some((id, min, max)), &[]);
            (format!("task {id}"), child)
        })
        .collect();
    runs.push((
        "MRZ_SHARD=1/1".into(),
        slurm(&whole, count, None, &[("MRZ_SHARD", "1/1")]),
    ));
    wait(runs);
    let mut together = BTreeMap::new();
    for (i, task) in tasks.iter().enumerate() {
        let wrote = files(task);
        let names: Vec<&String> = wrote.keys().collect();
        assert_eq!(
            names,
            [&format!("shard-{i:06}.tar")],
            "task {}",
            min + i as u32
        );
        together.extend(wrote);
    }
    assert!(
        together == files(&whole),
        "the array's tasks did not make the whole set"
    );

    // The `dir` layout: a part folder per task, whose labels joined in order are the set's.
    let parts = dir("slurm-dir");
    let whole_dir = dir("slurm-dir-whole");
    let layout = ("MRZ_LAYOUT", "dir");
    let mut runs: Vec<(String, Child)> = (min..=max)
        .map(|id| {
            let child = slurm(&parts, count, Some((id, min, max)), &[layout]);
            (format!("dir task {id}"), child)
        })
        .collect();
    runs.push((
        "dir, MRZ_SHARD=1/1".into(),
        slurm(&whole_dir, count, None, &[layout, ("MRZ_SHARD", "1/1")]),
    ));
    // The README's way to redo one task by hand: a one-task array told its shard.
    let redo = dir("slurm-redo");
    let redo_shard = format!("{}/{n}", n - 1);
    runs.push((
        "redo".into(),
        slurm(
            &redo,
            count,
            Some((max - 1, max - 1, max - 1)),
            &[layout, ("MRZ_SHARD", &redo_shard)],
        ),
    ));
    wait(runs);
    let whole_dir = files(&whole_dir.join("part-00000"));
    let (mut csv, mut jsonl, mut images) = (Vec::new(), Vec::new(), BTreeMap::new());
    for id in min..=max {
        let mut part = files(&parts.join(format!("part-{id:05}")));
        csv.extend(part.remove("labels.csv").expect("labels.csv"));
        jsonl.extend(part.remove("labels.jsonl").expect("labels.jsonl"));
        images.extend(part);
    }
    assert_eq!(text(&csv), text(&whole_dir["labels.csv"]));
    assert_eq!(text(&jsonl), text(&whole_dir["labels.jsonl"]));
    let whole_images: BTreeMap<_, _> = whole_dir
        .into_iter()
        .filter(|(name, _)| name.starts_with("images/"))
        .collect();
    assert_eq!(whole_images.len(), count as usize);
    assert!(images == whole_images, "the parts' images differ");
    same_files(
        &redo.join(format!("part-{:05}", max - 1)),
        &parts.join(format!("part-{:05}", max - 1)),
        "the redone task",
    );
    for d in tasks
        .into_iter()
        .chain([whole, parts, redo, dir("slurm-dir-whole")])
    {
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
