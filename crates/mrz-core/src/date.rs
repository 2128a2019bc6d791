//! Whether a six-character YYMMDD value names a real calendar day.

use serde::Serialize;

/// Why a date field is not a real YYMMDD date.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum DateProblem {
    /// Not exactly six characters.
    Length,
    /// Six characters, but not all digits.
    NotDigits,
    /// Month outside 01-12.
    Month,
    /// Day outside the month (29 February counts in any year divisible by 4, since YY may be
    /// either century and 2000 was a leap year).
    Day,
}

/// `None` for a real date (or an empty value, which the MRZ fills with `<`).
pub fn date_problem(value: &str) -> Option<DateProblem> {
    if value.is_empty() {
        return None;
    }
    let b = value.as_bytes();
    if b.len() != 6 {
        return Some(DateProblem::Length);
    }
    if !b.iter().all(u8::is_ascii_digit) {
        return Some(DateProblem::NotDigits);
    }
    let num = |i: usize| u32::from(b[i] - b'0') * 10 + u32::from(b[i + 1] - b'0');
    let (yy, mm, dd) = (num(0), num(2), num(4));
    let days = match mm {
        1 | 3 | 5 | 7 | 8 | 10 | 12 => 31,
        4 | 6 | 9 | 11 => 30,
        2 if yy % 4 == 0 => 29,
        2 => 28,
        _ => return Some(DateProblem::Month),
    };
    if dd == 0 || dd > days {
        return Some(DateProblem::Day);
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn real_dates_pass() {
        for d in ["740812", "000229", "991231", "240229", "010131", ""] {
            assert_eq!(date_problem(d), None, "{d}");
        }
    }

    #[test]
    fn each_problem_is_named() {
        assert_eq!(date_problem("74081"), Some(DateProblem::Length));
        assert_eq!(date_problem("7408121"), Some(DateProblem::Length));
        assert_eq!(date_problem("74O812"), Some(DateProblem::NotDigits));
        assert_eq!(date_problem("741312"), Some(DateProblem::Month));
        assert_eq!(date_problem("740012"), Some(DateProblem::Month));
        assert_eq!(date_problem("740100"), Some(DateProblem::Day));
        assert_eq!(date_problem("740431"), Some(DateProblem::Day));
        assert_eq!(date_problem("230229"), Some(DateProblem::Day));
    }
}
