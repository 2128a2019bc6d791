//! What each position of a format's zone may hold, from its layout in the core: digits in the
//! dates and check digits, letters in the codes, names and sex, either in the rest (document
//! number, optional data). `<` is allowed everywhere. A reader that knows this never reads the
//! O of a name as 0 or the 1 of a date as I, the confusions OCR-B's shapes leave closest.

use mrz_core::{Layout, Slot};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    Digit,
    Letter,
    Any,
}

impl Kind {
    pub fn allows(self, c: u8) -> bool {
        c == b'<'
            || match self {
                Kind::Digit => c.is_ascii_digit(),
                Kind::Letter => c.is_ascii_uppercase(),
                Kind::Any => true,
            }
    }
}

/// Per line, per column, the kind of character the layout puts there.
pub fn kinds(layout: &Layout) -> Vec<Vec<Kind>> {
    let mut all = vec![vec![Kind::Any; layout.length]; layout.lines];
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
        layout.nationality,
        layout.sex,
    ] {
        set(slot, Kind::Letter);
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
