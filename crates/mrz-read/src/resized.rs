//! A cell cut again a little off its size and place, for `mrz train`. The reader makes each
//! cell as tall as the font is for its line's pitch, but another printer's OCR-B may stand
//! taller or squatter for the same pitch, and a line's ink is placed a little off: a model
//! that has only seen cells cut around glyphs of our own proportions takes a tall or a squat
//! character for its neighbour.

use crate::conv::{MODEL_H, MODEL_W};
use crate::sample::Cell;
use crate::window::wide_window;
use mrz_render::Gray;

/// `cell` (as [`Cell::from_corners`] makes it of a reading's `boxes`) moved `du` of its width
/// along the line and `dv` of its height across it, its width scaled by `along` and its height
/// by `across`, cut from `image` as the model reads it. Only for a reading whose cells were cut
/// from the picture itself (`Reading::shrunk` 1): a large zone's are cut from the picture
/// shrunk, and cut here they would not be the cells the reader shows the model.
pub fn resized(
    image: &Gray,
    cell: &Cell,
    [along, across]: [f32; 2],
    [du, dv]: [f32; 2],
) -> [f32; MODEL_W * MODEL_H] {
    let moved = cell.moved(du, dv);
    let cut = Cell {
        along: moved.along.map(|v| v * along),
        across: moved.across.map(|v| v * across),
        ..moved
    };
    wide_window(image, &cut).wide(0, 0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cut::tests::speckle;

    fn cut(image: &Gray, cell: &Cell) -> [f32; MODEL_W * MODEL_H] {
        wide_window(image, cell).wide(0, 0)
    }

    #[test]
    fn a_cell_is_cut_again_as_tall_wide_and_moved_as_asked() {
        let image = speckle(200, 80);
        let cell = Cell {
            centre: [90.5, 40.25],
            along: [15.0, 2.0],
            across: [-3.0, 22.0],
        };
        let boxed = Cell::from_corners(&cell.corners());
        assert_eq!(
            resized(&image, &boxed, [1.0, 1.0], [0.0, 0.0]),
            cut(&image, &cell)
        );
        // Taller, not wider: the height's own vector is scaled, the width's kept.
        let taller = Cell {
            across: cell.across.map(|v| v * 1.1),
            ..cell
        };
        let got = resized(&image, &boxed, [1.0, 1.1], [0.0, 0.0]);
        assert_eq!(got, cut(&image, &taller));
        assert_ne!(got, resized(&image, &boxed, [1.1, 1.0], [0.0, 0.0]));
        // Moved along by a tenth of its width and across by a twentieth of its height.
        let got = resized(&image, &boxed, [1.0, 1.0], [0.1, 0.05]);
        assert_eq!(got, cut(&image, &cell.moved(0.1, 0.05)));
        assert_ne!(got, resized(&image, &boxed, [1.0, 1.0], [0.05, 0.1]));
    }
}
