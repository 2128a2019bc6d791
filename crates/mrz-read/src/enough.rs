//! When a reading is enough: a zone read valid and clearly, or invalid as printed, ends the
//! search through a picture's looks (`Reader::read`); a zone that matches OCR-B too poorly is
//! none.

use crate::reading::Reading;
use crate::summary::HARD_TO_READ;
use mrz_core::decode;

/// A zone read valid whose mean match is at least this (and no character under
/// `LEAST_CHARACTER`) is taken without looking for it in a mirror, or at the picture's other
/// looks.
pub(crate) const CLEAR_ZONE: f32 = 0.7;

/// A zone read valid with a character matching under this does not end the search either,
/// however well the rest match: such a place is mostly a name's letter taken for its neighbour
/// in shape where no check digit looks (`SOUSA` read `OUSA` and the line's other letters pushed
/// along, harsh 470), and another look often reads it clearly. Over harsh seeds 1 to 6 (500
/// each) 10 zones more read exactly and 10 fewer valid but wrong, none lost, for 9 to 13 % more of
/// the harsh set's time; 0.3 read the same, 0.5 lost one (a Finnish `PAEIVI`, whose later look
/// read `PAEIVZ` more clearly on the mean).
pub(crate) const LEAST_CHARACTER: f32 = 0.2;

/// A zone read invalid whose every character matches at least this is taken as printed, and
/// ends the search as a zone read valid and clearly does: a negative test's wrong check digit
/// (and real specimens', as 100_id-rou's) reads the same at every other look, which otherwise
/// were all tried, and half the time of the photo and scan sets went to a tenth of their
/// pictures. Measured on the first reading of harsh seed 1 and photo and web seed 1 (500 each)
/// and scan (100): of those read invalid with every character at least this, all were read as
/// printed; the clearest misread (harsh 344) had a character at 0.81.
pub(crate) const EVERY_CHARACTER_CLEAR: f32 = 0.85;

/// A zone's mean match below this is not read as one: other text matches OCR-B's templates
/// far worse.
pub(crate) const LEAST_SCORE: f32 = 0.45;

/// A reading with more than this share of its characters hard to read (under
/// [`HARD_TO_READ`]) is no zone either, whatever its check digits say: with three to five
/// check digits and most places unclear, the second guesses the check digits let in can make
/// every one right (a page of lower-case text turned upside down read as a valid card, `ft066`
/// of the FreeType corpus). Of 1,500 harsh pictures (seeds 1 to 3) the zones read valid and
/// right had at most an eighth of their characters that hard, the real development pictures and
/// their copies at most 7 %, where the valid but wrong reached half.
pub(crate) const MOST_HARD: f32 = 0.25;

/// Whether `r` is legible enough to be a zone at all (see [`MOST_HARD`]).
pub(crate) fn legible(r: &Reading) -> bool {
    hard_at_most(&r.confidence().concat(), MOST_HARD)
}

/// Whether at most `share` of `scores` are hard to read (under [`HARD_TO_READ`]).
pub(crate) fn hard_at_most(scores: &[f32], share: f32) -> bool {
    // Counted as clear only when at least the threshold: a score that is not a number is not.
    let clear = scores.iter().filter(|&&c| c >= HARD_TO_READ as f32).count();
    (scores.len() - clear) as f32 <= share * scores.len() as f32
}

/// Whether `r` is read well enough to look no further: valid and clearly (no character
/// unclear), or invalid as printed (every character clear, in a shape that decodes), and not
/// with a line laid again (see `Reader::read`).
pub(crate) fn settles(r: &Reading) -> bool {
    let scores = r.confidence().concat();
    // `all` rather than a minimum: a score that is not a number is no clear character.
    let every_at_least = |least: f32| !scores.is_empty() && scores.iter().all(|&c| c >= least);
    let clearly = r.score() >= CLEAR_ZONE && every_at_least(LEAST_CHARACTER);
    // Two lines of a card's three read clearly are not its zone: a later look may find all.
    let printed = || every_at_least(EVERY_CHARACTER_CLEAR) && decode(&r.lines).is_ok();
    !r.relaid && ((r.valid() && clearly) || printed())
}

