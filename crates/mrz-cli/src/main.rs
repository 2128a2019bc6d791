//! `mrz`: the product's composer, renderer, checker and reader on the command line, for every
//! ICAO 9303 format, and its test sets in bulk.

mod accuracy;
mod batch;
mod bench;
mod bench_read;
mod beside;
mod blocks;
mod bulk;
mod check_cmd;
mod chip_cmd;
mod compose_cmd;
mod failures;
mod hint_words;
mod label_quads;
#[cfg(feature = "peer")]
mod peer;
mod pool;
mod progress;
mod read_cmd;
mod read_tally;
mod read_words;
mod readback;
mod record;
mod render_cmd;
mod score;
mod shard;
mod sharpness;
mod stdin_zones;
mod tesseract;
mod throughput;
mod train_bands;
mod train_cells;
mod train_cmd;
mod train_data;
mod words;
mod zones;

use clap::{CommandFactory, FromArgMatches, Parser, Subcommand};
use std::process::ExitCode;

#[derive(Parser)]
#[command(
    name = "mrz",
    version,
    about = "Build, draw, check and read machine-readable zones (ICAO 9303's TD1, TD2, TD3, MRV-A, MRV-B; the French identity card, the French and Swiss driving licences), and make test sets of them"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Read JSON Lines records on stdin and print each record's zone (1 to 3 lines).
    ///
    /// A record is a JSON object: `type`, `countryCode`, `passportNo`, `surname`, `givenNames`,
    /// `nationality`, `dateOfBirth` and `dateOfExpiry` (YYMMDD, 740812), `personalNo`, `sex` (M,
    /// F or X), `optionalData2` (TD1; the Swiss licence's version), `format` (td3 when missing;
    /// td1, td2, mrva, mrvb, and the national fra_id, fra_dl, che_dl) and `letters` (drop or
    /// icao). What the zone had to change or doubts (a date not YYMMDD, letters removed, a value
    /// cut) is said on stderr; `--json` gives it as `hints`.
    Compose(compose_cmd::Args),
    /// Read one JSON record on stdin and write its zone as a PNG image.
    ///
    /// The record is one JSON object, as `mrz compose` takes them (see `mrz compose --help`);
    /// what the zone had to change is said on stderr. PNG only: `mrz batch --image jpeg` makes
    /// JPEGs.
    Render(render_cmd::Args),
    /// Read zones on stdin, blocks separated by blank lines (or zones' lines in a row, as compose
    /// prints them), and say whether each is valid.
    Check(check_cmd::Args),
    /// Read zones on stdin as `check` does and print what a chip test needs of each: the MRZ
    /// information, BAC's K_seed, K_enc and K_mac, PACE's K_pi (3DES, AES-128, -192, -256) and
    /// DG1, in hexadecimal; a zone whose check digits are wrong still gives them, with the verdict.
    Chip(chip_cmd::Args),
    /// Write a test set: random records as PNG or JPEG images, grey or colour, with labels (CSV
    /// and JSON Lines, or as the layout wants them).
    Batch(batch::Args),
    /// Read the zone in each picture (PNG, JPEG, TIFF, WebP, BMP or GIF: a strip, a scan or a
    /// phone photo, at any turn) and check it: exit 1 when a file gave no valid zone (a file
    /// that is no picture among them), 2 when one could not be opened at all (missing, a
    /// folder, stdin a terminal).
    Read(read_cmd::Args),
    /// Measure render time against a buffer fill, compose and decode throughput, test-set speed,
    /// PNG encoding, and reading camera frames.
    Bench(bench::Args),
    /// Measure how often zones are read exactly, per preset, on fixed-seed test sets (beside
    /// Tesseract with --tesseract), and list the worst failures.
    Accuracy(accuracy::Args),
    /// Train the reader's character model on the project's own pictures, from a seed, and
    /// write its weights (crates/mrz-read/model) beside a record of how they were made.
    Train(train_cmd::Args),
}

/// The command line, every option's value allowed to start with a minus: `--count -1` or
/// `--seed -1` is then refused by that option's own words (`-1 is not in 1..=1000000`) rather
/// than as clap's "unexpected argument '-1'". (Flags take no value, so they are left alone.)
fn command() -> clap::Command {
    Cli::command().mut_subcommands(|s| {
        s.mut_args(|a| match a.get_action().takes_values() {
            true => a.allow_negative_numbers(true),
            false => a,
        })
    })
}

fn parsed() -> Cli {
    Cli::from_arg_matches(&command().get_matches()).unwrap_or_else(|e| e.exit())
}

fn main() -> ExitCode {
    let result = match parsed().command {
        Command::Compose(args) => compose_cmd::run(&args),
        Command::Render(args) => render_cmd::run(&args),
        Command::Check(args) => check_cmd::run(&args),
        Command::Chip(args) => chip_cmd::run(&args),
        Command::Batch(args) => batch::run(&args),
        Command::Read(args) => read_cmd::run(&args),
        Command::Bench(args) => bench::run(&args),
        Command::Accuracy(args) => accuracy::run(&args),
        Command::Train(args) => train_cmd::run(&args),
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

#[cfg(test)]
mod tests {
    #[test]
    fn the_command_line_is_well_formed() {
        // clap's own checks of every command and option, which a release build skips.
        super::command().debug_assert();
    }
}
