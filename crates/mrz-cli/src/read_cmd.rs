//! `mrz read FILE...`: the zone in each picture (a strip, a scan or a photo, found anywhere and
//! at any turn), read by `mrz-read` and checked by the core.

use crate::check_cmd::problems;
use mrz_picture::decode;
use mrz_read::{Reader, Summary, HARD_TO_READ};
use serde_json::json;
use std::io::{self, Read, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

#[derive(clap::Args)]
pub struct Args {
    /// PNG or JPEG pictures, each of one zone; `-` reads one picture from stdin.
    #[arg(required = true)]
    files: Vec<PathBuf>,
    /// One JSON object a file: `file` and `lines`, `format`, `valid`, `quad`, `confidence`;
    /// or `file` and `error`.
    #[arg(long)]
    json: bool,
}

/// A file's bytes, or why there are none, in words (the system's own are for programmers).
fn bytes_of(file: &Path) -> Result<Vec<u8>, String> {
    let read = if file.as_os_str() == "-" {
        let mut bytes = Vec::new();
        io::stdin().lock().read_to_end(&mut bytes).map(|_| bytes)
    } else if file.is_dir() {
        return Err("a folder, not a picture (give the pictures in it: folder/*.jpg)".into());
    } else {
        std::fs::read(file)
    };
    read.map_err(|e| match e.kind() {
        io::ErrorKind::NotFound => "no such file".to_owned(),
        io::ErrorKind::PermissionDenied => "not allowed to read the file".to_owned(),
        _ => format!("cannot read the file: {e}"),
    })
}

/// Where the characters under [`HARD_TO_READ`] are: "line 2 columns 3, 4 and 9; line 3 column 1".
fn places(hard: &[(usize, usize)]) -> String {
    let mut lines: Vec<(usize, Vec<String>)> = Vec::new();
    for &(l, c) in hard {
        match lines.last_mut() {
            Some((at, columns)) if *at == l => columns.push((c + 1).to_string()),
            _ => lines.push((l, vec![(c + 1).to_string()])),
        }
    }
    let each = lines
        .into_iter()
        .map(|(l, columns)| match columns.as_slice() {
            [one] => format!("line {} column {one}", l + 1),
            [rest @ .., last] => format!("line {} columns {} and {last}", l + 1, rest.join(", ")),
            [] => unreachable!("a line is listed with a column"),
        });
    each.collect::<Vec<_>>().join("; ")
}

/// The plain verdict: the format, valid or not, the lines, then why it is invalid, or which
/// characters a valid zone holds that were hard to read (the ones to look at first when a
/// zone reads valid but wrong, which check digits cannot see in a name).
fn plain(out: &mut impl Write, name: &str, summary: &Summary) -> io::Result<()> {
    let verdict = if summary.valid { "valid" } else { "invalid" };
    writeln!(out, "{name}: {} {verdict}", summary.format.key())?;
    for line in &summary.lines {
        writeln!(out, "  {line}")?;
    }
    if let Ok(decoded) = mrz_core::decode(&summary.lines) {
        problems(out, &decoded)?;
    }
    let hard = summary.hard_to_read();
    if !hard.is_empty() {
        let n = crate::words::count(hard.len(), "character");
        let at = places(&hard);
        writeln!(
            out,
            "  {n} hard to read (matched under {HARD_TO_READ}): {at}"
        )?;
    }
    Ok(())
}

/// Exit 2 when a file could not be read at all, else 1 when any file gave no valid zone.
pub fn run(args: &Args) -> io::Result<ExitCode> {
    let reader = Reader::new();
    let mut out = io::stdout().lock();
    let (mut all_valid, mut unread) = (true, false);
    for file in &args.files {
        let name = file.display().to_string();
        let bytes = bytes_of(file);
        unread |= bytes.is_err();
        let read = bytes
            .and_then(|bytes| decode(&bytes))
            .and_then(|gray| reader.read(&gray).map_err(|e| e.to_string()));
        match read {
            Ok(r) => {
                let summary = r.summary();
                all_valid &= summary.valid;
                if args.json {
                    let mut row = json!(summary);
                    row["file"] = json!(name);
                    writeln!(out, "{row}")?;
                } else {
                    plain(&mut out, &name, &summary)?;
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
    Ok(match (unread, all_valid) {
        (true, _) => ExitCode::from(2),
        (false, false) => ExitCode::from(1),
        (false, true) => ExitCode::SUCCESS,
    })
}

#[cfg(test)]
mod tests {
    use super::places;

    #[test]
    fn hard_characters_are_named_line_by_line() {
        assert_eq!(places(&[(1, 2)]), "line 2 column 3");
        assert_eq!(
            places(&[(1, 2), (1, 3), (1, 8), (2, 0)]),
            "line 2 columns 3, 4 and 9; line 3 column 1"
        );
    }
}
