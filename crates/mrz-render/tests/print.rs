//! Print-true pictures: the characters sit on the ICAO grid, 10 to the inch, at any dpi, and the
//! lines as far apart as the format's table in mrz-core says.

use mrz_core::Format;
use mrz_render::{render, svg, Style, SvgSize, CHARSET};

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
    // 81.28 mm by 16.51 mm (39/60 in): 2 margins of 30 px, 2 line pitches of 50 and a character
    // box of 35 px (7/60 in, 2.96 mm) that holds the glyphs' ink band (34 px, 2.88 mm).
    assert_eq!(
        (specimen.width, specimen.height),
        (960, 2 * 30 + 2 * 50 + 35)
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

/// A zone of `format`'s shape, its lines cycling through the whole alphabet (the tallest and
/// the lowest glyphs among them).
fn zone_of(format: Format) -> Vec<String> {
    let layout = format.layout();
    let alphabet = CHARSET.iter().cycle().map(|&c| char::from(c));
    (0..layout.lines)
        .map(|l| alphabet.clone().skip(l * 7).take(layout.length).collect())
        .collect()
}

/// The frame of a printed zone in sixtieths of an inch (the unit every pitch of the grid is a
/// whole number of): `columns + 2` character pitches of 6 wide; two margins of 6, a line pitch
/// between lines and a character box of 7 high.
fn sixtieths(format: Format) -> (u32, u32) {
    let layout = format.layout();
    let (columns, lines) = (layout.length as u32, layout.lines as u32);
    let line_pitch = 60 / u32::from(layout.print_lines_per_inch);
    ((columns + 2) * 6, 2 * 6 + (lines - 1) * line_pitch + 7)
}

/// The `width` and `height` attributes of an SVG document.
fn svg_size(doc: &str) -> (String, String) {
    let attribute = |name: &str| {
        let at = doc.find(&format!(" {name}=\"")).expect(name) + name.len() + 3;
        doc[at..].split('"').next().unwrap().to_owned()
    };
    (attribute("width"), attribute("height"))
}

#[test]
fn every_format_prints_one_physical_size_at_300_and_600_dpi() {
    for format in Format::ALL {
        let zone = zone_of(format);
        let lines: Vec<&str> = zone.iter().map(String::as_str).collect();
        let size = |dpi: u32| {
            let img = render(&lines, &print(dpi, format)).unwrap();
            (img.width, img.height)
        };
        let (at300, at600) = (size(300), size(600));
        assert_eq!((2 * at300.0, 2 * at300.1), at600, "{format:?}");
        let (w, h) = sixtieths(format);
        assert_eq!(at300, (w * 5, h * 5), "{format:?}");
        // The SVG says the same millimetres at both.
        let doc = |dpi: u32| {
            let doc = svg(
                &lines,
                &print(dpi, format),
                SvgSize::PrintAt { dpi: dpi as f32 },
            );
            svg_size(&doc.unwrap())
        };
        assert_eq!(doc(300), doc(600), "{format:?}");
        let mm = |sixtieths: u32| {
            let hundredths = (f64::from(sixtieths) * 2540.0 / 60.0).round() as u32;
            format!("{}.{:02}mm", hundredths / 100, hundredths % 100)
        };
        assert_eq!(doc(300), (mm(w), mm(h)), "{format:?}");
    }
    // A passport: 116.84 by 14.39 mm, 1380 x 170 at 300 dpi (it was 169, and 337 at 600).
    assert_eq!(sixtieths(Format::Td3), (276, 34));
}

#[test]
fn at_any_multiple_of_60_dpi_the_frame_is_its_physical_size_in_whole_pixels() {
    for format in Format::ALL {
        let zone = zone_of(format);
        let lines: Vec<&str> = zone.iter().map(String::as_str).collect();
        let (w, h) = sixtieths(format);
        for dpi in [60u32, 120, 180, 240, 300, 360, 600, 720, 1200] {
            let img = render(&lines, &print(dpi, format)).unwrap();
            let k = dpi / 60;
            assert_eq!((img.width, img.height), (w * k, h * k), "{format:?} {dpi}");
        }
    }
}

#[test]
fn printed_ink_stays_in_each_line_s_character_box() {
    for format in Format::ALL {
        let zone = zone_of(format);
        let lines: Vec<&str> = zone.iter().map(String::as_str).collect();
        let line_pitch = 60 / u32::from(format.layout().print_lines_per_inch);
        for dpi in [300u32, 600] {
            let img = render(&lines, &print(dpi, format)).unwrap();
            let (w, k) = (img.width as usize, dpi / 60);
            // Sixtieths of an inch from the top: a margin of 6, then a box of 7 per line.
            let boxes: Vec<_> = (0..lines.len() as u32)
                .map(|l| ((6 + l * line_pitch) * k) as usize..((13 + l * line_pitch) * k) as usize)
                .collect();
            for y in 0..img.height as usize {
                let inked = (0..w).any(|x| img.pixels[(y * w + x) * 4] < 255);
                let boxed = boxes.iter().any(|b| b.contains(&y));
                assert!(!inked || boxed, "{format:?} at {dpi} dpi: ink on row {y}");
            }
            // And each box has ink near its top and its foot: the glyphs fill it.
            for b in &boxes {
                let inked = |y: usize| (0..w).any(|x| img.pixels[(y * w + x) * 4] < 128);
                assert!(inked(b.start + k as usize) && inked(b.end - 1 - k as usize));
            }
        }
    }
}
