//! `mrz train`: the reader's character model, learnt from the project's own pictures. Each
//! preset's set is made as `mrz batch` makes it (from a seed of its own, not the bench's; its
//! palettes in turn, picture by picture), read back by the reader with its templates alone, and
//! every character the reader put where its label says it was printed becomes a cell and its
//! label; `mrz-train` fits the model to them, and the weights are written beside a record of how
//! they were made.

use crate::train_cells;
use crate::train_data::{make_cells, Making};
use mrz_scene::{Palette, Preset};
use mrz_set::options;
use mrz_set::shares::{shares, Shares};
use mrz_train::{accuracy, train, Schedule};
use serde_json::json;
use std::io;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Instant;

#[derive(clap::Args)]
pub struct Args {
    /// The seed of the sets and of the training: the same seed gives the same weights.
    #[arg(long, default_value_t = 7, value_parser = options::seed)]
    seed: u64,
    /// Pictures a preset.
    #[arg(long, default_value_t = 3000, value_parser = clap::value_parser!(u32).range(1..=100_000))]
    count: u32,
    /// The presets the pictures are made with (comma-separated).
    #[arg(long, value_delimiter = ',', default_value = "scan,photo,harsh,web", value_parser = options::preset)]
    realism: Vec<Preset>,
    /// The palettes, taken in turn picture by picture (comma-separated): the reader reads a
    /// colour picture by its brightest channel, and learns both.
    #[arg(long, value_delimiter = ',', default_value = "grey,colour", value_parser = options::palette)]
    palette: Vec<Palette>,
    /// The formats by weight, as `mrz batch --formats` takes them.
    #[arg(long, default_value = "td3,td1,td2,mrva,mrvb", value_parser = shares)]
    formats: Shares,
    /// Share of records with a made-up holder (`mrz batch --made-up`): names of letters drawn
    /// evenly, so that the model learns the letters names seldom print (a Q) as well as the
    /// common ones.
    #[arg(long, default_value_t = 0.3, value_parser = options::share)]
    made_up: f64,
    /// Channels of the two convolutions, as FIRST,SECOND.
    #[arg(long, default_value = "8,16", value_parser = channels)]
    channels: [usize; 2],
    /// Units in the hidden layer (1 to 1,024, as the model's file holds).
    #[arg(long, default_value_t = 128, value_parser = clap::value_parser!(u16).range(1..=1024))]
    hidden: u16,
    /// Passes over the cells.
    #[arg(long, default_value_t = 6)]
    epochs: usize,
    /// Keep the cells in this file, and take them from it when it holds the cells of the same
    /// seed, counts, presets, palettes and formats: to train again with other settings
    /// without making and reading the pictures again.
    #[arg(long)]
    cells: Option<PathBuf>,
    /// Where `chars.bin` and `chars.json` are written.
    #[arg(long, default_value = "crates/mrz-read/model")]
    out: PathBuf,
}

/// How many of `cells` each character labels, in the model's order (`mrz_render::CHARSET`):
/// the reader evens its digits and letters by these shares (`crates/mrz-read/src/shares.rs`;
/// weights trained again need them copied into `shares_tests.rs`, which holds the table to
/// them and to the record).
fn by_character(cells: &mrz_train::Samples) -> serde_json::Map<String, serde_json::Value> {
    let mut counts = [0u64; mrz_render::CHARSET.len()];
    cells
        .labels
        .iter()
        .for_each(|&l| counts[usize::from(l)] += 1);
    mrz_render::CHARSET
        .iter()
        .zip(counts)
        .map(|(&c, n)| (char::from(c).to_string(), n.into()))
        .collect()
}

/// `8,16`: two counts of channels, each from 1 to 256.
fn channels(text: &str) -> Result<[usize; 2], String> {
    let counts: Vec<usize> = text
        .split(',')
        .map(|t| t.trim().parse().ok().filter(|n| (1..=256).contains(n)))
        .collect::<Option<_>>()
        .ok_or_else(|| format!("`{text}`: channels are two counts from 1 to 256, as 8,16"))?;
    counts
        .try_into()
        .map_err(|_| format!("`{text}`: channels are two counts, as 8,16"))
}

pub fn run(args: &Args) -> io::Result<ExitCode> {
    let started = Instant::now();
    let threads = crate::pool::threads(None);
    let made_by = format!(
        "seed {} count {} realism {:?} palette {:?} formats {} made-up {}",
        args.seed, args.count, args.realism, args.palette, args.formats, args.made_up
    );
    let kept = args
        .cells
        .as_ref()
        .and_then(|path| train_cells::load(path, &made_by));
    if kept.is_some() {
        eprintln!("mrz train: the cells kept in --cells");
    }
    let (learn, held) = match kept {
        Some(cells) => cells,
        None => {
            let cells = make_cells(
                &Making {
                    seed: args.seed,
                    count: args.count,
                    realism: &args.realism,
                    palette: &args.palette,
                    formats: &args.formats,
                    made_up: args.made_up,
                },
                threads,
            )?;
            if let Some(path) = &args.cells {
                train_cells::save(path, &made_by, &cells.0, &cells.1)?;
            }
            cells
        }
    };
    let made = started.elapsed().as_secs_f64();
    eprintln!(
        "mrz train: {} cells to learn from, {} held out; training",
        learn.len(),
        held.len()
    );
    let schedule = Schedule {
        channels: args.channels,
        hidden: usize::from(args.hidden),
        epochs: args.epochs,
        ..Schedule::default()
    };
    let (model, report) = train(&learn, &schedule, args.seed);
    // As the reader will have it: each weight a byte.
    let model = model.rounded();
    let held_accuracy = accuracy(&model, &held);
    std::fs::create_dir_all(&args.out)?;
    std::fs::write(args.out.join("chars.bin"), model.to_bytes())?;
    let record = json!({
        "command": std::env::args().collect::<Vec<_>>().join(" "),
        "seed": args.seed,
        "pictures_per_preset": args.count,
        "presets": args.realism.iter().map(|p| p.key()).collect::<Vec<_>>(),
        "palettes": args.palette.iter().map(|p| p.key()).collect::<Vec<_>>(),
        "made_up": args.made_up,
        "generator": format!("mrz-scene {} (mrz batch's records and cameras)", env!("CARGO_PKG_VERSION")),
        "cells": learn.len(),
        "cells_by_character": by_character(&learn),
        "held_out_cells": held.len(),
        "held_out_accuracy": (held_accuracy * 1e4).round() / 1e4,
        "channels": schedule.channels,
        "hidden": schedule.hidden,
        "epochs": schedule.epochs,
        "batch": schedule.batch,
        "rate": (f64::from(schedule.rate) * 1e6).round() / 1e6,
        "losses": report.losses.iter().map(|&l| (f64::from(l) * 1e4).round() / 1e4).collect::<Vec<_>>(),
        "seconds_making_cells": (made * 10.0).round() / 10.0,
        "seconds": (started.elapsed().as_secs_f64() * 10.0).round() / 10.0,
    });
    std::fs::write(
        args.out.join("chars.json"),
        format!("{}\n", serde_json::to_string_pretty(&record)?),
    )?;
    eprintln!(
        "mrz train: held-out cells {:.2} % right; {} written in {:.0} s",
        100.0 * held_accuracy,
        args.out.join("chars.bin").display(),
        started.elapsed().as_secs_f64()
    );
    Ok(ExitCode::SUCCESS)
}
