//! What `mrz read` says of the files it could not read a zone from, and the closing count.

use crate::read_cmd::Outcome;
use mrz_read::ReadError;
use serde_json::json;
use std::process::ExitCode;

/// Why a picture gave no zone, in words; for a zone found too blurred to read, what `--json`
/// says of it besides.
pub(crate) struct Refused {
    pub why: String,
    pub illegible: Option<serde_json::Value>,
}

impl Refused {
    pub(crate) fn of(error: ReadError) -> Refused {
        let illegible = match &error {
            ReadError::Illegible(zone) => Some(json!({
                "format": zone.format,
                "line_lengths": zone.line_lengths,
                "unclear": zone.unclear,
                "characters": zone.characters,
                "quad": mrz_read::corners(&zone.quad),
            })),
            _ => None,
        };
        Refused {
            why: error.to_string(),
            illegible,
        }
    }
}

impl From<String> for Refused {
    fn from(why: String) -> Refused {
        Refused {
            why,
            illegible: None,
        }
    }
}

/// How many files gave what, for the closing line and the exit status.
#[derive(Default)]
pub(crate) struct Tally {
    valid: usize,
    invalid: usize,
    no_zone: usize,
    /// Of `no_zone`, those where a zone was found too blurred, small or faint to read.
    illegible: usize,
    unread: usize,
}

impl Tally {
    pub(crate) fn add(&mut self, outcome: &Outcome) {
        match outcome {
            Outcome::Unread(_) => self.unread += 1,
            Outcome::Read(Err(refused)) => {
                self.no_zone += 1;
                self.illegible += usize::from(refused.illegible.is_some());
            }
            Outcome::Read(Ok((s, _))) if s.valid => self.valid += 1,
            Outcome::Read(Ok(_)) => self.invalid += 1,
        }
    }

    /// The counts on stderr when more than one file was given (one file's verdict says it
    /// all), then the exit status.
    pub(crate) fn ending(&self) -> ExitCode {
        let files = self.valid + self.invalid + self.no_zone + self.unread;
        if files > 1 {
            let blurred = match self.illegible {
                0 => String::new(),
                n => format!(" ({n} too blurred, small or faint to read)"),
            };
            eprintln!(
                "mrz read: of {}, {} valid, {} invalid, {} with no zone read{blurred}, {} not read",
                crate::words::count(files, "file"),
                self.valid,
                self.invalid,
                self.no_zone,
                self.unread
            );
        }
        match (self.unread, self.invalid + self.no_zone) {
            (0, 0) => ExitCode::SUCCESS,
            (0, _) => ExitCode::from(1),
            _ => ExitCode::from(2),
        }
    }
}
