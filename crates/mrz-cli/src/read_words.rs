//! `mrz read`'s plain verdict in words: the lines, what the core finds wrong with them, and
//! the characters that were hard to read.

use crate::check_cmd::problems;
use mrz_read::{Summary, HARD_TO_READ};
use std::io::{self, Write};

/// Where the characters under [`HARD_TO_READ`] are: "line 2 columns 3, 4 and 9; line 3 column 1".
fn places(hard: &[(usize, usize)]) -> String {
    let mut lines: Vec<(usize, Vec<String>)> = Vec::new();
    for &(l, c) in hard {
        match lines.last_mut() {
            Some((at, columns)) if *at == l => columns.push((c + 1).to_string()),
            _ => lines.push((l, vec![(c + 1).to_string()])),
        }
    }
    let each = lines
        .into_iter()
        .map(|(l, columns)| match columns.as_slice() {
            [one] => format!("line {} column {one}", l + 1),
            [rest @ .., last] => format!("line {} columns {} and {last}", l + 1, rest.join(", ")),
            [] => unreachable!("a line is listed with a column"),
        });
    each.collect::<Vec<_>>().join("; ")
}

/// The plain verdict: the format, valid or not, the lines, then what the core finds wrong
/// with them (wrong check digits, errors and warnings; expiry is `mrz check`'s, which knows
/// the day), and the characters that were hard to read: the ones to look at first when a zone
/// reads valid but wrong, which check digits cannot see in a name.
pub fn plain(out: &mut impl Write, name: &str, summary: &Summary) -> io::Result<()> {
    let verdict = if summary.valid { "valid" } else { "invalid" };
    writeln!(out, "{name}: {} {verdict}", summary.format.key())?;
    for line in &summary.lines {
        writeln!(out, "  {line}")?;
    }
    match mrz_core::decode(&summary.lines) {
        Ok(decoded) => problems(out, &decoded)?,
        Err(e) => writeln!(out, "  error: {e}")?,
    }
    let hard = summary.hard_to_read();
    if !hard.is_empty() {
        let n = crate::words::count(hard.len(), "character");
        let at = places(&hard);
        writeln!(
            out,
            "  {n} hard to read (matched under {HARD_TO_READ}): {at}"
        )?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::places;

    #[test]
    fn hard_characters_are_named_line_by_line() {
        assert_eq!(places(&[(1, 2)]), "line 2 column 3");
        assert_eq!(
            places(&[(1, 2), (1, 3), (1, 8), (2, 0)]),
            "line 2 columns 3, 4 and 9; line 3 column 1"
        );
    }
}
