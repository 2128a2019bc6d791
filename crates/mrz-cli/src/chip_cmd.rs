//! `mrz chip`: zones on stdin as `mrz check` takes them, and for each what a chip test needs
//! (mrz-chip): the MRZ information, BAC's keys, PACE's K_pi for each cipher and DG1, all in
//! upper-case hexadecimal. A zone whose check digits are wrong still gives its values, the
//! verdict beside them: chip testers test broken documents too. A national zone (French, Swiss)
//! is refused as unreadable is: its document carries no ICAO chip.

use crate::stdin_zones::{each_zone, ending, system_today, Counts};
use crate::words;
use mrz_chip::{companions, hex::text, Companions};
use serde::Serialize;
use serde_json::json;
use std::io::{self, BufWriter, Write};
use std::process::ExitCode;

#[derive(clap::Args)]
pub struct Args {
    /// Print one JSON object per zone: {"block", "input_line", "format", "mrzInformation",
    /// "kSeed", "kEnc", "kMac", "paceKpi": {"3des", "aes128", "aes192", "aes256"}, "dg1",
    /// "valid", "checks"}, or {"block", "input_line", "error"}.
    #[arg(long)]
    json: bool,
}

#[derive(Serialize)]
struct Row<'a> {
    block: usize,
    input_line: usize,
    #[serde(flatten)]
    companions: &'a Companions,
}

pub fn run(args: &Args) -> io::Result<ExitCode> {
    let mut out = BufWriter::new(io::stdout().lock());
    let (mut count, mut wrong, mut unreadable) = (0usize, 0usize, 0usize);
    let read = each_zone(system_today(), |number, line, read| {
        count += 1;
        // A national zone reads, but has no chip: said as a zone that gives no keys.
        let read = read
            .map_err(|e| ("unreadable", e))
            .and_then(|decoded| companions(&decoded).map_err(|e| ("no keys", e.to_string())));
        let c = match read {
            Ok(c) => c,
            Err((why, e)) => {
                unreadable += 1;
                return match args.json {
                    true => writeln!(
                        out,
                        "{}",
                        json!({ "block": number, "input_line": line, "error": e })
                    ),
                    false => writeln!(out, "block {number} (input line {line}): {why}: {e}"),
                };
            }
        };
        wrong += usize::from(!c.valid);
        match args.json {
            true => {
                let row = Row {
                    block: number,
                    input_line: line,
                    companions: &c,
                };
                writeln!(out, "{}", json!(row))
            }
            false => summary(&mut out, number, line, &c),
        }
    })?;
    let counts = Counts {
        zones: count,
        bad: (wrong, "with wrong check digits (values given)"),
        unreadable: (unreadable, "unreadable or without an ICAO chip"),
    };
    ending("chip", &mut out, read, counts)
}

fn summary(out: &mut impl Write, block: usize, line: usize, c: &Companions) -> io::Result<()> {
    let verdict = match c.valid {
        true => "check digits right",
        false => "CHECK DIGITS WRONG (values from the digits as printed)",
    };
    let format = words::format_name(c.format);
    writeln!(
        out,
        "block {block} (input line {line}): {format}, {verdict}"
    )?;
    for check in c.checks.iter().filter(|k| !k.valid) {
        writeln!(out, "  {}", words::check(check))?;
    }
    let k = &c.pace_kpi;
    for (name, value) in [
        ("MRZ information", c.mrz_information.clone()),
        ("K_seed", text(&c.bac.k_seed)),
        ("K_enc", text(&c.bac.k_enc)),
        ("K_mac", text(&c.bac.k_mac)),
        ("PACE K_pi 3DES", text(&k.des3)),
        ("PACE K_pi AES-128", text(&k.aes128)),
        ("PACE K_pi AES-192", text(&k.aes192)),
        ("PACE K_pi AES-256", text(&k.aes256)),
        ("DG1", text(&c.dg1)),
    ] {
        writeln!(out, "  {name:<18} {value}")?;
    }
    Ok(())
}
