//! `mrz train`: the reader's character model, learnt from the project's own pictures. Each
//! preset's set is made as `mrz batch` makes it (from a seed of its own, not the bench's; its
//! palettes in turn, picture by picture), read back by the reader with its templates alone, and
//! every character the reader put where its label says it was printed becomes a cell and its
//! label; `mrz-train` fits the model to them, and the weights are written beside a record of how
//! they were made.

use crate::layouts::Layout;
use crate::make::{Maker, Recipe};
use crate::options;
use crate::pool;
use crate::progress::Progress;
use crate::score::recipe;
use crate::shares::{shares, Shares};
use crate::train_cells;
use mrz_picture::decode;
use mrz_read::{output_of, Reader};
use mrz_scene::{Palette, Preset};
use mrz_train::{accuracy, train, Samples, Schedule};
use serde_json::json;
use std::io;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Instant;

#[derive(clap::Args)]
pub struct Args {
    /// The seed of the sets and of the training: the same seed gives the same weights.
    #[arg(long, default_value_t = 7)]
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
    /// Channels of the two convolutions, as FIRST,SECOND.
    #[arg(long, default_value = "8,16", value_parser = channels)]
    channels: [usize; 2],
    /// Units in the hidden layer.
    #[arg(long, default_value_t = 128)]
    hidden: usize,
    /// Passes over the cells.
    #[arg(long, default_value_t = 12)]
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

/// Every 20th picture is kept out of training, to say how well the model does on cells it has
/// not seen.
const HELD_OUT: u32 = 20;

/// A cell is learnt when the reader put it within this share of a pitch of where the label
/// says its character was printed: each cell is then its character's, however poorly the
/// templates matched it (the hard cells are the ones to learn).
const ALIGNED: f32 = 0.3;

/// Each cell is learnt where the reader put it and once more moved by up to two grid pixels
/// each way (an eighth of its width, a twelfth of its height), as a real line's cells sit a
/// little off where its row puts them.
fn shift(index: u32, at: usize) -> (i32, i32) {
    let h =
        (index.wrapping_mul(0x9e37_79b9) ^ (at as u32).wrapping_mul(0x85eb_ca6b)).rotate_left(13);
    let h = h.wrapping_mul(0xc2b2_ae35);
    let (dx, dy) = ((h >> 8) % 5, (h >> 16) % 5);
    (dx as i32 - 2, dy as i32 - 2)
}

/// The centre of each character's quad in a label (`quads.chars`), line by line.
fn printed_centres(label: &[u8]) -> Vec<Vec<[f32; 2]>> {
    let Ok(label) = serde_json::from_slice::<serde_json::Value>(label) else {
        return Vec::new();
    };
    let corner = |p: &serde_json::Value| [0, 1].map(|i| p[i].as_f64().unwrap_or(f64::NAN) as f32);
    let centre = |q: &serde_json::Value| {
        let corners: Vec<[f32; 2]> = q
            .as_array()
            .map_or(Vec::new(), |q| q.iter().map(corner).collect());
        let n = corners.len().max(1) as f32;
        corners
            .iter()
            .fold([0.0; 2], |a, c| [a[0] + c[0] / n, a[1] + c[1] / n])
    };
    label["quads"]["chars"]
        .as_array()
        .map_or(Vec::new(), |lines| {
            lines
                .iter()
                .map(|l| {
                    l.as_array()
                        .map_or(Vec::new(), |l| l.iter().map(centre).collect())
                })
                .collect()
        })
}

/// The cells of picture `index` that the reader placed on their characters, for training or
/// for holding out; `label` is its row of labels.jsonl.
fn cells_of(
    reader: &Reader,
    bytes: &[u8],
    label: &[u8],
    lines: &[String],
    index: u32,
    shifted: bool,
) -> Samples {
    let mut out = Samples::default();
    let Ok(reading) = decode(bytes).and_then(|g| reader.read(&g).map_err(|e| e.to_string())) else {
        return out;
    };
    let printed = printed_centres(label);
    if reading.lines.len() != lines.len() || printed.len() != lines.len() {
        return out;
    }
    for (l, (want, cells)) in lines.iter().zip(&reading.cells).enumerate() {
        let (boxes, centres) = (&reading.boxes[l], &printed[l]);
        if cells.len() != want.len() || boxes.len() != want.len() || centres.len() != want.len() {
            continue;
        }
        for (at, (c, cell)) in want.bytes().zip(cells).enumerate() {
            let b = boxes[at];
            let mid = [0, 1].map(|i| b.iter().map(|p| p[i]).sum::<f32>() / 4.0);
            let pitch = (b[1][0] - b[0][0]).hypot(b[1][1] - b[0][1]);
            let off = (mid[0] - centres[at][0]).hypot(mid[1] - centres[at][1]);
            let Some(label) = output_of(c).filter(|_| off <= ALIGNED * pitch) else {
                continue;
            };
            out.push(&cell.at(0, 0), label as u8);
            if shifted {
                let (dx, dy) = shift(index, out.len() + at);
                out.push(&cell.at(dx, dy), label as u8);
            }
        }
    }
    out
}

pub fn run(args: &Args) -> io::Result<ExitCode> {
    let started = Instant::now();
    let threads = std::thread::available_parallelism().map_or(1, std::num::NonZeroUsize::get);
    let made_by = format!(
        "seed {} count {} realism {:?} palette {:?} formats {}",
        args.seed, args.count, args.realism, args.palette, args.formats
    );
    let kept = match &args.cells {
        Some(path) => train_cells::load(path, &made_by)?,
        None => None,
    };
    let (learn, held) = match kept {
        Some(cells) => cells,
        None => {
            let cells = make_cells(args, threads)?;
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
        hidden: args.hidden,
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
        "generator": format!("mrz-scene {} (mrz batch's records and cameras)", env!("CARGO_PKG_VERSION")),
        "cells": learn.len(),
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

/// Every preset's pictures made, read and cut into cells: those to learn from and those
/// held out.
fn make_cells(args: &Args, threads: usize) -> io::Result<(Samples, Samples)> {
    let (mut learn, mut held) = (Samples::default(), Samples::default());
    for &preset in &args.realism {
        let recipes: Vec<Recipe> = args
            .palette
            .iter()
            .map(|&palette| Recipe {
                palette,
                ..recipe(preset, args.seed, &args.formats, None)
            })
            .collect();
        let mut progress = Progress::new(args.count);
        eprintln!("mrz train: {} pictures, {}", args.count, preset.key());
        let worker = || {
            let mut makers: Vec<Maker> =
                recipes.iter().map(|r| Maker::new(r, Layout::Dir)).collect();
            let reader = Reader::templates_only();
            move |index: u32| {
                let turn = index as usize % makers.len();
                let made = makers[turn].make(index)?;
                let shifted = !index.is_multiple_of(HELD_OUT);
                io::Result::Ok(cells_of(
                    &reader,
                    &made.images[0],
                    &made.jsonl,
                    &made.lines,
                    index,
                    shifted,
                ))
            }
        };
        pool::ordered(
            1..=args.count,
            threads,
            4 * threads as u64,
            worker,
            |index, s| {
                if index % HELD_OUT == 0 {
                    held.extend(s)
                } else {
                    learn.extend(s)
                }
                progress.step();
                Ok(())
            },
        )?;
        progress.finish();
    }
    Ok((learn, held))
}
