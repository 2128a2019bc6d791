//! Zones the project did not draw: pictures made by scripts/fixtures/freetype_corpus.py, which
//! composes its own zones (its own check digits) and draws them with FreeType (Pillow's
//! ImageFont.truetype) in the OCR-B font, on documents and pages, turned any way, tilted, lit
//! unevenly, blurred, noised and saved as JPEG or PNG; and pictures with no zone at all. See
//! tests/fixtures/freetype/README.md. Run with `-- --nocapture` for the table.

mod corpus;

use corpus::{describe, dir, labels, load};
use mrz_read::Reader;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::time::Instant;

/// The share of the pictures with a zone that must read exactly, every character of every
/// line: a little under the share it reads (59 of 60 on 2026-11-26: every upright, turned and
/// JPEG zone, 17 of the 18 tilted by 10 to 28 degrees), so that a change that reads fewer fails
/// here.
const FLOOR: f64 = 0.95;

/// The table's rows: a picture is in one of the first three (how the zone lies) and in
/// `blurred` and `jpeg` when it is.
const CATEGORIES: [&str; 5] = ["upright", "turned", "perspective", "blurred", "jpeg"];

enum Outcome {
    Read,
    /// Lines read that are not the zone's (or, for a picture with no zone, a valid zone).
    Wrong {
        lines: Vec<String>,
        valid: bool,
    },
    Error(String),
    Panic(String),
}

fn panic_message(e: &(dyn std::any::Any + Send)) -> String {
    e.downcast_ref::<&str>()
        .map(|s| s.to_string())
        .or_else(|| e.downcast_ref::<String>().cloned())
        .unwrap_or_else(|| "a panic".into())
}

/// How many characters differ, when the lines have the zone's shape.
fn wrong_characters(expected: &[String], got: &[String]) -> Option<usize> {
    let same_shape =
        expected.len() == got.len() && expected.iter().zip(got).all(|(e, g)| e.len() == g.len());
    same_shape.then(|| {
        expected
            .iter()
            .zip(got)
            .map(|(e, g)| e.bytes().zip(g.bytes()).filter(|(a, b)| a != b).count())
            .sum()
    })
}

#[test]
fn freetype_corpus_reads_and_never_finds_a_zone_where_there_is_none() {
    let labels = labels();
    let reader = Reader::new();
    let started = Instant::now();
    let mut outcomes = Vec::new();
    for label in &labels {
        if let Some(lines) = &label.lines {
            // The generator's own check digits, checked by the project's decoder.
            let decoded = mrz_core::decode(lines).expect("a label's lines decode");
            assert!(
                decoded.valid,
                "{}: the label is not a valid zone",
                label.file
            );
        }
        let picture = load(&label.file);
        let result = catch_unwind(AssertUnwindSafe(|| reader.read(&picture)));
        let outcome = match result {
            Err(e) => Outcome::Panic(panic_message(e.as_ref())),
            // No zone found where there is none is right.
            Ok(Err(_)) if label.lines.is_none() => Outcome::Read,
            Ok(Err(e)) => Outcome::Error(e.to_string()),
            Ok(Ok(reading)) => match &label.lines {
                Some(expected) if reading.lines == *expected => Outcome::Read,
                Some(_) => Outcome::Wrong {
                    valid: reading.valid(),
                    lines: reading.lines,
                },
                None if !reading.valid() => Outcome::Read,
                None => Outcome::Wrong {
                    valid: true,
                    lines: reading.lines,
                },
            },
        };
        outcomes.push(outcome);
    }
    let elapsed = started.elapsed();

    let zones: Vec<usize> = (0..labels.len())
        .filter(|&i| labels[i].lines.is_some())
        .collect();
    let blanks: Vec<usize> = (0..labels.len())
        .filter(|&i| labels[i].lines.is_none())
        .collect();
    let read = |set: &[usize]| {
        set.iter()
            .filter(|&&i| matches!(outcomes[i], Outcome::Read))
            .count()
    };

    println!(
        "\nFreeType corpus ({}): {} pictures with a zone, {} without, read in {:.1} s",
        dir().display(),
        zones.len(),
        blanks.len(),
        elapsed.as_secs_f64()
    );
    println!(
        "  {:<12} {:>5} {:>5} {:>6}",
        "category", "read", "of", "share"
    );
    let share = |n: usize, m: usize| if m == 0 { 0.0 } else { n as f64 / m as f64 };
    for category in CATEGORIES {
        let set: Vec<usize> = zones
            .iter()
            .copied()
            .filter(|&i| labels[i].tags.iter().any(|t| t == category))
            .collect();
        let n = read(&set);
        println!(
            "  {:<12} {:>5} {:>5} {:>5.0}%",
            category,
            n,
            set.len(),
            100.0 * share(n, set.len())
        );
    }
    let all = read(&zones);
    println!(
        "  {:<12} {:>5} {:>5} {:>5.0}%",
        "all",
        all,
        zones.len(),
        100.0 * share(all, zones.len())
    );
    println!(
        "  {:<12} {:>5} {:>5}        (no valid zone found, as there is none)",
        "no zone",
        read(&blanks),
        blanks.len()
    );

    let mut panics = 0;
    let mut failures = 0;
    for (label, outcome) in labels.iter().zip(&outcomes) {
        if matches!(outcome, Outcome::Read) {
            continue;
        }
        if failures == 0 {
            println!("\nnot read:");
        }
        failures += 1;
        println!("  {} ({})", label.file, describe(label));
        if let Some(expected) = &label.lines {
            for (i, line) in expected.iter().enumerate() {
                println!(
                    "    {} {line}",
                    if i == 0 { "expected" } else { "        " }
                );
            }
        }
        match outcome {
            Outcome::Read => unreachable!(),
            Outcome::Wrong { lines, valid } => {
                for (i, line) in lines.iter().enumerate() {
                    println!(
                        "    {} {line}",
                        if i == 0 { "got     " } else { "        " }
                    );
                }
                let wrong = label
                    .lines
                    .as_ref()
                    .and_then(|e| wrong_characters(e, lines));
                println!(
                    "             ({}{})",
                    if *valid { "a valid zone" } else { "not valid" },
                    wrong.map_or(String::new(), |n| format!(", {n} characters wrong"))
                );
            }
            Outcome::Error(e) => println!("    got      error: {e}"),
            Outcome::Panic(e) => {
                panics += 1;
                println!("    got      PANIC: {e}");
            }
        }
    }
    println!();

    let false_zones: Vec<&str> = blanks
        .iter()
        .filter(|&&i| !matches!(outcomes[i], Outcome::Read))
        .map(|&i| labels[i].file.as_str())
        .collect();
    assert!(
        false_zones.is_empty(),
        "a valid zone read (or a panic) from pictures with none: {false_zones:?}"
    );
    assert_eq!(panics, 0, "the reader panicked on {panics} pictures");
    let reached = share(all, zones.len());
    assert!(
        reached >= FLOOR,
        "read {all} of {} pictures with a zone ({:.1}%), under the floor of {:.1}%",
        zones.len(),
        100.0 * reached,
        100.0 * FLOOR
    );
}
