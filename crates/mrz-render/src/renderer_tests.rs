use super::*;
use crate::draw::{draw_blended, zone_slots};
use crate::image::Image;

const SPECIMEN: [&str; 2] = [
    "P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<",
    "L898902C36UTO7408122F1204159ZE184226B<<<<<10",
];
const TD1: [&str; 3] = [
    "I<UTOD231458907<<<<<<<<<<<<<<<",
    "7408122F1204159UTO<<<<<<<<<<<6",
    "ERIKSSON<<ANNA<MARIA<<<<<<<<<<",
];
const TD2: [&str; 2] = [
    "I<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<",
    "D231458907UTO7408122F1204159<<<<<<<6",
];

fn dark(img: &Image, x0: i32, y0: i32, x1: i32, y1: i32) -> usize {
    let mut n = 0;
    for y in y0.max(0)..y1.min(img.height as i32) {
        for x in x0.max(0)..x1.min(img.width as i32) {
            if img.pixels[(y as usize * img.width as usize + x as usize) * 4] < 128 {
                n += 1;
            }
        }
    }
    n
}

#[test]
fn every_cell_of_every_format_has_ink_and_the_padding_stays_clear() {
    for lines in [&SPECIMEN[..], &TD1, &TD2] {
        let img = crate::render(lines, &Style::default()).unwrap();
        let len = img.width as usize * img.height as usize * 4;
        assert_eq!(img.pixels.len(), len);
        let shape = Shape::of(lines).unwrap();
        let p = Layout::new(&GlyphCache::new(&Style::default()).unwrap(), shape).unwrap();
        for (l, line) in lines.iter().enumerate() {
            for (col, c) in line.bytes().enumerate() {
                let (x, b) = (p.columns()[col], p.baselines()[l]);
                let ink = dark(&img, x, b - 60, x + 46, b + 2);
                assert!(ink > 20, "line {l} column {col} ({}): {ink} px", c as char);
            }
        }
        let (w, h) = (img.width as i32, img.height as i32);
        for (x0, y0, x1, y1) in [
            (0, 0, w, 28),
            (0, 0, 28, h),
            (0, h - 28, w, h),
            (w - 28, 0, w, h),
        ] {
            assert_eq!(dark(&img, x0, y0, x1, y1), 0, "{lines:?}");
        }
    }
}

#[test]
fn the_frame_takes_the_shape_of_the_zone() {
    let size = |lines: &[&str]| {
        let img = crate::render(lines, &Style::default()).unwrap();
        (img.width, img.height)
    };
    // 2 x 32 padding + 43 pitches of (46.27 - 1.15) + one advance of 46.27, as always.
    assert_eq!(size(&SPECIMEN), (2051, 191));
    // 29 and 35 pitches; a third line is one line height (75 px) lower.
    assert_eq!(size(&TD1), (1419, 266));
    assert_eq!(size(&TD2), (1690, 191));
    // Short lines take as many columns as the longest has: "P<" and "L8" two, 20 characters
    // of a TD1 line 20. (They drew 30, 1419 px, while the renderer rounded up to the formats'
    // widths, which are mrz-core's to know; and 44 before there were other formats.)
    assert_eq!(size(&["P<", "L8"]), (156, 191));
    assert_eq!(size(&[&TD1[0][..20]]), (968, 116));
    assert_eq!(size(&[TD1[0]]), (1419, 116));
}

#[test]
fn blank_lines_give_a_plain_background() {
    let style = Style {
        background: [10, 20, 30, 255],
        ..Style::default()
    };
    for lines in [&["", "  ??"][..], &["", "", "ü"]] {
        let img = crate::render(lines, &style).unwrap();
        assert!(img.pixels.chunks_exact(4).all(|p| p == [10, 20, 30, 255]));
    }
}

#[test]
fn the_renderer_draws_what_the_compositing_path_does_in_every_shape() {
    let mut r = Renderer::new();
    for size in [12.0, 31.5, 64.0] {
        let style = Style {
            foreground: [20, 40, 200, 230],
            ..Style::with_font_size(size)
        };
        for lines in [&SPECIMEN[..], &TD1, &TD2, &TD1[1..], &SPECIMEN] {
            let fast = r.render(lines, &style).unwrap().pixels.to_vec();
            let p = r.layout.as_ref().unwrap();
            assert!(p.fast, "size {size} should take the fast path");
            let mut slow = vec![0; fast.len()];
            draw_blended(
                p,
                &r.cache.as_ref().unwrap().coverage,
                &zone_slots(lines),
                &mut slow,
            );
            assert!(fast == slow, "size {size}, {lines:?}");
        }
    }
}

