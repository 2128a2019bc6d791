//! Properties over arbitrary Unicode input in every format: composing never panics, always
//! yields the format's lines of MRZ characters, every check digit re-computes from the zone,
//! and compose -> decode -> compose holds.

use mrz_core::{check_over, compose, decode, Field, Fields, Format, Letters, Names};
use proptest::prelude::*;

fn any_format() -> impl Strategy<Value = Format> {
    proptest::sample::select(Format::ALL.to_vec())
}

fn any_fields() -> impl Strategy<Value = Fields> {
    // Mix arbitrary Unicode with MRZ-like text so both the dropping and the cutting paths run.
    let text = prop_oneof![
        any::<String>(),
        "[A-Za-z0-9 ]{0,50}",
        "[A-Zßüé山Жя \\-']{0,45}",
        "[0-9]{0,8}",
    ];
    (
        any_format(),
        any::<bool>(),
        proptest::collection::vec(text, Field::ALL.len()),
        proptest::bool::weighted(0.8),
    )
        .prop_map(|(format, icao, values, code_of_format)| {
            let letters = if icao { Letters::Icao } else { Letters::Drop };
            let mut f = Fields {
                format,
                letters,
                ..Fields::default()
            };
            for (field, value) in Field::ALL.into_iter().zip(values) {
                *f.get_mut(field) = value;
            }
            // Mostly a code a reader takes for this format (a visa's begins with V, no other's
            // does); the rest of the time anything, which composing hints at.
            if code_of_format {
                let layout = format.layout();
                let visa = matches!(format, Format::Mrva | Format::Mrvb);
                f.doc_type = format!("{}{}", if visa { "V" } else { "P" }, f.doc_type);
                // A national zone is told by its code and state.
                if let Some(state) = layout.states.first() {
                    f.doc_type = layout.codes[0].into();
                    f.country_code = (*state).into();
                }
            }
            f
        })
}

