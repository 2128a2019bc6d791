//! The `mrz` binary end to end: stdin in, stdout, stderr and exit status out.

use std::io::Write;
use std::process::{Command, Output, Stdio};

const SPECIMEN: &str = r#"{"type":"P","countryCode":"UTO","passportNo":"L898902C3","surname":"ERIKSSON","givenNames":"ANNA MARIA","nationality":"UTO","dateOfBirth":"740812","personalNo":"ZE184226B","sex":"F","dateOfExpiry":"120415"}"#;
const LINES: &str =
    "P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<\nL898902C36UTO7408122F1204159ZE184226B<<<<<10\n";

fn mrz(args: &[&str], stdin: &[u8]) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_mrz"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // A command that fails on its arguments may exit before reading: a closed pipe is fine.
    let _ = child.stdin.take().unwrap().write_all(stdin);
    child.wait_with_output().unwrap()
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8(bytes.to_vec()).unwrap()
}

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
fn bench_prints_its_figures() {
    let out = mrz(&["bench", "--runs", "5", "--warmup", "1", "--json"], b"");
    assert!(out.status.success());
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    for key in [
        "native_render_us",
        "native_floor_us",
        "ratio",
        "native_full_render_us",
    ] {
        assert!(v[key].as_f64().unwrap() > 0.0, "{key}");
    }
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

/// The ICAO check digit, written again here: the test must not trust the composer.
fn icao_check(s: &str) -> u32 {
    let value = |c: u8| match c {
        b'0'..=b'9' => u32::from(c - b'0'),
        b'A'..=b'Z' => u32::from(c - b'A') + 10,
        _ => 0,
    };
    s.bytes()
        .zip([7, 3, 1].iter().cycle())
        .map(|(c, w)| value(c) * w)
        .sum::<u32>()
        % 10
}

fn line2_valid(l: &str) -> bool {
    let digit = |i: usize| u32::from(l.as_bytes()[i] - b'0');
    digit(9) == icao_check(&l[0..9])
        && digit(19) == icao_check(&l[13..19])
        && digit(27) == icao_check(&l[21..27])
        && digit(42) == icao_check(&l[28..42])
        && digit(43) == icao_check(&[&l[0..10], &l[13..20], &l[21..43]].concat())
}

#[test]
fn batch_writes_a_reproducible_set_with_true_labels() {
    let dirs = [0, 1, 2]
        .map(|i| std::env::temp_dir().join(format!("mrz-batch-{}-{i}", std::process::id())));
    for (dir, seed) in dirs.iter().zip(["5", "5", "6"]) {
        let _ = std::fs::remove_dir_all(dir);
        let out = mrz(
            &[
                "batch",
                "--count",
                "20",
                "--seed",
                seed,
                "--corrupt",
                "0.5",
                "--out",
                dir.to_str().unwrap(),
            ],
            b"",
        );
        assert!(out.status.success(), "{}", text(&out.stderr));
        assert!(text(&out.stderr).contains("records/s"));
    }
    let read = |dir: &std::path::Path, f: &str| std::fs::read(dir.join(f)).unwrap();
    assert_eq!(
        read(&dirs[0], "labels.jsonl"),
        read(&dirs[1], "labels.jsonl")
    );
    assert_eq!(
        read(&dirs[0], "images/00017.png"),
        read(&dirs[1], "images/00017.png")
    );
    assert_ne!(
        read(&dirs[0], "labels.jsonl"),
        read(&dirs[2], "labels.jsonl")
    );

    let labels = text(&read(&dirs[0], "labels.jsonl"));
    let rows: Vec<serde_json::Value> = labels
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(rows.len(), 20);
    assert_eq!(text(&read(&dirs[0], "labels.csv")).lines().count(), 21);
    let mut negatives = 0;
    for row in &rows {
        let line2 = row["line2"].as_str().unwrap();
        assert_eq!(row["valid"].as_bool().unwrap(), line2_valid(line2), "{row}");
        assert_eq!(
            row["valid"].as_bool().unwrap(),
            row["corrupted"] == "",
            "{row}"
        );
        negatives += usize::from(row["corrupted"] != "");
        let png = read(&dirs[0], row["file"].as_str().unwrap());
        assert_eq!(&png[1..4], b"PNG");
    }
    assert!(
        (8..=30).contains(&negatives),
        "{negatives} negatives of 60 at 0.3"
    );
    for dir in dirs {
        let _ = std::fs::remove_dir_all(dir);
    }
}

#[test]
fn batch_refuses_bad_options_clearly() {
    let out = mrz(&["batch", "--count", "0", "--out", "/tmp/never"], b"");
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("--count"));
    let out = mrz(
        &[
            "batch",
            "--count",
            "5",
            "--corrupt",
            "1.5",
            "--out",
            "/tmp/never",
        ],
        b"",
    );
    assert!(text(&out.stderr).contains("not a share from 0 to 1"));
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
