//! `mrz read FILE...`: the zone in each picture (a strip, a scan or a photo, found anywhere and
//! at any turn), read by `mrz-read` and checked by the core.

use crate::check_cmd::problems;
use mrz_picture::decode;
use mrz_read::{Reader, Summary, HARD_TO_READ};
use serde_json::json;
use std::io::{self, IsTerminal, Read, Write};
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
/// `-` is stdin, once: a terminal there would wait for a picture no one is typing.
fn bytes_of(file: &Path, stdin_read: &mut bool) -> Result<Vec<u8>, String> {
    if file.as_os_str() == "-" {
        if std::mem::replace(stdin_read, true) {
            return Err("stdin was read already: give `-` once".into());
        }
        let stdin = io::stdin();
        if stdin.is_terminal() {
            return Err("stdin is a terminal: pipe a picture in (mrz read - < photo.jpg)".into());
        }
        let mut bytes = Vec::new();
        return stdin
            .lock()
            .read_to_end(&mut bytes)
            .map(|_| bytes)
            .map_err(|e| format!("cannot read stdin: {e}"));
    }
    if file.is_dir() {
        let dir = file.display();
        return Err(format!(
            "a folder, not a picture: give the pictures in it ({dir}/*.jpg {dir}/*.png)"
        ));
    }
    std::fs::read(file).map_err(|e| match e.kind() {
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

/// The plain verdict: the format, valid or not, the lines, then what the core finds wrong
/// with them (wrong check digits, errors and warnings; expiry is `mrz check`'s, which knows
/// the day), and the characters that were hard to read: the ones to look at first when a zone
/// reads valid but wrong, which check digits cannot see in a name.
fn plain(out: &mut impl Write, name: &str, summary: &Summary) -> io::Result<()> {
    let verdict = if summary.valid { "valid" } else { "invalid" };
    writeln!(out, "{name}: {} {verdict}", summary.format.key())?;
    for line in &summary.lines {
        writeln!(out, "  {line}")?;
    }
    match mrz_core::decode(&summary.lines) {
        Ok(decoded) => problems(out, &decoded)?,
        Err(e) => writeln!(out, "  error: {e}")?,
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

/// Exit 2 when a file could not be read at all (whatever the others gave), else 1 when any file
/// gave no valid zone.
pub fn run(args: &Args) -> io::Result<ExitCode> {
    let reader = Reader::new();
    let mut out = io::stdout().lock();
    let (mut all_valid, mut unread, mut stdin_read) = (true, false, false);
    for file in &args.files {
        let name = file.display().to_string();
        let bytes = bytes_of(file, &mut stdin_read);
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
