//! Whether a six-character YYMMDD value names a real calendar day.

use serde::Serialize;

/// Why a date field is not a real YYMMDD date.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
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
    let num = |i: usize| (b[i] - b'0') * 10 + (b[i + 1] - b'0');
    let (yy, mm, dd) = (num(0), num(2), num(4));
    // YY may be of either century, and 2000 was a leap year: 29 February counts whenever YY
    // is divisible by 4.
    let Some(days) = days_in_month(mm, yy % 4 == 0) else {
        return Some(DateProblem::Month);
    };
    if dd == 0 || dd > days {
        return Some(DateProblem::Day);
    }
    None
}

fn days_in_month(month: u8, leap: bool) -> Option<u8> {
    match month {
        1 | 3 | 5 | 7 | 8 | 10 | 12 => Some(31),
        4 | 6 | 9 | 11 => Some(30),
        2 if leap => Some(29),
        2 => Some(28),
        _ => None,
    }
}

/// A calendar day with its full year. Written as `YYYY-MM-DD`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(type = "string"))]
pub struct Ymd {
    pub year: u16,
    pub month: u8,
    pub day: u8,
}

impl Ymd {
    pub fn new(year: u16, month: u8, day: u8) -> Option<Ymd> {
        let leap =
            year.is_multiple_of(4) && (!year.is_multiple_of(100) || year.is_multiple_of(400));
        let days = days_in_month(month, leap)?;
        (1..=days)
            .contains(&day)
            .then_some(Ymd { year, month, day })
    }

    /// The day `days` after 1970-01-01 (Howard Hinnant's civil-from-days).
    pub fn from_unix_days(days: i64) -> Ymd {
        let z = days + 719_468;
        let era = z.div_euclid(146_097);
        let doe = z.rem_euclid(146_097);
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
        let mp = (5 * doy + 2) / 153;
        let day = (doy - (153 * mp + 2) / 5 + 1) as u8;
        let month = if mp < 10 { mp + 3 } else { mp - 9 } as u8;
        let year = (yoe + era * 400 + i64::from(month <= 2)) as u16;
        Ymd { year, month, day }
    }

    /// A YYMMDD date of birth with its century: the latest such day not after `today`.
    pub fn birth(yymmdd: &str, today: Ymd) -> Option<Ymd> {
        let (yy, month, day) = parts(yymmdd)?;
        let mut year = today.year - today.year % 100 + yy;
        // Two steps back at most: 29 February of a century year that was not a leap year.
        for _ in 0..3 {
            match Ymd::new(year, month, day) {
                Some(d) if d <= today => return Some(d),
                _ => year = year.checked_sub(100)?,
            }
        }
        None
    }

    /// A YYMMDD date of expiry with its century: the year nearest to today's, from 49 years
    /// back to 50 ahead.
    pub fn expiry(yymmdd: &str, today: Ymd) -> Option<Ymd> {
        let (yy, month, day) = parts(yymmdd)?;
        let mut year = today.year - today.year % 100 + yy;
        if year > today.year + 50 {
            year -= 100;
        } else if year + 49 < today.year {
            year += 100;
        }
        Ymd::new(year, month, day)
    }
}

fn parts(yymmdd: &str) -> Option<(u16, u8, u8)> {
    if date_problem(yymmdd).is_some() || yymmdd.is_empty() {
        return None;
    }
    let b = yymmdd.as_bytes();
    let num = |i: usize| (b[i] - b'0') * 10 + (b[i + 1] - b'0');
    Some((u16::from(num(0)), num(2), num(4)))
}

impl Serialize for Ymd {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl std::fmt::Display for Ymd {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{:04}-{:02}-{:02}", self.year, self.month, self.day)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ymd(year: u16, month: u8, day: u8) -> Ymd {
        Ymd::new(year, month, day).unwrap()
    }

    #[test]
    fn centuries_of_birth_and_expiry() {
        let today = ymd(2026, 11, 23);
        assert_eq!(Ymd::birth("740812", today), Some(ymd(1974, 8, 12)));
        assert_eq!(Ymd::birth("261123", today), Some(today));
        assert_eq!(Ymd::birth("261124", today), Some(ymd(1926, 11, 24)));
        assert_eq!(Ymd::birth("000229", today), Some(ymd(2000, 2, 29)));
        assert_eq!(Ymd::expiry("120415", today), Some(ymd(2012, 4, 15)));
        assert_eq!(Ymd::expiry("961210", today), Some(ymd(1996, 12, 10)));
        assert_eq!(Ymd::expiry("760101", today), Some(ymd(2076, 1, 1)));
        assert_eq!(Ymd::expiry("770101", today), Some(ymd(1977, 1, 1)));
        assert_eq!(Ymd::birth("7408", today), None);
        assert_eq!(Ymd::birth("", today), None);
        assert_eq!(ymd(1974, 8, 12).to_string(), "1974-08-12");
    }

    #[test]
    fn days_since_1970() {
        assert_eq!(Ymd::from_unix_days(0), ymd(1970, 1, 1));
        assert_eq!(Ymd::from_unix_days(11_016), ymd(2000, 2, 29));
        assert_eq!(Ymd::from_unix_days(20_415), ymd(2025, 11, 23));
    }

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
