//! `mrz check`: zones on stdin, one per block (blocks separated by blank lines; a block is the
//! zone's lines, the whole zone on one line, or several zones' lines in a row as `mrz compose`
//! prints them), each read and checked by the core on the day given, and a verdict for each: a
//! few sentences, or the core's whole reading as JSON.

use crate::blocks::{Block, Blocks};
use crate::words;
use crate::zones::split;
use mrz_core::{check_text, Decoded, Level, Ymd};
use serde::Serialize;
use serde_json::json;
use std::io::{self, BufWriter, Write};
use std::process::ExitCode;
use std::time::{SystemTime, UNIX_EPOCH};

#[derive(clap::Args)]
pub struct Args {
    /// Print one JSON object per zone: the core's reading (format, valid, fields, checks,
    /// findings, repair) with its block number and input line, or {"block": N, "input_line": L,
    /// "error": ...}.
    #[arg(long)]
    json: bool,
    /// The day of reading, YYYY-MM-DD, for expiry and the century of birth [default: today
    /// by the system clock, UTC].
    #[arg(long, value_parser = day)]
    today: Option<Ymd>,
}

fn day(text: &str) -> Result<Ymd, String> {
    let parts: Vec<&str> = text.split('-').collect();
    let ymd = match parts[..] {
        [y, m, d] if y.len() == 4 && m.len() == 2 && d.len() == 2 => {
            match (y.parse(), m.parse(), d.parse()) {
                (Ok(y), Ok(m), Ok(d)) => Ymd::new(y, m, d),
                _ => None,
            }
        }
        _ => None,
    };
    ymd.ok_or_else(|| format!("{text:?} is not a day as YYYY-MM-DD"))
}

pub(crate) fn system_today() -> Ymd {
    let seconds = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    Ymd::from_unix_days((seconds / 86_400) as i64)
}

/// The core's reading, with the block it came from and the input line it starts on (from 1).
#[derive(Serialize)]
struct Reading<'a> {
    block: usize,
    input_line: usize,
    #[serde(flatten)]
    decoded: &'a Decoded,
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

pub fn run(args: &Args) -> io::Result<ExitCode> {
    let today = args.today.unwrap_or_else(system_today);
    let mut out = BufWriter::new(io::stdout().lock());
    let (mut count, mut invalid, mut unreadable) = (0usize, 0usize, 0usize);
    let read = each_zone(today, |number, line, read| {
        count += 1;
        match (&read, args.json) {
            (Ok(decoded), true) => {
                let reading = Reading {
                    block: number,
                    input_line: line,
                    decoded,
                };
                writeln!(out, "{}", json!(reading))?;
            }
            (Ok(decoded), false) => summary(&mut out, number, line, decoded)?,
            (Err(e), true) => {
                let row = json!({ "block": number, "input_line": line, "error": e });
                writeln!(out, "{row}")?;
            }
            (Err(e), false) => {
                writeln!(out, "block {number} (input line {line}): unreadable: {e}")?;
            }
        }
        match read {
            Ok(d) if !d.valid => invalid += 1,
            Ok(_) => {}
            Err(_) => unreadable += 1,
        }
        Ok(())
    })?;
    let counts = Counts {
        zones: count,
        bad: (invalid, "invalid"),
        unreadable,
    };
    ending("check", &mut out, read, counts)
}

/// What a run over stdin's zones saw: how many zones, how many failed and in what words, how
/// many were no zone.
pub(crate) struct Counts {
    pub zones: usize,
    pub bad: (usize, &'static str),
    pub unreadable: usize,
}

/// How a run over stdin's zones ends, its output flushed first: exit 2 when stdin could not be
/// read, 1 (the counts on stderr) when any zone failed or was no zone, else 0.
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
    let (bad, words) = c.bad;
    if bad + c.unreadable > 0 {
        let zones = words::count(c.zones, "zone");
        eprintln!(
            "mrz {command}: of {zones}, {bad} {words} and {} unreadable",
            c.unreadable
        );
        return Ok(ExitCode::FAILURE);
    }
    Ok(ExitCode::SUCCESS)
}

/// A few lines a person reads: the verdict, each wrong digit with the one it should be, the
/// errors and warnings the core found (notes left out), and the repair it offers or the
/// changes it could not choose between.
fn summary(out: &mut impl Write, block: usize, line: usize, d: &Decoded) -> io::Result<()> {
    let verdict = if d.valid { "valid" } else { "INVALID" };
    let f = &d.fields;
    // A French licence has a surname alone.
    let given = match f.given_names.as_str() {
        "" => String::new(),
        given => format!(", {given}"),
    };
    writeln!(
        out,
        "block {block} (input line {line}): {} {verdict}: {} {}{given}",
        words::format_name(d.format),
        f.passport_no,
        f.surname,
    )?;
    problems(out, d)
}

/// Each wrong digit with the one it should be, the errors and warnings the core found (notes
/// left out), and the repair it offers or the changes it could not choose between: a line each,
/// indented under a verdict.
pub(crate) fn problems(out: &mut impl Write, d: &Decoded) -> io::Result<()> {
    for c in d.checks.iter().filter(|c| !c.valid) {
        writeln!(out, "  {}", words::check(c))?;
    }
    for finding in &d.findings {
        let level = match finding.level() {
            Level::Error => "error",
            Level::Warning => "warning",
            Level::Note => continue,
        };
        writeln!(out, "  {level}: {}", words::finding(finding, d.format))?;
    }
    if let Some(r) = &d.repair {
        let change = words::change(&r.change);
        let lines = r.lines.join(" / ");
        writeln!(out, "  repair: {change} makes every digit right: {lines}")?;
    }
    if !d.candidates.is_empty() {
        writeln!(out, "  {}", words::candidates(&d.candidates))?;
    }
    Ok(())
}
