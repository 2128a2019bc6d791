//! What the tests of `deploy/` share: the manifests' and scripts' paths and numbers, running
//! the binary as they run it, and comparing the folders they write.

// Each test file compiles this module on its own and uses only part of it.
#![allow(dead_code)]

use crate::common::{files, text};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Output, Stdio};

/// The environment a batch engine sets and the Slurm script's own settings, cleared so that
/// the test's own environment does not leak into a run.
pub const CLEARED: [&str; 15] = [
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
pub const DEFAULT_SHARD_SIZE: u32 = 1000;

/// Records per shard in the small runs, and the `--shard-size` they use, so that each shard
/// is whole tars as the full-size set's are.
pub const SMALL: u32 = 3;

pub fn deploy(path: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../deploy")
        .join(path)
}

pub fn read(path: &Path) -> String {
    std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

pub fn dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("mrz-deploy-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

pub fn command(program: impl AsRef<std::ffi::OsStr>) -> Command {
    let mut command = Command::new(program);
    for name in CLEARED {
        command.env_remove(name);
    }
    command.stdout(Stdio::piped()).stderr(Stdio::piped());
    command
}

pub fn ok(output: Output, what: &str) -> String {
    let said = text(&output.stderr);
    assert!(output.status.success(), "{what}: {said}");
    assert!(
        !said.contains("does not start and end on a multiple"),
        "{what} straddles a tar: {said}"
    );
    said
}

pub fn wait(children: Vec<(String, Child)>) {
    for (what, child) in children {
        ok(child.wait_with_output().unwrap(), &what);
    }
}

pub fn same_files(got: &Path, want: &Path, what: &str) {
    let (got, want) = (files(got), files(want));
    let names = |f: &BTreeMap<String, Vec<u8>>| f.keys().cloned().collect::<Vec<_>>();
    assert_eq!(names(&got), names(&want), "{what}: the files differ");
    for (name, bytes) in &want {
        assert!(&got[name] == bytes, "{what}: {name} differs");
    }
}

/// The YAML's lines without comments, each with its indentation. Enough for the manifest,
/// which quotes nothing that holds a `#`.
pub fn yaml_lines(yaml: &str) -> Vec<(usize, &str)> {
    yaml.lines()
        .map(|line| line.split_once(" #").map_or(line, |(before, _)| before))
        .filter(|line| !line.trim().is_empty() && !line.trim_start().starts_with('#'))
        .map(|line| (line.len() - line.trim_start().len(), line.trim()))
        .collect()
}

/// The value of the one `key:` in the YAML, whatever its depth.
pub fn yaml_value<'a>(lines: &[(usize, &'a str)], key: &str) -> &'a str {
    let found: Vec<&str> = lines
        .iter()
        .filter_map(|(_, line)| line.strip_prefix(key)?.strip_prefix(':'))
        .map(str::trim)
        .collect();
    assert_eq!(found.len(), 1, "`{key}:` in the manifest: {found:?}");
    found[0]
}

/// The block list under the one `key:`.
pub fn yaml_list(lines: &[(usize, &str)], key: &str) -> Vec<String> {
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
pub fn flag<'a>(args: &'a [String], name: &str) -> Option<&'a str> {
    let prefix = format!("{name}=");
    let found: Vec<&str> = args
        .iter()
        .filter_map(|a| a.strip_prefix(&prefix))
        .collect();
    assert!(found.len() <= 1, "{name} given twice: {args:?}");
    found.first().copied()
}

/// `args` with `--name=value` set: replaced where given, else added.
pub fn with_flag(args: &[String], name: &str, value: &str) -> Vec<String> {
    let prefix = format!("{name}=");
    let mut out: Vec<String> = args
        .iter()
        .filter(|a| !a.starts_with(&prefix))
        .cloned()
        .collect();
    out.push(format!("{name}={value}"));
    out
}

pub fn number(text: &str, what: &str) -> u32 {
    text.trim_matches('"')
        .parse()
        .unwrap_or_else(|_| panic!("{what} is not a number: {text:?}"))
}
