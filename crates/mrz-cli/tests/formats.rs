//! `mrz compose` and `mrz render` for every format: the ICAO specimens through the binary,
//! the letters mode, and a format the command does not know.

mod common;

use common::{json_lines, mrz, specimens, text};
use mrz_render::{Renderer, Style};

#[test]
fn compose_gives_each_icao_specimen_its_lines() {
    let records: Vec<_> = specimens()
        .into_iter()
        .filter(|s| s.fields.is_some())
        .collect();
    assert_eq!(records.len(), 5);
    let input: String = records
        .iter()
        .map(|s| format!("{}\n", s.fields.as_ref().unwrap()))
        .collect();
    let out = mrz(&["compose"], input.as_bytes());
    assert!(out.status.success(), "{}", text(&out.stderr));
    let want: String = records.iter().map(|s| s.lines.join("\n") + "\n").collect();
    assert_eq!(text(&out.stdout), want);

    let rows = json_lines(&mrz(&["compose", "--json"], input.as_bytes()).stdout);
    for (row, s) in rows.iter().zip(&records) {
        assert_eq!(
            row["format"],
            s.fields.as_ref().unwrap()["format"],
            "{}",
            s.name
        );
        assert_eq!(row["lines"], serde_json::json!(s.lines), "{}", s.name);
        assert_eq!(row["hints"], serde_json::json!([]), "{}", s.name);
    }
    assert_eq!(rows[1]["lines"].as_array().unwrap().len(), 3, "TD1");
}

#[test]
fn letters_follow_the_flag_unless_the_record_says() {
    let input = "{\"surname\":\"Müller\"}\n{\"surname\":\"Müller\",\"letters\":\"drop\"}\n\
                 {\"format\":\"TD1\",\"surname\":\"Ørsted-Hansen\",\"letters\":\"ICAO\"}\n";
    let surname = |args: &[&str]| -> Vec<String> {
        let out = mrz(args, input.as_bytes());
        assert!(out.status.success(), "{}", text(&out.stderr));
        json_lines(&out.stdout)
            .iter()
            .map(|r| {
                let lines = r["lines"].as_array().unwrap();
                let name_line = if lines.len() == 3 {
                    &lines[2]
                } else {
                    &lines[0]
                };
                name_line.as_str().unwrap().to_owned()
            })
            .collect()
    };
    let dropped = surname(&["compose", "--json"]);
    assert!(dropped[0].starts_with("<<<<<MLLER<<"), "{dropped:?}");
    assert!(dropped[1].starts_with("<<<<<MLLER<<"));
    assert!(dropped[2].starts_with("OERSTED<HANSEN<<"), "{dropped:?}");
    let icao = surname(&["compose", "--json", "--letters", "icao"]);
    assert!(icao[0].starts_with("<<<<<MUELLER<<"), "{icao:?}");
    assert!(
        icao[1].starts_with("<<<<<MLLER<<"),
        "the record's own mode wins"
    );
    let bad = mrz(&["compose", "--letters", "keep"], b"");
    assert_eq!(bad.status.code(), Some(2));
    assert!(text(&bad.stderr).contains("drop, icao"));
}

#[test]
fn an_unknown_format_is_an_error_naming_the_key_and_the_values() {
    let input = b"{\"format\":\"td4\"}\n{\"format\":\"mrv-b\",\"type\":\"V\"}\n{\"format\":3}\n";
    let out = mrz(&["compose", "--json"], input);
    assert_eq!(out.status.code(), Some(1));
    let rows = json_lines(&out.stdout);
    assert_eq!(
        rows[0]["error"],
        "line 1: \"format\" must be one of td3, td1, td2, mrva, mrvb, fra_id, fra_dl, che_dl, got \"td4\""
    );
    assert_eq!(rows[1]["format"], "mrvb");
    assert_eq!(
        rows[2]["error"],
        "line 3: \"format\" must be a string, got a number"
    );
    assert!(text(&out.stderr).contains("2 of 3 lines failed"));
}

/// Width and height from a PNG's header.
fn png_size(png: &[u8]) -> (u32, u32) {
    assert_eq!(&png[..8], b"\x89PNG\r\n\x1a\n");
    let at = |i: usize| u32::from_be_bytes(png[i..i + 4].try_into().unwrap());
    (at(16), at(20))
}

#[test]
fn render_draws_an_id_card_on_three_lines_on_screen_and_print_true() {
    let td1 = specimens()
        .into_iter()
        .find(|s| s.name.contains("TD1"))
        .unwrap();
    let record = td1.fields.unwrap().to_string();
    let lines: Vec<&str> = td1.lines.iter().map(String::as_str).collect();
    let mut renderer = Renderer::new();
    let td1_pitch = mrz_core::Format::Td1.layout().print_lines_per_inch;
    let (style, print) = (Style::default(), Style::print(300.0, td1_pitch.into()));
    let out = mrz(&["render", "--out", "-"], record.as_bytes());
    assert!(out.status.success(), "{}", text(&out.stderr));
    let size = png_size(&out.stdout);
    assert_eq!(size, renderer.size_for(&lines, &style).unwrap());
    let passport = renderer
        .size_for(&["<".repeat(44).as_str(); 2], &style)
        .unwrap();
    assert!(
        size.0 < passport.0 && size.1 > passport.1,
        "{size:?} {passport:?}"
    );

    let out = mrz(&["render", "--out", "-", "--dpi", "300"], record.as_bytes());
    assert!(out.status.success(), "{}", text(&out.stderr));
    let size = png_size(&out.stdout);
    assert_eq!(size, renderer.size_for(&lines, &print).unwrap());
    // 30 characters and a margin of one pitch each side, at a tenth of an inch.
    assert_eq!(size.0, 32 * 30);
}