/// The hints that say a zone will not read back as composed.
fn unreadable(hints: &[mrz_core::Hint]) -> bool {
    hints.iter().any(|h| {
        matches!(
            h,
            mrz_core::Hint::VisaCode { .. }
                | mrz_core::Hint::SpaceInLongNumber { .. }
                | mrz_core::Hint::ReadsAs { .. }
        )
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn lines_have_the_formats_shape_and_alphabet(f in any_fields()) {
        let m = compose(&f);
        let layout = f.format.layout();
        prop_assert_eq!(m.lines.len(), layout.lines);
        for (i, line) in m.lines.iter().enumerate() {
            prop_assert_eq!(line.len(), layout.width(i));
            prop_assert!(line.bytes().all(|b| b.is_ascii_uppercase() || b.is_ascii_digit() || b == b'<'));
        }
    }

    #[test]
    fn check_digits_recompute_from_the_zone(f in any_fields()) {
        let m = compose(&f);
        let layout = f.format.layout();
        let zone = m.lines.concat().into_bytes();
        for check in layout.checks {
            let found = zone[check.line * layout.length + check.at];
            // A number continued in the optional data leaves a filler in its digit's place.
            if found == b'<' && layout.long_number && check.at == layout.document_number.end() {
                continue;
            }
            prop_assert_eq!(found, check_over(&zone, layout.length, check.covers), "{:?}", check.name);
        }
        // Unless a hint says why not, the decoder agrees.
        if !unreadable(&m.hints) {
            prop_assert!(decode(&m.lines).unwrap().checks.iter().all(|c| c.valid));
        }
    }

    #[test]
    fn the_name_field_keeps_its_structure(f in any_fields()) {
        let m = compose(&f);
        let layout = f.format.layout();
        let slot = layout.name;
        let name = &m.lines[slot.line][slot.start..slot.end()];
        let clean = |s: &str| mrz_core::clean_text(s, true, f.letters).text;
        let surname = clean(&f.surname);
        let kept = &surname[..surname.len().min(layout.surname_max())];
        prop_assert!(name.starts_with(&kept.replace(' ', "<")));
        if layout.names == Names::Joined && !clean(&f.given_names).is_empty() {
            prop_assert_eq!(&name[kept.len()..kept.len() + 2], "<<");
        }
    }

    #[test]
    fn every_hint_names_a_field_that_had_input(f in any_fields()) {
        for hint in compose(&f).hints {
            // A visa needs its V even when no code was typed.
            // A national zone needs its own code and state alike.
            let empty_visa_code = matches!(
                hint,
                mrz_core::Hint::VisaCode { visa: true, .. }
                    | mrz_core::Hint::ReadsAs { .. }
                    | mrz_core::Hint::NationalCode { .. }
                    | mrz_core::Hint::NationalIssuer { .. }
                    | mrz_core::Hint::Digits { .. }
            );
            prop_assert!(empty_visa_code || !f.get(hint.field()).is_empty(), "{:?}", hint);
        }
    }

    #[test]
    fn composing_is_deterministic(f in any_fields()) {
        prop_assert_eq!(compose(&f), compose(&f));
    }

    #[test]
    fn any_composed_zone_decodes_and_composes_back_to_itself(f in any_fields()) {
        let m = compose(&f);
        // Two inputs no reader can take back, each hinted: a code that makes the zone look like
        // another format, and a continued document number with a filler inside it.
        prop_assume!(!unreadable(&m.hints));
        let d = decode(&m.lines).unwrap();
        prop_assert_eq!(d.format, f.format);
        prop_assert_eq!(compose(&d.fields).lines, m.lines);
    }
}

/// Records as a document would hold them: every value clean, within its length, real dates,
/// names of single-space-separated words (a surname needs at least one letter before the
/// separator for the reading to be unambiguous), a document code of the format.
fn clean_fields() -> impl Strategy<Value = Fields> {
    any_format().prop_flat_map(|format| {
        let layout = format.layout();
        let words = |max: usize| {
            proptest::collection::vec("[A-Z]{1,8}", 0..4).prop_map(move |w| {
                let joined: String = w.join(" ").chars().take(max).collect();
                joined.trim_end().to_owned()
            })
        };
        let code = match format {
            Format::Td3 => "P[A-Z]?",
            Format::Mrva | Format::Mrvb => "V[A-Z]?",
            Format::Td1 | Format::Td2 => "[ACI][A-Z]?",
            Format::FraId => "ID",
            Format::FraDl => "D1",
            Format::CheDl => "FA",
        };
        let own = layout.document_number.width;
        let number_max = if layout.long_number {
            own + layout.optional_data.width - 1
        } else {
            own
        };
        // The Swiss licence's number, PIN code and version have their own shapes.
        let swiss = format == Format::CheDl;
        let number = match swiss {
            true => "[A-Z0-9]{3}[0-9]{3}[DFIR]".to_owned(),
            false => format!("[A-Z0-9]{{0,{number_max}}}"),
        };
        let optional = match swiss {
            true => "[0-9]{9}".to_owned(),
            false => format!("[A-Z0-9]{{0,{}}}", layout.optional_data.width),
        };
        let state = match layout.states {
            [] => "[A-Z]{3}|D|".to_owned(),
            states => states.join("|"),
        };
        // Room for `<<` and a given name beside the surname when they share a field.
        let surname = match layout.names {
            Names::Joined => layout.name.width - 9,
            _ => layout.name.width,
        };
        let date = "([0-9]{2}(0[1-9]|1[0-2])(0[1-9]|1[0-9]|2[0-8]))?";
        let optional2 = match layout.optional_data2 {
            Some(_) if swiss => "[0-9]{3}".to_owned(),
            Some(slot) => format!("[A-Z0-9]{{0,{}}}", slot.width),
            None => String::new(),
        };
        (
            (
                code,
                proptest::string::string_regex(&state).unwrap(),
                proptest::string::string_regex(&number).unwrap(),
                words(surname),
                words(6),
            ),
            (
                "[A-Z]{3}|",
                date,
                proptest::string::string_regex(&optional).unwrap(),
                "[MFX]?",
                date,
                proptest::string::string_regex(&optional2).unwrap(),
            ),
        )
            .prop_map(move |((t, c, p, s, g), (n, b, i, x, e, o))| {
                // What the optional data holds beside a continued number.
                let room = if p.len() > own && layout.long_number {
                    layout.optional_data.width.saturating_sub(p.len() - own + 2)
                } else {
                    layout.optional_data.width
                };
                let mut fields = Fields {
                    format,
                    letters: Letters::Drop,
                    doc_type: t,
                    country_code: c,
                    passport_no: p,
                    surname: s,
                    given_names: g,
                    nationality: n,
                    date_of_birth: b,
                    personal_no: i.chars().take(room).collect(),
                    sex: x,
                    date_of_expiry: e,
                    optional_data2: o,
                };
                for field in Field::ALL.into_iter().filter(|f| !f.in_layout(layout)) {
                    fields.get_mut(field).clear();
                }
                fields
            })
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn decoding_a_composed_record_gives_back_its_fields(f in clean_fields()) {
        let m = compose(&f);
        prop_assert!(m.hints.is_empty(), "{:?}", m.hints);
        let d = decode(&m.lines).unwrap();
        prop_assert!(d.valid, "{:?} {:?}", d.checks, d.findings);
        // A surname alone cannot be told from its given names once they are empty.
        if !f.surname.is_empty() || f.given_names.is_empty() {
            prop_assert_eq!(&d.fields, &f);
        }
    }
}
