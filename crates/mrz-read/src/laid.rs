//! A found group of lines laid out as a zone: how many characters each line holds, where each
//! lies, and which way up the zone is; seen in a mirror too.

use crate::band::refit;
use crate::borrowed::borrowed;
use crate::chains::{Chain, Seen};
use crate::groups::LONG;
use crate::reader::{Found, Reader};
use crate::recognize::{glance, matched};
use crate::sample::Cell;
use crate::short_line::{leaning_as, shifted};
use crate::zone::{cells, place, Placed};
use mrz_render::Gray;

/// Where a zone's lines lie: found by the pieces (`dir`, the text's direction; `k`, how many
/// times the picture the pieces were found in was shrunk).
pub(crate) struct Lines<'a> {
    pub chains: &'a [&'a Chain],
    pub seen: &'a [Seen],
    pub dir: [f32; 2],
    pub k: f32,
}

impl Reader {
    /// The zone `lines` make, the way up it matches best, and seen in a mirror, the way up
    /// that matches best (when the mirror matches better).
    pub(crate) fn zone(&self, image: &Gray, small: &Gray, lines: &Lines) -> Vec<Found> {
        let Some(placed) = lines
            .chains
            .iter()
            .map(|c| place(c, lines.seen))
            .collect::<Option<Vec<Placed>>>()
        else {
            return Vec::new();
        };
        // The Swiss licence's short line of 9 (above its long lines, or below them turned):
        // the one line of a group that is not long (see `groups`).
        let short: Vec<bool> = lines
            .chains
            .iter()
            .map(|c| c.u1 - c.u0 < LONG * c.height)
            .collect();
        let lengths: &[usize] = if lines.chains.len() == 2 {
            &[36, 44]
        } else {
            &[30]
        };
        // The line length nearest the characters counted: the longest line's count, as lines
        // lose characters (to a shadow, to pieces run together) far more often than they gain.
        let long = placed.iter().zip(&short).filter(|(_, &s)| !s);
        let Some(counted) = long.map(|(p, _)| p.span).max() else {
            return Vec::new();
        };
        let nearest = lengths
            .iter()
            .copied()
            .min_by_key(|&n| n.abs_diff(counted))
            .filter(|&n| counted.abs_diff(n) <= 3)
            // No length near the longest count: a line counted far off (mostly far too
            // long, ink beside the zone run into it: a portrait's frame, a caption) beside one
            // counted exactly takes the exact one's length, and its places.
            .or_else(|| placed.iter().map(|p| p.span).find(|s| lengths.contains(s)));
        // Lines of another length are not a zone (two lines of a card's three, say, whose
        // third was missed).
        match nearest {
            Some(n) => {
                let ns: Vec<usize> = short.iter().map(|&s| if s { 9 } else { n }).collect();
                self.ways(image, small, lines, &placed, &ns)
            }
            None => Vec::new(),
        }
    }

