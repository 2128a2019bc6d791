//! Chains of one line joined.

use super::*;

/// Pieces every 26 px along a line at `v`, `ev` tall, from `start` on.
fn pieces(start: f32, n: usize, v: f32, ev: f32) -> Vec<Seen> {
    (0..n)
        .map(|k| Seen {
            u: start + 26.0 * k as f32,
            v,
            eu: 20.0,
            ev,
        })
        .collect()
}

#[test]
fn a_run_of_short_fillers_joins_the_capitals_it_follows() {
    // A card's first line in another face: 15 capitals and digits 35 px tall, then 15
    // fillers 20.5 px tall a pitch on, whose middles lie 3 px lower.
    let mut s = pieces(120.0, 15, 394.0, 35.0);
    s.extend(pieces(120.0 + 26.0 * 15.0, 15, 397.0, 20.5));
    let capitals = fit((0..15).collect(), &s);
    let fillers = fit((15..30).collect(), &s);
    let lines = joined(vec![fillers, capitals], &s);
    assert_eq!(lines.len(), 1);
    assert_eq!(lines[0].members, (0..30).collect::<Vec<_>>());
}

#[test]
fn pieces_far_smaller_or_off_the_line_stay_apart() {
    // Specks a third as tall on the line, and capitals as tall a line's height lower.
    let mut s = pieces(120.0, 15, 394.0, 35.0);
    s.extend(pieces(120.0 + 26.0 * 15.0, 15, 394.0, 11.0));
    s.extend(pieces(120.0 + 26.0 * 15.0, 15, 394.0 + 35.0, 35.0));
    let chains = [0..15, 15..30, 30..45].map(|r| fit(r.collect(), &s));
    assert_eq!(joined(chains.to_vec(), &s).len(), 3);
}
