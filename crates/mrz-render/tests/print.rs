//! Print-true pictures: the characters sit on the ICAO grid, 10 to the inch, at any dpi, and the
//! lines as far apart as the format's table in mrz-core says.

use mrz_core::Format;
use mrz_render::{render, Style};

const SPECIMEN: [&str; 2] = [
    "P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<",
    "L898902C36UTO7408122F1204159ZE184226B<<<<<10",
];

/// The print style at `dpi` for a format: its line pitch from its layout, as the callers do.
fn print(dpi: u32, format: Format) -> Style {
    Style::print(dpi as f32, f32::from(format.layout().print_lines_per_inch))
}

/// The left edge of the ink of each run of dark columns along one pixel row.
fn ink_starts(pixels: &[u8], width: usize, y: usize) -> Vec<usize> {
    let dark = |x: usize| pixels[(y * width + x) * 4] < 128;
    (0..width)
        .filter(|&x| dark(x) && (x == 0 || !dark(x - 1)))
        .collect()
}

#[test]
fn a_two_line_zone_has_a_pitch_of_a_tenth_of_an_inch_and_lines_a_quarter_apart() {
    for dpi in [300u32, 600] {
        let img = render(
            &["IIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIII", "I"],
            &print(dpi, Format::Td3),
        )
        .unwrap();
        let width = img.width as usize;
        // 44 pitches plus a pitch of margin each side... and the last glyph's advance.
        assert_eq!(img.width, 46 * dpi / 10, "width at {dpi} dpi");
        // Find a row through the stems of the first line's I's.
        let row = (0..img.height as usize)
            .find(|&y| ink_starts(&img.pixels, width, y).len() == 44)
            .expect("a row crossing all 44 stems");
        let starts = ink_starts(&img.pixels, width, row);
        let pitches: Vec<usize> = starts.windows(2).map(|w| w[1] - w[0]).collect();
        assert!(
            pitches.iter().all(|&p| p == (dpi / 10) as usize),
            "{pitches:?}"
        );
        // The second line's I is a quarter of an inch lower (ICAO 9303-4, Figure 3: 6.35 mm).
        let second = (row + 1..img.height as usize)
            .find(|&y| {
                ink_starts(&img.pixels, width, y).len() == 1
                    && ink_starts(&img.pixels, width, y - 1).is_empty()
            })
            .expect("the second line");
        let first_top = (0..=row)
            .rev()
            .find(|&y| ink_starts(&img.pixels, width, y).is_empty())
            .unwrap()
            + 1;
        assert_eq!(
            second - first_top,
            (dpi / 4) as usize,
            "line pitch at {dpi} dpi"
        );
    }
    let specimen = render(&SPECIMEN, &print(300, Format::Td3)).unwrap();
    assert_eq!(specimen.width, 1380);
}

/// The first pixel row of each run of rows with ink in column range `x0..x1`.
fn line_tops(pixels: &[u8], width: usize, height: usize, x0: usize, x1: usize) -> Vec<usize> {
    let inked = |y: usize| (x0..x1).any(|x| pixels[(y * width + x) * 4] < 128);
    (0..height)
        .filter(|&y| inked(y) && (y == 0 || !inked(y - 1)))
        .collect()
}

#[test]
fn a_td1_prints_32_pitches_wide_with_lines_a_sixth_of_an_inch_apart() {
    let stems = "I".repeat(30);
    for dpi in [300u32, 600] {
        let style = print(dpi, Format::Td1);
        let img = render(&[&stems, &stems, &stems], &style).unwrap();
        // 30 characters and a margin of a pitch each side: 32 pitches, 81.28 mm.
        assert_eq!(img.width, 32 * dpi / 10, "width at {dpi} dpi");
        let (w, h) = (img.width as usize, img.height as usize);
        let tops = line_tops(&img.pixels, w, h, 0, w);
        let pitch = (dpi / 6) as usize;
        assert_eq!(tops.len(), 3, "{tops:?}");
        assert_eq!([tops[1] - tops[0], tops[2] - tops[1]], [pitch, pitch]);
        // The height is the one-line zone's plus two line pitches (4.23 mm each).
        let one = render(&[&stems], &style).unwrap();
        assert_eq!(img.height, one.height + 2 * dpi / 6, "height at {dpi} dpi");
    }
    let td1 = [
        "I<UTOD231458907<<<<<<<<<<<<<<<",
        "7408122F1204159UTO<<<<<<<<<<<6",
        "ERIKSSON<<ANNA<MARIA<<<<<<<<<<",
    ];
    let specimen = render(&td1, &print(300, Format::Td1)).unwrap();
    // 81.28 mm by 16.43 mm: 2 margins of 30 px, 2 line pitches of 50 and the glyphs' ink band,
    // 34 px (2.88 mm, inside the 2.95 mm printing zone Doc 9303-5 Figure 6 gives a line).
    assert_eq!(
        (specimen.width, specimen.height),
        (960, 2 * 30 + 2 * 50 + 34)
    );
}

#[test]
fn two_line_zones_print_their_lines_a_quarter_of_an_inch_apart() {
    let stems = "I".repeat(36);
    // A passport (46 pitches wide) and a TD2 (38).
    let zones = [
        (&SPECIMEN[..], Format::Td3, 46),
        (&[stems.as_str(), "I"], Format::Td2, 38),
    ];
    for (lines, format, pitches) in zones {
        let style = print(300, format);
        let img = render(lines, &style).unwrap();
        assert_eq!(img.width, pitches * 30, "{lines:?}");
        let (w, h) = (img.width as usize, img.height as usize);
        // Both lines' first characters (P and L, I and I) are capitals of one height.
        let tops = line_tops(&img.pixels, w, h, 0, 60);
        // 6.35 mm at 300 dpi, and so much taller than one line.
        assert_eq!(tops.len(), 2, "{tops:?}");
        assert_eq!(tops[1] - tops[0], 75);
        assert_eq!(img.height, render(&lines[..1], &style).unwrap().height + 75);
    }
}
