//! Companions of whole zones: Part 11's worked examples reached from their zones, every ICAO
//! specimen of testdata/formats.jsonl, long document numbers and wrong check digits.

use mrz_chip::{from_text, hex::text};
use mrz_core::{compose, Fields, Format};
use serde_json::Value;

fn specimens() -> Vec<(Format, Vec<String>)> {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/formats.jsonl");
    std::fs::read_to_string(path)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str::<Value>(l).unwrap())
        // The file's last line says where the specimens come from.
        .filter(|v| v.get("fields").is_some())
        .map(|v| {
            let format = serde_json::from_value(v["fields"]["format"].clone()).unwrap();
            let lines = serde_json::from_value(v["lines"].clone()).unwrap();
            (format, lines)
        })
        .collect()
}

/// Appendix D.2's MRZ information comes from a passport of L898902C, born 690806, expiring
/// 940623.
#[test]
fn the_bac_example_from_its_zone() {
    let fields = Fields {
        doc_type: "P".into(),
        country_code: "UTO".into(),
        passport_no: "L898902C".into(),
        surname: "ERIKSSON".into(),
        date_of_birth: "690806".into(),
        sex: "F".into(),
        date_of_expiry: "940623".into(),
        ..Fields::default()
    };
    let c = from_text(&compose(&fields).text()).unwrap();
    assert_eq!(c.mrz_information, "L898902C<369080619406236");
    assert_eq!(text(&c.bac.k_enc), "AB94FDECF2674FDFB9B391F85D7F76F2");
    assert_eq!(text(&c.bac.k_mac), "7962D9ECE03D1ACD4C76089DCE131543");
    assert!(c.valid);
}

/// A TD2 number of 12 characters, continued in the optional data: the whole number and the
/// digit printed after it (Appendix D's Stevenson card).
#[test]
fn a_long_number_is_taken_whole() {
    let zone = "I<UTOSTEVENSON<<PETER<JOHN<<<<<<<<<<\nD23145890<UTO3407127M95071227349<<<8";
    let c = from_text(zone).unwrap();
    assert_eq!(c.mrz_information, "D23145890734934071279507122");
    assert_eq!(text(&c.bac.k_seed), "B366AD857DDCA2B08C0E299811714730");
}

/// The same holder's TD1 card of Appendix D: its long number continued on line 1.
#[test]
fn a_td1_long_number_is_taken_whole() {
    let fields = Fields {
        format: Format::Td1,
        doc_type: "I".into(),
        country_code: "UTO".into(),
        passport_no: "D23145890734".into(),
        surname: "STEVENSON".into(),
        given_names: "PETER JOHN".into(),
        nationality: "UTO".into(),
        date_of_birth: "340712".into(),
        sex: "M".into(),
        date_of_expiry: "950712".into(),
        ..Fields::default()
    };
    let lines = compose(&fields).lines;
    assert_eq!(lines[0], "I<UTOD23145890<7349<<<<<<<<<<<");
    let c = from_text(&lines.join("\n")).unwrap();
    assert_eq!(c.mrz_information, "D23145890734934071279507122");
    assert_eq!(text(&c.bac.k_seed), "B366AD857DDCA2B08C0E299811714730");
}

#[test]
fn every_specimen_gives_its_dg1_and_keys() {
    let specimens = specimens();
    assert_eq!(specimens.len(), 5);
    for (format, lines) in specimens {
        let c = from_text(&lines.join("\n")).unwrap();
        assert_eq!(c.format, format);
        assert!(c.valid, "{format:?}");
        let chars: usize = lines.iter().map(String::len).sum();
        assert_eq!(c.dg1.len(), chars + 5);
        assert_eq!(c.dg1[..2], [0x61, (chars + 3) as u8]);
        assert_eq!(c.dg1[2..5], [0x5F, 0x1F, chars as u8]);
        assert_eq!(&c.dg1[5..], lines.concat().as_bytes());
        assert_eq!(c.mrz_information.len(), 24, "{format:?}");
        let json = serde_json::to_value(&c).unwrap();
        for key in ["mrzInformation", "kSeed", "kEnc", "kMac", "dg1"] {
            let value = json[key].as_str().unwrap();
            assert!(
                value
                    .chars()
                    .all(|ch| ch.is_ascii_hexdigit() && !ch.is_ascii_lowercase())
                    || key == "mrzInformation"
            );
        }
        for (cipher, bytes) in [("3des", 16), ("aes128", 16), ("aes192", 24), ("aes256", 32)] {
            assert_eq!(json["paceKpi"][cipher].as_str().unwrap().len(), 2 * bytes);
        }
    }
}

/// Chip testers test broken documents: the printed (wrong) digit goes into the information,
/// and the verdict says it is wrong.
#[test]
fn a_wrong_check_digit_still_gives_values() {
    let right = "P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<\nL898902C36UTO7408122F1204159ZE184226B<<<<<10";
    let wrong = right.replace("7408122F", "7408125F");
    let c = from_text(&wrong).unwrap();
    assert!(!c.valid);
    assert_eq!(c.mrz_information, "L898902C3674081251204159");
    let birth = c
        .checks
        .iter()
        .find(|k| k.name == mrz_core::CheckName::DateOfBirth)
        .unwrap();
    assert_eq!(
        (birth.found, birth.expected, birth.valid),
        ('5', '2', false)
    );
    assert_ne!(c.bac, from_text(right).unwrap().bac);
}

#[test]
fn text_that_is_no_zone_is_refused() {
    assert!(from_text("P<UTO").is_err());
}

#[test]
fn national_zones_are_refused_as_having_no_chip() {
    let zones = [
        "IDFRABERTHIER<<<<<<<<<<<<<<<<<<<<<<<\n9409923102854CORINNE<<<<<<<6512068F4",
        "D1FRA13AA000026181231MARTIN<<9",
        "AAA001D<<\nFACHE305142128097<<800126<<<<<\nMARCHAND<<FABIENNE<<<<<<<<<<<<",
    ];
    let formats = [
        mrz_core::Format::FraId,
        mrz_core::Format::FraDl,
        mrz_core::Format::CheDl,
    ];
    for (zone, format) in zones.into_iter().zip(formats) {
        let error = from_text(zone).unwrap_err();
        assert_eq!(error, mrz_chip::ChipError::NoChip { format });
        let json = serde_json::to_value(&error).unwrap();
        assert_eq!(json["code"], "no_chip");
        assert!(error.to_string().contains("ICAO 9303"));
    }
    // No zone at all keeps the core's reason.
    let json = serde_json::to_value(from_text("P<UTO").unwrap_err()).unwrap();
    assert_eq!(json["code"], "one_line");
}
