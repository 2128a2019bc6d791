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
    // `77_card-cmw`'s first line, in another face: 14 capitals and digits 35 px tall (the
    // filler among them counted with them), then 16 fillers 20.5 px tall a pitch on, whose
    // middles lie 3 px lower. Joined, the fillers are most of the line, so its height is
    // theirs and none is trimmed off its end as unlike the rest.
    let mut s = pieces(120.0, 14, 394.0, 35.0);
    s.extend(pieces(120.0 + 26.0 * 14.0, 16, 397.0, 20.5));
    let capitals = fit((0..14).collect(), &s);
    let fillers = fit((14..30).collect(), &s);
    let lines: Vec<Chain> = joined(vec![fillers, capitals], &s)
        .into_iter()
        .map(|c| trimmed(c, &s))
        .collect();
    assert_eq!(lines.len(), 1);
    assert_eq!(lines[0].members, (0..30).collect::<Vec<_>>());
}

#[test]
fn fillers_fewer_than_the_capitals_are_joined_then_trimmed_off() {
    // The limit of the join: 16 capitals before 14 such fillers give the line the capitals'
    // height, under which the fillers are trimmed off as unlike it (trimming at 1/1.8 of it
    // instead read a harsh zone fewer over two seeds and colour).
    let mut s = pieces(120.0, 16, 394.0, 35.0);
    s.extend(pieces(120.0 + 26.0 * 16.0, 14, 397.0, 20.5));
    let chains = vec![fit((0..16).collect(), &s), fit((16..30).collect(), &s)];
    let joined = joined(chains, &s);
    assert_eq!(joined.len(), 1);
    assert_eq!(
        trimmed(joined[0].clone(), &s).members,
        (0..16).collect::<Vec<_>>()
    );
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
