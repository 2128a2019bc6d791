//! The national formats through the command line, as a new user would take them: composed from
//! JSON, checked, refused by `mrz chip`, made into a test set of their own and read back from
//! its pictures, clean and photographed.

mod common;

use common::{batch_into, check, json_lines, mrz, text};
use std::fs;

const ZONES: &str =
    "IDFRABERTHIER<<<<<<<<<<<<<<<<<<<<<<<\n9409923102854CORINNE<<<<<<<6512068F4\n\n\
D1FRA13AA000026181231MARTIN<<9\n\n\
AAA001D<<\nFACHE305142128097<<800126<<<<<\nMARCHAND<<FABIENNE<<<<<<<<<<<<\n";

#[test]
fn composed_from_json_with_hints_for_what_the_layout_lacks() {
    let input = concat!(
        r#"{"format":"fra_id","type":"ID","countryCode":"FRA","surname":"Berthier","givenNames":"Corinne","passportNo":"940992310285","dateOfBirth":"651206","sex":"F"}"#,
        "\n",
        r#"{"format":"fra-dl","type":"D1","countryCode":"FRA","passportNo":"13AA00002","dateOfExpiry":"181231","surname":"Martin","nationality":"FRA"}"#,
        "\n",
        r#"{"format":"CHE_DL","type":"FA","countryCode":"CHE","passportNo":"AAA001D","personalNo":"305142128","optionalData2":"097","dateOfBirth":"800126","surname":"Marchand","givenNames":"Fabienne"}"#,
        "\n"
    );
    let out = mrz(&["compose", "--json"], input.as_bytes());
    assert!(out.status.success(), "{}", text(&out.stderr));
    let rows = json_lines(&out.stdout);
    let lines: Vec<String> = rows
        .iter()
        .flat_map(|r| r["lines"].as_array().unwrap().clone())
        .map(|l| l.as_str().unwrap().to_owned())
        .collect();
    let expected: Vec<&str> = ZONES.lines().filter(|l| !l.is_empty()).collect();
    assert_eq!(lines, expected);
    assert_eq!(rows[1]["format"], "fra_dl");
    assert_eq!(rows[1]["hints"][0]["code"], "unused");
    assert_eq!(rows[1]["hints"][0]["field"], "nationality");
    assert_eq!(rows[0]["hints"], serde_json::json!([]));
}

#[test]
fn checked_by_their_names_and_refused_by_chip() {
    let out = check(&[], ZONES);
    let said = text(&out.stdout);
    assert!(out.status.success(), "{said}");
    for name in [
        "French identity card (before 2021) valid: 940992310285 BERTHIER, CORINNE",
        "French driving licence valid: 13AA00002 MARTIN\n",
        "Swiss driving licence valid: AAA001D MARCHAND, FABIENNE",
    ] {
        assert!(said.contains(name), "{said}");
    }
    let wrong = check(&[], "AAA001E<<\nFACHE30514212809?<<800126<<<<<\n");
    assert_eq!(wrong.status.code(), Some(1));
    let chip = mrz(&["chip", "--json"], ZONES.as_bytes());
    assert_eq!(chip.status.code(), Some(1));
    for row in json_lines(&chip.stdout) {
        assert!(
            row["error"].as_str().unwrap().contains("ICAO 9303"),
            "{row}"
        );
    }
}

#[test]
fn a_set_of_national_zones_reads_back_clean_and_photographed() {
    for realism in ["clean", "photo"] {
        let args = [
            "--count",
            "12",
            "--seed",
            "4",
            "--formats",
            "fra_id,fra_dl,che_dl",
            "--realism",
            realism,
            "--image",
            "png",
            "--chip",
        ];
        let out = batch_into("national", realism, &args);
        let labels = json_lines(&fs::read(out.join("labels.jsonl")).unwrap());
        let mut argv = vec!["read".to_owned(), "--json".to_owned()];
        argv.extend(
            labels
                .iter()
                .map(|l| out.join(l["file"].as_str().unwrap()).display().to_string()),
        );
        let argv: Vec<&str> = argv.iter().map(String::as_str).collect();
        let read = json_lines(&mrz(&argv, b"").stdout);
        let mut right = 0;
        for (row, label) in read.iter().zip(&labels) {
            assert!(
                label.get("chip").is_none(),
                "no chip on a national record: {label}"
            );
            let want: Vec<&str> = ["line1", "line2", "line3"]
                .iter()
                .filter_map(|k| label[k].as_str().filter(|l| !l.is_empty()))
                .collect();
            right += usize::from(row["lines"] == serde_json::json!(want));
            assert_eq!(row["format"], label["format"], "{row}");
        }
        // Every clean picture, and all but one photograph.
        let least = if realism == "clean" {
            labels.len()
        } else {
            labels.len() - 1
        };
        assert!(right >= least, "{realism}: {right} of {}", labels.len());
    }
}

#[test]
fn three_licences_composed_in_a_row_are_three_zones_not_a_td1() {
    let records = concat!(
        r#"{"format":"fra_dl","type":"D1","countryCode":"FRA","passportNo":"13AA00002","dateOfExpiry":"181231","surname":"MARTIN"}"#,
        "\n",
        r#"{"format":"fra_dl","type":"D1","countryCode":"FRA","passportNo":"13BB14895","dateOfExpiry":"280920","surname":"BETTOLO"}"#,
        "\n",
        r#"{"format":"fra_dl","type":"D1","countryCode":"FRA","passportNo":"14CC12345","dateOfExpiry":"300101","surname":"DURAND"}"#,
        "\n"
    );
    let zones = mrz(&["compose"], records.as_bytes());
    let out = check(&["--json"], &text(&zones.stdout));
    let rows = json_lines(&out.stdout);
    assert_eq!(rows.len(), 3, "{}", text(&out.stdout));
    assert!(rows
        .iter()
        .all(|r| r["format"] == "fra_dl" && r["valid"] == true));
    // An invalid TD1 card stays one zone.
    let td1 = "I<UTOD231458907<<<<<<<<<<<<<<<\n7408122F1204159UTO<<<<<<<<<<<5\nERIKSSON<<ANNA<MARIA<<<<<<<<<<\n";
    assert_eq!(json_lines(&check(&["--json"], td1).stdout).len(), 1);
}
