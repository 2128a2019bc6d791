//! Tesseract beside our reader on the same pictures: the first records of an accuracy set,
//! made again into a folder of their own for it, read by both, judged alike.

use crate::failures;
use crate::score::{accuracy, ms_per_image, Outcome};
use crate::tesseract::{self, Tesseract};
use mrz_set::make::Maker;
use std::io;

/// Tesseract and ours on the same first pictures of a set.
pub struct Beside {
    pub images: usize,
    pub ours: f64,
    pub ours_ms: f64,
    pub theirs: f64,
    pub theirs_ms: f64,
}

/// Tesseract on records 1 to `count` of the set, made again into a folder of their own.
pub fn beside(
    t: &Tesseract,
    outcomes: &[Outcome],
    count: u32,
    maker: &mut Maker,
    key: &str,
    threads: usize,
) -> io::Result<Beside> {
    let first = &outcomes[..outcomes.len().min(count as usize)];
    let dir = std::env::temp_dir().join(format!("mrz-accuracy-{}-{key}", std::process::id()));
    std::fs::create_dir_all(&dir)?;
    let mut files = Vec::new();
    for o in first {
        let made = maker.make(o.index)?;
        let file = dir.join(failures::picture_name(key, o.index, &made));
        std::fs::write(&file, &made.images[0])?;
        files.push(file);
    }
    let read = t.read(&files, threads);
    let _ = std::fs::remove_dir_all(&dir);
    let (texts, theirs_ms) = read.map_err(io::Error::other)?;
    let right = first
        .iter()
        .zip(&texts)
        .filter(|(o, text)| tesseract::zone(text, o.want.len(), o.want[0].len()) == o.want);
    Ok(Beside {
        images: first.len(),
        ours: accuracy(first),
        ours_ms: ms_per_image(first),
        theirs: 100.0 * right.count() as f64 / first.len() as f64,
        theirs_ms,
    })
}