    /// The zone of lines of `ns` characters (a line each), each line counted short or long
    /// spread over its ink or placed as a line of its length counted whole.
    fn ways(
        &self,
        image: &Gray,
        small: &Gray,
        lines: &Lines,
        placed: &[Placed],
        ns: &[usize],
    ) -> Vec<Found> {
        let Lines { chains, dir, k, .. } = *lines;
        let height = {
            let mut h: Vec<f32> = chains.iter().map(|c| c.height).collect();
            h.sort_by(f32::total_cmp);
            h[h.len() / 2]
        };
        let cut = |c: &Chain, us: &[f32]| {
            let mut line = cells(c, lines.seen, us, dir, height, k);
            refit(image, &mut line);
            line
        };
        // A line whose count fell short (its first characters lost in a shadow, say) takes its
        // places from a line counted whole: a zone's lines start and end one above another.
        let whole = |n: usize| {
            let of_n = placed.iter().zip(ns).filter(|&(_, &m)| m == n);
            of_n.map(|(p, _)| p)
                .find(|p| p.span == n)
                .map(|p| p.centres(n))
        };
        // Each line's places along it: its own, or a line counted whole's moved onto it.
        let places: Vec<Vec<f32>> = chains
            .iter()
            .zip(placed)
            .zip(ns)
            .map(|((c, p), &n)| match whole(n) {
                Some(us) if p.span < n => borrowed(&us, c, lines.seen),
                // A line counted long may be a sparse line's pitch misjudged (the borrowed
                // places read it) or a line with a speck counted among its pieces, rightly
                // spread over its own ink (under perspective a whole line's places, moved onto
                // it, miss it by half a pitch at one end): the places whose cells match better.
                Some(us) if p.span > n => {
                    let (own, lent) = (p.centres(n), borrowed(&us, c, lines.seen));
                    let match_of = |at: &[f32]| {
                        matched(
                            image,
                            &self.templates,
                            &cells(c, lines.seen, at, dir, height, k),
                        )
                    };
                    if match_of(&own) > match_of(&lent) {
                        own
                    } else {
                        lent
                    }
                }
                _ => p.centres(n),
            })
            .collect();
        let long = ns.iter().copied().max().unwrap_or(0);
        let upright: Vec<Vec<Cell>> = chains
            .iter()
            .zip(&places)
            .zip(ns)
            .map(
                |((c, us), &n)| match places.iter().find(|u| u.len() == long) {
                    // The Swiss licence's short line stands in the long lines' first columns (their
                    // last, seen turned): their pitch and slope, not those of its few pieces.
                    Some(lined) if n < long => {
                        let (first, last) = (&lined[..n], &lined[long - n..]);
                        let near =
                            |u: &[f32], at: f32| (u[0] - at).abs().min((u[n - 1] - at).abs());
                        let us = match near(first, c.u0) <= near(last, c.u1) {
                            true => first,
                            false => last,
                        };
                        let c = &leaning_as(c, chains, lines.seen);
                        cut(c, &shifted(us, c, lines.seen))
                    }
                    _ => cut(c, us),
                },
            )
            .collect();
        let turned: Vec<Vec<Cell>> = upright
            .iter()
            .rev()
            .map(|l| l.iter().rev().map(Cell::turned).collect())
            .collect();
        // And both seen in a mirror (a scanner's or a webcam's): each line from its other end.
        let mirror = |zone: &[Vec<Cell>]| -> Vec<Vec<Cell>> {
            zone.iter()
                .map(|l| l.iter().rev().map(Cell::mirrored).collect())
                .collect()
        };
        let (seen_upright, seen_turned) = (mirror(&upright), mirror(&turned));
        // The Swiss licence's short line is its first: that tells which way up it is (it has
        // no check digit to tell a zone read upside down by).
        let (up, down) = (ns.first() == Some(&9), ns.last() == Some(&9));
        // A glance in the shrunk picture, each way up: enough to tell which.
        let best = |ways: [Vec<Vec<Cell>>; 2], mirrored: bool| {
            let [upright, turned] = ways;
            [(upright, !down), (turned, !up)]
                .into_iter()
                .filter_map(|(cells, may)| may.then_some(cells))
                .map(|cells| {
                    let shrunk: Vec<Cell> =
                        cells.concat().iter().map(|c| c.scaled(1.0 / k)).collect();
                    Found {
                        glance: glance(small, &self.templates, &shrunk),
                        cells,
                        mirrored,
                    }
                })
                // Upright on a tie.
                .reduce(|a, b| if b.glance > a.glance { b } else { a })
        };
        let (Some(right), Some(mirrored)) = (
            best([upright, turned], false),
            best([seen_upright, seen_turned], true),
        ) else {
            return Vec::new();
        };
        // A zone that matches better the right way round is no mirror's: not read as one.
        let seen = (mirrored.glance > right.glance).then_some(mirrored);
        std::iter::once(right).chain(seen).collect()
    }
}
