//! `mrz batch`: a test set for pipelines, the same files the page's ZIP holds: images/NNNNN.png,
//! labels.csv and labels.jsonl. The same seed and options give the same files.

use crate::labels::{write_header, write_label, Label};
use crate::people::{record, Draw};
use crate::record::letters_value;
use crate::shares::{shares, Shares};
use mrz_core::{compose, corrupt, decode, Letters};
use mrz_render::{encode_png, Renderer, Style};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
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
    /// The formats of the set by weight, e.g. td3=70,td1=20,mrva=10 (td1, td2, td3, mrva, mrvb).
    #[arg(long, default_value = "td3=100", value_parser = shares)]
    formats: Shares,
    /// Letters outside A-Z: `drop` or `icao` (transliterate). The built-in name lists are
    /// plain A-Z, so this only shows in records that gain other letters.
    #[arg(long, default_value = "drop", value_parser = letters_value)]
    letters: Letters,
}

fn share(text: &str) -> Result<f64, String> {
    match text.parse::<f64>() {
        Ok(v) if (0.0..=1.0).contains(&v) => Ok(v),
        _ => Err(format!("{text:?} is not a share from 0 to 1")),
    }
}

pub fn run(args: &Args) -> io::Result<ExitCode> {
    fs::create_dir_all(args.out.join("images"))?;
    let mut csv = io::BufWriter::new(fs::File::create(args.out.join("labels.csv"))?);
    let mut jsonl = io::BufWriter::new(fs::File::create(args.out.join("labels.jsonl"))?);
    write_header(&mut csv)?;
    let mut rng = ChaCha8Rng::seed_from_u64(args.seed);
    let (mut renderer, style) = (Renderer::new(), Style::default());
    let started = Instant::now();
    for index in 1..=args.count {
        // The order of draws is that of passport-only sets before formats came (the format
        // draws nothing when there is one), so that their seeds still give the same sets.
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
        let (lines, corrupted) = match wrong.and_then(|(which, by)| corrupt(&mrz.lines, which, by))
        {
            Some((lines, name)) => (lines, Some(name)),
            None => (mrz.lines, None),
        };
        let valid = decode(&lines).is_ok_and(|d| d.valid);
        let file = format!("images/{index:05}.png");
        let drawn: Vec<&str> = lines.iter().map(String::as_str).collect();
        let frame = renderer.render(&drawn, &style).map_err(io::Error::other)?;
        fs::write(
            args.out.join(&file),
            encode_png(frame).map_err(io::Error::other)?,
        )?;
        // The check digit's name as the core serializes it (`passport_no`, `composite`, ...).
        let corrupted = corrupted.map(|name| serde_json::to_value(name).expect("a name"));
        let label = Label {
            index,
            file: &file,
            fields: &fields,
            lines: &lines,
            valid,
            corrupted: corrupted.as_ref().and_then(|v| v.as_str()).unwrap_or(""),
        };
        write_label(&mut csv, &mut jsonl, &label)?;
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
