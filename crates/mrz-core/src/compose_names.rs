//! The name field composed: the surname, two fillers and the given names, or each in a field
//! of its own where a layout parts them.

use crate::fields::{parted, Field};
use crate::format::{Layout, Names, Slot};
use crate::hint::Hint;
use crate::hints::note_cut;
use crate::zone::Zone;

/// Surname cut at the name width less 3, two fillers, then as much of the given names as fits;
/// the surname alone when there are no given names. Where the given names have a field of their
/// own (the French card), each is cut to its field; where there is none, they were noted unused.
pub fn name_field(
    zone: &mut Zone,
    layout: &Layout,
    surname: &str,
    given: &str,
    hints: &mut [Vec<Hint>; Field::ALL.len()],
) {
    let slot = layout.name;
    let s = &surname[..surname.len().min(layout.surname_max())];
    let surname_hints = &mut hints[Field::Surname as usize];
    note_cut(
        Field::Surname,
        s.len(),
        surname.len() - s.len(),
        surname_hints,
    );
    zone.put(slot, s);
    let french: String;
    let (room, given) = match layout.names {
        Names::SurnameOnly => return,
        // The French card parts its given names with two fillers, not one.
        Names::Apart(slot) => {
            french = parted(given, "  ");
            (slot, french.as_str())
        }
        Names::Joined => {
            // Cut just after a space, the surname ends in a filler before the two of the
            // separator, and a reader takes the given names to start one character late.
            let misplaced = Hint::MisplacedSpaces {
                field: Field::Surname,
            };
            if s.ends_with(' ') && !given.is_empty() && !surname_hints.contains(&misplaced) {
                surname_hints.push(misplaced);
            }
            if given.is_empty() {
                return;
            }
            let room = Slot {
                start: slot.start + s.len() + 2,
                width: slot.width - s.len() - 2,
                ..slot
            };
            (room, given)
        }
    };
    let g = &given[..given.len().min(room.width)];
    zone.put(room, g);
    note_cut(
        Field::GivenNames,
        g.len(),
        given.len() - g.len(),
        &mut hints[Field::GivenNames as usize],
    );
}
