//! `mrz train --cells FILE`: the cells made for training kept in a file, to train again with
//! other settings without making and reading the pictures again. The file says which options
//! made it; cells made with others are made anew (and the file written again).

use mrz_read::INPUTS;
use mrz_train::Samples;
use std::io::{self, BufReader, BufWriter, Read, Write};
use std::path::Path;

const MAGIC: &[u8; 8] = b"MRZCELLS";

/// The learnt and held-out cells in `path`, when it holds cells made by `made_by`.
pub fn load(path: &Path, made_by: &str) -> io::Result<Option<(Samples, Samples)>> {
    let Ok(file) = std::fs::File::open(path) else {
        return Ok(None);
    };
    let mut r = BufReader::new(file);
    let mut magic = [0u8; 8];
    r.read_exact(&mut magic)?;
    let mut word = || -> io::Result<u64> {
        let mut b = [0u8; 8];
        r.read_exact(&mut b)?;
        Ok(u64::from_le_bytes(b))
    };
    let text_len = word()? as usize;
    if magic != *MAGIC || text_len != made_by.len() {
        return Ok(None);
    }
    let mut text = vec![0u8; text_len];
    r.read_exact(&mut text)?;
    if text != made_by.as_bytes() {
        return Ok(None);
    }
    let mut read = || -> io::Result<Samples> {
        let mut b = [0u8; 8];
        r.read_exact(&mut b)?;
        let n = u64::from_le_bytes(b) as usize;
        let mut labels = vec![0u8; n];
        r.read_exact(&mut labels)?;
        let mut raw = vec![0u8; n * INPUTS * 4];
        r.read_exact(&mut raw)?;
        let cells = raw
            .chunks_exact(4)
            .map(|b| f32::from_le_bytes([b[0], b[1], b[2], b[3]]))
            .collect();
        Ok(Samples { cells, labels })
    };
    Ok(Some((read()?, read()?)))
}

/// `learn` and `held` written to `path`, as made by `made_by`.
pub fn save(path: &Path, made_by: &str, learn: &Samples, held: &Samples) -> io::Result<()> {
    let mut w = BufWriter::new(std::fs::File::create(path)?);
    w.write_all(MAGIC)?;
    w.write_all(&(made_by.len() as u64).to_le_bytes())?;
    w.write_all(made_by.as_bytes())?;
    for s in [learn, held] {
        w.write_all(&(s.len() as u64).to_le_bytes())?;
        w.write_all(&s.labels)?;
        for v in &s.cells {
            w.write_all(&v.to_le_bytes())?;
        }
    }
    w.flush()
}
