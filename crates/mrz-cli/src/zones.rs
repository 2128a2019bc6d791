//! Blocks that hold several zones in a row. `mrz compose` prints each record's lines with no
//! blank line between records, so `mrz compose | mrz check` gives one block of many lines: when
//! those lines are whole zones one after the other (each zone's lines all of one format's length,
//! as many as the format has), each zone is read on its own. The shapes are the core's.

use mrz_core::Format;

/// A line's length as the core reads it: its characters, spaces and the invisible characters
/// pasting brings along left out.
fn typed_length(line: &str) -> usize {
    line.chars()
        .filter(|&c| !c.is_whitespace() && !matches!(c, '\u{FEFF}' | '\u{200B}'))
        .count()
}

/// How many lines the zone starting at line `at` has, if lines from there are a whole zone of
/// some format: as many lines as it has, each as long as its lines.
fn zone_at(lengths: &[usize], at: usize) -> Option<usize> {
    let length = *lengths.get(at)?;
    Format::ALL
        .iter()
        .map(|f| f.layout())
        .find(|l| {
            l.length == length
                && lengths
                    .get(at..at + l.lines)
                    .is_some_and(|zone| zone.iter().all(|&n| n == length))
        })
        .map(|l| l.lines)
}

/// Where whole zones begin in `lines` (from 0), one after the other from the first line, and
/// where that walk stopped: at the end when the lines are nothing but whole zones.
pub fn whole_zones<S: AsRef<str>>(lines: &[S]) -> (Vec<usize>, usize) {
    let lengths: Vec<usize> = lines.iter().map(|l| typed_length(l.as_ref())).collect();
    let (mut starts, mut at) = (Vec::new(), 0);
    while let Some(count) = zone_at(&lengths, at) {
        starts.push(at);
        at += count;
    }
    (starts, at)
}

/// The zones of a block whose lines (joined by `\n`) are two or more whole zones in a row: each
/// zone's first line in the block (from 0) and its text. `None` for any other block.
pub fn split(text: &str) -> Option<Vec<(usize, String)>> {
    let lines: Vec<&str> = text.split('\n').collect();
    let (starts, end) = whole_zones(&lines);
    if end < lines.len() || starts.len() < 2 {
        return None;
    }
    let ends = starts.iter().skip(1).copied().chain([end]);
    let zones = starts
        .iter()
        .zip(ends)
        .map(|(&from, to)| (from, lines[from..to].join("\n")))
        .collect();
    Some(zones)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A zone of `format` whose lines are all `c`.
    fn zone(format: Format, c: char) -> Vec<String> {
        let l = format.layout();
        vec![c.to_string().repeat(l.length); l.lines]
    }

    #[test]
    fn zones_in_a_row_are_cut_at_each_zone() {
        let lines = [
            zone(Format::Td3, 'A'),
            zone(Format::Td1, 'B'),
            zone(Format::Td2, 'C'),
        ]
        .concat();
        let got = split(&lines.join("\n")).unwrap();
        let (td3, td1) = (Format::Td3.layout().lines, Format::Td1.layout().lines);
        let starts: Vec<usize> = got.iter().map(|(at, _)| *at).collect();
        assert_eq!(starts, [0, td3, td3 + td1]);
        assert_eq!(got[1].1, zone(Format::Td1, 'B').join("\n"));
        // Spaces and tabs typed inside a line do not count toward its length.
        let mut spaced = zone(Format::Td1, 'D');
        spaced[1].insert_str(3, " \t ");
        let two = [zone(Format::Td1, 'E'), spaced].concat();
        assert_eq!(split(&two.join("\n")).unwrap().len(), 2);
    }

    #[test]
    fn anything_but_two_or_more_whole_zones_is_left_whole() {
        let one = zone(Format::Td1, 'A');
        assert_eq!(split(&one.join("\n")), None);
        let mut short = [zone(Format::Td3, 'A'), zone(Format::Td3, 'B')].concat();
        short.last_mut().unwrap().pop();
        assert_eq!(split(&short.join("\n")), None);
        let extra = [
            zone(Format::Td1, 'A'),
            zone(Format::Td1, 'B'),
            vec!["X".into()],
        ]
        .concat();
        assert_eq!(split(&extra.join("\n")), None);
        let td1 = Format::Td1.layout().lines;
        assert_eq!(whole_zones(&extra), (vec![0, td1], 2 * td1));
        // Two lines of a TD1 zone are not a zone.
        let cut = [zone(Format::Td1, 'A'), zone(Format::Td1, 'B')[..2].to_vec()].concat();
        assert_eq!(split(&cut.join("\n")), None);
    }
}
