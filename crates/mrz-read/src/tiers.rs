//! The shapes a found group of lines may have, in the order they are read: ICAO's (two or three
//! lines of one length) first, then the Swiss licence's (a short line over two long ones), then a
//! line alone (the French licence's). A national shape is read only when no zone of an earlier one
//! read valid, or invalid as printed (`enough.rs`), at the same look (a later look's may still be
//! taken over an earlier look's zone that read valid but unclearly, by matching better:
//! `Reader::read`), and kept only when it reads as its document begins, clearly: a short line above
//! two lines of text, or one line of text, is too common to be taken otherwise, and neither licence
//! has enough check digits to tell.

use crate::chains::Chain;
use crate::enough::CLEAR_ZONE;
use crate::groups::LONG;
use crate::reading::Reading;
use mrz_core::Format;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Tier {
    Icao,
    Swiss,
    Licence,
}

/// How well a national zone read valid must match to be taken.
const FAIRLY_CLEAR: f32 = 0.6;

/// A national shape found with a glance below this is not read. Its reading is taken only
/// when it matches at least `FAIRLY_CLEAR`, and none that was had glanced below 0.55
/// (measured on the French and Swiss licences, 100 a preset, scan, photo, harsh and web, and on
/// the real development set). Lines of other text glance lower: in the harsh set three in four
/// of the French licence's reads were of lines glancing under this, a quarter of the set's time.
const NATIONAL_GLANCE: f32 = 0.45;

impl Tier {
    pub const ALL: [Tier; 3] = [Tier::Icao, Tier::Swiss, Tier::Licence];

    /// The shape of a group of `chains` (see `groups`): a line alone, a short line among long
    /// ones, or long lines alike.
    pub fn of(group: &[usize], chains: &[Chain]) -> Tier {
        let long = |&i: &usize| chains[i].u1 - chains[i].u0 >= LONG * chains[i].height;
        match group.len() {
            1 => Tier::Licence,
            _ if !group.iter().all(long) => Tier::Swiss,
            _ => Tier::Icao,
        }
    }

    /// Whether a zone of this shape found with `glance` (see `recognize::glance`) is read:
    /// any of ICAO's, whose harsh pictures read valid from glances as low as 0.26.
    pub fn reads_at(self, glance: f32) -> bool {
        match self {
            Tier::Icao => true,
            Tier::Swiss | Tier::Licence => glance >= NATIONAL_GLANCE,
        }
    }

    /// Whether a reading of this shape is kept: any of ICAO's; a national one when it begins
    /// as its document does. The French licence's then when it reads clearly, or fairly clearly
    /// and valid (a licence printed with a wrong digit reads as printed; a line read upside down
    /// or in a mirror, whose unclear places' second guesses may make two digits right, matches
    /// worse). The Swiss licence's, which has no check digit, only valid (its number, PIN,
    /// version and fillers of their shapes) and issued by Switzerland or Liechtenstein: a short
    /// line over two lines of text read clearly is otherwise no licence's.
    pub fn takes(self, r: &Reading) -> bool {
        let score = r.score();
        let first = &r.lines[0];
        match self {
            Tier::Icao => true,
            Tier::Swiss => {
                let second = r.lines.get(1).map_or("", String::as_str);
                let state = second.get(2..5).is_some_and(|s| s == "CHE" || s == "LIE");
                Format::CheDl.begins(first)
                    && second.starts_with("FA")
                    && state
                    && r.valid()
                    && score >= FAIRLY_CLEAR
            }
            Tier::Licence => {
                Format::FraDl.begins(first)
                    && (score >= CLEAR_ZONE || r.valid() && score >= FAIRLY_CLEAR)
            }
        }
    }
}
