use super::*;

#[test]
fn defaults_follow_the_specification() {
    let s = Style::default();
    assert_eq!(s.font_size, 64.0);
    assert!((s.letter_spacing - -1.152).abs() < 1e-4);
    assert_eq!(s.padding, 32.0);
    assert_eq!(s.background, [255; 4]);
    assert_eq!(s.foreground, [0, 0, 0, 255]);
    assert_eq!(s.validate(), Ok(()));
}

#[test]
fn print_styles_set_ten_characters_an_inch_and_the_line_pitch_they_are_given() {
    for dpi in [300.0, 600.0] {
        // The pitches mrz-core's tables give: TD1's and every other format's.
        let (six, four) = (Style::print(dpi, 6.0), Style::print(dpi, 4.0));
        for s in [six, four] {
            assert!((crate::glyphs::advance(s.font_size) - dpi / 10.0).abs() < 1e-3);
            assert_eq!((s.letter_spacing, s.padding), (0.0, dpi / 10.0));
            assert_eq!(s.validate(), Ok(()));
        }
        // A character box of 7/60 in (2.96 mm): the frame is laid out on the grid.
        assert_eq!(
            (six.character_height, four.character_height),
            (Some(dpi * 7.0 / 60.0), Some(dpi * 7.0 / 60.0))
        );
        // 4.23 mm and 6.35 mm; only the line height follows the pitch.
        assert_eq!((six.line_height, four.line_height), (dpi / 6.0, dpi / 4.0));
        let same_across = Style {
            line_height: four.line_height,
            ..six
        };
        assert_eq!(same_across, four);
    }
    // A pitch of nothing is no style: refused when drawn, not a panic.
    let none = Style::print(300.0, 0.0);
    assert_eq!(none.validate(), Err(StyleError::NotFinite));
}

#[test]
fn unreasonable_styles_are_refused() {
    let bad = |f: fn(&mut Style)| {
        let mut s = Style::default();
        f(&mut s);
        s.validate().unwrap_err()
    };
    assert_eq!(
        bad(|s| s.font_size = 0.0),
        StyleError::FontSize { value: 0.0 }
    );
    assert_eq!(
        bad(|s| s.font_size = -64.0),
        StyleError::FontSize { value: -64.0 }
    );
    assert_eq!(bad(|s| s.font_size = f32::NAN), StyleError::NotFinite);
    assert_eq!(bad(|s| s.padding = 1e9), StyleError::Padding { value: 1e9 });
    assert_eq!(
        bad(|s| s.padding = -1.0),
        StyleError::Padding { value: -1.0 }
    );
    assert!(matches!(
        bad(|s| s.letter_spacing = -40.0),
        StyleError::LetterSpacing { .. }
    ));
    assert!(matches!(
        bad(|s| s.line_height = 1.0),
        StyleError::LineHeight { .. }
    ));
    assert_eq!(
        bad(|s| s.character_height = Some(1.0)),
        StyleError::CharacterHeight { value: 1.0 }
    );
    assert_eq!(
        bad(|s| s.character_height = Some(f32::INFINITY)),
        StyleError::NotFinite
    );
}

#[test]
fn screen_styles_frame_the_ink_and_say_nothing_of_a_character_box() {
    assert_eq!(Style::default().character_height, None);
    assert_eq!(Style::with_font_size(24.0).character_height, None);
    let from_json: Style = serde_json::from_str(r#"{"fontSize": 24}"#).unwrap();
    assert_eq!(from_json.character_height, None);
    // Not part of a style as JSON, either way: print styles come from `Style::print`.
    let json = serde_json::to_value(Style::print(300.0, 4.0)).unwrap();
    assert!(json.get("characterHeight").is_none(), "{json}");
    assert!(serde_json::from_str::<Style>(r#"{"characterHeight": 35}"#).is_err());
}

#[test]
fn a_partial_style_scales_from_its_font_size() {
    let s: Style = serde_json::from_str(r#"{"fontSize": 24, "padding": 3}"#).unwrap();
    assert_eq!(
        s,
        Style {
            padding: 3.0,
            ..Style::with_font_size(24.0)
        }
    );
    let empty: Style = serde_json::from_str("{}").unwrap();
    assert_eq!(empty, Style::default());
    assert!(serde_json::from_str::<Style>(r#"{"fontsize": 24}"#).is_err());
}
