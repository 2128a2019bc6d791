//! `mrz batch`: a test set for pipelines, by default the same files the page's ZIP holds:
//! images/NNNNN.png, labels.csv and labels.jsonl (other layouts: `layouts.rs`; each record:
//! `make.rs`). The same seed and options give the same files, made on every core and streamed
//! in index order, whole or by shards.

use crate::pool;
use crate::progress::Progress;
use crate::readback::read_back;
use crate::shard;
use mrz_set::layouts::{ImageType, Layout};
use mrz_set::sink::Sink;
use mrz_set::{Maker, Recipe};
use std::io;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Instant;

#[derive(clap::Args)]
pub struct Args {
    /// How many records (1 to 1,000,000).
    #[arg(long, value_parser = clap::value_parser!(u32).range(1..=1_000_000))]
    count: u32,
    #[command(flatten)]
    recipe: Recipe,
    /// The folder to write into (made if missing).
    #[arg(long)]
    out: PathBuf,
    /// Write only shard K of N (K from 1 to N): records count*(K-1)/N+1 to count*K/N, images
    /// named by their index in the whole set, labels.csv with the header only in shard 1, so
    /// that the N shards' files put together are the whole set byte for byte. `auto` takes K
    /// and N from a Kubernetes Indexed Job (JOB_COMPLETION_INDEX, from 0, and --shard-count
    /// or MRZ_SHARD_COUNT) or a Slurm job array (SLURM_ARRAY_TASK_ID, _MIN, _STEP, _COUNT).
    #[arg(long, value_name = "K/N|auto", value_parser = shard::spec, default_value = "1/1")]
    shard: shard::Spec,
    /// The number of shards for `--shard auto` (else MRZ_SHARD_COUNT, or Slurm's task count).
    #[arg(long, value_parser = clap::value_parser!(u32).range(1..))]
    shard_count: Option<u32>,
    /// How the files are laid out: `dir` (images/, labels.csv, labels.jsonl), `zip` (those
    /// files in testset.zip, or testset-K-of-N.zip for a shard), `webdataset` (tar shards),
    /// `imagefolder` (Hugging Face, metadata.jsonl) or `tesstrain` (a PNG and a .gt.txt per
    /// MRZ line).
    #[arg(long, value_enum, default_value_t = Layout::Dir)]
    layout: Layout,
    /// Records per WebDataset tar, counted over the whole set: record i (from 1) goes in
    /// shard-NNNNNN.tar numbered (i-1)/shard-size, whichever --shard makes it.
    #[arg(long, default_value_t = 1000, value_parser = clap::value_parser!(u32).range(1..))]
    shard_size: u32,
    /// Worker threads (default: every core). The set does not depend on it.
    #[arg(long, value_parser = clap::value_parser!(u16).range(1..))]
    threads: Option<u16>,
    /// Read every picture back with the reader, as `mrz read` would read its file, and add
    /// `read_ok` to each label (true when the lines read are the lines drawn, a spoilt check
    /// digit as printed); the summary says how many read back. Not with `tesstrain`.
    #[arg(long)]
    verify: bool,
}

pub fn run(args: &Args) -> io::Result<ExitCode> {
    let (k, n) = shard::resolve(args.shard, args.shard_count, |name| {
        std::env::var(name).ok()
    })
    .map_err(io::Error::other)?;
    args.recipe.check().map_err(io::Error::other)?;
    if args.verify && args.layout == Layout::Tesstrain {
        return Err(io::Error::other(
            "--verify records read_ok in the labels, and tesstrain has none (each line's \
             text is its label): verify another layout of the same --seed",
        ));
    }
    let indices = shard::range(args.count, k, n);
    // Its errors name the file or folder they happened to.
    let mut sink = Sink::create(args.layout, &args.out, args.shard_size, (k, n), args.verify)?;
    let aligned = |i: u32| i.is_multiple_of(args.shard_size) || i == args.count;
    let straddles = !aligned(indices.start().saturating_sub(1)) || !aligned(*indices.end());
    if args.layout == Layout::Webdataset && n > 1 && !indices.is_empty() && straddles {
        eprintln!(
            "mrz batch: shard {k} of {n} does not start and end on a multiple of --shard-size, \
             so its first or last tar is shared with the next shard: in the same --out, the \
             shard written last replaces it and the other's records in it are lost. Give each \
             shard its own --out, or make --count a multiple of N x --shard-size"
        );
    }
    let threads = pool::threads(args.threads);
    let records = indices.clone().count() as u32;
    let mut progress = Progress::new(records);
    let started = Instant::now();
    if args.layout == Layout::Tesstrain && args.recipe.image != ImageType::Png {
        eprintln!("mrz batch: tesstrain line images are PNG whatever --image says");
    }
    if args.recipe.jpeg_quality.is_some() && args.recipe.image != ImageType::Jpeg {
        eprintln!("mrz batch: --jpeg-quality applies to --image jpeg only; the PNGs are lossless");
    }
    let worker = || {
        let maker = Maker::new(&args.recipe, args.layout);
        let mut maker = if args.verify {
            let reader = mrz_read::Reader::new();
            maker.verifying(Box::new(move |image, lines| {
                read_back(&reader, image).is(lines)
            }))
        } else {
            maker
        };
        move |index| maker.make(index)
    };
    let mut read_ok = 0u32;
    pool::ordered(
        indices,
        threads,
        16 * threads as u64,
        worker,
        |index, made| {
            read_ok += u32::from(made.read_ok == Some(true));
            sink.write(index, made)?;
            progress.step();
            Ok(())
        },
    )?;
    sink.finish()?;
    progress.finish();
    let seconds = started.elapsed().as_secs_f64();
    let plural = if threads == 1 { "" } else { "s" };
    let shard = if n > 1 {
        format!(" (shard {k} of {n})")
    } else {
        String::new()
    };
    eprintln!(
        "mrz batch: {records} record{}{shard} in {seconds:.1} s ({:.0} records/s, {threads} thread{plural}) into {}",
        if records == 1 { "" } else { "s" },
        f64::from(records) / seconds,
        args.out.display()
    );
    if args.verify {
        let share = 100.0 * f64::from(read_ok) / f64::from(records.max(1));
        eprintln!(
            "mrz batch: {read_ok} of {records} read back exactly ({share:.1} %; read_ok in the labels)"
        );
    }
    Ok(ExitCode::SUCCESS)
}

#[cfg(test)]
mod tests {
    use clap::{Args, FromArgMatches};
    use mrz_set::Recipe;

    #[test]
    fn the_flags_defaults_are_the_engines() {
        let command = Recipe::augment_args(clap::Command::new("recipe"));
        let parsed = Recipe::from_arg_matches(&command.get_matches_from(["recipe"]));
        assert_eq!(parsed.expect("the defaults"), Recipe::defaults());
    }
}
