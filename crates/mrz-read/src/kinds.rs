//! What each position of a format's zone may hold, from its layout in the core: digits in the
//! dates and check digits, letters in the codes, names and sex, either in the rest (document
//! number, optional data), and in a document code's second place a letter, a digit or a filler
//! alike (ICAO 9303-3 allows `C1`, `A2`, `I<`). `<` is allowed everywhere. A reader that knows this never reads the
//! O of a name as 0 or the 1 of a date as I, the confusions OCR-B's shapes leave closest.

use mrz_core::{Format, Layout, Slot};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    Digit,
    Letter,
    /// A letter or a digit, digits the likelier where small print makes them twins: a document
    /// number or optional data.
    Any,
    /// A letter or a digit, none the likelier: a document code's second place, where `ID` and
    /// `C1` are both common and only the ink can tell them.
    Code,
    /// The sex: M, F or X (ICAO 9303-3), or the filler.
    Sex,
}

impl Kind {
    pub fn allows(self, c: u8) -> bool {
        c == b'<'
            || match self {
                Kind::Digit => c.is_ascii_digit(),
                Kind::Letter => c.is_ascii_uppercase(),
                Kind::Any | Kind::Code => true,
                Kind::Sex => matches!(c, b'M' | b'F' | b'X'),
            }
    }
}

/// Per line, per column, the kind of character the layout puts there.
pub fn kinds(layout: &Layout) -> Vec<Vec<Kind>> {
    let mut all: Vec<Vec<Kind>> = (0..layout.lines)
        .map(|i| vec![Kind::Any; layout.width(i)])
        .collect();
    let mut set = |slot: Slot, kind: Kind| {
        if let Some(line) = all.get_mut(slot.line) {
            for k in line.iter_mut().skip(slot.start).take(slot.width) {
                *k = kind;
            }
        }
    };
    for slot in [layout.date_of_birth, layout.date_of_expiry] {
        set(slot, Kind::Digit);
    }
    for slot in [
        layout.document_type,
        layout.issuing_state,
        layout.name,
        layout.given_names().unwrap_or(Slot::NONE),
        layout.nationality,
    ] {
        set(slot, Kind::Letter);
    }
    set(layout.sex, Kind::Sex);
    let code = layout.document_type;
    set(
        Slot {
            line: code.line,
            start: code.start + 1,
            width: code.width.saturating_sub(1),
        },
        Kind::Code,
    );
    // The Swiss licence's number: the office's letters or digits, its number, the language.
    if layout.format == Format::CheDl {
        set(
            Slot {
                width: 3,
                ..layout.document_number
            },
            Kind::Code,
        );
        let digits = Slot {
            start: 3,
            width: 3,
            ..layout.document_number
        };
        set(digits, Kind::Digit);
        set(
            Slot {
                start: 6,
                width: 3,
                ..layout.document_number
            },
            Kind::Letter,
        );
    }
    for check in layout.checks {
        set(
            Slot {
                line: check.line,
                start: check.at,
                width: 1,
            },
            Kind::Digit,
        );
    }
    all
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_document_code_takes_a_letter_then_a_letter_digit_or_filler() {
        for format in Format::ALL {
            let layout = format.layout();
            let kinds = kinds(layout);
            let (l, at) = (layout.document_type.line, layout.document_type.start);
            assert_eq!(kinds[l][at], Kind::Letter, "{format:?}");
            assert_eq!(kinds[l][at + 1], Kind::Code, "{format:?}");
            for c in *b"C1I<DA" {
                assert!(kinds[l][at + 1].allows(c));
            }
            assert!(!kinds[l][at].allows(b'1'));
            let sex = layout.sex;
            if sex.is_none() {
                continue;
            }
            let kind = kinds[sex.line][sex.start];
            assert_eq!(kind, Kind::Sex);
            assert!(b"MFX<".iter().all(|&c| kind.allows(c)));
            assert!(!kind.allows(b'H') && !kind.allows(b'N'));
        }
    }
}
