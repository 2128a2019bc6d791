//! A made-up holder, as test data's often are (ICAO's own specimens, vendors' samples): names of
//! letters drawn evenly rather than a language's names, and optional data of letters and
//! digits. A reader trained on real names alone learns how often each letter is printed (a Q
//! 26 times rarer than an A in its names), and under blur answers with the common one; a set
//! with made-up holders shows it every letter alike.

use crate::runs::{run, LETTERS, LETTERS_AND_DIGITS};
use mrz_core::{Fields, Names};
use rand::Rng;
use rand_chacha::ChaCha8Rng;

/// `fields` (an ICAO record) given a made-up holder: a surname of 2 to 14 letters and a given
/// name of 2 to 10, and `middle_share` of the time a second of 2 to 8 where the names' field has
/// room for it (so that a made-up name is never cut: the shortest field, 30, holds the first two);
/// optional data of letters and digits, from three characters to the whole field, in each
/// optional field the format has.
pub fn made_up(rng: &mut ChaCha8Rng, fields: &mut Fields, middle_share: f64) {
    let layout = fields.format.layout();
    let room = match layout.names {
        Names::Joined => layout.name.width,
        _ => usize::MAX,
    };
    let surname = rng.random_range(2..=14);
    let given = rng.random_range(2..=10);
    let middle = rng
        .random_bool(middle_share)
        .then(|| rng.random_range(2..=8));
    // Two fillers between surname and given names, one between given names.
    let middle = middle.filter(|s| surname + 2 + given + 1 + s <= room);
    fields.surname = run(rng, LETTERS, surname);
    fields.given_names = run(rng, LETTERS, given);
    if let Some(s) = middle {
        fields.given_names = format!("{} {}", fields.given_names, run(rng, LETTERS, s));
    }
    let widths = [
        Some(layout.optional_data.width),
        layout.optional_data2.map(|s| s.width),
    ];
    let [first, second] = widths.map(|w| {
        w.filter(|&w| w > 0)
            .map(|w| {
                let n = rng.random_range(w.min(3)..=w);
                run(rng, LETTERS_AND_DIGITS, n)
            })
            .unwrap_or_default()
    });
    fields.personal_no = first;
    fields.optional_data2 = second;
}

#[cfg(test)]
mod tests {
    use super::*;
    use mrz_core::{test_zone, Format};
    use rand::SeedableRng;

    #[test]
    fn made_up_holders_fit_their_zone_whole_and_draw_every_letter_alike() {
        let mut rng = ChaCha8Rng::seed_from_u64(5);
        let mut letters = [0u32; 26];
        let mut optional = (0u32, 0u32);
        for i in 0..3000 {
            let mut fields = Fields::specimen(Format::ALL[i % 5]);
            made_up(&mut rng, &mut fields, 0.3);
            let zone = test_zone(&fields, None);
            assert!(zone.valid, "{fields:?}");
            // Never cut: every letter of the names is in the zone, in order.
            let names = format!("{}<<{}", fields.surname, fields.given_names).replace(' ', "<");
            assert!(zone.lines.concat().contains(&names), "{names} cut");
            for b in names.bytes().filter(u8::is_ascii_uppercase) {
                letters[usize::from(b - b'A')] += 1;
            }
            for b in (fields.personal_no + &fields.optional_data2).bytes() {
                match b.is_ascii_digit() {
                    true => optional.0 += 1,
                    false => optional.1 += 1,
                }
            }
        }
        let total: u32 = letters.iter().sum();
        for (i, &n) in letters.iter().enumerate() {
            let share = f64::from(n) / f64::from(total);
            assert!(
                (0.03..0.047).contains(&share),
                "{}: {share}",
                b'A' + i as u8
            );
        }
        // Letters and digits mixed, about 26 to 10.
        let digits = f64::from(optional.0) / f64::from(optional.0 + optional.1);
        assert!((0.22..0.33).contains(&digits), "{digits}");
    }
}
