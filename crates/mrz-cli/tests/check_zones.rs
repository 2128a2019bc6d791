//! `mrz check` on what people give it: `mrz compose` output piped in (zones in a row with no
//! blank line between them), sentences in its plain output, and errors reading stdin.

mod common;

use common::{check, json_lines, mrz, specimens, text};
use std::process::{Command, Stdio};

const TD1: [&str; 3] = [
    "I<UTOD231458907<<<<<<<<<<<<<<<",
    "7408122F1204159UTO<<<<<<<<<<<6",
    "ERIKSSON<<ANNA<MARIA<<<<<<<<<<",
];

#[test]
fn compose_piped_into_check_gives_each_specimen_valid() {
    let records: String = specimens()
        .iter()
        .filter_map(|s| s.fields.as_ref().map(|f| f.to_string() + "\n"))
        .collect();
    let composed = mrz(&["compose"], records.as_bytes());
    assert!(composed.status.success());
    let zones = text(&composed.stdout);
    assert!(!zones.contains("\n\n"), "compose prints no blank lines");
    let out = check(&["--json"], &zones);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stdout));
    let rows = json_lines(&out.stdout);
    let formats: Vec<&str> = rows.iter().map(|r| r["format"].as_str().unwrap()).collect();
    assert_eq!(formats, ["td3", "td1", "td2", "mrva", "mrvb"]);
    assert!(rows.iter().all(|r| r["valid"] == true && r["block"] == 1));
    // Each zone with the input line it starts on (from 1); the core's own lines stay from 0.
    let input_lines: Vec<u64> = rows
        .iter()
        .map(|r| r["input_line"].as_u64().unwrap())
        .collect();
    assert_eq!(input_lines, [1, 3, 6, 8, 10]);
    assert!(rows.iter().all(|r| r.get("line").is_none()));
    assert_eq!(rows[1]["checks"][0]["line"], 0);
    let plain = text(&check(&[], &zones).stdout);
    assert!(
        plain.contains("block 1 (input line 10): MRV-B (visa) valid: "),
        "{plain}"
    );
    assert!(!plain.contains("MRVB"), "{plain}");
}

#[test]
fn two_id_cards_back_to_back_are_two_zones_and_a_ragged_block_is_one() {
    let mut wrong = TD1;
    wrong[1] = "7408122F1204158UTO<<<<<<<<<<<6";
    let input = format!("{}\n{}\n", TD1.join("\n"), wrong.join("\n"));
    let out = check(&["--json"], &input);
    assert_eq!(out.status.code(), Some(1));
    let rows = json_lines(&out.stdout);
    assert_eq!(rows.len(), 2);
    assert_eq!(
        (rows[0]["input_line"].clone(), rows[0]["valid"].clone()),
        (1.into(), true.into())
    );
    assert_eq!(
        (rows[1]["input_line"].clone(), rows[1]["valid"].clone()),
        (4.into(), false.into())
    );
    assert!(text(&out.stderr).contains("of 2 zones, 1 invalid and 0 unreadable"));

    let ragged = format!("{}\n{}\n", TD1.join("\n"), &TD1[..2].join("\n"));
    let out = check(&["--json"], &ragged);
    let rows = json_lines(&out.stdout);
    assert_eq!(rows.len(), 1);
    assert_eq!(rows[0]["input_line"], 1);
    assert!(rows[0]["error"].is_string(), "{}", rows[0]);
    assert!(text(&out.stderr).contains("of 1 zone, 0 invalid and 1 unreadable"));
}

#[test]
fn a_stray_line_under_a_zone_is_the_line_named() {
    let input = format!("{}SPECIMEN\n", common::LINES);
    let out = check(&[], &input);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        text(&out.stdout).trim_end(),
        "block 1 (input line 1): unreadable: line 3 is not part of the zone: lines 1 and 2 are a \
         whole TD3 zone"
    );
}

#[test]
fn plain_output_is_sentences_with_lines_and_columns_from_1() {
    let zone = "P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<\n\
                L898902C36UTO74O8122F1204158ZE184226B<<<<<10\n";
    let plain = text(&check(&[], zone).stdout);
    let want = [
        "block 1 (input line 1): TD3 (passport) INVALID: L898902C3 ERIKSSON, ANNA MARIA",
        "  date of birth check digit: 2, should be 6 (line 2 column 20)",
        "  date of expiry check digit: 8, should be 9 (line 2 column 28)",
        "  composite check digit: 0, should be 7 (line 2 column 44), wrong only through the \
         digits above",
        "  error: date of birth: letters where only digits go (O)",
        "  warning: expired on 2012-04-15",
    ];
    assert_eq!(plain.lines().collect::<Vec<_>>(), want);
    for raw in [
        "letters_in_digits",
        "date_of_birth",
        "dateOfBirth",
        "TD3 INVALID",
    ] {
        assert!(!plain.contains(raw), "{raw} in {plain}");
    }
    let month = zone.replace("74O812", "741312");
    let plain = text(&check(&[], &month).stdout);
    assert!(plain.contains("  error: date of birth: not a date (month outside 01 to 12)"));
    let repair = zone.replace("74O8122", "7408122").replace("158Z", "159Z");
    let plain = text(&check(&[], &repair.replace("<10\n", "<1O\n")).stdout);
    assert!(
        plain.contains("  repair: line 2 column 44 O→0 makes every digit right: P<UTO"),
        "{plain}"
    );
}

#[test]
fn several_candidate_repairs_are_listed_and_none_chosen() {
    let mut zone = TD1;
    zone[0] = "I<UTOD23I458907<<<<<<<<<<<<<<<";
    let zone = zone.join("\n");
    let plain = text(&check(&[], &zone).stdout);
    assert!(plain.contains("TD1 (ID card) INVALID"), "{plain}");
    assert!(
        plain.contains(
            "  two single changes would each make every digit right: \
             line 1 column 9 I→1, line 1 column 12 8→B"
        ),
        "{plain}"
    );
    assert!(!plain.contains("repair:"), "{plain}");
    let row = &json_lines(&check(&["--json"], &zone).stdout)[0];
    assert_eq!(
        row["candidates"][0]["column"], 8,
        "the core's columns, from 0"
    );
    assert!(row.get("repair").is_none());
}

#[test]
fn compose_output_past_a_megabyte_is_still_read_zone_by_zone() {
    let record = specimens()[1].fields.as_ref().unwrap().to_string() + "\n";
    let td1 = mrz_core::Format::Td1.layout();
    let records = (1 << 20) / td1.characters() + 100;
    let composed = mrz(&["compose"], record.repeat(records).as_bytes());
    let out = check(&["--json"], &text(&composed.stdout));
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let rows = json_lines(&out.stdout);
    assert_eq!(rows.len(), records);
    let last = rows[records - 1]["input_line"].as_u64().unwrap() as usize;
    assert_eq!(last, (records - 1) * td1.lines + 1);
}

#[test]
fn stdin_that_cannot_be_read_is_named_by_the_command() {
    let dir = std::fs::File::open(env!("CARGO_MANIFEST_DIR")).unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_mrz"))
        .args(["check"])
        .stdin(Stdio::from(dir))
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = text(&out.stderr);
    assert!(err.starts_with("mrz check: cannot read stdin: "), "{err}");
}
