//! Tesseract beside our reader, on the same pictures: Debian's `tesseract` restricted to the 37
//! MRZ characters, one process per core each reading a list of files (so its model loads once
//! a process, not once a picture), on one thread each (`OMP_THREAD_LIMIT=1`), as ours reads a
//! picture on one thread.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Instant;

const WHITELIST: &str = "tessedit_char_whitelist=ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789<";

pub struct Tesseract {
    pub path: PathBuf,
    /// Its page segmentation mode: 6, one uniform block of text, reads the zone's lines in
    /// order on strips and cards alike.
    pub psm: u8,
}

impl Tesseract {
    /// Its version line (`tesseract 5.3.0`), or why it cannot be run.
    pub fn version(&self) -> Result<String, String> {
        let out = Command::new(&self.path)
            .arg("--version")
            .output()
            .map_err(|e| format!("cannot run {}: {e}", self.path.display()))?;
        let text = String::from_utf8_lossy(&out.stdout).into_owned()
            + &String::from_utf8_lossy(&out.stderr);
        text.lines()
            .next()
            .filter(|l| l.starts_with("tesseract"))
            .map(str::to_owned)
            .ok_or_else(|| format!("{} is not tesseract", self.path.display()))
    }

    /// The text of each file, in order, and the milliseconds a file took: each process's wall
    /// time, summed, over the files. `threads` processes share the files in runs.
    pub fn read(&self, files: &[PathBuf], threads: usize) -> Result<(Vec<String>, f64), String> {
        let runs: Vec<&[PathBuf]> = files
            .chunks(files.len().div_ceil(threads.max(1)).max(1))
            .collect();
        let results: Vec<Result<(Vec<String>, f64), String>> = std::thread::scope(|scope| {
            let handles: Vec<_> = runs
                .iter()
                .enumerate()
                .map(|(i, run)| scope.spawn(move || self.read_run(run, i)))
                .collect();
            handles
                .into_iter()
                .map(|h| h.join().expect("a run"))
                .collect()
        });
        let (mut texts, mut ms) = (Vec::new(), 0.0);
        for result in results {
            let (run, run_ms) = result?;
            texts.extend(run);
            ms += run_ms;
        }
        Ok((texts, ms / files.len().max(1) as f64))
    }

    fn read_run(&self, files: &[PathBuf], run: usize) -> Result<(Vec<String>, f64), String> {
        let dir = files[0].parent().unwrap_or(Path::new("."));
        let list = dir.join(format!("tesseract-{run}.txt"));
        let mut names = std::fs::File::create(&list).map_err(|e| e.to_string())?;
        for file in files {
            writeln!(names, "{}", file.display()).map_err(|e| e.to_string())?;
        }
        drop(names);
        let started = Instant::now();
        let out = Command::new(&self.path)
            .arg(&list)
            .arg("stdout")
            .args(["--psm", &self.psm.to_string(), "-c", WHITELIST])
            .env("OMP_THREAD_LIMIT", "1")
            .stdin(Stdio::null())
            .output()
            .map_err(|e| format!("cannot run {}: {e}", self.path.display()))?;
        let ms = started.elapsed().as_secs_f64() * 1e3;
        if !out.status.success() {
            let why = String::from_utf8_lossy(&out.stderr);
            return Err(format!("tesseract failed ({}): {why}", out.status));
        }
        // One page a file, each ended by a form feed.
        let text = String::from_utf8_lossy(&out.stdout);
        let pages: Vec<String> = text.split('\u{c}').map(str::to_owned).collect();
        if pages.len() < files.len() {
            return Err(format!(
                "tesseract gave {} pages for {} files",
                pages.len(),
                files.len()
            ));
        }
        Ok((pages[..files.len()].to_vec(), ms))
    }
}

/// The zone in Tesseract's text, given every chance: of its non-empty lines (spaces removed),
/// the `lines` consecutive ones closest to the zone's shape in length (the lowest on the page
/// when several are as close: the zone is a document's foot), each cut or padded with `<` to
/// `len`, since Tesseract merges and drops runs of fillers.
pub fn zone(text: &str, lines: usize, len: usize) -> Vec<String> {
    let rows: Vec<String> = text
        .lines()
        .map(|l| l.chars().filter(|c| !c.is_whitespace()).collect::<String>())
        .filter(|l| !l.is_empty())
        .collect();
    if rows.len() < lines {
        return rows;
    }
    let off = |start: usize| -> usize {
        rows[start..start + lines]
            .iter()
            .map(|r| r.len().abs_diff(len))
            .sum()
    };
    let start = (0..=rows.len() - lines)
        .rev()
        .min_by_key(|&s| off(s))
        .unwrap_or(0);
    rows[start..start + lines]
        .iter()
        .map(|r| {
            let mut r: String = r.chars().take(len).collect();
            while r.len() < len {
                r.push('<');
            }
            r
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_zone_is_the_run_of_lines_shaped_like_it_padded_with_fillers() {
        let text = "SPECIMEN\nP<UTOERIKSSON<<ANNA<MARIA<<<<<\n\
                    L898902C36UTO7408122F1204159ZE184226B<<<<<10\n\n\u{c}";
        assert_eq!(
            zone(text, 2, 44),
            [
                "P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<",
                "L898902C36UTO7408122F1204159ZE184226B<<<<<10"
            ]
        );
        // Spaces dropped, a long line cut; the lower of two runs as close to the shape.
        let text = "AB C\nDEF\nGHI\nJK L\n";
        assert_eq!(zone(text, 2, 3), ["GHI", "JKL"]);
        assert_eq!(zone("ABCDE\nX", 2, 3), ["ABC", "X<<"]);
        assert_eq!(zone("ONLY\n", 2, 3), ["ONLY"], "too few lines: as read");
    }
}
