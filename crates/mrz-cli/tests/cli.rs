//! The `mrz` binary end to end: stdin in, stdout, stderr and exit status out.

mod common;

use common::{mrz, text, LINES, SPECIMEN};
use std::process::Output;

/// `mrz compose --json` on input with bad lines: it exits 1, and here is each line's answer.
fn compose_json_failing(input: &[u8]) -> (Output, Vec<serde_json::Value>) {
    let out = mrz(&["compose", "--json"], input);
    assert_eq!(out.status.code(), Some(1));
    let rows = text(&out.stdout)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    (out, rows)
}

#[test]
fn compose_prints_the_icao_specimen() {
    let out = mrz(&["compose"], format!("{SPECIMEN}\n").as_bytes());
    assert!(out.status.success());
    assert_eq!(text(&out.stdout), LINES);
    // A file an editor began with a byte-order mark, before the record or alone on its line.
    for marked in [
        format!("\u{FEFF}{SPECIMEN}\n"),
        format!("\u{FEFF}\n{SPECIMEN}\n"),
    ] {
        let out = mrz(&["compose"], marked.as_bytes());
        assert!(out.status.success(), "{}", text(&out.stderr));
        assert_eq!(text(&out.stdout), LINES);
    }
}

#[test]
fn compose_json_reports_every_line_in_order_and_fails_at_the_end() {
    let mut input = format!("{SPECIMEN}\n{{\"sex\": 1}}\nnot json\n\n").into_bytes();
    input.extend_from_slice(b"\xff\n");
    input.extend_from_slice("{\"surname\":\"Ünal\"}\n".as_bytes());
    let (out, rows) = compose_json_failing(&input);
    assert_eq!(
        rows.len(),
        5,
        "the blank line is skipped, every other line answered"
    );
    assert_eq!(
        rows[0]["lines"][1],
        "L898902C36UTO7408122F1204159ZE184226B<<<<<10"
    );
    assert_eq!(rows[0]["hints"], serde_json::json!([]));
    assert_eq!(
        rows[1]["error"],
        "line 2: \"sex\" must be a string, got a number"
    );
    assert!(rows[2]["error"]
        .as_str()
        .unwrap()
        .starts_with("line 3: not valid JSON"));
    assert_eq!(rows[3]["error"], "line 5: not valid UTF-8 (byte 1)");
    assert_eq!(rows[4]["hints"][0]["code"], "dropped");
    assert_eq!(rows[4]["hints"][0]["suggestion"], "UENAL");
    assert!(text(&out.stderr).contains("3 of 6 lines failed"));
}

#[test]
fn compose_text_mode_keeps_going_past_errors() {
    let out = mrz(&["compose"], format!("[]\n{SPECIMEN}").as_bytes());
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(text(&out.stdout), LINES);
    assert!(text(&out.stderr).contains("line 1: expected a JSON object, got an array"));
}

#[test]
fn compose_with_empty_input_prints_nothing_and_succeeds() {
    let out = mrz(&["compose"], b"");
    assert!(out.status.success());
    assert!(out.stdout.is_empty());
}

#[test]
fn render_writes_a_png_of_the_default_size() {
    let dir = std::env::temp_dir().join(format!("mrz-cli-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("specimen.png");
    let out = mrz(
        &["render", "--out", path.to_str().unwrap()],
        SPECIMEN.as_bytes(),
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    let png = std::fs::read(&path).unwrap();
    assert_eq!(&png[..8], b"\x89PNG\r\n\x1a\n");
    let width = u32::from_be_bytes(png[16..20].try_into().unwrap());
    let height = u32::from_be_bytes(png[20..24].try_into().unwrap());
    assert_eq!((width, height), (2051, 191));
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn render_flags_change_the_image_and_bad_ones_are_explained() {
    let out = mrz(
        &[
            "render",
            "--out",
            "-",
            "--font-size",
            "20",
            "--background",
            "#102030",
        ],
        SPECIMEN.as_bytes(),
    );
    assert!(out.status.success());
    assert_eq!(
        u32::from_be_bytes(out.stdout[16..20].try_into().unwrap()),
        641
    );
    let out = mrz(
        &["render", "--out", "-", "--font-size", "0"],
        SPECIMEN.as_bytes(),
    );
    assert_eq!(out.status.code(), Some(1));
    assert!(text(&out.stderr).contains("font size 0 px is outside 4 to 512 px"));
    let out = mrz(
        &["render", "--out", "-", "--foreground", "red"],
        SPECIMEN.as_bytes(),
    );
    assert!(!out.status.success());
    assert!(text(&out.stderr).contains("is not #rgb, #rrggbb or #rrggbbaa"));
    let out = mrz(&["render", "--out", "-"], b"{\"surname\": 5}");
    assert_eq!(out.status.code(), Some(1));
    assert!(text(&out.stderr).contains("\"surname\" must be a string"));
}

#[test]
fn compose_survives_a_stream_of_hostile_lines_and_answers_every_one() {
    // Every kind of bad line, many times over, with good ones between: each gets its answer
    // in order, the good ones their lines.
    let bad: [&[u8]; 8] = [
        b"{",
        b"{\"surname\": [1, 2]}",
        b"\"just a string\"",
        b"\xc3\x28\xa0\xa1",
        b"{\"surname\": \"\\ud800\"}",
        b"{\"surname\": 1e999}",
        b"[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]",
        b"\0\0\0",
    ];
    let mut input = Vec::new();
    for round in 0..40 {
        for line in bad {
            input.extend_from_slice(line);
            input.push(b'\n');
        }
        input.extend_from_slice(SPECIMEN.as_bytes());
        input.push(b'\n');
        if round == 20 {
            // A line over the 1 MiB limit: refused, and reading goes on after it.
            input.extend(std::iter::repeat_n(b'x', 2 << 20));
            input.push(b'\n');
        }
    }
    let (_, rows) = compose_json_failing(&input);
    assert_eq!(rows.len(), 40 * 9 + 1, "one answer per line");
    let good = rows
        .iter()
        .filter(|r| r["lines"][1] == LINES.lines().nth(1).unwrap())
        .count();
    assert_eq!(good, 40);
    let errors: Vec<&str> = rows.iter().filter_map(|r| r["error"].as_str()).collect();
    assert_eq!(errors.len(), 40 * 8 + 1);
    assert!(
        errors
            .iter()
            .all(|e| e.starts_with("line ") && e.len() > 12),
        "{errors:?}"
    );
    assert!(errors.iter().any(|e| e.contains("longer than 1 MiB")));
}

#[test]
fn render_at_a_dpi_is_print_true_and_says_so() {
    let out = mrz(
        &["render", "--out", "-", "--dpi", "300"],
        SPECIMEN.as_bytes(),
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    let png = out.stdout;
    // 46 pitches of a tenth of an inch.
    assert_eq!(u32::from_be_bytes(png[16..20].try_into().unwrap()), 1380);
    let phys = png
        .windows(4)
        .position(|w| w == b"pHYs")
        .expect("a pHYs chunk");
    let per_metre = u32::from_be_bytes(png[phys + 4..phys + 8].try_into().unwrap());
    assert_eq!((f64::from(per_metre) * 0.0254).round(), 300.0);
    assert_eq!(png[phys + 12], 1, "in metres");
    let bad = mrz(&["render", "--out", "-", "--dpi", "5"], SPECIMEN.as_bytes());
    assert!(text(&bad.stderr).contains("not a resolution from 72 to 2400 dpi"));
    let both = mrz(
        &["render", "--out", "-", "--dpi", "300", "--padding", "3"],
        SPECIMEN.as_bytes(),
    );
    assert!(!both.status.success());
}
