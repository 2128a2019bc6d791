//! Print-true pictures: the characters sit on the ICAO grid, 10 to the inch, at any dpi.

use mrz_render::{render, Style};

const SPECIMEN: [&str; 2] = [
    "P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<",
    "L898902C36UTO7408122F1204159ZE184226B<<<<<10",
];

/// The left edge of the ink of each run of dark columns along one pixel row.
fn ink_starts(pixels: &[u8], width: usize, y: usize) -> Vec<usize> {
    let dark = |x: usize| pixels[(y * width + x) * 4] < 128;
    (0..width)
        .filter(|&x| dark(x) && (x == 0 || !dark(x - 1)))
        .collect()
}

#[test]
fn the_pitch_is_a_tenth_of_an_inch_and_lines_a_sixth() {
    for dpi in [300u32, 600] {
        let img = render(
            &["IIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIII", "I"],
            &Style::print(dpi as f32),
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
        // The second line's I is one sixth of an inch lower.
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
            (dpi / 6) as usize,
            "line pitch at {dpi} dpi"
        );
    }
    let specimen = render(&SPECIMEN, &Style::print(300.0)).unwrap();
    assert_eq!(specimen.width, 1380);
}
