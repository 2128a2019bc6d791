//! `mrz check`: zones on stdin, one per block (blocks separated by blank lines; a block is the
//! zone's lines, the whole zone on one line, or several zones' lines in a row as `mrz compose`
//! prints them), each read and checked by the core on the day given, and a verdict for each: a
//! few sentences, or the core's whole reading as JSON.

use crate::stdin_zones::{each_zone, ending, system_today, Counts};
use crate::words;
use mrz_core::{check_text, Decoded, Finding, Level, Ymd};
use serde::Serialize;
use serde_json::json;
use std::io::{self, BufWriter, Write};
use std::process::ExitCode;

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

/// The core's reading, with the block it came from and the input line it starts on (from 1).
#[derive(Serialize)]
struct Reading<'a> {
    block: usize,
    input_line: usize,
    #[serde(flatten)]
    decoded: &'a Decoded,
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
            (Ok(decoded), false) => {
                summary(&mut out, number, line, decoded)?;
                if let Some(order) = reordered(decoded, today) {
                    let order: Vec<String> = order.iter().map(|i| (i + 1).to_string()).collect();
                    let order = order.join(", ");
                    writeln!(
                        out,
                        "  the lines read valid in the order {order}: out of order?"
                    )?;
                }
            }
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
        unreadable: (unreadable, "unreadable"),
    };
    ending("check", &mut out, read, counts)
}

/// Another order of an invalid zone's lines in which it reads valid (indices from 0): lines
/// pasted from two places, or a card's three typed bottom up, read as nonsense whose nine
/// findings do not say why.
fn reordered(d: &Decoded, today: Ymd) -> Option<Vec<usize>> {
    // Lines out of order put another line where the document code goes, or spoil three check
    // digits or more; one character wrong spoils two at most (its field's and the composite),
    // and such zones, the usual invalid ones, are not read five times more.
    let code = d.findings.iter().any(|f| {
        matches!(
            f,
            Finding::UnexpectedDocumentCode { .. } | Finding::NationalCode { .. }
        )
    });
    let spoilt = d.checks.iter().filter(|c| !c.valid).count();
    let orders: &[&[usize]] = match d.lines.len() {
        _ if d.valid || !(code || spoilt >= 3) => &[],
        2 => &[&[1, 0]],
        3 => &[&[0, 2, 1], &[1, 0, 2], &[1, 2, 0], &[2, 0, 1], &[2, 1, 0]],
        _ => &[],
    };
    orders.iter().find_map(|order| {
        let text: Vec<&str> = order.iter().map(|&i| d.lines[i].as_str()).collect();
        let read = check_text(&text.join("\n"), Some(today)).ok()?;
        read.valid.then(|| order.to_vec())
    })
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