/// The best of `readings` (valid first, then by score), taken no further than the first
/// valid one: the rest are not read.
pub(crate) fn first_valid(readings: impl Iterator<Item = Reading>) -> Option<Reading> {
    best_until(readings, Reading::valid)
}

/// The best of `readings` (valid first, then by score), taken no further than the first that
/// `ends` the search.
pub(crate) fn best_until(
    readings: impl Iterator<Item = Reading>,
    ends: impl Fn(&Reading) -> bool,
) -> Option<Reading> {
    let mut best: Option<Reading> = None;
    for r in readings {
        if best
            .as_ref()
            .is_none_or(|b| (r.valid(), r.score()) > (b.valid(), b.score()))
        {
            best = Some(r);
        }
        if best.as_ref().is_some_and(&ends) {
            break;
        }
    }
    best
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::specimen::{drawn, LINES};
    use mrz_render::{Gray, Renderer, Style};

    #[test]
    fn a_zone_read_invalid_ends_the_search_only_when_every_character_is_clear() {
        // ICAO's specimen with its final check digit wrong: a negative test, printed clearly.
        let wrong = [LINES[0], "L898902C36UTO7408122F1204159ZE184226B<<<<<11"];
        let style = Style::with_font_size(20.0);
        let image = Gray::from_frame(Renderer::new().render(&wrong, &style).unwrap());
        let (_, reader, valid) = drawn();
        let mut read = reader.read(&image).unwrap();
        assert_eq!(read.lines, wrong);
        assert!(!read.valid() && settles(&valid));
        // Every character just clear, whatever the weights make of this print.
        let just_clear = |read: &mut Reading| {
            (read.candidates.iter_mut().flatten()).for_each(|c| c[0].score = EVERY_CHARACTER_CLEAR)
        };
        just_clear(&mut read);
        assert!(settles(&read));
        // One character matched a little less clearly: a misread may hide there.
        read.candidates[1][43][0].score = EVERY_CHARACTER_CLEAR - 0.05;
        assert!(!settles(&read));
        read.candidates[1][43][0].score = f32::NAN;
        assert!(!settles(&read));
        // One line of two, however clear, is no zone's whole.
        let mut half = read.clone();
        half.lines.truncate(1);
        half.candidates.truncate(1);
        just_clear(&mut half);
        assert!(!settles(&half));
        just_clear(&mut read);
        read.relaid = true;
        assert!(!settles(&read));
    }

    #[test]
    fn a_zone_read_valid_with_a_character_unclear_does_not_end_the_search() {
        let (_, _, mut read) = drawn();
        assert!(read.valid() && settles(&read));
        // A letter of the name, where no check digit looks, barely matched.
        read.candidates[0][7][0].score = LEAST_CHARACTER - 0.05;
        assert!(read.valid() && read.score() >= CLEAR_ZONE && !settles(&read));
        read.candidates[0][7][0].score = LEAST_CHARACTER;
        assert!(settles(&read));
    }

    #[test]
    fn a_reading_mostly_hard_to_read_is_no_zone() {
        let (_, _, mut read) = drawn();
        // A clean strip: every character clear to begin with.
        let hard = HARD_TO_READ as f32;
        assert!(read.confidence().concat().iter().all(|&c| c >= hard));
        assert!(legible(&read));
        // A quarter of its 88 characters hard to read (22) is still a zone; one more is not,
        // nor is a score that is not a number.
        let places: Vec<(usize, usize)> =
            (0..2).flat_map(|l| (0..44).map(move |c| (l, c))).collect();
        for &(l, c) in &places[..22] {
            read.candidates[l][c][0].score = hard - 0.01;
        }
        assert!(legible(&read));
        read.candidates[1][0][0].score = f32::NAN;
        assert!(!legible(&read));
        read.candidates[1][0][0].score = hard;
        assert!(legible(&read));
        read.candidates[1][1][0].score = 0.1;
        assert!(!legible(&read));
    }
}
