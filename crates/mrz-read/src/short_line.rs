//! The Swiss licence's short first line placed by the long lines under it: their slope and
//! pitch, moved along by its own pieces. Nine characters are too few to fit a line of their own
//! (a security print's wave through two of them tilts it).

use crate::chains::{Chain, Seen};

/// `us` (places borrowed from a long line) moved along by the median offset of `chain`'s own
/// pieces from them: a card photographed aslant leans its columns, so a line's characters lie
/// up to half a pitch along from the line below's (more than `borrowed` follows); a short line's
/// few pieces give one shift, not a slope.
pub(crate) fn shifted(us: &[f32], chain: &Chain, s: &[Seen]) -> Vec<f32> {
    let n = us.len();
    if n < 2 {
        return us.to_vec();
    }
    let pitch = ((us[n - 1] - us[0]) / (n - 1) as f32).abs();
    let mut offsets: Vec<f32> = chain
        .members
        .iter()
        .map(|&m| &s[m])
        .filter(|p| p.eu < 1.3 * pitch)
        .filter_map(|p| {
            let nearest = us
                .iter()
                .map(|&u| p.u - u)
                .min_by(|a, b| a.abs().total_cmp(&b.abs()));
            nearest.filter(|off| off.abs() <= 0.5 * pitch)
        })
        .collect();
    offsets.sort_by(f32::total_cmp);
    match offsets.get(offsets.len() / 2) {
        Some(&off) if offsets.len() * 2 >= n => us.iter().map(|u| u + off).collect(),
        _ => us.to_vec(),
    }
}

/// `short` leaning as the longest of `chains` does: a line of a few pieces (the Swiss
/// licence's 9) takes a slope from any ink beside it (a security print's wave through its last
/// characters), where the long lines' slope is the zone's.
pub(crate) fn leaning_as(short: &Chain, chains: &[&Chain], s: &[Seen]) -> Chain {
    let longest = chains
        .iter()
        .max_by(|a, b| (a.u1 - a.u0).total_cmp(&(b.u1 - b.u0)));
    let Some(long) = longest else {
        return short.clone();
    };
    let b = long.b;
    let mut offsets: Vec<f32> = short.members.iter().map(|&m| s[m].v - b * s[m].u).collect();
    offsets.sort_by(f32::total_cmp);
    let Some(&a) = offsets.get(offsets.len() / 2) else {
        return short.clone();
    };
    Chain {
        a,
        b,
        ..short.clone()
    }
}
