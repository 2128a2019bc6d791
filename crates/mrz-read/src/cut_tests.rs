//! Cutting windows: every way of taking the samples held to the plain one.
use super::*;

/// A `w` x `h` picture of speckle: every pixel unlike its neighbours.
pub(crate) fn speckle(w: u32, h: u32) -> Gray {
    Gray {
        width: w,
        height: h,
        pixels: (0..w * h)
            .map(|i| (i.wrapping_mul(2_654_435_761) >> 24) as u8)
            .collect(),
    }
}

#[test]
fn a_window_inside_the_picture_is_cut_as_one_that_asks_at_every_sample() {
    let image = speckle(120, 90);
    // Turned a little, one sample a grid pixel and two each way.
    for scale in [1.0, 2.0] {
        let cell = Cell {
            centre: [60.3, 44.7],
            along: [16.0 * scale, 1.5 * scale],
            across: [-2.0 * scale, 24.0 * scale],
        };
        let got = cut(&image, &cell, WIDE);
        let grid = grid_of(&cell, WIDE);
        assert!(grid.inside(&image));
        let mut asked = [0.0; WIDE * WIN_H];
        sampled::<false>(&image, &grid, &mut asked, WIDE);
        assert_eq!(got, asked, "scale {scale}");
        assert!(got.iter().any(|&v| v > 0.0));
    }
    // Narrow and wide, one to three samples a grid pixel each way, at many turns and
    // places: rows of every length, so each way of taking a row's samples is held to the
    // plain one.
    let mut compared = 0;
    for i in 0..200 {
        let t = i as f32 * 0.37;
        let scale = 0.8 + (i % 9) as f32 * 0.3;
        let cell = Cell {
            centre: [40.0 + 40.0 * t.sin().abs(), 30.0 + 30.0 * t.cos().abs()],
            along: [16.0 * scale * t.cos(), 16.0 * scale * t.sin() * 0.2],
            across: [
                -24.0 * scale * t.sin() * 0.2,
                24.0 * scale * (1.0 - 0.1 * (i % 3) as f32),
            ],
        };
        for width in [WIDE, crate::templates::CELL_W + 4] {
            let grid = grid_of(&cell, width);
            if !grid.inside(&image) {
                continue;
            }
            let mut asked = [0.0; WIDE * WIN_H];
            sampled::<false>(&image, &grid, &mut asked[..width * WIN_H], width);
            assert_eq!(cut(&image, &cell, width), asked, "cell {i}, width {width}");
            compared += 1;
        }
    }
    assert!(compared > 100, "only {compared} windows inside");
    // Over the edge, the nearest edge's pixels.
    let off = Cell {
        centre: [2.0, 2.0],
        along: [16.0, 0.0],
        across: [0.0, 24.0],
    };
    assert!(!grid_of(&off, WIDE).inside(&image));
    // Nor a cell whose size is not a number: nothing is sampled, as before.
    let nan = Cell {
        along: [f32::NAN, 0.0],
        ..off
    };
    assert!(!grid_of(&nan, WIDE).inside(&image));
    assert!(cut(&image, &nan, WIDE).iter().all(|&v| v == 0.0));
    let corner = 255.0 - f32::from(image.pixels[0]);
    assert_eq!(cut(&image, &off, WIDE)[0], corner);
}

/// A picture whose buffer is shorter than its size says is never gathered from unchecked.
#[cfg(target_arch = "x86_64")]
#[test]
fn only_a_whole_picture_is_gathered_from() {
    let mut image = speckle(40, 30);
    assert!(crate::gather::whole(&image));
    image.pixels.pop();
    assert!(!crate::gather::whole(&image));
}

/// A window whose corner samples lie exactly on the two pixels `Grid::inside` keeps to spare,
/// in a picture whose buffer ends at its last pixel: the gathers' last bytes are its own.
#[test]
fn a_window_on_the_margin_is_cut_from_within_the_buffer() {
    for width in [WIDE, crate::templates::CELL_W + 4] {
        let (sx, sy) = (width, WIN_H);
        let image = speckle(sx as u32 + 4, sy as u32 + 4);
        let cell = Cell {
            centre: [2.0 + 0.5 * (sx - 1) as f32, 2.0 + 0.5 * (sy - 1) as f32],
            along: [16.0, 0.0],
            across: [0.0, 24.0],
        };
        let grid = grid_of(&cell, width);
        assert!(grid.inside(&image), "width {width}");
        let mut asked = [0.0; WIDE * WIN_H];
        sampled::<false>(&image, &grid, &mut asked[..width * WIN_H], width);
        assert_eq!(cut(&image, &cell, width), asked, "width {width}");
    }
}
