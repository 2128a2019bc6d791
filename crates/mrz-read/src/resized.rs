//! A cell cut again a little off its size and place, for `mrz train`: the reader sizes a cell
//! from its line's pitch and the height of its ink, and on print we did not draw either may be
//! a tenth off (the measured height of a harsh zone's capitals over its pitch ran from 0.57 to
//! 1.11); a model that has only seen cells cut to the glyphs' own size takes a squat or a tall
//! character for its neighbour.

use crate::conv::{MODEL_H, MODEL_W};
use crate::sample::Cell;
use crate::templates::CELL_H;
use crate::window::wide_window;
use mrz_render::Gray;

/// The cell whose corners (as a reading's `boxes` give them) are `corners`, moved `du` of its
/// width along the line and `dv` of its height across it, its width scaled by `along` and its
/// height by `across`, cut from `image` as the model reads it. `None` for a cell taller than
/// the reader cuts from the picture itself (a large zone's cells are cut from the picture
/// shrunk, see `read_zone`): cut here, it would not be the cell the reader shows the model.
pub fn resized(
    image: &Gray,
    corners: &[[f32; 2]; 4],
    [along, across]: [f32; 2],
    [du, dv]: [f32; 2],
) -> Option<[f32; MODEL_W * MODEL_H]> {
    let [a, b, _, d] = *corners;
    let cell = Cell {
        centre: [0, 1].map(|i| corners.iter().map(|p| p[i]).sum::<f32>() / 4.0),
        along: [b[0] - a[0], b[1] - a[1]],
        across: [d[0] - a[0], d[1] - a[1]],
    };
    if cell.height() > 1.2 * CELL_H as f32 {
        return None;
    }
    let moved = cell.moved(du, dv);
    let cut = Cell {
        along: moved.along.map(|v| v * along),
        across: moved.across.map(|v| v * across),
        ..moved
    };
    Some(wide_window(image, &cut).wide(0, 0))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cut::tests::speckle;

    #[test]
    fn a_cell_at_its_own_size_and_place_is_the_cell_the_reader_cut() {
        let image = speckle(200, 80);
        let cell = Cell {
            centre: [90.5, 40.25],
            along: [15.0, 2.0],
            across: [-3.0, 22.0],
        };
        let reader = wide_window(&image, &cell).wide(0, 0);
        assert_eq!(
            resized(&image, &cell.corners(), [1.0, 1.0], [0.0, 0.0]),
            Some(reader)
        );
        let taller = resized(&image, &cell.corners(), [1.0, 1.1], [0.0, 0.0]);
        assert!(taller.is_some_and(|t| t != reader));
        let large = Cell {
            along: [40.0, 0.0],
            across: [0.0, 60.0],
            ..cell
        };
        assert_eq!(
            resized(&image, &large.corners(), [1.0, 1.0], [0.0, 0.0]),
            None
        );
    }
}
