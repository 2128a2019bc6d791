//! `mrz read FILE...`: the zone in each picture (a strip, a scan or a photo, found anywhere and
//! at any turn), read by `mrz-read` and checked by the core.

use crate::pool;
use crate::read_tally::{Refused, Tally};
use crate::read_words::plain;
use mrz_picture::decode;
use mrz_read::{Reader, Summary};
use serde_json::json;
use std::io::{self, IsTerminal, Read, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

#[derive(clap::Args)]
pub struct Args {
    /// Pictures (PNG, JPEG, TIFF, WebP, BMP or GIF), each of one zone; `-` reads one picture
    /// from stdin.
    #[arg(required = true)]
    files: Vec<PathBuf>,
    /// One JSON object a file: `file` and `lines`, `format`, `valid`, `quad`, `confidence`;
    /// or `file` and `error`, with `illegible` where a zone was found too blurred, small or
    /// faint to read (its `format`, `lines`' lengths, `unclear` of `characters`, `quad`).
    #[arg(long)]
    json: bool,
    /// With `--json`, each character's cell in the picture too, as the page lights them:
    /// `boxes`, line by line, corners from the cell's top left, clockwise, in pixels to the
    /// hundredth (to see where a reader, this one or another, went wrong).
    #[arg(long, requires = "json")]
    boxes: bool,
    /// Worker threads (default: every core). The output is in the files' order whatever it is.
    #[arg(long, value_parser = clap::value_parser!(u16).range(1..))]
    threads: Option<u16>,
}

/// Each character's cell: line by line, corners to the hundredth of a pixel.
type Boxes = Vec<Vec<[[f64; 2]; 4]>>;

/// What one file gave: no bytes (why, in words), or its zone read (or why none was), with its
/// characters' cells when they were asked for.
pub(crate) enum Outcome {
    Unread(String),
    Read(Result<(Summary, Option<Boxes>), Refused>),
}

/// A file's bytes, or why there are none, in words (the system's own are for programmers).
/// `-` is stdin, read for the first `-` only (`first_dash`, which the files' order decides, not
/// which thread comes first); a terminal there would wait for a picture no one is typing.
fn bytes_of(file: &Path, first_dash: bool) -> Result<Vec<u8>, String> {
    if file.as_os_str() == "-" {
        if !first_dash {
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

/// Exit 2 when a file could not be read at all (whatever the others gave), else 1 when any file
/// gave no valid zone. Files are read on every core, a window of them ahead of the one printed,
/// so that a folder of a thousand photos prints as it goes, in order.
pub fn run(args: &Args) -> io::Result<ExitCode> {
    let threads = pool::threads(args.threads);
    let files = &args.files;
    let dash = files.iter().position(|f| f.as_os_str() == "-");
    let worker = || {
        let reader = Reader::new();
        move |i: u32| {
            let at = i as usize - 1;
            let outcome = match bytes_of(&files[at], dash == Some(at)) {
                Err(why) => Outcome::Unread(why),
                Ok(bytes) => {
                    Outcome::Read(decode(&bytes).map_err(Refused::from).and_then(|gray| {
                        let read = reader.read(&gray).map_err(Refused::of);
                        read.map(|r| (r.summary(), args.boxes.then(|| r.rounded_boxes())))
                    }))
                }
            };
            io::Result::Ok(outcome)
        }
    };
    let mut out = io::stdout().lock();
    let mut tally = Tally::default();
    let count = u32::try_from(files.len()).unwrap_or(u32::MAX);
    pool::ordered(
        1..=count,
        threads,
        4 * threads as u64,
        worker,
        |i, outcome| {
            let name = files[i as usize - 1].display().to_string();
            tally.add(&outcome);
            let read = match outcome {
                Outcome::Unread(why) => Err(Refused::from(why)),
                Outcome::Read(read) => read,
            };
            match (read, args.json) {
                (Ok((summary, boxes)), true) => {
                    let mut row = json!(summary);
                    row["file"] = json!(name);
                    if let Some(boxes) = boxes {
                        row["boxes"] = json!(boxes);
                    }
                    writeln!(out, "{row}")
                }
                (Ok((summary, _)), false) => plain(&mut out, &name, &summary),
                (Err(refused), true) => {
                    let mut row = json!({ "file": name, "error": refused.why });
                    if let Some(zone) = refused.illegible {
                        row["illegible"] = zone;
                    }
                    writeln!(out, "{row}")
                }
                (Err(refused), false) => writeln!(out, "{name}: {}", refused.why),
            }
        },
    )?;
    out.flush()?;
    Ok(tally.ending())
}
