use super::*;

const SPECIMEN: [&str; 2] = [
    "P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<",
    "L898902C36UTO7408122F1204159ZE184226B<<<<<10",
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
fn default_image_has_the_expected_size_and_ink_in_every_cell() {
    let img = crate::render(&SPECIMEN, &Style::default()).unwrap();
    assert_eq!(
        img.pixels.len(),
        img.width as usize * img.height as usize * 4
    );
    // 2 x 32 padding + 43 pitches of (46.27 - 1.15) + one advance of 46.27.
    assert_eq!(img.width, 2051);
    assert!((185..200).contains(&img.height), "height {}", img.height);
    let p = Prepared::new(&Style::default()).unwrap();
    for (l, line) in SPECIMEN.iter().enumerate() {
        for (col, c) in line.bytes().enumerate() {
            let x = p.columns[col];
            let b = p.baselines[l];
            let ink = dark(&img, x, b - 60, x + 46, b + 2);
            assert!(
                ink > 20,
                "line {l} column {col} ({}) has {ink} dark px",
                c as char
            );
        }
    }
    // The padding is left clear all round.
    assert_eq!(dark(&img, 0, 0, img.width as i32, 28), 0);
    assert_eq!(dark(&img, 0, 0, 28, img.height as i32), 0);
    let (w, h) = (img.width as i32, img.height as i32);
    assert_eq!(dark(&img, 0, h - 28, w, h), 0);
    assert_eq!(dark(&img, w - 28, 0, w, h), 0);
}

#[test]
fn blank_lines_give_a_plain_background() {
    let style = Style {
        background: [10, 20, 30, 255],
        ..Style::default()
    };
    let img = crate::render(&["", "  ??"], &style).unwrap();
    assert!(img.pixels.chunks_exact(4).all(|p| p == [10, 20, 30, 255]));
}

#[test]
fn the_row_copy_path_matches_the_compositing_path_bit_for_bit() {
    let slots = [line_slots(SPECIMEN[0]), line_slots(SPECIMEN[1])];
    for size in [12.0, 31.5, 64.0, 100.0] {
        let mut style = Style::with_font_size(size);
        style.foreground = [20, 40, 200, 230];
        style.background = [250, 240, 200, 255];
        let mut r = Renderer::new();
        let fast = r.render(&SPECIMEN, &style).unwrap().pixels.to_vec();
        let p = r.prepared.as_ref().unwrap();
        assert!(p.cells.is_some(), "size {size} should take the fast path");
        let mut slow = vec![0; fast.len()];
        draw_blended(p, &slots, &mut slow);
        assert_eq!(fast, slow, "size {size}");
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
    let img = r.render(&SPECIMEN, &style).unwrap().to_image();
    assert!(Prepared::new(&style).unwrap().cells.is_none());
    assert_eq!(
        img.pixels.len(),
        img.width as usize * img.height as usize * 4
    );
    assert!(dark(&img, 0, 0, img.width as i32, img.height as i32) > 1000);
}

#[test]
fn the_glyph_cache_is_built_once_per_style() {
    let mut r = Renderer::new();
    let a = r.render(&SPECIMEN, &Style::default()).unwrap().to_image();
    let b = r.render(&SPECIMEN, &Style::default()).unwrap().to_image();
    assert_eq!(r.preparations(), 1);
    assert_eq!(a, b);
    r.render(&SPECIMEN, &Style::with_font_size(32.0)).unwrap();
    assert_eq!(r.preparations(), 2);
    assert_eq!(r.size(&Style::with_font_size(32.0)).unwrap().0, 1026);
}

#[test]
fn a_refused_style_is_an_error_not_a_panic() {
    let mut r = Renderer::new();
    assert!(r.render(&SPECIMEN, &Style::with_font_size(0.0)).is_err());
    assert!(r.render(&SPECIMEN, &Style::with_font_size(1e30)).is_err());
    // The previous good cache survives a refusal.
    r.render(&SPECIMEN, &Style::default()).unwrap();
    assert!(r.render(&SPECIMEN, &Style::with_font_size(-1.0)).is_err());
    r.render(&SPECIMEN, &Style::default()).unwrap();
    assert_eq!(r.preparations(), 1);
}

#[test]
fn redrawing_only_the_text_rows_gives_the_same_image_as_a_fresh_frame() {
    let other = [
        "P<D<<MUSTERMANN<<ERIKA<<<<<<<<<<<<<<<<<<<<<<",
        "C01X00T478D<<6408125F2702283<<<<<<<<<<<<<<<4",
    ];
    for style in [Style::default(), Style::with_font_size(23.0)] {
        let mut reused = Renderer::new();
        reused.render(&SPECIMEN, &style).unwrap();
        reused.render(&["", "A"], &style).unwrap();
        let second = reused.render(&other, &style).unwrap().to_image();
        let fresh = Renderer::new().render(&other, &style).unwrap().to_image();
        assert_eq!(second, fresh);
        reused.forget_frame();
        assert_eq!(reused.render(&other, &style).unwrap().to_image(), fresh);
    }
}
