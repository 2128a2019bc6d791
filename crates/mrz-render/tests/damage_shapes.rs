//! The damage a draw reports in zones of every shape: on a TD1's third line as on a passport's
//! two, and the whole frame when the zone changes shape.

use mrz_render::{Rect, Renderer, Style};

const SPECIMEN: [&str; 2] = [
    "P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<",
    "L898902C36UTO7408122F1204159ZE184226B<<<<<10",
];
const TD1: [&str; 3] = [
    "I<UTOD231458907<<<<<<<<<<<<<<<",
    "7408122F1204159UTO<<<<<<<<<<<6",
    "ERIKSSON<<ANNA<MARIA<<<<<<<<<<",
];

/// The box around the pixels that differ between two frames of one size, if any do.
fn changed_box(before: &[u8], after: &[u8], width: u32) -> Option<Rect> {
    let changed = before
        .chunks_exact(4)
        .zip(after.chunks_exact(4))
        .enumerate();
    let points: Vec<(u32, u32)> = changed
        .filter(|(_, (a, b))| a != b)
        .map(|(i, _)| (i as u32 % width, i as u32 / width))
        .collect();
    let (x0, x1) = (
        points.iter().map(|p| p.0).min()?,
        points.iter().map(|p| p.0).max()?,
    );
    let (y0, y1) = (
        points.iter().map(|p| p.1).min()?,
        points.iter().map(|p| p.1).max()?,
    );
    Some(Rect {
        x: x0,
        y: y0,
        width: x1 + 1 - x0,
        height: y1 + 1 - y0,
    })
}

#[test]
fn a_change_on_the_third_line_damages_that_line_and_those_cells_only() {
    let mut r = Renderer::new();
    let style = Style::default();
    r.render(&TD1, &style).unwrap();
    let before = r.frame().to_vec();
    let (w, h) = r.size_for(&TD1, &style).unwrap();
    // One cell, then the run of cells from the 3rd to the 8th column.
    for (changed, cells) in [
        ("ERIKSSEN<<ANNA<MARIA<<<<<<<<<<", 1),
        ("ERXKSSOX<<ANNA<MARIA<<<<<<<<<<", 6),
    ] {
        r.render(&TD1, &style).unwrap();
        let before = r.frame().to_vec();
        r.render(&[TD1[0], TD1[1], changed], &style).unwrap();
        let damage = r.damage().to_vec();
        assert_eq!(damage.len(), 1, "{damage:?}");
        let inked = changed_box(&before, r.frame(), w).unwrap();
        // The damage holds every changed pixel, and spans exactly the changed cells: from the
        // first one's span to the last one's, no more than a span each side of their ink.
        let d = damage[0];
        assert!(d.contains(inked.x, inked.y));
        assert!(d.contains(inked.x + inked.width - 1, inked.y + inked.height - 1));
        let pitch = w / 31;
        assert!(
            d.width > (cells - 1) * pitch && d.width < (cells + 1) * pitch,
            "{d:?}"
        );
        // The third line's band: from two line heights (75 px) below the padding to the
        // padding at the bottom.
        assert_eq!(
            (d.y, d.y + d.height),
            (32 + 2 * 75, h - 32),
            "{d:?} in {w} x {h}"
        );
    }
    // Typing back restores the frame bit for bit, damaging the same cells.
    r.render(&TD1, &style).unwrap();
    assert_eq!(r.frame(), before);
}

#[test]
fn a_change_of_shape_damages_the_whole_frame() {
    let mut r = Renderer::new();
    let style = Style::default();
    for lines in [&SPECIMEN[..], &TD1, &TD1[..2], &SPECIMEN] {
        r.render(lines, &style).unwrap();
        let all = r.size_for(lines, &style).unwrap();
        let whole = Rect {
            x: 0,
            y: 0,
            width: all.0,
            height: all.1,
        };
        assert_eq!(r.damage(), [whole], "{lines:?}");
        r.render(lines, &style).unwrap();
        assert_eq!(r.damage(), [], "{lines:?} again");
    }
}
