//! What the national layouts' tests share: fields made from pairs, and a round trip.

use mrz_core::{compose, decode, Field, Fields, Format};

pub fn fields(format: Format, pairs: &[(Field, &str)]) -> Fields {
    let mut f = Fields {
        format,
        ..Fields::default()
    };
    for &(field, value) in pairs {
        *f.get_mut(field) = value.into();
    }
    f
}

/// Decodes valid, as `format`, to `expected`; and composes back to itself.
pub fn round_trip(lines: &[&str], expected: Fields) {
    let d = decode(lines).unwrap();
    assert_eq!(d.format, expected.format, "{lines:?}");
    assert!(d.valid, "{lines:?} {:?} {:?}", d.checks, d.findings);
    assert_eq!(d.fields, expected, "{lines:?}");
    let m = compose(&expected);
    assert_eq!(m.lines, lines, "{:?}", m.hints);
    assert!(m.hints.is_empty(), "{:?}", m.hints);
}
