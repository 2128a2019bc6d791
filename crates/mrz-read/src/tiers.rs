//! The shapes a found group of lines may have, in the order they are read: ICAO's (two or three
//! lines of one length) first, then the Swiss licence's (a short line over two long ones), then
//! a line alone (the French licence's). A national shape is read only when no zone of an
//! earlier one read valid, and kept only when it reads as its document begins, clearly: a
//! short line above two lines of text, or one line of text, is too common to be taken
//! otherwise, and neither licence has enough check digits to tell.

use crate::reader::{Found, CLEAR_ZONE};
use crate::reading::Reading;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Tier {
    Icao,
    Swiss,
    Licence,
}

/// How well a national zone read valid must match to be taken.
const FAIRLY_CLEAR: f32 = 0.6;

impl Tier {
    pub const ALL: [Tier; 3] = [Tier::Icao, Tier::Swiss, Tier::Licence];

    pub fn of(found: &Found) -> Tier {
        let lines = &found.cells;
        match lines.len() {
            1 => Tier::Licence,
            _ if lines.iter().any(|l| l.len() != lines[0].len()) => Tier::Swiss,
            _ => Tier::Icao,
        }
    }

    /// Whether a reading of this shape is kept: any of ICAO's; a national one when it begins
    /// as its document does (the Swiss `FA` on line 2; the French licence's code, a letter and
    /// a digit, and its state's letters) and reads clearly, or fairly clearly and valid (a
    /// licence printed with a wrong digit reads as printed; a line read upside down or in a
    /// mirror, whose unclear places' second guesses may make two digits right, matches worse).
    pub fn takes(self, r: &Reading) -> bool {
        let begins = match self {
            Tier::Icao => return true,
            Tier::Swiss => r.lines.get(1).is_some_and(|l| l.starts_with("FA")),
            Tier::Licence => {
                let line = r.lines[0].as_bytes();
                line.len() == 30
                    && b"ABD".contains(&line[0])
                    && line[1].is_ascii_digit()
                    && line[2..5].iter().all(u8::is_ascii_uppercase)
            }
        };
        let score = r.score();
        begins && (score >= CLEAR_ZONE || r.valid() && score >= FAIRLY_CLEAR)
    }
}
