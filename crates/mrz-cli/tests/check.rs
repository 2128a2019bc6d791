//! `mrz check` end to end: zones of every format in, a verdict for each out, and the exit
//! status that says whether all were valid.

mod common;

use common::{check, json_lines, mrz, specimens, text, LINES};

#[test]
fn every_specimen_and_the_german_passport_are_valid() {
    let all = specimens();
    assert_eq!(all.len(), 6);
    let input: String = all.iter().map(|s| s.lines.join("\n") + "\n\n").collect();
    let out = check(&["--json"], &input);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stdout));
    let rows = json_lines(&out.stdout);
    assert_eq!(rows.len(), 6);
    let formats = ["td3", "td1", "td2", "mrva", "mrvb", "td3"];
    for (i, (row, s)) in rows.iter().zip(&all).enumerate() {
        assert_eq!(row["block"], i + 1, "{}", s.name);
        assert_eq!(row["format"], formats[i], "{}", s.name);
        assert_eq!(row["valid"], true, "{}: {row}", s.name);
        assert!(row["checks"]
            .as_array()
            .unwrap()
            .iter()
            .all(|c| c["valid"] == true));
        assert_eq!(row["lines"], serde_json::json!(s.lines));
    }
    assert_eq!(rows[5]["fields"]["surname"], "MUSTERMANN");
    assert_eq!(rows[5]["fields"]["countryCode"], "D");
    // Expired long ago: a warning, which does not make a zone invalid.
    assert_eq!(rows[5]["findings"][0]["code"], "expired");
    assert_eq!(rows[5]["findings"][0]["level"], "warning");

    let summary = text(&check(&[], &input).stdout);
    assert_eq!(
        summary.lines().filter(|l| l.contains(" valid: ")).count(),
        6
    );
    assert!(summary
        .contains("block 2 (input line 4): TD1 (ID card) valid: D23145890 ERIKSSON, ANNA MARIA"));
}

#[test]
fn a_wrong_digit_is_found_with_the_one_it_should_be() {
    let zone = "P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<\n\
                L898902C36UTO7408122F1204158ZE184226B<<<<<10\n";
    let out = check(&["--json"], zone);
    assert_eq!(out.status.code(), Some(1));
    let row = &json_lines(&out.stdout)[0];
    assert_eq!(row["valid"], false);
    let wrong: Vec<_> = row["checks"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|c| c["valid"] == false && c.get("consequent").is_none())
        .collect();
    assert_eq!(
        wrong.len(),
        1,
        "the composite is wrong only through it: {row}"
    );
    assert_eq!(wrong[0]["name"], "date_of_expiry");
    assert_eq!(wrong[0]["found"], "8");
    assert_eq!(wrong[0]["expected"], "9");
    let summary = text(&check(&[], zone).stdout);
    assert!(summary.contains("TD3 (passport) INVALID"), "{summary}");
    assert!(
        summary.contains("date of expiry check digit: 8, should be 9 (line 2 column 28)"),
        "{summary}"
    );
    assert!(text(&check(&[], zone).stderr).contains("1 invalid"));
}

#[test]
fn an_unreadable_block_is_reported_and_the_next_still_read() {
    let td2 = "I<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<\nD231458907UTO7408122F1204159<<<<<<<6";
    let input = format!("NOT-A-ZONE\n\n\nP<UTO\nshort\n\n{td2}\n");
    let out = check(&["--json"], &input);
    assert_eq!(out.status.code(), Some(1));
    let rows = json_lines(&out.stdout);
    assert_eq!(rows.len(), 3);
    assert_eq!(rows[0]["block"], 1);
    assert!(rows[0]["error"]
        .as_str()
        .unwrap()
        .contains("not A-Z, 0-9 or <"));
    assert_eq!(rows[1]["block"], 2);
    assert_eq!(rows[1]["input_line"], 4);
    assert!(rows[1]["error"].as_str().unwrap().contains("characters"));
    assert_eq!(
        (rows[2]["block"].clone(), rows[2]["valid"].clone()),
        (3.into(), true.into())
    );
    assert!(text(&out.stderr).contains("2 unreadable"));
    let summary = text(&check(&[], &input).stdout);
    assert!(
        summary.starts_with("block 1 (input line 1): unreadable: "),
        "{summary}"
    );
}

#[test]
fn zones_pasted_on_one_line_in_any_case_are_read() {
    let td3 = [
        "P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<",
        "L898902C36UTO7408122F1204159ZE184226B<<<<<10",
    ];
    let td1 = [
        "I<UTOD231458907<<<<<<<<<<<<<<<",
        "7408122F1204159UTO<<<<<<<<<<<6",
        "ERIKSSON<<ANNA<MARIA<<<<<<<<<<",
    ];
    let pastes = [
        td3.concat(),
        td3.join("\t"),
        td3.join(" ").to_lowercase(),
        format!("  {}  ", td1.concat()),
        td1.join("\t"),
    ];
    let input = pastes.join("\n\n");
    let out = check(&["--json"], &input);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stdout));
    let rows = json_lines(&out.stdout);
    let formats: Vec<&str> = rows.iter().map(|r| r["format"].as_str().unwrap()).collect();
    assert_eq!(formats, ["td3", "td3", "td3", "td1", "td1"]);
    assert!(rows.iter().all(|r| r["valid"] == true));
    assert_eq!(rows[2]["lines"], serde_json::json!(td3));
}

#[test]
fn today_is_a_day_and_the_clock_is_used_without_it() {
    let bad = mrz(&["check", "--today", "2026-02-30"], b"");
    assert_eq!(bad.status.code(), Some(2));
    assert!(text(&bad.stderr).contains("is not a day as YYYY-MM-DD"));
    // Without --today the system clock gives the day: the specimen has expired by now.
    let zone = specimens()[0].lines.join("\n");
    let row = &json_lines(&mrz(&["check", "--json"], zone.as_bytes()).stdout)[0];
    assert_eq!(row["findings"][0]["code"], "expired");
    assert!(row["birth"] == "1974-08-12");
}

#[test]
fn nothing_to_check_is_no_pass() {
    for (command, input) in [("check", &b""[..]), ("check", b"\n\n  \n"), ("chip", b"")] {
        let out = mrz(&[command], input);
        assert_eq!(out.status.code(), Some(1), "mrz {command}");
        assert!(out.stdout.is_empty());
        let said = text(&out.stderr);
        assert!(said.contains("no zone on stdin"), "mrz {command}: {said}");
    }
}

#[test]
fn lines_given_out_of_order_are_said_to_read_valid_in_theirs() {
    let lines: Vec<&str> = LINES.lines().collect();
    let swapped = format!("{}\n{}\n", lines[1], lines[0]);
    let out = check(&[], &swapped);
    assert_eq!(out.status.code(), Some(1));
    let said = text(&out.stdout);
    assert!(
        said.contains("the lines read valid in the order 2, 1"),
        "{said}"
    );
    // A zone merely invalid in its own order is not sent looking for another.
    let wrong = LINES.replace("<<<<<10", "<<<<<11");
    let said = text(&check(&[], &wrong).stdout);
    assert!(
        said.contains("INVALID") && !said.contains("in the order"),
        "{said}"
    );
    // A card's last two lines swapped: its code is right, and three check digits are wrong.
    let card = specimens()
        .into_iter()
        .find(|s| s.lines.len() == 3)
        .unwrap()
        .lines;
    let swapped = format!("{}\n{}\n{}\n", card[0], card[2], card[1]);
    let said = text(&check(&[], &swapped).stdout);
    assert!(said.contains("in the order 1, 3, 2"), "{said}");
}
