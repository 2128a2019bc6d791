//! `mrz train --cells FILE`: the cells made for training kept in a file, to train again with
//! other settings without making and reading the pictures again. The file says which options
//! and which version of the reader's cutting made it; cells made otherwise, or a file that is
//! not whole, are made anew (and the file written again). `CUT` must change with any change to
//! how the reader finds or cuts its cells, as the committed weights must be trained again then.

use mrz_read::{INPUTS, OUTPUTS};
use mrz_train::Samples;
use std::io::{self, BufReader, BufWriter, Read, Write};
use std::path::Path;

const MAGIC: &[u8; 8] = b"MRZCELL2";

/// The reader's cutting the cells come from: raised whenever it changes.
const CUT: u32 = 7;

/// What a file's cells must have been made by: the options, the cutting and the cell's size.
fn key(made_by: &str) -> String {
    format!("{made_by}; cut {CUT}; {INPUTS} values a cell")
}

/// The learnt and held-out cells in `path`, when it holds whole cells made by `made_by`.
pub fn load(path: &Path, made_by: &str) -> Option<(Samples, Samples)> {
    let file = std::fs::File::open(path).ok()?;
    let mut r = BufReader::new(file);
    let mut magic = [0u8; 8];
    r.read_exact(&mut magic).ok()?;
    let key = key(made_by);
    let text_len = word(&mut r)?;
    if magic != *MAGIC || text_len != key.len() {
        return None;
    }
    let mut text = vec![0u8; text_len];
    r.read_exact(&mut text).ok()?;
    if text != key.as_bytes() {
        return None;
    }
    let (learn, held) = (samples(&mut r)?, samples(&mut r)?);
    // Nothing after the held-out cells: a file that is longer is not one this wrote.
    r.read(&mut [0u8; 1]).ok().filter(|&n| n == 0)?;
    Some((learn, held))
}

fn word(r: &mut impl Read) -> Option<usize> {
    let mut b = [0u8; 8];
    r.read_exact(&mut b).ok()?;
    usize::try_from(u64::from_le_bytes(b)).ok()
}

/// One run of cells: their count, their labels, then their values, read a cell at a time.
fn samples(r: &mut impl Read) -> Option<Samples> {
    let n = word(r)?;
    // No more cells than a file of this kind could hold (100,000 pictures of four presets).
    if n > 1 << 30 {
        return None;
    }
    let mut labels = vec![0u8; n];
    r.read_exact(&mut labels).ok()?;
    if labels.iter().any(|&l| usize::from(l) >= OUTPUTS) {
        return None;
    }
    let mut cells = Vec::with_capacity(n * INPUTS);
    let mut raw = [0u8; INPUTS * 4];
    for _ in 0..n {
        r.read_exact(&mut raw).ok()?;
        cells.extend(
            raw.chunks_exact(4)
                .map(|b| f32::from_le_bytes([b[0], b[1], b[2], b[3]])),
        );
    }
    Some(Samples { cells, labels })
}

/// `learn` and `held` written to `path`, as made by `made_by`: to a file beside it first, then
/// renamed, so that a run stopped while writing leaves no half file.
pub fn save(path: &Path, made_by: &str, learn: &Samples, held: &Samples) -> io::Result<()> {
    let part = path.with_extension("part");
    let mut w = BufWriter::new(std::fs::File::create(&part)?);
    let key = key(made_by);
    w.write_all(MAGIC)?;
    w.write_all(&(key.len() as u64).to_le_bytes())?;
    w.write_all(key.as_bytes())?;
    for s in [learn, held] {
        w.write_all(&(s.len() as u64).to_le_bytes())?;
        w.write_all(&s.labels)?;
        for v in &s.cells {
            w.write_all(&v.to_le_bytes())?;
        }
    }
    w.into_inner()
        .map_err(io::IntoInnerError::into_error)?
        .sync_all()?;
    std::fs::rename(part, path)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cells_come_back_whole_or_not_at_all() {
        let dir = std::env::temp_dir().join(format!("mrz-cells-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("cells.bin");
        let mut learn = Samples::default();
        learn.push(&[0.25; INPUTS], 3);
        learn.push(&[-0.5; INPUTS], 36);
        let mut held = Samples::default();
        held.push(&[1.0; INPUTS], 0);
        save(&path, "seed 1", &learn, &held).unwrap();
        let (l, h) = load(&path, "seed 1").expect("the cells saved");
        assert_eq!(
            (l.cells, l.labels),
            (learn.cells.clone(), learn.labels.clone())
        );
        assert_eq!(
            (h.cells, h.labels),
            (held.cells.clone(), held.labels.clone())
        );
        assert!(load(&path, "seed 2").is_none(), "other options");
        // Cut short, or with more after it: not the cells.
        let bytes = std::fs::read(&path).unwrap();
        std::fs::write(&path, &bytes[..bytes.len() - 1]).unwrap();
        assert!(load(&path, "seed 1").is_none());
        std::fs::write(&path, [&bytes[..], b"x"].concat()).unwrap();
        assert!(load(&path, "seed 1").is_none());
        std::fs::write(&path, b"MRZ").unwrap();
        assert!(load(&path, "seed 1").is_none());
        assert!(load(&dir.join("none.bin"), "seed 1").is_none());
        std::fs::remove_dir_all(&dir).ok();
    }
}
