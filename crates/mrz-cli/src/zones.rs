//! Blocks that hold several zones in a row. `mrz compose` prints each record's lines with no
//! blank line between records, so `mrz compose | mrz check` gives one block of many lines: when
//! those lines are whole zones one after the other (each zone's lines all of one format's length,
//! as many as the format has), each zone is read on its own. The shapes are the core's.

use mrz_core::{decode, shape_of, Format};

/// A line as the core reads it: its characters upper case, spaces and the invisible characters
/// pasting brings along left out, and any other character one `?` (one character, as the core
/// counts it, whatever its bytes: the block's zone is then reported with it as no zone's).
fn typed(line: &str) -> String {
    line.chars()
        .filter(|&c| !c.is_whitespace() && !matches!(c, '\u{FEFF}' | '\u{200B}'))
        .map(|c| {
            if c.is_ascii() {
                c.to_ascii_uppercase()
            } else {
                '?'
            }
        })
        .collect()
}

/// How many lines the zone starting at line `at` has, if lines from there are a whole zone of
/// some format: as many lines as it has, each as long as its lines. Where several formats fit
/// (a TD1 card's three lines of 30, or French licences of one line each), the first whose zone
/// reads valid, else the one of most lines. A lone line of 30 is a licence only when it begins as
/// one (`D1`: a letter, then a digit), so that a TD1 zone cut short is not taken for licences.
fn zone_at(lines: &[String], at: usize) -> Option<usize> {
    let mut layouts: Vec<_> = Format::ALL.iter().map(|f| f.layout()).collect();
    layouts.sort_by_key(|l| std::cmp::Reverse(l.lines));
    let fits: Vec<&[String]> = layouts
        .into_iter()
        .filter_map(|l| {
            let zone = lines.get(at..at + l.lines)?;
            let begins = l.lines > 1 || l.format.begins(&zone[0]);
            (begins && shape_of(zone) == Some(l.format)).then_some(zone)
        })
        .collect();
    let valid = fits.iter().find(|z| decode(z).is_ok_and(|d| d.valid));
    valid.or(fits.first()).map(|z| z.len())
}

/// Where whole zones begin in `lines` (from 0), one after the other from the first line, and
/// where that walk stopped: at the end when the lines are nothing but whole zones.
pub fn whole_zones<S: AsRef<str>>(lines: &[S]) -> (Vec<usize>, usize) {
    let typed: Vec<String> = lines.iter().map(|l| typed(l.as_ref())).collect();
    let (mut starts, mut at) = (Vec::new(), 0);
    while let Some(count) = zone_at(&typed, at) {
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

    /// A zone of `format` whose lines are all `c` (a visa's beginning with V).
    fn zone(format: Format, c: char) -> Vec<String> {
        let l = format.layout();
        let mut lines: Vec<String> = (0..l.lines)
            .map(|i| c.to_string().repeat(l.width(i)))
            .collect();
        if l.is_visa() {
            lines[0].replace_range(0..1, "V");
        }
        lines
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
    fn national_zones_in_a_row_are_cut_too() {
        let lines = [
            "AAA001D<<",
            "FACHE305142128097<<800126<<<<<",
            "MARCHAND<<FABIENNE<<<<<<<<<<<<",
            "D1FRA13AA000026181231MARTIN<<9",
            "D1FRA13BB148959280920BETTOLO<7",
            "IDFRABERTHIER<<<<<<<<<<<<<<<<<<<<<<<",
            "9409923102854CORINNE<<<<<<<6512068F4",
        ];
        let starts: Vec<usize> = split(&lines.join("\n"))
            .unwrap()
            .iter()
            .map(|z| z.0)
            .collect();
        assert_eq!(starts, [0, 3, 4, 5]);
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
