//! Turning pasted text into the lines of a zone: one line per row, or the whole zone on one
//! line, or its lines separated by tabs; spaces of any kind inside and lower case forgiven.

pub use crate::decode_error::DecodeError;
use crate::fold::is_space;
use crate::format::{Format, Layout};

pub fn is_zone_char(c: char) -> bool {
    u8::try_from(c).is_ok_and(is_zone_byte)
}

/// The zone's alphabet a byte at a time, by comparisons without branches: `decode` checks
/// every byte it is given, and `is_zone_text` lets the compiler check sixteen at once.
fn is_zone_byte(b: u8) -> bool {
    (b.wrapping_sub(b'0') < 10) | (b.wrapping_sub(b'A') < 26) | (b == b'<')
}

/// Whether `text` is of the zone's alphabet alone: every byte looked at, none skipped, so that
/// the loop has no exit to take and runs many bytes a step (a byte at a time, with an exit at
/// the first stranger, this was a fourteenth of a decode's instructions: callgrind).
pub(crate) fn is_zone_text(text: &[u8]) -> bool {
    text.iter().fold(true, |all, &b| all & is_zone_byte(b))
}

/// Spaces of any kind, and the invisible characters pasting brings along.
fn is_blank(c: char) -> bool {
    c.is_ascii_whitespace() || is_space(c) || matches!(c, '\u{FEFF}' | '\u{200B}')
}

/// The lines of the zone in `text`, upper case, with no spaces. Lines are split at line breaks,
/// or at tabs when there is no line break; blank lines are skipped. Two or three lines are
/// taken as the zone's own. One line (or many: a zone wrapped in a narrow column) is the zone's
/// characters in order, cut into the lines of the format its length gives.
pub fn zone_lines(text: &str) -> Result<Vec<String>, DecodeError> {
    let separator = if text.contains('\n') { '\n' } else { '\t' };
    let mut lines: Vec<String> = Vec::new();
    for typed in text.split(separator) {
        let mut line = String::with_capacity(typed.len());
        for (column, c) in typed.chars().enumerate() {
            if is_blank(c) {
                continue;
            }
            let upper = c.to_ascii_uppercase();
            if !is_zone_char(upper) {
                let line = lines.len();
                return Err(DecodeError::Character {
                    line,
                    column,
                    found: c,
                });
            }
            line.push(upper);
        }
        if !line.is_empty() {
            lines.push(line);
        }
    }
    if shape_of(&lines).is_some() {
        return Ok(lines);
    }
    if matches!(lines.len(), 2 | 3) {
        return Err(shape_error(&lines));
    }
    let whole: String = lines.concat();
    // Cut as each format of that many characters would, and kept as the one its lines show.
    Format::ALL
        .iter()
        .map(|f| f.layout())
        .filter(|l| l.characters() == whole.len())
        .map(|l| cut(&whole, l))
        .find(|cut| shape_of(cut).is_some())
        .ok_or_else(|| shape_error(&lines))
}

/// `whole` cut into the lines of `layout`.
fn cut(whole: &str, layout: &Layout) -> Vec<String> {
    let mut at = 0;
    (0..layout.lines)
        .map(|i| {
            let line = &whole[at..at + layout.width(i)];
            at += line.len();
            line.to_owned()
        })
        .collect()
}

/// The format of lines already read, if their count and lengths are those of one.
pub fn shape_of<S: AsRef<str>>(lines: &[S]) -> Option<Format> {
    // No format has more than three lines; their widths on the stack, as every decode asks.
    let mut widths = [0usize; 3];
    let n = lines.len();
    if n > widths.len() {
        return None;
    }
    for (w, l) in widths.iter_mut().zip(lines) {
        *w = l.as_ref().len();
    }
    Format::detect(&widths[..n], lines.first()?.as_ref().as_bytes())
}

/// How many lines the formats whose lines are `length` long have.
fn lines_for(length: usize) -> Option<usize> {
    let layouts = Format::ALL.iter().map(|f| f.layout());
    layouts
        .filter(|l| l.length == length)
        .map(|l| l.lines)
        .next()
}

/// What is wrong with lines of no format's shape: too few or too many for their length, their
/// count, a line of other text beside a whole zone, or the first line whose length is not what
/// the others (or the count) make it.
pub fn shape_error<S: AsRef<str>>(lines: &[S]) -> DecodeError {
    let lengths: Vec<usize> = lines.iter().map(|l| l.as_ref().len()).collect();
    let found = lengths.len();
    if let [length] = lengths[..] {
        return DecodeError::OneLine { length };
    }
    let same = lengths.windows(2).all(|w| w[0] == w[1]);
    // A whole zone with a line of other text before or after it (a caption, an OCR's stray
    // line): the stray line is the one to name, not a line of the zone. Where the lines are
    // all alike, or either end could be the stray one (9, 30, 30, 30: a Swiss licence or a
    // TD1), which is cannot be told. A line of 30 is a French licence only when it begins as
    // one, as `mrz check` takes it, and only before a stray line: a passport's second line
    // typed as far as 30 characters may begin as a licence does.
    if found > 1 && !same {
        let whole = |rest: &[S]| {
            shape_of(rest).filter(|f| f.layout().lines > 1 || f.begins(rest[0].as_ref()))
        };
        let after = whole(&lines[..found - 1]).map(|f| (found - 1, f));
        let before = whole(&lines[1..]).filter(|_| found > 2).map(|f| (0, f));
        if let (Some((line, format)), None) | (None, Some((line, format))) = (after, before) {
            return DecodeError::ExtraLine { line, format };
        }
    }
    if let (true, Some(expected)) = (same, lengths.first().and_then(|&l| lines_for(l))) {
        return DecodeError::LinesForLength {
            found,
            expected,
            length: lengths[0],
        };
    }
    // The formats with this many lines; the model is the one whose lines differ least from
    // these (fewest lines of another length, then fewest characters off): TD1's 30s or the
    // Swiss licence's 9, 30, 30.
    // Where no line agrees with any, ICAO's; on a tie, the one the first line agrees with.
    let off = |l: &Layout| {
        let w: Vec<usize> = (0..l.lines).map(|i| l.width(i)).collect();
        let lines = w.iter().zip(&lengths).filter(|(a, b)| a != b).count();
        let chars: usize = w.iter().zip(&lengths).map(|(a, b)| a.abs_diff(*b)).sum();
        let national = l.format.is_national() && lines == found;
        ((lines, national, chars, w[0] != lengths[0]), w)
    };
    let Some((_, model)) = Format::ALL
        .iter()
        .map(|f| f.layout())
        .filter(|l| l.lines == found)
        .map(off)
        .min_by(|a, b| a.0.cmp(&b.0))
    else {
        return DecodeError::LineCount { found };
    };
    let line = (0..found).find(|&i| lengths[i] != model[i]).unwrap_or(0);
    DecodeError::LineLength {
        line,
        length: lengths[line],
        expected: model[line],
    }
}

#[cfg(test)]
#[path = "read_text_tests.rs"]
mod tests;
