//! The checker reads zones however they are pasted, explains text that is not one, repairs one
//! usual OCR confusion and says when a composite is wrong only through another digit.

use mrz_core::{decode, decode_text, CheckName, Format};

const TD3: [&str; 2] = [
    "P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<",
    "L898902C36UTO7408122F1204159ZE184226B<<<<<10",
];

#[test]
fn zones_pasted_on_one_line_with_tabs_or_spaces_inside_are_read() {
    let texts = [
        TD3.concat(),
        TD3.join("\t"),
        format!("  {} \r\n {}  ", TD3[0], TD3[1]).replace("ERIKSSON", "ERIK SSON"),
        TD3.join("\n").to_lowercase(),
        // Wrapped in a narrow column: many lines, read in order.
        TD3.concat()
            .as_bytes()
            .chunks(20)
            .map(|c| std::str::from_utf8(c).unwrap())
            .collect::<Vec<_>>()
            .join("\n"),
    ];
    for text in texts {
        let d = decode_text(&text).unwrap_or_else(|e| panic!("{text:?}: {e}"));
        assert!(d.valid && d.lines == TD3, "{text:?}");
    }
    let td1 = "I<UTOD231458907<<<<<<<<<<<<<<<7408122F1204159UTO<<<<<<<<<<<6ERIKSSON<<ANNA<MARIA<<<<<<<<<<";
    assert_eq!(decode_text(td1).unwrap().format, Format::Td1);
}

#[test]
fn the_wrong_shape_is_explained_with_the_length_expected() {
    let err = decode_text(&format!("{}\n{}", TD3[0], &TD3[1][..40])).unwrap_err();
    assert_eq!(err.to_string(), "line 2 has 40 characters, not 44");
    let err = decode_text("I<UTO\nABC\nDEF").unwrap_err();
    assert_eq!(err.to_string(), "line 1 has 5 characters, not 30");
    assert_eq!(
        decode_text("").unwrap_err().to_string(),
        "expected 1, 2 or 3 lines, got 0"
    );
    // A TD1 without its third line, a passport with a stray line, one line not a whole zone.
    let td1 = [
        "I<UTOD231458907<<<<<<<<<<<<<<<",
        "7408122F1204159UTO<<<<<<<<<<<6",
    ];
    let err = decode_text(&td1.join("\n")).unwrap_err();
    assert_eq!(
        err.to_string(),
        "2 lines of 30: a zone of lines of 30 has 3"
    );
    let err = decode_text(&format!("{}\n{}", TD3.join("\n"), TD3[1])).unwrap_err();
    assert_eq!(
        err.to_string(),
        "3 lines of 44: a zone of lines of 44 has 2"
    );
    let err = decode_text("P<UTOERIKSSON").unwrap_err();
    assert_eq!(
        err.to_string(),
        "one line of 13 characters: a whole zone on one line has 30, 69, 72, 88 or 90"
    );
    // Three lines whose characters add up to a passport's are still three lines, one short.
    let text = [td1[0], &td1[1][..28], "ERIKSSON<<ANNA<MARIA<<<<<<<<<<"].join("\n");
    assert_eq!(
        decode_text(&text).unwrap_err().to_string(),
        "line 2 has 28 characters, not 30"
    );
}

#[test]
fn pasted_spaces_of_any_kind_are_skipped_and_errors_point_where_typed() {
    let text = format!(
        "{}\u{A0}\n\u{FEFF}{}",
        TD3[0].replacen("ANNA", "ANNA\u{3000}", 1),
        TD3[1]
    );
    assert!(decode_text(&text).unwrap().valid);
    let typed = format!("P<UTO ERIK$SON{}\n{}", &TD3[0][13..], TD3[1]);
    let err = decode_text(&typed).unwrap_err();
    assert_eq!(
        err.to_string(),
        "line 1 column 11: '$' is not A-Z, 0-9 or <"
    );
}

#[test]
fn one_usual_confusion_is_repaired_when_it_alone_explains_the_wrong_digits() {
    // The 0 of the birth date read as O: the birth digit and the composite fail.
    let line2 = TD3[1].replacen("7408122", "74O8122", 1);
    let d = decode(&[TD3[0], line2.as_str()]).unwrap();
    assert!(!d.valid);
    let r = d.repair.expect("one repair");
    let c = r.change;
    assert_eq!((c.line, c.column, c.from, c.to), (1, 15, 'O', '0'));
    assert!(d.candidates.is_empty());
    assert_eq!(r.lines, TD3);
    // A wrong expiry digit: turning the date's 2 into a Z would satisfy the digit, but a letter
    // in a date is no repair.
    let line2 = TD3[1].replacen("1204159", "1204153", 1);
    assert!(decode(&[TD3[0], line2.as_str()]).unwrap().repair.is_none());
    // A digit that is not a usual confusion of anything: no repair offered.
    let line2 = TD3[1].replacen("7408122", "7408132", 1);
    assert!(decode(&[TD3[0], line2.as_str()]).unwrap().repair.is_none());
}

#[test]
fn a_composite_wrong_only_through_another_digit_says_so() {
    let line2 = TD3[1].replacen("7408122", "7408123", 1);
    let d = decode(&[TD3[0], line2.as_str()]).unwrap();
    let wrong: Vec<_> = d.checks.iter().filter(|c| !c.valid).collect();
    assert_eq!(wrong.len(), 2);
    assert_eq!(wrong[0].name, CheckName::DateOfBirth);
    assert!(!wrong[0].consequent);
    assert!(wrong[1].consequent, "{:?}", wrong[1]);
    // Here the composite is wrong on its own account, whatever the birth digit.
    let line2 = TD3[1].replacen("7408122", "7409122", 1);
    let d = decode(&[TD3[0], line2.as_str()]).unwrap();
    assert!(d.checks.iter().all(|c| !c.consequent));
}

#[test]
fn two_changes_that_would_each_do_are_listed_and_none_is_offered() {
    // ICAO's TD1 specimen with an I typed for the 1 of its number: the I can become 1 again,
    // or the number's 8 a B, and both make every digit right.
    let lines = [
        "I<UTOD23I458907<<<<<<<<<<<<<<<",
        "7408122F1204159UTO<<<<<<<<<<<6",
        "ERIKSSON<<ANNA<MARIA<<<<<<<<<<",
    ];
    let d = decode(&lines).unwrap();
    assert!(d.repair.is_none());
    let changes: Vec<_> = d
        .candidates
        .iter()
        .map(|c| (c.line, c.column, c.from, c.to))
        .collect();
    assert!(changes.contains(&(0, 8, 'I', '1')), "{changes:?}");
    assert!(changes.len() >= 2, "{changes:?}");
}
