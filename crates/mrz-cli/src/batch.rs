//! `mrz batch`: a test set for pipelines, the same files the page's ZIP holds: images/NNNNN.png,
//! labels.csv and labels.jsonl. The same seed and options give the same files.

use crate::people::{record, Draw};
use mrz_core::{compose, decode, Field, Fields};
use mrz_render::{encode_png, Renderer, Style};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde_json::json;
use std::fs;
use std::io::{self, Write};
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
}

fn share(text: &str) -> Result<f64, String> {
    match text.parse::<f64>() {
        Ok(v) if (0.0..=1.0).contains(&v) => Ok(v),
        _ => Err(format!("{text:?} is not a share from 0 to 1")),
    }
}

/// Line 2's check digits: document number, birth, expiry, personal number, composite.
const CHECKS: [(usize, &str); 5] = [
    (9, "passport_no"),
    (19, "date_of_birth"),
    (27, "date_of_expiry"),
    (42, "personal_no"),
    (43, "composite"),
];
const COLUMNS: [&str; 4] = ["index", "file", "valid", "corrupted"];

pub fn run(args: &Args) -> io::Result<ExitCode> {
    fs::create_dir_all(args.out.join("images"))?;
    let mut csv = io::BufWriter::new(fs::File::create(args.out.join("labels.csv"))?);
    let mut jsonl = io::BufWriter::new(fs::File::create(args.out.join("labels.jsonl"))?);
    let header: Vec<&str> = COLUMNS
        .iter()
        .copied()
        .chain(Field::ALL.map(Field::key))
        .chain(["line1", "line2"])
        .collect();
    write!(csv, "{}\r\n", header.join(","))?;
    let mut rng = ChaCha8Rng::seed_from_u64(args.seed);
    let (mut renderer, style) = (Renderer::new(), Style::default());
    let started = Instant::now();
    for index in 1..=args.count {
        let long = rng.random_bool(args.long);
        let fields = record(
            &mut rng,
            &Draw {
                middle_share: args.middle,
                long,
            },
        );
        let corrupt = rng
            .random_bool(args.corrupt)
            .then(|| (CHECKS[rng.random_range(0..5)], rng.random_range(1..=9u8)));
        let mrz = compose(&fields);
        let mut line2 = mrz.lines[1].clone().into_bytes();
        if let Some(((at, _), by)) = corrupt {
            line2[at] = b'0' + (line2[at] - b'0' + by) % 10;
        }
        let line2 = String::from_utf8(line2).expect("digits stay ASCII");
        let valid = decode(&mrz.lines[0], &line2).is_ok_and(|d| d.valid);
        let file = format!("images/{index:05}.png");
        let frame = renderer
            .render(&[&mrz.lines[0], &line2], &style)
            .map_err(io::Error::other)?;
        fs::write(
            args.out.join(&file),
            encode_png(frame).map_err(io::Error::other)?,
        )?;
        let corrupted = corrupt.map_or("", |((_, name), _)| name);
        write_label(
            &mut csv,
            &mut jsonl,
            index,
            &file,
            valid,
            corrupted,
            &fields,
            [&mrz.lines[0], &line2],
        )?;
    }
    csv.flush()?;
    jsonl.flush()?;
    let seconds = started.elapsed().as_secs_f64();
    eprintln!(
        "mrz batch: {} records in {:.1} s ({:.0} records/s) into {}",
        args.count,
        seconds,
        f64::from(args.count) / seconds,
        args.out.display()
    );
    Ok(ExitCode::SUCCESS)
}

#[allow(clippy::too_many_arguments)]
fn write_label(
    csv: &mut impl Write,
    jsonl: &mut impl Write,
    index: u32,
    file: &str,
    valid: bool,
    corrupted: &str,
    fields: &Fields,
    lines: [&str; 2],
) -> io::Result<()> {
    let cell = |v: &str| {
        if v.contains([',', '"', '\r', '\n']) {
            format!("\"{}\"", v.replace('"', "\"\""))
        } else {
            v.to_owned()
        }
    };
    let values: Vec<String> = Field::ALL.iter().map(|&f| cell(fields.get(f))).collect();
    write!(
        csv,
        "{index},{file},{valid},{corrupted},{},{},{}\r\n",
        values.join(","),
        lines[0],
        lines[1]
    )?;
    let mut row = json!({ "index": index, "file": file, "valid": valid, "corrupted": corrupted });
    for f in Field::ALL {
        row[f.key()] = json!(fields.get(f));
    }
    row["line1"] = json!(lines[0]);
    row["line2"] = json!(lines[1]);
    writeln!(jsonl, "{row}")
}
