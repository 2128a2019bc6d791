//! What `mrz compose` and `mrz render` say about their input on stderr: what the core had to
//! change in a record, and, for render, what stdin held instead of one record.

mod common;

use common::{mrz, text, SPECIMEN};

#[test]
fn compose_and_render_say_what_they_changed_on_stderr_and_still_succeed() {
    let out = mrz(&["compose"], format!("{SPECIMEN}\n").as_bytes());
    assert_eq!(text(&out.stderr), "", "the specimen needs no word");
    let iso = SPECIMEN.replace("\"740812\"", "\"1974-08-12\"");
    assert_ne!(iso, SPECIMEN);
    let out = mrz(&["compose"], format!("{SPECIMEN}\n{iso}\n").as_bytes());
    assert!(out.status.success());
    assert_eq!(text(&out.stdout).lines().count(), 4);
    let said = text(&out.stderr);
    assert!(
        said.contains("mrz compose: line 2: date of birth: not a YYMMDD date"),
        "{said}"
    );
    assert!(!said.contains("line 1:"), "{said}");
    let dir = std::env::temp_dir().join(format!("mrz-hints-{}.png", std::process::id()));
    let out = mrz(&["render", "--out", dir.to_str().unwrap()], iso.as_bytes());
    assert!(out.status.success());
    assert!(text(&out.stderr).contains("mrz render: date of birth: not a YYMMDD date"));
    std::fs::remove_file(dir).unwrap();
}

#[test]
fn render_says_what_stdin_held_instead_of_one_record() {
    let two = format!("{SPECIMEN}\n\n{SPECIMEN}\n");
    let two_crlf = two.replace('\n', "\r\n");
    let marked = format!("\u{FEFF}{two}");
    // A record then a line that is none: the parser's own words, not "2 records".
    let then_text = format!("{SPECIMEN}\nhello\n");
    let pretty = "\u{FEFF}{\n  \"surname\": \"ERIKSSON\"\n}\n";
    for (input, said) in [
        ("", "no record on stdin"),
        (" \n\n", "no record on stdin"),
        (two.as_str(), "2 records on stdin, and render draws one"),
        (
            two_crlf.as_str(),
            "2 records on stdin, and render draws one",
        ),
        (marked.as_str(), "2 records on stdin, and render draws one"),
        (then_text.as_str(), "not valid JSON"),
        ("a,b\n1,2\n", "not valid JSON"),
        (pretty, ""),
    ] {
        let out = mrz(&["render", "--out", "-"], input.as_bytes());
        let stderr = text(&out.stderr);
        if said.is_empty() {
            assert!(out.status.success(), "{input:?}: {stderr}");
            assert!(out.stdout.starts_with(b"\x89PNG"));
        } else {
            assert_eq!(out.status.code(), Some(1), "{input:?}");
            assert!(stderr.contains(said), "{input:?}: {stderr}");
        }
    }
    // Two lines of Latin-1: not UTF-8, whatever their count.
    let out = mrz(
        &["render", "--out", "-"],
        b"{\"surname\": \"\xC9MILE\"}\n{}\n",
    );
    assert_eq!(out.status.code(), Some(1));
    assert!(
        !text(&out.stderr).contains("records on stdin"),
        "{}",
        text(&out.stderr)
    );
    for name in ["zone.jpg", "zone.JPEG", "zone.tiff", "zone.svg", "zone.pdf"] {
        let out = mrz(&["render", "--out", name], SPECIMEN.as_bytes());
        assert_eq!(out.status.code(), Some(1));
        assert!(text(&out.stderr).contains("render writes PNG only"));
        assert!(!std::path::Path::new(name).exists());
    }
}
