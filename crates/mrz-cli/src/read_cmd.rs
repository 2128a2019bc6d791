//! `mrz read FILE...`: the zone in each picture (a strip, a scan or a photo, found anywhere and
//! at any turn), read by `mrz-read` and checked by the core.

use mrz_picture::decode;
use mrz_read::Reader;
use serde_json::json;
use std::io::{self, Write};
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(clap::Args)]
pub struct Args {
    /// PNG or JPEG pictures, each of one zone.
    #[arg(required = true)]
    files: Vec<PathBuf>,
    /// One JSON object a file: `file` and `lines`, `format`, `valid`, `quad`, `confidence`;
    /// or `file` and `error`.
    #[arg(long)]
    json: bool,
}

/// Exit 1 when any file gave no valid zone.
pub fn run(args: &Args) -> io::Result<ExitCode> {
    let reader = Reader::new();
    let mut out = io::stdout().lock();
    let mut all_valid = true;
    for file in &args.files {
        let name = file.display().to_string();
        let read = std::fs::read(file)
            .map_err(|e| e.to_string())
            .and_then(|bytes| decode(&bytes))
            .and_then(|gray| reader.read(&gray).map_err(|e| e.to_string()));
        match read {
            Ok(r) => {
                let valid = r.valid();
                all_valid &= valid;
                if args.json {
                    let mut row = json!(r.summary());
                    row["file"] = json!(name);
                    writeln!(out, "{row}")?;
                } else {
                    let verdict = if valid { "valid" } else { "invalid" };
                    writeln!(out, "{name}: {} {verdict}", r.format.key())?;
                    for line in &r.lines {
                        writeln!(out, "  {line}")?;
                    }
                }
            }
            Err(error) => {
                all_valid = false;
                if args.json {
                    writeln!(out, "{}", json!({ "file": name, "error": error }))?;
                } else {
                    writeln!(out, "{name}: {error}")?;
                }
            }
        }
    }
    Ok(if all_valid {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    })
}
