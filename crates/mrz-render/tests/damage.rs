//! The damage a draw reports: outside it nothing changed, so a page can copy just those parts.

use mrz_render::{Rect, Renderer, Style};
use proptest::prelude::*;

const SPECIMEN: [&str; 2] = [
    "P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<",
    "L898902C36UTO7408122F1204159ZE184226B<<<<<10",
];

fn whole(r: &mut Renderer, style: &Style) -> Vec<Rect> {
    let (width, height) = r.size_for(&SPECIMEN, style).unwrap();
    vec![Rect {
        x: 0,
        y: 0,
        width,
        height,
    }]
}

#[test]
fn the_first_draw_and_a_change_of_style_damage_the_whole_frame() {
    let mut r = Renderer::new();
    let style = Style::default();
    r.render(&SPECIMEN, &style).unwrap();
    let all = whole(&mut r, &style);
    assert_eq!(r.damage(), all);
    r.render(&SPECIMEN, &style).unwrap();
    assert_eq!(r.damage(), &[], "the same lines again change nothing");
    let bigger = Style::with_font_size(40.0);
    r.render(&SPECIMEN, &bigger).unwrap();
    let all = whole(&mut r, &bigger);
    assert_eq!(r.damage(), all);
    r.forget_frame();
    r.render(&SPECIMEN, &bigger).unwrap();
    let all = whole(&mut r, &bigger);
    assert_eq!(r.damage(), all);
}

#[test]
fn one_changed_character_damages_one_cell_of_one_line() {
    let mut r = Renderer::new();
    let style = Style::default();
    r.render(&SPECIMEN, &style).unwrap();
    let changed = SPECIMEN[1].replacen("ZE18", "ZE19", 1);
    r.render(&[SPECIMEN[0], &changed], &style).unwrap();
    let damage = r.damage().to_vec();
    assert_eq!(damage.len(), 1);
    let (w, _) = r.size_for(&SPECIMEN, &style).unwrap();
    // One cell: about one 44th of the width, in the lower half.
    assert!(damage[0].width < w / 30, "{damage:?}");
    assert!(damage[0].y > 60, "{damage:?}");
}

#[test]
fn overlapping_glyphs_always_damage_the_whole_frame() {
    let style = Style {
        letter_spacing: -30.0,
        ..Style::default()
    };
    let mut r = Renderer::new();
    r.render(&SPECIMEN, &style).unwrap();
    r.render(&[SPECIMEN[0], "X"], &style).unwrap();
    let all = whole(&mut r, &style);
    assert_eq!(r.damage(), all);
}

fn as_strs(lines: &[String]) -> Vec<&str> {
    lines.iter().map(String::as_str).collect()
}

fn frame_height(pixels: &[u8], width: u32) -> u32 {
    (pixels.len() / 4 / width as usize) as u32
}

/// Zones of 2 or 3 lines: MRZ text of any width up to 44, long runs, and any text.
fn lines() -> impl Strategy<Value = Vec<String>> {
    let line = "[A-Z0-9<]{0,44}|[A-Z<]{40,44}|.{0,50}";
    proptest::collection::vec(line, 2..=3)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn outside_the_damage_the_frame_is_unchanged(
        a in lines(), b in lines(), size in 10.0f32..80.0, edit in 0usize..44
    ) {
        let style = Style::with_font_size(size);
        let mut r = Renderer::new();
        r.render(&as_strs(&a), &style).unwrap();
        let before = r.frame().to_vec();
        // Either an unrelated record (perhaps of another shape) or the same one with one
        // character changed on any of its lines, as when typing.
        let mut typed = a.clone();
        let line = edit % typed.len();
        typed[line] = typed[line].chars().enumerate()
            .map(|(i, c)| if i == edit { if c == 'A' { 'B' } else { 'A' } } else { c }).collect();
        let next = if edit % 3 == 0 { b } else { typed };
        let frame = r.render(&as_strs(&next), &style).unwrap();
        let (width, after) = (frame.width, frame.pixels.to_vec());
        prop_assert_eq!(&after, &mrz_render::render(&as_strs(&next), &style).unwrap().pixels);
        let damage = r.damage();
        if after.len() != before.len() {
            let whole = Rect { x: 0, y: 0, width, height: frame_height(&after, width) };
            prop_assert_eq!(damage, [whole]);
        } else {
            for (i, (old, new)) in before.chunks_exact(4).zip(after.chunks_exact(4)).enumerate() {
                let (x, y) = ((i as u32) % width, (i as u32) / width);
                if old != new {
                    prop_assert!(damage.iter().any(|d| d.contains(x, y)), "({x}, {y}) changed outside {damage:?}");
                }
            }
        }
        for d in damage {
            prop_assert!(d.x + d.width <= width && (d.y + d.height) as usize * width as usize * 4 <= after.len());
        }
    }
}
