//! A zone whose line strayed off its print, read again with that line laid along it
//! (`relaid.rs`): heavy print run together or a shadow across a line can leave its cells a
//! pitch or two off their characters from one end, every cell there reading its neighbours'
//! halves, while the zone's other lines sit on theirs.

use crate::evened::Pictures;
use crate::read_zone::Lines;
use crate::reader::Reader;
use crate::reading::Reading;
use crate::relaid::relaid;
use crate::sample::Cell;
use crate::templates::Templates;

/// A line whose cells match less than this on the mean may have strayed.
const WEAK_LINE: f32 = 0.8;

/// A line laid again is taken only where it then matches at least this on the mean.
const CLEAR_LINE: f32 = 0.85;

/// A zone that matches less than this on the mean is not laid again: most such are other
/// text, or print too blurred to lay a line on.
const PLAUSIBLE: f32 = 0.6;

/// Poorer matches than this, `RUN` in a row, are a stretch of a line off its print.
const POOR: f32 = 0.5;
const RUN: usize = 4;

/// Whether a line whose first guesses matched `scores` may have strayed off its print: poor
/// on the whole, with a run of poor matches (blur alone leaves its poor cells scattered).
fn strays(scores: &[f32]) -> bool {
    let weak = scores.iter().sum::<f32>() < WEAK_LINE * scores.len() as f32;
    weak && scores.split(|&s| s >= POOR).any(|run| run.len() >= RUN)
}

fn mean(scores: &[f32]) -> f32 {
    scores.iter().sum::<f32>() / scores.len().max(1) as f32
}

impl Reader {
    /// The zone `read` from `lines` (cut from `picture`), or, where a line strayed off its
    /// print, the zone with that line laid again along it when that reads clearly and better.
    pub(crate) fn strayed_laid_again(
        &self,
        picture: Pictures,
        templates: &Templates,
        lines: &[Vec<Cell>],
        read: Lines,
    ) -> Reading {
        // Without the model (what `mrz train` cuts its cells with, and the baseline it is
        // measured against) the zone is read as it always was: the gates below were measured
        // on the model's scores.
        let scores: Vec<Vec<f32>> = (read.candidates.iter())
            .map(|ranked| ranked.iter().map(|c| c[0].score).collect())
            .collect();
        if self.model.is_none() || mean(&scores.concat()) < PLAUSIBLE {
            return read.finish();
        }
        let again: Vec<Option<Vec<Cell>>> = scores
            .iter()
            .zip(lines)
            .map(|(scores, line)| {
                strays(scores)
                    .then(|| relaid(picture.matched, templates, line))
                    .filter(|laid| laid != line)
            })
            .collect();
        if again.iter().all(Option::is_none) {
            return read.finish();
        }
        let moved: Vec<Vec<Cell>> = again.iter().flatten().cloned().collect();
        let fresh = self.read_lines(picture, templates, read.scale, &moved, read.plausible);
        let mut other = read.clone();
        let mut fresh = (fresh.candidates.into_iter())
            .zip(fresh.cells)
            .zip(fresh.cut);
        for (i, _) in again.iter().enumerate().filter(|(_, a)| a.is_some()) {
            let ((c, cells), cut) = fresh.next().expect("a line read for each laid again");
            (other.candidates[i], other.cells[i], other.cut[i]) = (c, cells, cut);
        }
        let reading = read.finish();
        let mut other = other.finish();
        other.relaid = true;
        // Laid on blurred print a line matches little better, and the check digits' second
        // guesses may make it valid and wrong: it is taken only where it then reads clearly.
        let clear = (other.confidence().iter().zip(&again))
            .all(|(scores, a)| a.is_none() || mean(scores) >= CLEAR_LINE);
        match clear && other.valid() >= reading.valid() && other.score() > reading.score() {
            true => other,
            false => reading,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::specimen::{drawn, first_guesses, laid_off, printed, LINES};

    /// The zone's second line laid 1.8 pitches off its print at its start and on it at its
    /// end, its first line where it was printed: read again, both lines read as printed.
    #[test]
    fn a_later_line_laid_off_its_print_is_read_again_in_its_place() {
        let (image, reader, reading) = drawn();
        let mut lines = printed(&reading);
        lines[1] = laid_off(&lines[1], 1.8, 0.0);
        let read = reader.read_lines(
            Pictures::alike(&image),
            &reader.templates,
            1.0,
            &lines,
            None,
        );
        let first = first_guesses(&read.candidates[1]);
        assert_ne!(first, LINES[1], "laid off its print, the line misreads");
        let again =
            reader.strayed_laid_again(Pictures::alike(&image), &reader.templates, &lines, read);
        assert_eq!(again.lines, LINES);
        assert!(again.relaid);
    }

    #[test]
    fn a_run_of_poor_cells_strays_and_scattered_ones_do_not() {
        let mut line = vec![0.9; 30];
        for s in &mut line[3..9] {
            *s = 0.2;
        }
        assert!(strays(&line));
        let scattered: Vec<f32> = (0..30).map(|i| [0.2, 0.9, 0.3][i % 3]).collect();
        assert!(mean(&scattered) < WEAK_LINE && !strays(&scattered));
        assert!(!strays(&[0.95; 30]));
    }
}
