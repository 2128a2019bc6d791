//! The cells `mrz train` learns from: each preset's set made as `mrz batch` makes it (from a
//! seed of its own, not the bench's; its palettes in turn, picture by picture), read back by the
//! reader with its templates alone, and every character the reader put where its label says it
//! was printed cut as the reader cuts it to match, with its character.

use crate::label_quads::printed_centres;
use crate::pool;
use crate::progress::Progress;
use crate::score::recipe;
use crate::train_bands::banded;
use mrz_picture::decode;
use mrz_read::{output_of, resized, Cell, Reader, CELL_H, CELL_W};
use mrz_scene::{Palette, Preset};
use mrz_set::layouts::Layout;
use mrz_set::shares::Shares;
use mrz_set::{Maker, Recipe};
use mrz_train::Samples;
use std::io;

/// What the cells are made from: `mrz train`'s options for them.
pub struct Making<'a> {
    pub seed: u64,
    pub count: u32,
    pub realism: &'a [Preset],
    pub palette: &'a [Palette],
    pub formats: &'a Shares,
    pub made_up: f64,
}

/// Every 20th picture is kept out of training, to say how well the model does on cells it has
/// not seen.
const HELD_OUT: u32 = 20;

/// A cell is learnt when the reader put it within this share of a pitch of where the label
/// says its character was printed: each cell is then its character's, however poorly the
/// templates matched it (the hard cells are the ones to learn).
const ALIGNED: f32 = 0.3;

/// Each cell is learnt where the reader put it and once more cut a little off: moved by up to
/// an eighth of its width and a twelfth of its height each way, as a real line's cells sit a
/// little off where its row puts them, and up to 12 % taller or shorter, as another printer's
/// OCR-B stands taller or squatter than ours for the same pitch (the reader makes a cell as
/// tall as our font is for its pitch), and 3 % wider or narrower (a pitch is fitted to a whole
/// line; a spread of 8 % cost web-sized scans 7 zones of 500 on one seed); half of the moved
/// ones with a broad band of background across them (`train_bands`). See `mrz_read::resized`.
fn jitter(index: u32, at: usize) -> ([f32; 2], [f32; 2]) {
    let h =
        (index.wrapping_mul(0x9e37_79b9) ^ (at as u32).wrapping_mul(0x85eb_ca6b)).rotate_left(13);
    let h = h.wrapping_mul(0xc2b2_ae35);
    // Four bytes of the hash, each from -1 to 1.
    let [a, b, c, d] = h.to_le_bytes().map(|v| f32::from(v) / 127.5 - 1.0);
    ([1.0 + 0.03 * a, 1.0 + 0.12 * b], [c / 8.0, d / 12.0])
}

/// The cells of picture `index` that the reader placed on their characters, for training or
/// for holding out; `label` is its row of labels.jsonl.
fn cells_of(
    reader: &Reader,
    bytes: &[u8],
    label: &[u8],
    lines: &[String],
    index: u32,
    shifted: bool,
) -> Samples {
    let mut out = Samples::default();
    let Ok(image) = decode(bytes) else {
        return out;
    };
    let Ok(reading) = reader.read(&image) else {
        return out;
    };
    let printed = serde_json::from_slice(label).map_or(Vec::new(), |l| printed_centres(&l));
    if reading.lines.len() != lines.len() || printed.len() != lines.len() {
        return out;
    }
    for (l, (want, cells)) in lines.iter().zip(&reading.cells).enumerate() {
        let (boxes, centres) = (&reading.boxes[l], &printed[l]);
        if cells.len() != want.len() || boxes.len() != want.len() || centres.len() != want.len() {
            continue;
        }
        for (at, (c, cell)) in want.bytes().zip(cells).enumerate() {
            let placed = Cell::from_corners(&boxes[at]);
            let (mid, pitch) = (placed.centre, placed.along[0].hypot(placed.along[1]));
            let off = (mid[0] - centres[at][0]).hypot(mid[1] - centres[at][1]);
            let Some(label) = output_of(c).filter(|_| off <= ALIGNED * pitch) else {
                continue;
            };
            out.push(&cell.wide(0, 0), label as u8);
            if shifted {
                let (size, by) = jitter(index, out.len() + at);
                // A large zone's cells were cut from the picture shrunk, which is not kept:
                // they are moved as far within their window, and keep their size.
                let mut moved = match reading.shrunk == 1.0 {
                    true => resized(&image, &placed, size, by),
                    false => cell.wide(
                        (by[0] * CELL_W as f32).round() as i32,
                        (by[1] * CELL_H as f32).round() as i32,
                    ),
                };
                banded(&mut moved, index.rotate_left(16) ^ at as u32);
                out.push(&moved, label as u8);
            }
        }
    }
    out
}

/// Every preset's pictures made, read and cut into cells: those to learn from and those
/// held out.
pub fn make_cells(args: &Making, threads: usize) -> io::Result<(Samples, Samples)> {
    let (mut learn, mut held) = (Samples::default(), Samples::default());
    for &preset in args.realism {
        let recipes: Vec<Recipe> = args
            .palette
            .iter()
            .map(|&palette| Recipe {
                palette,
                made_up: args.made_up,
                ..recipe(preset, args.seed, args.formats, None)
            })
            .collect();
        let mut progress = Progress::new(args.count);
        eprintln!("mrz train: {} pictures, {}", args.count, preset.key());
        let worker = || {
            let mut makers: Vec<Maker> =
                recipes.iter().map(|r| Maker::new(r, Layout::Dir)).collect();
            let reader = Reader::templates_only();
            move |index: u32| {
                let turn = index as usize % makers.len();
                let made = makers[turn].make(index)?;
                let shifted = !index.is_multiple_of(HELD_OUT);
                io::Result::Ok(cells_of(
                    &reader,
                    &made.images[0],
                    &made.jsonl,
                    &made.lines,
                    index,
                    shifted,
                ))
            }
        };
        pool::ordered(
            1..=args.count,
            threads,
            4 * threads as u64,
            worker,
            |index, s| {
                if index % HELD_OUT == 0 {
                    held.extend(s)
                } else {
                    learn.extend(s)
                }
                progress.step();
                Ok(())
            },
        )?;
        progress.finish();
    }
    Ok((learn, held))
}
