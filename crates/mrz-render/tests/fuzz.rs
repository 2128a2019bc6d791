//! Hostile input at volume, through everything the page and the command feed the core: fields
//! from arbitrary bytes and JSON, styles from arbitrary numbers and JSON. Composing and drawing
//! never panic, never allocate beyond the image limit, and an unreasonable style comes back as
//! an error that says what is wrong. `MRZ_FUZZ_CASES` sets how many inputs each target tries
//! (500 by default, in `npm test`; `npm run fuzz` tries 100,000); each target prints how many it tried.

use mrz_core::{compose, Field, Fields};
use mrz_render::{Renderer, Style, StyleSpec};
use proptest::prelude::*;
use proptest::test_runner::{Config, TestCaseError, TestRunner};
use std::cell::Cell;

const MAX_IMAGE_BYTES: usize = 128 << 20;

fn cases() -> u32 {
    std::env::var("MRZ_FUZZ_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(500)
}

fn fuzz<S: Strategy>(
    name: &str,
    strategy: S,
    test: impl Fn(S::Value) -> Result<(), TestCaseError>,
) {
    let config = Config {
        cases: cases(),
        failure_persistence: None,
        ..Config::default()
    };
    let tried = Cell::new(0u64);
    TestRunner::new(config)
        .run(&strategy, |input| {
            tried.set(tried.get() + 1);
            test(input)
        })
        .unwrap_or_else(|e| panic!("{name}: {e}"));
    eprintln!("fuzz {name}: {} inputs, no failure", tried.get());
}

fn lines_are_mrz(fields: &Fields) -> Result<(), TestCaseError> {
    for line in &compose(fields).lines {
        prop_assert_eq!(line.len(), 44);
        prop_assert!(line
            .bytes()
            .all(|b| b.is_ascii_uppercase() || b.is_ascii_digit() || b == b'<'));
    }
    Ok(())
}

/// Bytes as a person, a file or an attacker might send them: any bytes, long runs, and text.
fn hostile_bytes() -> impl Strategy<Value = Vec<u8>> {
    prop_oneof![
        4 => proptest::collection::vec(any::<u8>(), 0..200),
        2 => any::<String>().prop_map(String::into_bytes),
        1 => (any::<u8>(), 1000usize..120_000).prop_map(|(b, n)| vec![b; n]),
        1 => "[<>\"'&;{}()\\\\/ -~]{0,80}".prop_map(String::into_bytes),
    ]
}

#[test]
fn compose_takes_any_bytes() {
    fuzz(
        "compose, fields of arbitrary bytes",
        proptest::collection::vec(hostile_bytes(), 10),
        |values| {
            let mut fields = Fields::default();
            for (field, bytes) in Field::ALL.into_iter().zip(values) {
                *fields.get_mut(field) = String::from_utf8_lossy(&bytes).into_owned();
            }
            lines_are_mrz(&fields)
        },
    );
}

/// JSON-like text: objects with our keys and others, wrong types, broken syntax.
fn jsonish() -> impl Strategy<Value = String> {
    let key = prop_oneof![
        Just("surname".to_string()),
        Just("type".to_string()),
        Just("fontSize".to_string()),
        Just("padding".to_string()),
        Just("background".to_string()),
        "[a-zA-Z_]{0,12}",
    ];
    let value = prop_oneof![
        any::<f64>().prop_map(|v| v.to_string()),
        "\"[^\"\\\\]{0,30}\"",
        Just("null".to_string()),
        Just("[1,2,3,4]".to_string()),
        Just("[256,-1,0,1]".to_string()),
        Just("1e400".to_string()),
        Just("{\"a\":{}}".to_string()),
        "[ -~]{0,20}",
    ];
    prop_oneof![
        8 => proptest::collection::vec((key, value), 0..8).prop_map(|pairs| {
            let body: Vec<String> = pairs.iter().map(|(k, v)| format!("\"{k}\":{v}")).collect();
            format!("{{{}}}", body.join(","))
        }),
        1 => any::<String>(),
        1 => "[\\[\\]{}:,\"0-9a-z ]{0,40}",
    ]
}

#[test]
fn fields_from_any_json_are_read_or_refused() {
    fuzz("fields from arbitrary JSON", jsonish(), |text| {
        if let Ok(fields) = serde_json::from_str::<Fields>(&text) {
            lines_are_mrz(&fields)?;
        }
        Ok(())
    });
}

/// Numbers a style field could be given: sensible ones, zero, negative, huge, not finite.
fn hostile_number() -> impl Strategy<Value = f32> {
    prop_oneof![
        6 => 4.0f32..48.0,
        1 => Just(0.0),
        1 => -1e9f32..0.0,
        1 => Just(f32::NAN),
        1 => prop_oneof![Just(f32::INFINITY), Just(f32::NEG_INFINITY), Just(f32::MAX), Just(1e9)],
        1 => any::<f32>(),
    ]
}

/// Draw, and check the outcome: a whole frame within the limit, or an error that explains.
fn draw(style: &Style, lines: [&str; 2]) -> Result<(), TestCaseError> {
    match Renderer::new().render(&lines, style) {
        Ok(frame) => {
            prop_assert!(style.validate().is_ok());
            prop_assert_eq!(
                frame.pixels.len(),
                frame.width as usize * frame.height as usize * 4
            );
            prop_assert!(frame.pixels.len() <= MAX_IMAGE_BYTES);
        }
        Err(e) => {
            prop_assert!(style.validate().is_err());
            prop_assert!(e.to_string().len() > 10, "unclear error: {e}");
        }
    }
    Ok(())
}

#[test]
fn render_takes_any_style_and_text() {
    let style = (
        hostile_number(),
        hostile_number(),
        hostile_number(),
        hostile_number(),
        any::<[u8; 4]>(),
    );
    let text = prop_oneof![3 => "[A-Z0-9<]{44}", 1 => any::<String>(), 1 => ".{0,300}"];
    fuzz(
        "render, arbitrary styles and text",
        (style, text.clone(), text),
        |((size, spacing, padding, line, bg), a, b)| {
            let style = Style {
                font_size: size,
                letter_spacing: spacing,
                padding,
                line_height: line,
                background: bg,
                ..Style::default()
            };
            draw(&style, [&a, &b])
        },
    );
}

#[test]
fn styles_from_any_json_are_read_or_refused() {
    let specimen = compose(&Fields {
        surname: "ERIKSSON".into(),
        ..Fields::default()
    });
    fuzz("styles from arbitrary JSON", jsonish(), |text| {
        if let Ok(spec) = serde_json::from_str::<StyleSpec>(&text) {
            draw(&Style::from(spec), [&specimen.lines[0], &specimen.lines[1]])?;
        }
        Ok(())
    });
}
