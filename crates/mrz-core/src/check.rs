//! The ICAO 9303 check digit: weights 7, 3, 1 repeating; digits count as their value, A-Z as
//! 10-35, anything else (the filler `<` included) as 0; the sum modulo 10.

use crate::format::Slot;

pub const fn char_value(c: u8) -> u32 {
    match c {
        b'0'..=b'9' => (c - b'0') as u32,
        b'A'..=b'Z' => (c - b'A') as u32 + 10,
        _ => 0,
    }
}

/// The check digit of `s` as a number 0-9.
pub fn check_digit(s: &str) -> u8 {
    let all = Slot {
        line: 0,
        start: 0,
        width: s.len(),
    };
    check_over(s.as_bytes(), s.len(), &[all]) - b'0'
}

/// The check digit, as the character it is printed as, of the parts `covers` of a zone whose
/// lines of `length` lie back to back in `zone`. The weights run on across the parts.
pub fn check_over(zone: &[u8], length: usize, covers: &[Slot]) -> u8 {
    // Each character's value times each weight, looked up: the checker computes every digit
    // of a zone, and the repair search does so again for each candidate.
    static TIMES: [[u8; 3]; 256] = {
        let mut t = [[0u8; 3]; 256];
        let mut c = 0;
        while c < 256 {
            let v = char_value(c as u8) as u8;
            t[c] = [v * 7, v * 3, v];
            c += 1;
        }
        t
    };
    let times = |c: u8, w: usize| u32::from(TIMES[usize::from(c)][w]);
    let mut sum = 0u32;
    let mut w = 0;
    for slot in covers {
        let from = slot.line * length + slot.start;
        let part = &zone[from..from + slot.width];
        // Three characters at a time, their weights fixed for the run (a weight stepped and
        // wrapped a character at a time was half the checker's instructions).
        let mut threes = part.chunks_exact(3);
        for t in &mut threes {
            sum += times(t[0], w) + times(t[1], (w + 1) % 3) + times(t[2], (w + 2) % 3);
        }
        for &c in threes.remainder() {
            sum += times(c, w);
            w = (w + 1) % 3;
        }
    }
    b'0' + (sum % 10) as u8
}

/// The check digit of `s` as the character that goes into the MRZ.
pub fn check_char(s: &str) -> char {
    char::from(b'0' + check_digit(s))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn icao_worked_examples() {
        // ICAO 9303 Part 3, section 4.9: the worked example and the specimen's fields.
        assert_eq!(check_digit("520727"), 3);
        assert_eq!(check_digit("L898902C3"), 6);
        assert_eq!(check_digit("740812"), 2);
        assert_eq!(check_digit("120415"), 9);
        assert_eq!(check_digit("ZE184226B<<<<<"), 1);
    }

    #[test]
    fn filler_and_empty_count_as_zero() {
        assert_eq!(check_digit(""), 0);
        assert_eq!(check_digit("<<<<<<<<<<<<<<"), 0);
    }

    #[test]
    fn three_at_a_time_is_one_at_a_time() {
        // Every start and width of two parts over a zone of every character, the weights
        // running on from one part to the next at every phase.
        let zone: Vec<u8> = (0..90u32)
            .map(|i| b"0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ<"[(i * 7 % 37) as usize])
            .collect();
        let slot = |start, width| Slot {
            line: 0,
            start,
            width,
        };
        let one_at_a_time = |covers: &[Slot]| {
            let chars = covers
                .iter()
                .flat_map(|s| &zone[s.start..s.start + s.width]);
            let sum: u32 = (chars.zip([7, 3, 1].iter().cycle()))
                .map(|(&c, w)| char_value(c) * w)
                .sum();
            b'0' + (sum % 10) as u8
        };
        for a in 0..20 {
            for width in 0..14 {
                for second in 0..8 {
                    let covers = [slot(a, width), slot(40 + a, second)];
                    assert_eq!(check_over(&zone, 90, &covers), one_at_a_time(&covers));
                }
            }
        }
    }

    #[test]
    fn letter_values() {
        assert_eq!(char_value(b'A'), 10);
        assert_eq!(char_value(b'Z'), 35);
        assert_eq!(char_value(b'<'), 0);
        // A alone: 10 * 7 = 70.
        assert_eq!(check_digit("A"), 0);
        assert_eq!(check_digit("B"), 7);
        assert_eq!(check_char("1"), '7');
    }
}
