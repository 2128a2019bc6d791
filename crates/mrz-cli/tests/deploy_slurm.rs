//! `deploy/`: the Slurm job array makes the set it says it makes, without a cluster: the script
//! itself is run once per array task, each as its own process into one folder (a smaller
//! `--count` and `--shard-size`, same proportions); what they write together must be, byte for
//! byte, what one unsharded run writes.

mod common;
mod deploy;

use common::{files, text};
use deploy::*;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Child;

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
