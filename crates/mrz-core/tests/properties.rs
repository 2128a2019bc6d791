//! Properties over arbitrary Unicode input: composing never panics, always yields two lines of
//! 44 MRZ characters, and every check digit re-computes from the line it sits in.

use mrz_core::{check_char, compose, Field, Fields};
use proptest::prelude::*;

fn any_fields() -> impl Strategy<Value = Fields> {
    // Mix arbitrary Unicode with MRZ-like text so both the dropping and the cutting paths run.
    let text = prop_oneof![
        any::<String>(),
        "[A-Za-z0-9 ]{0,50}",
        "[A-Zßü山 \\-']{0,45}",
        "[0-9]{0,8}",
    ];
    proptest::collection::vec(text, 10).prop_map(|values| {
        let mut f = Fields::default();
        for (field, value) in Field::ALL.into_iter().zip(values) {
            *f.get_mut(field) = value;
        }
        f
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn lines_are_44_mrz_characters(f in any_fields()) {
        let m = compose(&f);
        for line in &m.lines {
            prop_assert_eq!(line.len(), 44);
            prop_assert!(line.bytes().all(|b| b.is_ascii_uppercase() || b.is_ascii_digit() || b == b'<'));
        }
    }

    #[test]
    fn check_digits_recompute_from_their_line(f in any_fields()) {
        let m = compose(&f);
        let l = &m.lines[1];
        let digit = |i: usize| l.as_bytes()[i] as char;
        prop_assert_eq!(digit(9), check_char(&l[0..9]));
        prop_assert_eq!(digit(19), check_char(&l[13..19]));
        prop_assert_eq!(digit(27), check_char(&l[21..27]));
        prop_assert_eq!(digit(42), check_char(&l[28..42]));
        let composite = [&l[0..10], &l[13..20], &l[21..43]].concat();
        prop_assert_eq!(digit(43), check_char(&composite));
    }

    #[test]
    fn the_name_field_keeps_its_structure(f in any_fields()) {
        let m = compose(&f);
        let name = &m.lines[0][5..];
        let surname = mrz_core::clean(&f.surname).text;
        let kept = &surname[..surname.len().min(36)];
        prop_assert!(name.starts_with(&kept.replace(' ', "<")));
        if !mrz_core::clean(&f.given_names).text.is_empty() {
            prop_assert_eq!(&name[kept.len()..kept.len() + 2], "<<");
        }
    }

    #[test]
    fn every_hint_names_a_field_that_had_input(f in any_fields()) {
        for hint in compose(&f).hints {
            prop_assert!(!f.get(hint.field()).is_empty(), "{:?}", hint);
        }
    }

    #[test]
    fn composing_is_deterministic(f in any_fields()) {
        prop_assert_eq!(compose(&f), compose(&f));
    }
}

/// Records as a passport would hold them: every value already clean and within its length,
/// names of single-space-separated words (a surname needs at least one letter before the
/// separator for the reading to be unambiguous).
fn clean_fields() -> impl Strategy<Value = Fields> {
    let words = |max: usize| {
        proptest::collection::vec("[A-Z]{1,8}", 0..4).prop_map(move |w| {
            w.join(" ")
                .chars()
                .take(max)
                .collect::<String>()
                .trim_end()
                .to_owned()
        })
    };
    (
        (
            "P[A-Z]?",
            "[A-Z]{3}|D|",
            "[A-Z0-9]{0,9}",
            words(30),
            words(6),
        ),
        (
            "[A-Z]{3}|",
            "[0-9]{6}|",
            "[A-Z0-9]{0,14}",
            "[MFX]?",
            "[0-9]{6}|",
        ),
    )
        .prop_map(|((t, c, p, s, g), (n, b, i, x, e))| Fields {
            doc_type: t,
            country_code: c,
            passport_no: p,
            surname: s,
            given_names: g,
            nationality: n,
            date_of_birth: b,
            personal_no: i,
            sex: x,
            date_of_expiry: e,
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn decoding_a_composed_record_gives_back_its_fields(f in clean_fields()) {
        let m = compose(&f);
        let d = mrz_core::decode(&m.lines[0], &m.lines[1]).unwrap();
        prop_assert!(d.valid);
        // A surname alone cannot be told from its given names once they are empty.
        if !f.surname.is_empty() || f.given_names.is_empty() {
            prop_assert_eq!(&d.fields, &f);
        }
    }

    #[test]
    fn any_composed_zone_decodes_and_composes_back_to_itself(f in any_fields()) {
        let m = compose(&f);
        let d = mrz_core::decode(&m.lines[0], &m.lines[1]).unwrap();
        prop_assert!(d.valid);
        prop_assert_eq!(compose(&d.fields).lines, m.lines);
    }
}
