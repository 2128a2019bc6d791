//! `mrz compose`: every line is processed; a bad line is reported by number and the run ends
//! with status 1 if any line failed. What the core changed or doubts in a record (its hints) is
//! said on stderr, and does not fail the line: the zone is the specification's for what was
//! typed.

use crate::hint_words::hint;
use crate::record::{blank, letters_value, next_line, parse_record, Line, MAX_LINE_BYTES};
use mrz_core::{compose, Letters};
use serde_json::json;
use std::io::{self, BufWriter, IsTerminal, Write};
use std::process::ExitCode;

#[derive(clap::Args)]
pub struct Args {
    /// Print one JSON object per record: {"format": ..., "lines": [...], "hints": [...]} or
    /// {"error": "line N: ..."}.
    #[arg(long)]
    json: bool,
    /// Letters outside A-Z for records that do not say: `drop` them (the specification's rule)
    /// or write them as ICAO 9303 transliterates (`icao`: Ä to AE).
    #[arg(long, default_value = "drop", value_parser = letters_value)]
    letters: Letters,
}

pub fn run(args: &Args) -> io::Result<ExitCode> {
    let mut input = io::stdin().lock();
    let terminal = io::stdout().is_terminal();
    let mut out = BufWriter::new(io::stdout().lock());
    let mut failed = 0usize;
    let mut number = 0usize;
    while let Some(line) = next_line(&mut input)? {
        number += 1;
        let result = match line {
            Line::TooLong => Err(format!("longer than {} MiB", MAX_LINE_BYTES >> 20)),
            Line::Text(t) if blank(&t) => continue,
            Line::Text(t) => parse_record(&t, args.letters),
        };
        match (result, args.json) {
            (Ok(fields), false) => {
                let mrz = compose(&fields);
                writeln!(out, "{}", mrz.text())?;
                if !mrz.hints.is_empty() {
                    // After the zone, in order, where a person watches both; a pipe of a
                    // million records is not flushed a record at a time.
                    if terminal {
                        out.flush()?;
                    }
                    for h in &mrz.hints {
                        eprintln!("mrz compose: line {number}: {}", hint(h, mrz.format));
                    }
                }
            }
            (Ok(fields), true) => writeln!(out, "{}", json!(compose(&fields)))?,
            (Err(e), json) => {
                failed += 1;
                let message = format!("line {number}: {e}");
                if json {
                    writeln!(out, "{}", json!({ "error": message }))?;
                } else {
                    out.flush()?;
                    eprintln!("mrz compose: {message}");
                }
            }
        }
    }
    out.flush()?;
    if failed > 0 {
        eprintln!("mrz compose: {failed} of {number} lines failed");
        return Ok(ExitCode::FAILURE);
    }
    Ok(ExitCode::SUCCESS)
}
