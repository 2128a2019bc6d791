//! `mrz chip`: each zone's chip companions, as text a person reads or as JSON, with the verdict
//! beside values from a broken zone, and an unreadable block said so.

mod common;

use common::{json_lines as rows, mrz, LINES};
use serde_json::Value;

#[test]
fn json_gives_every_key_in_upper_case_hex() {
    let out = mrz(&["chip", "--json"], LINES.as_bytes());
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let [row] = &rows(&out.stdout)[..] else {
        panic!("one zone, one row")
    };
    assert_eq!(row["mrzInformation"], "L898902C3674081221204159");
    assert_eq!(row["valid"], true);
    assert_eq!(row["format"], "td3");
    let hex = |v: &Value| {
        v.as_str()
            .unwrap()
            .chars()
            .all(|c| c.is_ascii_digit() || ('A'..='F').contains(&c))
    };
    for key in ["kSeed", "kEnc", "kMac", "dg1"] {
        assert!(hex(&row[key]), "{key}");
    }
    for (key, bytes) in [("3des", 16), ("aes128", 16), ("aes192", 24), ("aes256", 32)] {
        let v = &row["paceKpi"][key];
        assert!(hex(v) && v.as_str().unwrap().len() == 2 * bytes, "{key}");
    }
    assert!(row["dg1"].as_str().unwrap().starts_with("615B5F1F58"));
}

#[test]
fn a_broken_zone_gives_values_and_fails_the_run() {
    let broken = LINES.replace("7408122F", "7408125F");
    let zones = format!("{broken}\n{LINES}\nP<UTO\n");
    let out = mrz(&["chip", "--json"], zones.as_bytes());
    assert_eq!(out.status.code(), Some(1));
    let rows = rows(&out.stdout);
    assert_eq!(rows.len(), 3);
    assert_eq!(rows[0]["valid"], false);
    assert_eq!(rows[0]["mrzInformation"], "L898902C3674081251204159");
    assert_eq!(rows[1]["valid"], true);
    assert!(rows[2]["error"].as_str().unwrap().contains("one line"));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("1 with wrong check digits")
            && stderr.contains("1 unreadable or without an ICAO chip"),
        "{stderr}"
    );
}

#[test]
fn text_names_each_value_and_the_wrong_digit() {
    let broken = LINES.replace("7408122F", "7408125F");
    let out = mrz(&["chip"], broken.as_bytes());
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("CHECK DIGITS WRONG"), "{text}");
    for name in [
        "MRZ information",
        "K_seed",
        "K_enc",
        "K_mac",
        "PACE K_pi AES-256",
        "DG1",
    ] {
        assert!(text.contains(name), "{name}: {text}");
    }
    assert!(text.contains("date of birth"), "{text}");
}

/// `mrz batch --chip`: each JSON label carries its zone's companions, as `mrz chip` gives them;
/// the CSV keeps its columns.
#[test]
fn batch_labels_carry_the_companions_on_request() {
    let out = common::batch_into(
        "chip",
        "labels",
        &[
            "--count",
            "40",
            "--formats",
            "td3,td1,td2,mrva,mrvb",
            "--corrupt",
            "0.3",
            "--chip",
        ],
    );
    let labels = rows(&std::fs::read(out.join("labels.jsonl")).unwrap());
    let zones: Vec<String> = labels
        .iter()
        .map(|l| common::label_lines(l).join("\n"))
        .collect();
    let chips = rows(&mrz(&["chip", "--json"], zones.join("\n\n").as_bytes()).stdout);
    assert_eq!(chips.len(), 40);
    for (label, mut chip) in labels.iter().zip(chips) {
        let row = chip.as_object_mut().unwrap();
        row.remove("block");
        row.remove("input_line");
        assert_eq!(label["chip"], chip, "{}", label["index"]);
    }
    let csv = std::fs::read_to_string(out.join("labels.csv")).unwrap();
    assert!(!csv.lines().next().unwrap().contains("chip"));
    let plain = common::batch_into("chip", "plain", &["--count", "2"]);
    let labels = rows(&std::fs::read(plain.join("labels.jsonl")).unwrap());
    assert!(labels.iter().all(|l| l.get("chip").is_none()));
}

#[test]
fn a_national_zone_is_said_to_give_no_keys_not_to_be_unreadable() {
    let card = "IDFRATEST<NAME<<<<<<<<<<<<<<<<0CHE02\n1710GVA123451ROBERTA<<<<<<<9112311F2\n";
    let out = mrz(&["chip"], card.as_bytes());
    assert_eq!(out.status.code(), Some(1));
    let said = String::from_utf8_lossy(&out.stdout);
    assert!(
        said.starts_with("block 1 (input line 1): no keys: a fra_id zone"),
        "{said}"
    );
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("1 unreadable or without an ICAO chip"),
        "{stderr}"
    );
    // A zone cut short is unreadable, as check says it.
    let out = mrz(&["chip"], b"P<UTOERIKSSON<<ANNA\nL898902C36UTO\n");
    let said = String::from_utf8_lossy(&out.stdout);
    assert!(
        said.starts_with("block 1 (input line 1): unreadable: "),
        "{said}"
    );
}
