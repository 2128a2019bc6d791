//! Zones on stdin, block by block, for `mrz check` and `mrz chip`: each block read by the core
//! on the day given (as several zones when its lines are several whole zones in a row), and
//! how such a run ends.

use crate::blocks::{Block, Blocks};
use crate::words;
use crate::zones::split;
use mrz_core::{check_text, Decoded, Ymd};
use std::io::{self, Write};
use std::process::ExitCode;
use std::time::{SystemTime, UNIX_EPOCH};

/// Today by the system clock, in UTC: `check`'s day when `--today` is not given, and `chip`'s.
pub(crate) fn system_today() -> Ymd {
    let seconds = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    Ymd::from_unix_days((seconds / 86_400) as i64)
}

/// Each zone of a block with the input line it starts on: the block read whole, or, when that
/// fails and its lines are several whole zones in a row, each of those.
fn readings(block: Block, today: Ymd) -> Vec<(usize, Result<Decoded, String>)> {
    let read = |text: &str| check_text(text, Some(today)).map_err(|e| e.to_string());
    let text = match block.text {
        Ok(text) => text,
        Err(e) => return vec![(block.line, Err(e))],
    };
    let whole = read(&text);
    // Several zones in a row are read each on its own when the block is no zone; or when it
    // is one but invalid and its zones each read valid (three French licences are three lines
    // of 30, as a TD1 card is).
    let valid = |text: &str| read(text).is_ok_and(|d| d.valid);
    let zones = match &whole {
        Ok(d) if d.valid => None,
        Ok(_) => split(&text).filter(|zones| zones.iter().all(|(_, zone)| valid(zone))),
        Err(_) => split(&text),
    };
    match zones {
        Some(zones) => zones
            .into_iter()
            .map(|(at, zone)| (block.line + at, read(&zone)))
            .collect(),
        None => vec![(block.line, whole)],
    }
}

/// Each zone on stdin, read on `today`, given to `each` with its block number and the input line
/// it starts on. The outer error is `each`'s; the inner one says stdin could not be read.
pub(crate) fn each_zone(
    today: Ymd,
    mut each: impl FnMut(usize, usize, Result<Decoded, String>) -> io::Result<()>,
) -> io::Result<Result<(), io::Error>> {
    let mut blocks = Blocks::new(io::stdin().lock());
    loop {
        let block = match blocks.next_block() {
            Ok(Some(block)) => block,
            Ok(None) => return Ok(Ok(())),
            Err(e) => return Ok(Err(e)),
        };
        let number = block.number;
        for (line, read) in readings(block, today) {
            each(number, line, read)?;
        }
    }
}

/// What a run over stdin's zones saw: how many zones, how many failed and in what words, how
/// many gave nothing and in what words (no zone; for `chip`, no zone or a national one).
pub(crate) struct Counts {
    pub zones: usize,
    pub bad: (usize, &'static str),
    pub unreadable: (usize, &'static str),
}

/// How a run over stdin's zones ends, its output flushed first: exit 2 when stdin could not be
/// read, 1 (the counts on stderr) when any zone failed or was no zone, or when stdin held none
/// (an empty file fed to a script's check must not pass as all valid), else 0.
pub(crate) fn ending(
    command: &str,
    out: &mut impl Write,
    read: Result<(), io::Error>,
    c: Counts,
) -> io::Result<ExitCode> {
    out.flush()?;
    if let Err(e) = read {
        eprintln!("mrz {command}: cannot read stdin: {e}");
        return Ok(ExitCode::from(2));
    }
    if c.zones == 0 {
        eprintln!(
            "mrz {command}: no zone on stdin: give each zone's lines, zones separated by a blank line"
        );
        return Ok(ExitCode::FAILURE);
    }
    let ((bad, words), (unread, unread_words)) = (c.bad, c.unreadable);
    if bad + unread > 0 {
        let zones = words::count(c.zones, "zone");
        eprintln!("mrz {command}: of {zones}, {bad} {words} and {unread} {unread_words}");
        return Ok(ExitCode::FAILURE);
    }
    Ok(ExitCode::SUCCESS)
}
