//! Where a line's ink runs, measured from the picture: the mean ink across the line, row by
//! row, rises at the tops of the capitals and falls at their feet. The pieces' centres put the
//! line a little off (a chevron's centre is not a capital's), and a cell a tenth too high
//! loses the foot that tells E from F.

use crate::sample::{pixel, Cell};
use mrz_render::Gray;

/// Rows of the profile, and how far it reaches each side of the cells' centre line, in guessed
/// heights: not so far as the next line's ink, which starts about 0.95 away.
const ROWS: usize = 40;
const REACH: f32 = 0.8;

/// Lines shorter than this are measured whole.
const SHORT: usize = 12;

/// How far above the capitals' middle the template cell's middle lies, in capitals' heights
/// (the cell runs from the top of a 0's overshoot to the foot of the lowest glyph).
const CELL_ABOVE: f32 = 0.026;

/// A cell's width over its height: the font's advance over its line of ink.
fn aspect() -> f32 {
    let (up, down) = mrz_render::ink_extent(1.0);
    mrz_render::advance(1.0) / (up + down)
}

/// `line`'s cells moved across to the ink measured at each end of the line (in between by the
/// character's place), and made as tall as the font is for their pitch.
pub fn refit(image: &Gray, line: &mut [Cell]) {
    let n = line.len();
    let aspect = aspect();
    if n < 6 {
        return;
    }
    let third = n / 3;
    // A short line (the Swiss licence's 9) is measured whole: a third of it is too few
    // characters to lean it by, and it leans as the long lines it was laid by.
    let ends = match n < SHORT {
        true => [measure(image, line); 2],
        false => [
            measure(image, &line[..third]),
            measure(image, &line[n - third..]),
        ],
    };
    // One end measured serves both; neither, and the cells stay as the pieces put them.
    let ((off0, h0), (off1, h1)) = match ends {
        [Some(a), Some(b)] => (a, b),
        [Some(a), None] | [None, Some(a)] => (a, a),
        [None, None] => return,
    };
    let (k0, k1) = (
        (third as f32 - 1.0) / 2.0,
        n as f32 - 1.0 - (third as f32 - 1.0) / 2.0,
    );
    for (i, cell) in line.iter_mut().enumerate() {
        let t = (i as f32 - k0) / (k1 - k0);
        let (off, caps) = (off0 + t * (off1 - off0), h0 + t * (h1 - h0));
        let unit = unit(cell.across);
        let shift = off - CELL_ABOVE * caps;
        cell.centre = [
            cell.centre[0] + shift * unit[0],
            cell.centre[1] + shift * unit[1],
        ];
        // The height from the pitch, as the font has it: the profile's edges, softened by
        // blur and JPEG, put it a twentieth too tall, and the pitch is fitted to thirty and
        // more characters.
        let pitch = cell.along[0].hypot(cell.along[1]);
        cell.across = unit.map(|u| u * pitch / aspect);
    }
}

fn unit(v: [f32; 2]) -> [f32; 2] {
    let len = v[0].hypot(v[1]).max(1e-6);
    [v[0] / len, v[1] / len]
}

/// Across `cells`: where the middle of their capitals lies from the cells' centre line and how
/// tall the capitals are, in pixels; `None` when the profile shows no band of ink.
fn measure(image: &Gray, cells: &[Cell]) -> Option<(f32, f32)> {
    let guess = cells[0].across[0].hypot(cells[0].across[1]);
    let across = unit(cells[0].across);
    let step = 2.0 * REACH * guess / ROWS as f32;
    let mut profile = [0.0f32; ROWS];
    for (r, row) in profile.iter_mut().enumerate() {
        let d = (r as f32 + 0.5) * step - REACH * guess;
        let mut sum = 0.0;
        for c in cells {
            for f in [-0.3, -0.1, 0.1, 0.3] {
                let x = c.centre[0] + f * c.along[0] + d * across[0];
                let y = c.centre[1] + f * c.along[1] + d * across[1];
                sum += 255.0 - pixel(image, x, y);
            }
        }
        *row = sum;
    }
    let (lo, hi) = profile
        .iter()
        .fold((f32::MAX, f32::MIN), |(l, h), &p| (l.min(p), h.max(p)));
    if hi - lo < 1e-3 {
        return None;
    }
    let half = (lo + hi) / 2.0;
    // The outermost rows above half height: the tops of the capitals and their feet (a
    // line of digits dips between them, where 0, 3 and 8 have little ink across).
    let top = (0..ROWS).find(|&r| profile[r] >= half)?;
    let bottom = (0..ROWS).rev().find(|&r| profile[r] >= half)?;
    // Edges between rows, where the profile crosses half height.
    let edge = |inside: usize, outside: Option<usize>| -> f32 {
        match outside {
            Some(o) => {
                let (a, b) = (profile[inside], profile[o]);
                let t = if a > b { (a - half) / (a - b) } else { 0.5 };
                inside as f32 + t * (o as f32 - inside as f32)
            }
            None => inside as f32,
        }
    };
    let top_edge = edge(top, top.checked_sub(1));
    let bottom_edge = edge(bottom, (bottom + 1 < ROWS).then_some(bottom + 1));
    let caps = (bottom_edge - top_edge) * step;
    let middle = ((top_edge + bottom_edge) / 2.0 + 0.5) * step - REACH * guess;
    (caps > 0.3 * guess).then_some((middle, caps))
}
