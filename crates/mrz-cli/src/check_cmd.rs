//! `mrz check`: zones on stdin, one per block (blocks separated by blank lines; a block is the
//! zone's lines, or the whole zone on one line), each read and checked by the core on the day
//! given, and a verdict for each: a short summary, or the core's whole reading as JSON.

use crate::blocks::Blocks;
use mrz_core::{check_text, Decoded, Level, Ymd};
use serde::Serialize;
use serde_json::{json, Value};
use std::io::{self, BufWriter, Write};
use std::process::ExitCode;
use std::time::{SystemTime, UNIX_EPOCH};

#[derive(clap::Args)]
pub struct Args {
    /// Print one JSON object per zone: the core's reading (format, valid, fields, checks,
    /// findings, repair) with its block number, or {"block": N, "error": ...}.
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

fn system_today() -> Ymd {
    let seconds = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    Ymd::from_unix_days((seconds / 86_400) as i64)
}

/// The core's reading, with the block it came from (from 1) and the input line it starts on.
#[derive(Serialize)]
struct Reading<'a> {
    block: usize,
    line: usize,
    #[serde(flatten)]
    decoded: &'a Decoded,
}

pub fn run(args: &Args) -> io::Result<ExitCode> {
    let today = args.today.unwrap_or_else(system_today);
    let mut blocks = Blocks::new(io::stdin().lock());
    let mut out = BufWriter::new(io::stdout().lock());
    let (mut count, mut invalid, mut unreadable) = (0usize, 0usize, 0usize);
    while let Some(block) = blocks.next_block()? {
        count += 1;
        let read = block
            .text
            .and_then(|t| check_text(&t, Some(today)).map_err(|e| e.to_string()));
        let line = block.line;
        match (&read, args.json) {
            (Ok(decoded), true) => {
                let reading = Reading {
                    block: count,
                    line,
                    decoded,
                };
                writeln!(out, "{}", json!(reading))?;
            }
            (Ok(decoded), false) => summary(&mut out, count, line, decoded)?,
            (Err(e), true) => writeln!(
                out,
                "{}",
                json!({ "block": count, "line": line, "error": e })
            )?,
            (Err(e), false) => writeln!(out, "block {count} (line {line}): unreadable: {e}")?,
        }
        match read {
            Ok(d) if !d.valid => invalid += 1,
            Ok(_) => {}
            Err(_) => unreadable += 1,
        }
    }
    out.flush()?;
    if invalid + unreadable > 0 {
        eprintln!("mrz check: of {count} zones, {invalid} invalid and {unreadable} unreadable");
        return Ok(ExitCode::FAILURE);
    }
    Ok(ExitCode::SUCCESS)
}

/// A few lines a person reads: the verdict, each wrong digit with the one it should be, the
/// errors and warnings the core found (notes left out), and the repair it offers.
fn summary(out: &mut impl Write, block: usize, line: usize, d: &Decoded) -> io::Result<()> {
    let verdict = if d.valid { "valid" } else { "INVALID" };
    let f = &d.fields;
    writeln!(
        out,
        "block {block} (line {line}): {} {verdict}: {} {}, {}",
        d.format.key().to_uppercase(),
        f.passport_no,
        f.surname,
        f.given_names
    )?;
    for c in d.checks.iter().filter(|c| !c.valid) {
        let name = json!(c.name);
        let name = name.as_str().unwrap_or_default();
        let why = if c.consequent {
            " (only through the digits above)"
        } else {
            ""
        };
        writeln!(
            out,
            "  check digit {name} at line {} column {}: {}, should be {}{why}",
            c.line + 1,
            c.at + 1,
            c.found,
            c.expected
        )?;
    }
    for finding in &d.findings {
        let level = match finding.level() {
            Level::Error => "error",
            Level::Warning => "warning",
            Level::Note => continue,
        };
        writeln!(out, "  {level}: {}", described(&json!(finding)))?;
    }
    if let Some(r) = &d.repair {
        writeln!(
            out,
            "  repair: line {} column {}, {} to {}: {}",
            r.line + 1,
            r.column + 1,
            r.from,
            r.to,
            r.lines.join(" / ")
        )?;
    }
    Ok(())
}

/// A finding as the core serializes it, in one line: its code, then its details.
fn described(finding: &Value) -> String {
    let Value::Object(map) = finding else {
        return finding.to_string();
    };
    let code = map.get("code").and_then(Value::as_str).unwrap_or("?");
    let details: Vec<String> = map
        .iter()
        .filter(|(k, _)| *k != "code")
        .map(|(k, v)| match v {
            Value::String(s) => format!("{k} {s}"),
            other => format!("{k} {other}"),
        })
        .collect();
    match details.is_empty() {
        true => code.to_owned(),
        false => format!("{code} ({})", details.join(", ")),
    }
}
