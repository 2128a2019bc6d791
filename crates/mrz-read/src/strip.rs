//! Reading an upright zone: its lines found, the format's line length and the pitch fitted to
//! each line by how well the characters then match, every character ranked.

use crate::cells::cut;
use crate::digits::choose;
use crate::kinds::kinds;
use crate::lines::{bands, Band};
use crate::templates::{Candidate, Templates};
use mrz_core::{decode, Format};
use mrz_render::{advance, ink_extent, Gray};
use std::fmt;

/// What was read: the lines, each character's candidates (best first), and the format the
/// line count and length give.
#[derive(Debug, Clone)]
pub struct Reading {
    pub format: Format,
    pub lines: Vec<String>,
    pub candidates: Vec<Vec<Vec<Candidate>>>,
    /// The zone's ink in the picture: corners from the zone's top left, clockwise, in pixels.
    pub quad: [[f32; 2]; 4],
    /// Each character's cell in the picture, line by line: corners from its top left,
    /// clockwise, in pixels (a turned zone's cells are turned with it).
    pub boxes: Vec<Vec<[[f32; 2]; 4]>>,
}

impl Reading {
    /// Each character's score, from -1 to 1: how closely its cell matched the glyph read.
    pub fn confidence(&self) -> Vec<Vec<f32>> {
        self.candidates
            .iter()
            .map(|l| l.iter().map(|c| c[0].score).collect())
            .collect()
    }

    /// Whether the lines read decode with every check digit right.
    pub fn valid(&self) -> bool {
        decode(&self.lines).is_ok_and(|d| d.valid)
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ReadError {
    /// The picture has no pixels.
    Empty,
    /// Nothing in the picture looks like a zone: no two or three long lines of evenly spaced
    /// characters.
    NoZone,
}

impl fmt::Display for ReadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReadError::Empty => write!(f, "the picture has no pixels"),
            ReadError::NoZone => write!(
                f,
                "found no machine-readable zone: no two or three long lines of evenly spaced characters"
            ),
        }
    }
}

impl std::error::Error for ReadError {}

/// Read `image`, an upright zone on a plain ground.
pub fn read_upright(image: &Gray, templates: &Templates) -> Result<Reading, ReadError> {
    let found = bands(image);
    let lengths: &[usize] = match found.len() {
        3 => &[30],
        2 => &[36, 44],
        _ => return Err(ReadError::NoZone),
    };
    // One ink height for the zone: a line of chevrons and digits alone is no lower.
    let height = found.iter().map(|b| b.bottom - b.top).max().unwrap_or(1) as f32;
    let (up, down) = ink_extent(1.0);
    let width = height * advance(1.0) / (up + down);
    let mut best: Option<(f32, Vec<Vec<Vec<Candidate>>>)> = None;
    for &n in lengths {
        let lines: Vec<(f32, Vec<Vec<Candidate>>)> = found
            .iter()
            .map(|band| read_line(image, templates, band, n, height, width))
            .collect();
        let score = lines.iter().map(|l| l.0).sum::<f32>();
        if best.as_ref().is_none_or(|b| score > b.0) {
            best = Some((score, lines.into_iter().map(|l| l.1).collect()));
        }
    }
    let mut candidates = best.map(|b| b.1).unwrap_or_default();
    let length = candidates.first().map_or(0, Vec::len);
    // The format from the shape, a visa told by a first letter read as V (or as what the
    // layout's letters make of it).
    let first = candidates
        .first()
        .and_then(|l| l.first())
        .and_then(|c| c.iter().find(|c| c.c.is_ascii_uppercase()))
        .map_or(b'P', |c| c.c);
    let format = Format::detect(candidates.len(), length, first).unwrap_or(Format::Td3);
    // Candidates a position cannot hold go last, in their order.
    for (line, kinds) in candidates.iter_mut().zip(kinds(format.layout())) {
        for (ranked, kind) in line.iter_mut().zip(kinds) {
            ranked.sort_by_key(|c| !kind.allows(c.c));
        }
    }
    let mut lines: Vec<String> = candidates
        .iter()
        .map(|l| l.iter().map(|c| char::from(c[0].c)).collect())
        .collect();
    choose(&mut lines, &mut candidates);
    let left = found.iter().map(|b| b.left).min().unwrap_or(0) as f32;
    let right = found.iter().map(|b| b.right).max().unwrap_or(0) as f32;
    let (top, bottom) = (found[0].top as f32, found[found.len() - 1].bottom as f32);
    let boxes = found
        .iter()
        .zip(&lines)
        .map(|(b, line)| {
            let n = line.len().max(1) as f32;
            let step = (right - left) / n;
            let (t, bt) = (b.top as f32, b.bottom as f32);
            (0..line.len())
                .map(|i| {
                    let x = left + i as f32 * step;
                    [[x, t], [x + step, t], [x + step, bt], [x, bt]]
                })
                .collect()
        })
        .collect();
    Ok(Reading {
        format,
        lines,
        quad: [[left, top], [right, top], [right, bottom], [left, bottom]],
        boxes,
        candidates,
    })
}

/// The line of `n` characters in `band`: the pitch and start that make the characters match
/// best (a coarse pass over every third character, then all), and the mean best score.
fn read_line(
    image: &Gray,
    templates: &Templates,
    band: &Band,
    n: usize,
    height: f32,
    width: f32,
) -> (f32, Vec<Vec<Candidate>>) {
    let top = band.bottom as f32 - height;
    let span = (band.right - band.left) as f32;
    // The ink runs from the first glyph's left to the last's right: about n - 1 pitches and a
    // glyph.
    let guess = (span - 0.7 * width).max(1.0) / (n - 1).max(1) as f32;
    let score = |pitch: f32, start: f32, step: usize| -> f32 {
        (0..n)
            .step_by(step)
            .map(|i| {
                let cell = cut(image, start + i as f32 * pitch, top, width, height);
                templates.rank(&cell)[0].score
            })
            .sum()
    };
    let mut fit = (f32::MIN, guess, band.left as f32);
    for k in -8..=8 {
        let pitch = guess * (1.0 + k as f32 * 0.004);
        for j in -4..=2 {
            let start = band.left as f32 + j as f32 * 0.08 * width;
            let s = score(pitch, start, 3);
            if s > fit.0 {
                fit = (s, pitch, start);
            }
        }
    }
    let (_, pitch, start) = fit;
    // Each character where it matches best within a few tenths of a pixel of the fit: a
    // picture's pitch is seldom a whole number of pixels, and a glyph is drawn at its own.
    let ranked: Vec<Vec<Candidate>> = (0..n)
        .map(|i| {
            let x = start + i as f32 * pitch;
            let near = [-0.12, -0.06, 0.0, 0.06, 0.12].map(|d| (x + d * width, top));
            let tall = [-0.06, 0.06].map(|d| (x, top + d * height));
            near.into_iter()
                .chain(tall)
                .map(|(x, y)| templates.rank(&cut(image, x, y, width, height)))
                .max_by(|a, b| a[0].score.total_cmp(&b[0].score))
                .unwrap_or_default()
        })
        .collect();
    let mean = ranked.iter().map(|c| c[0].score).sum::<f32>() / n as f32;
    (mean, ranked)
}
