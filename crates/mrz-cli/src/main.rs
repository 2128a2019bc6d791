//! `mrz`: the product's composer and renderer on the command line, for bulk test data.

mod batch;
mod bench;
mod compose_cmd;
mod people;
mod record;
mod render_cmd;

use clap::{Parser, Subcommand};
use std::process::ExitCode;

#[derive(Parser)]
#[command(
    name = "mrz",
    version,
    about = "Build passport (ICAO 9303 TD3) machine-readable zones"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Read JSON Lines records on stdin and print each record's two MRZ lines.
    Compose {
        /// Print one JSON object per record: {"lines": [...], "hints": [...]} or {"error": ...}.
        #[arg(long)]
        json: bool,
    },
    /// Read one JSON record on stdin and write its MRZ as a PNG image.
    Render(render_cmd::Args),
    /// Write a test set: random records as PNG images, with labels in CSV and JSON Lines.
    Batch(batch::Args),
    /// Measure compose + render throughput against the cost of filling a fresh buffer.
    Bench(bench::Args),
}

fn main() -> ExitCode {
    let result = match Cli::parse().command {
        Command::Compose { json } => compose_cmd::run(json),
        Command::Render(args) => render_cmd::run(&args),
        Command::Batch(args) => batch::run(&args),
        Command::Bench(args) => bench::run(&args),
    };
    match result {
        Ok(code) => code,
        // A closed pipe (`mrz compose | head`) is the reader's choice, not a failure.
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("mrz: {e}");
            ExitCode::from(2)
        }
    }
}
