//! Runs of random characters, as records draw them for numbers, made-up names and optional
//! data: each character of its alphabet alike. Drawn by index into the alphabet, which gives
//! the same characters as drawing from a byte range (`b'A'..=b'Z'`) would, so that one helper
//! serves every record without changing a set.

use rand::Rng;
use rand_chacha::ChaCha8Rng;

pub const LETTERS: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZ";
pub const DIGITS: &[u8] = b"0123456789";
pub const LETTERS_AND_DIGITS: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";

/// `n` characters, each of `from` alike.
pub fn run(rng: &mut ChaCha8Rng, from: &[u8], n: usize) -> String {
    (0..n)
        .map(|_| char::from(from[rng.random_range(0..from.len())]))
        .collect()
}
