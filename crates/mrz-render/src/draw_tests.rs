//! The fast path and the general path give the same pixels to the bit, for every shape of zone.

use super::*;
use crate::cache::GlyphCache;
use crate::layout::{Shape, MAX_COLUMNS};
use crate::style::Style;
use proptest::prelude::*;

/// Both paths over a fresh frame of `lines`: the spans of every cell, and every glyph
/// composited. None where the layout's spans would meet, and only the general path draws.
fn both_paths(lines: &[&str], style: &Style) -> Option<(Vec<u8>, Vec<u8>)> {
    let mut cache = GlyphCache::new(style).unwrap();
    let layout = Layout::new(&cache, Shape::of(lines).unwrap()).unwrap();
    if !layout.fast {
        return None;
    }
    let slots = zone_slots(lines);
    let mut fast = vec![0; layout.width * layout.height * 4];
    fill(&mut fast, style.background);
    draw_spans(
        &layout,
        cache.cells().unwrap(),
        &slots,
        |_, _| true,
        &mut fast,
    );
    let mut slow = vec![0; fast.len()];
    draw_blended(&layout, &cache.coverage, &slots, &mut slow);
    Some((fast, slow))
}

fn style(size: f32) -> Style {
    Style {
        foreground: [20, 40, 200, 230],
        background: [250, 240, 200, 255],
        ..Style::with_font_size(size)
    }
}

#[test]
fn the_paths_agree_on_every_icao_specimen() {
    let td1 = [
        "I<UTOD231458907<<<<<<<<<<<<<<<",
        "7408122F1204159UTO<<<<<<<<<<<6",
        "ERIKSSON<<ANNA<MARIA<<<<<<<<<<",
    ];
    let mrvb = [
        "V<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<",
        "L8988901C4XXX4009078F9612109<<<<<<<<",
    ];
    let td3 = [
        "P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<",
        "L898902C36UTO7408122F1204159ZE184226B<<<<<10",
    ];
    for size in [12.0, 31.5, 64.0, 100.0] {
        for lines in [&td1[..], &mrvb, &td3] {
            let (fast, slow) = both_paths(lines, &style(size)).expect("the fast path");
            assert!(fast == slow, "size {size}, {lines:?}");
        }
    }
}

#[test]
fn the_paths_agree_on_print_true_frames() {
    let td1 = [
        "I<UTOD231458907<<<<<<<<<<<<<<<",
        "7408122F1204159UTO<<<<<<<<<<<6",
        "ERIKSSON<<ANNA<MARIA<<<<<<<<<<",
    ];
    let td3 = [
        "P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<",
        "L898902C36UTO7408122F1204159ZE184226B<<<<<10",
    ];
    // Multiples of 60 dpi, and others, whose grid falls between pixels.
    for dpi in [120.0, 203.0, 300.0, 600.0, 1200.0] {
        for (lines, lines_per_inch) in [(&td1[..], 6.0), (&td3, 4.0)] {
            let print = Style {
                foreground: [20, 40, 200, 230],
                ..Style::print(dpi, lines_per_inch)
            };
            let (fast, slow) = both_paths(lines, &print).expect("the fast path");
            assert!(fast == slow, "{dpi} dpi, {lines:?}");
        }
    }
}

/// A zone of 2 or 3 lines of any width the frame takes (the formats' 30, 36 and 44 among
/// them), some lines shorter, some characters outside the alphabet (blank cells).
fn zone() -> impl Strategy<Value = Vec<String>> {
    (2usize..=3, 1..=MAX_COLUMNS).prop_flat_map(|(rows, w)| {
        let line = format!("[A-Z0-9<]{{{w}}}|[A-Z0-9< a]{{0,{w}}}");
        proptest::collection::vec(proptest::string::string_regex(&line).unwrap(), rows)
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn the_paths_agree_for_zones_of_every_shape(lines in zone(), size in 8.0f32..72.0) {
        let lines: Vec<&str> = lines.iter().map(String::as_str).collect();
        // Some sizes round the ink spans wider than the columns' pitch: nothing to compare.
        let drawn = both_paths(&lines, &style(size));
        prop_assume!(drawn.is_some());
        let (fast, slow) = drawn.unwrap();
        prop_assert!(fast == slow);
    }
}
