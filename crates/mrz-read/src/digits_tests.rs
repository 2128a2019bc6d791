//! The check digits' choice, on the ICAO specimen's zone with doubts put in.

use super::*;

/// Candidates reading `line` with full confidence, but for `(column, read, second, loss)`.
fn ranked(line: &str, doubt: Option<(usize, u8, u8, f32)>) -> Vec<Vec<Candidate>> {
    line.bytes()
        .enumerate()
        .map(|(i, c)| match doubt {
            Some((at, read, second, loss)) if at == i => vec![
                Candidate {
                    c: read,
                    score: 0.8,
                },
                Candidate {
                    c: second,
                    score: 0.8 - loss,
                },
            ],
            _ => vec![
                Candidate { c, score: 0.9 },
                Candidate {
                    c: b'<',
                    score: 0.2,
                },
            ],
        })
        .collect()
}

const LINE1: &str = "P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<";
const LINE2: &str = "L898902C36UTO7408122F1204159ZE184226B<<<<<10";

/// The specimen's zone with `second` for its second line, `guesses` at one place of it, the
/// check digits let choose.
fn choose_in(second: &str, at: usize, guesses: Vec<Candidate>, twins_alike: bool) -> Vec<String> {
    let mut lines = vec![LINE1.to_owned(), second.to_owned()];
    let mut candidates = vec![ranked(LINE1, None), ranked(second, None)];
    candidates[1][at] = guesses;
    let layout = mrz_core::Format::Td3.layout();
    let kinds = crate::kinds::kinds(layout);
    choose(&mut lines, &mut candidates, layout, &kinds, twins_alike);
    assert_eq!(candidates[1][at][0].c, lines[1].as_bytes()[at]);
    lines
}

/// A place's guesses, best first as given.
fn guesses(of: &[(u8, f32)]) -> Vec<Candidate> {
    of.iter()
        .map(|&(c, score)| Candidate { c, score })
        .collect()
}

fn read(second: &str, doubt: (usize, u8, u8, f32)) -> Vec<String> {
    let guesses = ranked(second, Some(doubt)).swap_remove(doubt.0);
    choose_in(second, doubt.0, guesses, false)
}

#[test]
fn a_close_second_guess_that_makes_every_digit_right_is_taken() {
    // The 8 of the document number read as B, its 8 a close second.
    let misread = LINE2.replacen("L898", "LB98", 1);
    assert_eq!(read(&misread, (1, b'B', b'8', 0.05))[1], LINE2);
}

#[test]
fn a_distant_second_guess_is_not_taken_and_a_misprint_reads_as_printed() {
    let misread = LINE2.replacen("L898", "LB98", 1);
    assert_eq!(read(&misread, (1, b'B', b'8', 0.3))[1], misread);
    // A check digit printed wrong and read clearly: the right one matches far worse.
    let misprint = LINE2.replacen("C36", "C37", 1);
    assert_eq!(read(&misprint, (9, b'7', b'6', 0.3))[1], misprint);
}

#[test]
fn a_change_that_makes_a_date_no_day_is_no_fix() {
    // The birth date's check digit printed 3 for 2. A close 8 for the 1 of the day would make
    // it right, as the 82nd of August: the date reads as printed.
    let misprint = LINE2.replacen("7408122", "7408123", 1);
    assert_eq!(read(&misprint, (17, b'1', b'8', 0.05))[1], misprint);
    // Where the digit is right, the same doubt the other way round is settled by it.
    let misread = LINE2.replacen("7408122", "7408822", 1);
    assert_eq!(read(&misread, (17, b'8', b'1', 0.05))[1], LINE2);
}

#[test]
fn a_second_guess_is_as_close_as_it_matched_not_as_a_prior_ranked_it() {
    // A prior put 0 first at the number's start although O matched far better; D, the third,
    // would make the (misprinted) check digit right, but matched 0.14 below O: no fix.
    let line = "0898902C30UTO7408122F1204159ZE184226B<<<<<10";
    let doubt = guesses(&[(b'0', 0.88), (b'O', 0.97), (b'D', 0.83)]);
    assert_eq!(choose_in(line, 0, doubt, true)[1], line);
}

#[test]
fn a_letter_a_place_cannot_hold_does_not_push_its_digits_apart() {
    // The 8 of the birth month read as 3, an 8 close behind; a B matched best of all, but a
    // date holds no letter: the 8 is as close as it was to the 3, and the check digit takes it.
    let misread = LINE2.replacen("7408122", "7403122", 1);
    let doubt = guesses(&[(b'3', 0.80), (b'8', 0.75), (b'B', 0.85)]);
    assert_eq!(choose_in(&misread, 16, doubt, false)[1], LINE2);
}

#[test]
fn a_0_read_as_o_far_behind_is_still_settled_by_its_check_digit() {
    // The 0 of the document number (L898902C3) read as O by 0.45: no close guess makes the
    // digit right, the O's twin does.
    let misread = LINE2.replacen("L898902", "L8989O2", 1);
    assert_eq!(read(&misread, (5, b'O', b'0', 0.45))[1], LINE2);
    // Any other letter that far behind its digit stays as read (8 for B, say).
    let misread = LINE2.replacen("L898", "LB98", 1);
    assert_eq!(read(&misread, (1, b'B', b'8', 0.45))[1], misread);
    // And an O further behind than that is clear ink: the zone reads as printed.
    let misread = LINE2.replacen("L898902", "L8989O2", 1);
    assert_eq!(read(&misread, (5, b'O', b'0', 0.75))[1], misread);
}

#[test]
fn a_q_or_z_read_for_its_digit_far_behind_is_settled_by_its_check_digit() {
    // A web-sized scan's document number: the 0 read as Q by 0.6 (Q differs from 0 by a
    // short tail) spoils the number's check digit, which the 0 makes right.
    let misread = LINE2.replacen("L898902", "L8989Q2", 1);
    assert_eq!(read(&misread, (5, b'Q', b'0', 0.6))[1], LINE2);
    // The optional data's Z read as 2 by 0.6: its check digit takes the Z back.
    let misread = LINE2.replacen("ZE18", "2E18", 1);
    assert_eq!(read(&misread, (28, b'2', b'Z', 0.6))[1], LINE2);
    // Further behind, the ink is clear: read as printed.
    assert_eq!(read(&misread, (28, b'2', b'Z', 0.75))[1], misread);
}

#[test]
fn an_unclear_glyph_gives_way_further_to_its_check_digit() {
    // The 8 of the document number matched R at 0.64 and 8 at 0.13: no clear ink, and the 8
    // makes the number's check digit right.
    let misread = LINE2.replacen("L898", "LR98", 1);
    let doubt = guesses(&[(b'R', 0.64), (b'8', 0.13)]);
    assert_eq!(choose_in(&misread, 1, doubt, false)[1], LINE2);
    // The same R matched clearly stays as read, and so does an unclear one further ahead.
    let doubt = guesses(&[(b'R', 0.8), (b'8', 0.29)]);
    assert_eq!(choose_in(&misread, 1, doubt, false)[1], misread);
    let doubt = guesses(&[(b'R', 0.64), (b'8', 0.04)]);
    assert_eq!(choose_in(&misread, 1, doubt, false)[1], misread);
}