#[test]
fn overlapping_styles_take_the_compositing_path_and_stay_in_bounds() {
    let style = Style {
        letter_spacing: -30.0,
        padding: 0.0,
        line_height: 40.0,
        ..Style::default()
    };
    let mut r = Renderer::new();
    for lines in [&SPECIMEN[..], &TD1] {
        let img = r.render(lines, &style).unwrap().to_image();
        assert!(!r.layout.as_ref().unwrap().fast);
        let len = img.width as usize * img.height as usize * 4;
        assert_eq!(img.pixels.len(), len);
        assert!(dark(&img, 0, 0, img.width as i32, img.height as i32) > 1000);
    }
}

#[test]
fn the_glyph_cache_is_built_once_per_style_whatever_the_format() {
    let mut r = Renderer::new();
    let a = r.render(&SPECIMEN, &Style::default()).unwrap().to_image();
    let b = r.render(&SPECIMEN, &Style::default()).unwrap().to_image();
    assert_eq!(r.preparations(), 1);
    assert_eq!(a, b);
    // Switching formats recomputes the layout only, and a whole frame is redrawn.
    for lines in [&TD1[..], &TD2, &SPECIMEN, &TD1] {
        let (w, h) = r.size_for(lines, &Style::default()).unwrap();
        let frame = r.render(lines, &Style::default()).unwrap();
        assert_eq!((frame.width, frame.height), (w, h));
        assert_eq!(r.damage(), [Rect::whole(r.layout.as_ref().unwrap())]);
    }
    assert_eq!(
        r.size_for(&SPECIMEN, &Style::default()).unwrap(),
        (2051, 191)
    );
    assert_eq!(r.preparations(), 1);
    r.render(&SPECIMEN, &Style::with_font_size(32.0)).unwrap();
    assert_eq!(r.preparations(), 2);
    let size = r.size_for(&SPECIMEN, &Style::with_font_size(32.0));
    assert_eq!(size.unwrap().0, 1026);
}

#[test]
fn a_refused_style_or_zone_is_an_error_not_a_panic() {
    let mut r = Renderer::new();
    assert!(r.render(&SPECIMEN, &Style::with_font_size(0.0)).is_err());
    assert!(r.render(&SPECIMEN, &Style::with_font_size(1e30)).is_err());
    // The previous good cache survives a refusal.
    r.render(&SPECIMEN, &Style::default()).unwrap();
    assert!(r.render(&SPECIMEN, &Style::with_font_size(-1.0)).is_err());
    for count in [0, 4, 9] {
        let lines = vec![TD1[0]; count];
        let err = r.render(&lines, &Style::default()).unwrap_err();
        assert_eq!(err, StyleError::Lines { count });
        assert_eq!(err.describe(), "a zone has 1 to 3 lines");
        assert!(err.to_string().ends_with(&format!("not {count}")), "{err}");
        assert_eq!(r.size_for(&lines, &Style::default()), Err(err));
    }
    r.render(&SPECIMEN, &Style::default()).unwrap();
    assert_eq!(r.preparations(), 1);
    assert_eq!(r.damage(), [], "the refusals left the frame as it was");
}

#[test]
fn redrawing_only_the_changed_cells_gives_the_same_image_as_a_fresh_frame() {
    let other = [
        "P<D<<MUSTERMANN<<ERIKA<<<<<<<<<<<<<<<<<<<<<<",
        "C01X00T478D<<6408125F2702283<<<<<<<<<<<<<<<4",
    ];
    // 44 bytes, so the frame keeps its shape: a line of blanks but one letter.
    let blankish = format!("{:<44}", "A");
    for style in [Style::default(), Style::with_font_size(23.0)] {
        let mut reused = Renderer::new();
        reused.render(&SPECIMEN, &style).unwrap();
        reused.render(&["", &blankish], &style).unwrap();
        let second = reused.render(&other, &style).unwrap().to_image();
        assert_ne!(
            reused.damage(),
            [Rect::whole(reused.layout.as_ref().unwrap())]
        );
        let fresh = Renderer::new().render(&other, &style).unwrap().to_image();
        assert_eq!(second, fresh);
        reused.forget_frame();
        assert_eq!(reused.render(&other, &style).unwrap().to_image(), fresh);
    }
}
