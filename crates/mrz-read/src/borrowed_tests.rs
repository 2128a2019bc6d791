//! Places borrowed from a line counted whole.

use super::*;

#[test]
fn places_borrowed_from_a_whole_line_move_onto_the_lines_own_pieces() {
    // A whole line's places every 10 px; this line's characters lie 3 px further along at
    // its start and 1 px at its end (a leaning column), its first ten lost to a shadow.
    let us: Vec<f32> = (0..30).map(|k| 100.0 + 10.0 * k as f32).collect();
    let shift = |k: usize| 3.0 - 2.0 * k as f32 / 29.0;
    let seen: Vec<Seen> = (10..30)
        .map(|k| Seen {
            u: us[k] + shift(k),
            v: 50.0,
            eu: 6.0,
            ev: 9.0,
        })
        .collect();
    let chain = Chain {
        members: (0..seen.len()).collect(),
        a: 50.0,
        b: 0.0,
        u0: seen[0].u - 3.0,
        u1: seen[seen.len() - 1].u + 3.0,
        height: 9.0,
    };
    let moved = borrowed(&us, &chain, &seen);
    for (k, u) in moved.iter().enumerate() {
        assert!((u - us[k] - shift(k)).abs() < 0.01, "{k}: {u}");
    }
    // Too few pieces of its own to go by: the places as they were.
    let few = Chain {
        members: (0..4).collect(),
        ..chain
    };
    assert_eq!(borrowed(&us, &few, &seen), us);
}
