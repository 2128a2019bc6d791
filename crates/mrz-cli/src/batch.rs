//! `mrz batch`: a test set for pipelines, by default the same files the page's ZIP holds:
//! images/NNNNN.png, labels.csv and labels.jsonl (other layouts: `layouts.rs`). The same seed
//! and options give the same files, made on every core and streamed in index order, whole or
//! by shards.

use crate::labels::{write_label, Label};
use crate::layouts::{image_file, Layout, Made, Sink};
use crate::people::{record, Draw};
use crate::pool;
use crate::progress::Progress;
use crate::record::letters_value;
use crate::shard;
use crate::shares::{shares, Shares};
use mrz_core::{compose, corrupt, decode, Letters};
use mrz_render::{encode_png, Renderer, Style};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::io;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Instant;

#[derive(clap::Args)]
pub struct Args {
    /// How many records (1 to 1,000,000).
    #[arg(long, value_parser = clap::value_parser!(u32).range(1..=1_000_000))]
    count: u32,
    /// The seed: the same seed and options give the same set.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// The folder to write into (made if missing).
    #[arg(long)]
    out: PathBuf,
    /// Share of records with a middle name, 0 to 1.
    #[arg(long, default_value_t = 0.3, value_parser = share)]
    middle: f64,
    /// Share of records with names too long for the zone, 0 to 1.
    #[arg(long, default_value_t = 0.1, value_parser = share)]
    long: f64,
    /// Share of records with one check digit deliberately wrong (negative tests), 0 to 1.
    #[arg(long, default_value_t = 0.1, value_parser = share)]
    corrupt: f64,
    /// The formats of the set by weight, e.g. td3=70,td1=20,mrva=10 (td1, td2, td3, mrva, mrvb).
    #[arg(long, default_value = "td3=100", value_parser = shares)]
    formats: Shares,
    /// Letters outside A-Z: `drop` or `icao` (transliterate). The built-in name lists are
    /// plain A-Z, so this only shows in records that gain other letters.
    #[arg(long, default_value = "drop", value_parser = letters_value)]
    letters: Letters,
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
    /// How the files are laid out: `dir` (images/, labels.csv, labels.jsonl), `webdataset`
    /// (tar shards), `imagefolder` (Hugging Face, metadata.jsonl) or `tesstrain` (a PNG and a
    /// .gt.txt per MRZ line).
    #[arg(long, value_enum, default_value_t = Layout::Dir)]
    layout: Layout,
    /// Records per WebDataset tar, counted over the whole set: record i (from 1) goes in
    /// shard-NNNNNN.tar numbered (i-1)/shard-size, whichever --shard makes it.
    #[arg(long, default_value_t = 1000, value_parser = clap::value_parser!(u32).range(1..))]
    shard_size: u32,
    /// Worker threads (default: every core). The set does not depend on it.
    #[arg(long, hide = true, value_parser = clap::value_parser!(u16).range(1..))]
    threads: Option<u16>,
}

fn share(text: &str) -> Result<f64, String> {
    match text.parse::<f64>() {
        Ok(v) if (0.0..=1.0).contains(&v) => Ok(v),
        _ => Err(format!("{text:?} is not a share from 0 to 1")),
    }
}

pub fn run(args: &Args) -> io::Result<ExitCode> {
    let (k, n) = shard::resolve(args.shard, args.shard_count, |name| {
        std::env::var(name).ok()
    })
    .map_err(io::Error::other)?;
    let indices = shard::range(args.count, k, n);
    let mut sink = Sink::create(args.layout, &args.out, args.shard_size, k == 1)?;
    let aligned = |i: u32| i.is_multiple_of(args.shard_size) || i == args.count;
    let straddles = !aligned(indices.start().saturating_sub(1)) || !aligned(*indices.end());
    if args.layout == Layout::Webdataset && n > 1 && !indices.is_empty() && straddles {
        eprintln!(
            "mrz batch: shard {k} of {n} does not start and end on a multiple of --shard-size; \
             its first or last tar holds only part of that tar's records"
        );
    }
    let threads = args.threads.map_or_else(
        || std::thread::available_parallelism().map_or(1, std::num::NonZeroUsize::get),
        usize::from,
    );
    let records = indices.clone().count() as u32;
    let mut progress = Progress::new(records);
    let started = Instant::now();
    let worker = || {
        let (mut renderer, style) = (Renderer::new(), Style::default());
        move |index| make(args, &mut renderer, &style, index)
    };
    pool::ordered(
        indices,
        threads,
        16 * threads as u64,
        worker,
        |index, made| {
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
        "mrz batch: {records} records{shard} in {seconds:.1} s ({:.0} records/s, {threads} thread{plural}) into {}",
        f64::from(records) / seconds,
        args.out.display()
    );
    Ok(ExitCode::SUCCESS)
}

/// Record `index` of the set: drawn from a generator of its own, ChaCha8 seeded with the seed on
/// stream `index`, so that it depends on the seed and its index alone, whichever shard or
/// thread makes it.
fn make(args: &Args, renderer: &mut Renderer, style: &Style, index: u32) -> io::Result<Made> {
    let mut rng = ChaCha8Rng::seed_from_u64(args.seed);
    rng.set_stream(u64::from(index));
    let format = args.formats.draw(&mut rng);
    let long = rng.random_bool(args.long);
    let draw = Draw {
        middle_share: args.middle,
        long,
    };
    let mut fields = record(&mut rng, &draw, format);
    fields.letters = args.letters;
    let digits = format.layout().checks.len();
    let wrong = rng
        .random_bool(args.corrupt)
        .then(|| (rng.random_range(0..digits), rng.random_range(1..=9u8)));
    let mrz = compose(&fields);
    let (lines, corrupted) = match wrong.and_then(|(which, by)| corrupt(&mrz.lines, which, by)) {
        Some((lines, name)) => (lines, Some(name)),
        None => (mrz.lines, None),
    };
    let valid = decode(&lines).is_ok_and(|d| d.valid);
    let drawn: Vec<&str> = lines.iter().map(String::as_str).collect();
    // tesstrain: each line alone, as a one-line zone; else the zone.
    let zones: Vec<&[&str]> = match args.layout {
        Layout::Tesstrain => drawn.chunks(1).collect(),
        _ => vec![&drawn],
    };
    let mut pngs = Vec::with_capacity(zones.len());
    for zone in zones {
        let frame = renderer.render(zone, style).map_err(io::Error::other)?;
        pngs.push(encode_png(frame).map_err(io::Error::other)?);
    }
    // The check digit's name as the core serializes it (`passport_no`, `composite`, ...).
    let corrupted = corrupted.map(|name| serde_json::to_value(name).expect("a name"));
    let file = image_file(args.layout, index);
    let label = Label {
        index,
        file: &file,
        fields: &fields,
        lines: &lines,
        valid,
        corrupted: corrupted.as_ref().and_then(|v| v.as_str()).unwrap_or(""),
    };
    let (mut csv, mut jsonl) = (Vec::new(), Vec::new());
    write_label(&mut csv, &mut jsonl, &label)?;
    Ok(Made {
        pngs,
        lines,
        csv,
        jsonl,
    })
}
