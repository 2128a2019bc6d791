//! Characters slanted by perspective. A card tilted away from the camera turns its printed
//! uprights: they no longer stand square to the line, and a square cell cuts each character
//! slanted, so that a 5 matches an S and an O a Q. A zone's lines are printed one above another,
//! column by column: the step from a character to the one below it is the printed upright there.

use crate::sample::Cell;

/// Uprights turned less than this (its sine; about 3 degrees) are left square.
const SLANT: f32 = 0.05;

/// The zone's cells with each one's height along the printed upright at its column, keeping
/// its height square to the line; None for one line, or for uprights that stand square.
pub fn slanted(cells: &[Vec<Cell>]) -> Option<Vec<Vec<Cell>>> {
    let lines = cells.len();
    let n = cells.first()?.len();
    if lines < 2 || cells.iter().any(|l| l.len() != n) {
        return None;
    }
    // The upright at each column: from the first line to the last.
    let uprights: Vec<[f32; 2]> = (0..n)
        .map(|i| {
            let (a, b) = (cells[0][i].centre, cells[lines - 1][i].centre);
            [b[0] - a[0], b[1] - a[1]]
        })
        .collect();
    let mut turn = 0.0;
    let out: Vec<Vec<Cell>> = cells
        .iter()
        .map(|line| {
            line.iter()
                .zip(&uprights)
                .map(|(cell, up)| {
                    let (h, normal) = (cell.height(), cell.normal());
                    let len = up[0].hypot(up[1]);
                    let cos = (up[0] * normal[0] + up[1] * normal[1]) / len;
                    // Lines too close, or steps against the line's normal: no upright to go by.
                    if !(len > h && cos > 0.7) {
                        return *cell;
                    }
                    turn += (1.0 - cos * cos).sqrt();
                    Cell {
                        across: up.map(|v| v / len * h / cos),
                        ..*cell
                    }
                })
                .collect()
        })
        .collect();
    (turn / (lines * n) as f32 > SLANT).then_some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Two lines of 30 cells 10 px apart, 12 px tall, the second `lean` px to the right.
    fn zone(lean: f32) -> Vec<Vec<Cell>> {
        (0..2)
            .map(|l| {
                (0..30)
                    .map(|i| Cell {
                        centre: [10.0 * i as f32 + lean * l as f32, 20.0 * l as f32],
                        along: [10.0, 0.0],
                        across: [0.0, 12.0],
                    })
                    .collect()
            })
            .collect()
    }

    #[test]
    fn cells_lean_as_the_printed_uprights_and_keep_their_height() {
        let slanted = slanted(&zone(5.0)).expect("uprights a quarter of a step aside lean");
        for cell in slanted.concat() {
            // Along the step from one line to the next, 5 across for 20 down...
            assert!((cell.across[0] * 20.0 - cell.across[1] * 5.0).abs() < 1e-3);
            // ...and as tall, square to the line, as before.
            assert!((cell.across[1] - 12.0).abs() < 1e-3);
            assert_eq!(cell.along, [10.0, 0.0]);
        }
    }

    #[test]
    fn a_turned_zone_leans_as_its_upright_twin_and_three_lines_lean_alike() {
        // Half a circle round: the lines in reverse order, each read from its other end.
        let upright = slanted(&zone(5.0)).unwrap();
        let turned: Vec<Vec<Cell>> = zone(5.0)
            .iter()
            .rev()
            .map(|l| l.iter().rev().map(Cell::turned).collect())
            .collect();
        let back: Vec<Vec<Cell>> = slanted(&turned)
            .unwrap()
            .iter()
            .rev()
            .map(|l| l.iter().rev().map(Cell::turned).collect())
            .collect();
        assert_eq!(back, upright);
        // A card's three lines: the middle one leans with the others.
        let mut three = zone(5.0);
        three.insert(
            1,
            three[0]
                .iter()
                .map(|c| c.moved(0.25, 10.0 / 12.0))
                .collect(),
        );
        for cell in slanted(&three).unwrap().concat() {
            assert!((cell.across[0] * 20.0 - cell.across[1] * 5.0).abs() < 1e-3);
        }
    }

    #[test]
    fn square_uprights_and_single_lines_are_left_alone() {
        assert!(slanted(&zone(0.0)).is_none());
        assert!(slanted(&zone(0.5)).is_none());
        assert!(slanted(&zone(5.0)[..1]).is_none());
    }
}
