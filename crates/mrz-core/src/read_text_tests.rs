use super::*;

#[test]
fn the_alphabet_a_byte_at_a_time_and_all_at_once() {
    for b in 0..=255u8 {
        let c = char::from(b);
        let zone = c.is_ascii_uppercase() || c.is_ascii_digit() || c == '<';
        assert_eq!(is_zone_byte(b), zone, "{b}");
        assert_eq!(is_zone_char(c), zone, "{b}");
        // A stranger anywhere among many zone bytes, as the loop takes them many a step.
        for at in [0, 15, 16, 31, 40] {
            let mut text = [b'<'; 41];
            text[at] = b;
            assert_eq!(is_zone_text(&text), zone, "{b} at {at}");
        }
    }
    assert!(!is_zone_char('\u{100}') && !is_zone_char('\u{141}'));
    assert!(is_zone_text(b""));
}

#[test]
fn more_lines_than_any_format_have_no_shape() {
    let line = "<".repeat(30);
    assert_eq!(shape_of(&[&line, &line, &line]), Some(Format::Td1));
    assert_eq!(shape_of(&[&line, &line, &line, &line]), None);
    assert!(Format::ALL.iter().all(|f| f.layout().lines <= 3));
    assert_eq!(shape_of::<&str>(&[]), None);
}
