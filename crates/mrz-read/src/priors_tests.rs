//! The priors on small, made-up zones: one line, each place's guesses given.

use super::*;

/// One line whose places read `text` clearly, but for `doubts`: (place, guesses best first).
fn line(text: &str, doubts: &[(usize, &[(u8, f32)])]) -> Vec<Vec<Vec<Candidate>>> {
    let mut places: Vec<Vec<Candidate>> = text
        .bytes()
        .map(|c| {
            vec![
                Candidate { c, score: 0.95 },
                Candidate {
                    c: b'<',
                    score: 0.3,
                },
            ]
        })
        .collect();
    for (at, guesses) in doubts {
        places[*at] = guesses
            .iter()
            .map(|&(c, score)| Candidate { c, score })
            .collect();
    }
    vec![places]
}

fn firsts(candidates: &[Vec<Vec<Candidate>>]) -> String {
    candidates[0].iter().map(|r| char::from(r[0].c)).collect()
}

const NUMBER: Slot = Slot {
    line: 0,
    start: 0,
    width: 9,
};

#[test]
fn a_filler_read_inside_a_document_number_gives_way() {
    // BK6963922 with its K matched as well as a filler: K, as fillers only end a number.
    let mut read = line(
        "B<6963922",
        &[(1, &[(b'<', 0.92), (b'K', 0.92), (b'R', 0.87)])],
    );
    fillers_trail(&mut read, NUMBER);
    assert_eq!(firsts(&read), "BK6963922");
    // A short number whose last filler was read as a letter: the letter gives way.
    let mut read = line("AB1234<<K", &[(8, &[(b'K', 0.84), (b'<', 0.8)])]);
    fillers_trail(&mut read, NUMBER);
    assert_eq!(firsts(&read), "AB1234<<<");
    // A number with its fillers at the end is left as read.
    let mut read = line("L89890<<<", &[(6, &[(b'<', 0.6), (b'2', 0.59)])]);
    fillers_trail(&mut read, NUMBER);
    assert_eq!(firsts(&read), "L89890<<<");
}

#[test]
fn twins_read_as_digits_inside_a_number_but_not_at_its_start() {
    let kinds = vec![vec![Kind::Any; 9]];
    let o_or_0: &[(u8, f32)] = &[(b'O', 0.97), (b'0', 0.88)];
    // A near tie: the digit.
    let u_or_0: &[(u8, f32)] = &[(b'U', 0.88), (b'0', 0.87)];
    let mut read = line("OX3910U68", &[(0, o_or_0), (6, u_or_0)]);
    prefer_digits(&mut read, &kinds, OTHER);
    assert_eq!(firsts(&read), "OX3910068");
    // A letter ahead of its digit by more than a near tie stays: optional data may be ABLO.
    let mut read = line("OX3910U68", &[(6, &[(b'U', 0.9), (b'0', 0.87)])]);
    prefer_digits(&mut read, &kinds, OTHER);
    assert_eq!(firsts(&read), "OX3910U68");
    let ablo = || line("ABLO<<<<<", &[(3, &[(b'O', 0.9), (b'0', 0.75)])]);
    let mut read = ablo();
    prefer_digits(&mut read, &kinds, OTHER);
    assert_eq!(firsts(&read), "ABLO<<<<<");
    // Inside a document number, O and 0 that small are one shape: the digit, however far
    // behind (its check digit brings an O back).
    let mut read = ablo();
    prefer_digits(&mut read, &kinds, NUMBER);
    assert_eq!(firsts(&read), "ABL0<<<<<");
    let mut read = line("ABLO<<<<<", &[(3, &[(b'O', 0.9), (b'0', 0.1)])]);
    prefer_digits(&mut read, &kinds, NUMBER);
    assert_eq!(firsts(&read), "ABL0<<<<<");
}

/// A document number elsewhere in the zone.
const OTHER: Slot = Slot {
    line: 1,
    start: 0,
    width: 9,
};

#[test]
fn an_unclear_first_letter_that_is_no_code_gives_way_to_one_that_is() {
    // A visa's V at web size matched W at 0.66 and V at 0.18: a visa, starting with V.
    let mut zone = line("W<UTO", &[(0, &[(b'W', 0.66), (b'V', 0.18), (b'Q', -0.1)])]);
    assert_eq!(code_letter(&zone, 5), b'V');
    first_letter(Format::Mrva, &mut zone);
    assert_eq!(firsts(&zone), "V<UTO");
    // A W printed clearly stays a W: no prior overrules clear ink.
    let mut clear = line("W<UTO", &[(0, &[(b'W', 0.92), (b'V', 0.18)])]);
    assert_eq!(code_letter(&clear, 5), b'W');
    first_letter(Format::Mrva, &mut clear);
    assert_eq!(firsts(&clear), "W<UTO");
}

/// The places of `lines`, each read clearly, but for the document number's second place: an O
/// matched at 0.9 and a 0 at 0.2, as a TD1's number is read from a small picture.
fn with_o_read_clearly(lines: &[String]) -> Vec<Vec<Vec<Candidate>>> {
    let mut places = crate::specimen::read_clearly(lines);
    let number = Format::Td1.layout().document_number;
    places[number.line][number.start + 1] = vec![
        Candidate {
            c: b'O',
            score: 0.9,
        },
        Candidate {
            c: b'0',
            score: 0.2,
        },
    ];
    places
}

/// `places` with the two priors on O and 0 in a small zone's number: the digit of a twin first,
/// then the O back where the number's check digit does not bear the digit out (the check
/// digits' own choice between them, which comes between, is left out).
fn settled_small(places: &mut [Vec<Vec<Candidate>>]) -> Vec<String> {
    let layout = Format::Td1.layout();
    let kinds = crate::kinds::kinds(layout);
    prefer_digits(places, &kinds, layout.document_number);
    let mut lines: Vec<String> = places
        .iter()
        .map(|l| crate::specimen::first_guesses(l))
        .collect();
    clear_o_back(&mut lines, places, layout);
    lines
}

#[test]
fn an_o_read_clearly_in_a_number_whose_check_digit_is_wrong_stays_an_o() {
    let fields = |number: &str| mrz_core::Fields {
        passport_no: number.into(),
        ..mrz_core::Fields::specimen(Format::Td1)
    };
    // A negative test: the number's check digit spoilt, its O printed clearly. The 0 the prior
    // put first leaves the check as wrong as the O does: the ink is taken.
    let lines = mrz_core::compose(&fields("DO2345678")).lines;
    let (spoilt, name) = mrz_core::corrupt(&lines, 0, 3).unwrap();
    assert_eq!(name, CheckName::PassportNo);
    assert_eq!(settled_small(&mut with_o_read_clearly(&spoilt)), spoilt);
    // The same O matched only a little better than the 0 (as blur leaves them): the digit.
    let mut close = with_o_read_clearly(&spoilt);
    let number = Format::Td1.layout().document_number;
    close[number.line][number.start + 1][1].score = 0.9 - CLEAR_O + 0.05;
    assert_eq!(&settled_small(&mut close)[0][5..10], "D0234");
    // A number printed with a 0 and read O however clearly: its check digit bears the 0 out.
    let lines = mrz_core::compose(&fields("D02345678")).lines;
    assert_eq!(settled_small(&mut with_o_read_clearly(&lines)), lines);
    // So does a number too long for its field, whose check digit runs on into the optional
    // data: the number's own place holds a filler.
    let lines = mrz_core::compose(&fields("D02345678901")).lines;
    assert_eq!(&lines[0][14..15], "<");
    assert_eq!(settled_small(&mut with_o_read_clearly(&lines)), lines);
}
