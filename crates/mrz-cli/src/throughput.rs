//! Compose and decode throughput of our core, and (built with `--features peer`) of the Rust
//! `mrz` crate beside it in the same run: the same records, each implementation's whole pass
//! over them timed in turn, which one goes first alternating round by round, medians.

use mrz_core::{compose, decode, Fields, Format};
use mrz_set::people::{record, Draw};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use std::hint::black_box;
use std::time::Instant;

/// The ICAO specimens of every format, as the core's tests hold them.
const SPECIMENS: &str = include_str!("../../../testdata/formats.jsonl");

/// The records timed, and the lines our core composes from them (both decoders read these).
pub struct Corpus {
    pub fields: Vec<Fields>,
    pub lines: Vec<Vec<String>>,
}

/// The five specimens, then `random` seeded records, their formats taking turns.
pub fn corpus(random: usize, seed: u64) -> Corpus {
    let mut fields: Vec<Fields> = SPECIMENS
        .lines()
        .filter_map(|l| serde_json::from_str::<serde_json::Value>(l).ok())
        .filter_map(|v| serde_json::from_value(v.get("fields")?.clone()).ok())
        .collect();
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let draw = Draw {
        middle_share: 0.3,
        long: false,
    };
    fields.extend((0..random).map(|i| record(&mut rng, &draw, Format::ALL[i % 5])));
    let lines = fields.iter().map(|f| compose(f).lines).collect();
    Corpus { fields, lines }
}

/// Records per second: ours, and the peer's when it is built in.
pub struct Rates {
    pub ours: f64,
    pub peer: Option<f64>,
}

/// What the run found.
pub struct Throughput {
    pub records: usize,
    pub compose: Rates,
    pub decode: Rates,
    /// Records whose zone the peer emits exactly as ours, and whose lines it reads as valid.
    pub peer_agrees: Option<(usize, usize)>,
}

pub fn measure(corpus: &Corpus, rounds: usize) -> Throughput {
    let n = corpus.records();
    let compose_ours = || {
        corpus
            .fields
            .iter()
            .for_each(|f| drop(black_box(compose(f))))
    };
    let decode_ours = || {
        for lines in &corpus.lines {
            black_box(decode(black_box(lines)).map(|d| d.valid).ok());
        }
    };
    #[cfg(feature = "peer")]
    let (compose, decode, peer_agrees) = {
        use crate::peer;
        // A national record, which the peer does not know, is one it does not agree on (the
        // bench's corpus is ICAO's five formats, all of which it takes).
        let inputs: Vec<Option<peer::Input>> = corpus.fields.iter().map(peer::input).collect();
        let formats: Vec<Format> = corpus.fields.iter().map(|f| f.format).collect();
        let same = inputs
            .iter()
            .zip(&corpus.lines)
            .filter(|(i, l)| i.as_ref().is_some_and(|i| peer::emit(i) == l.join("\n")))
            .count();
        let valid = (formats.iter().zip(&corpus.lines))
            .filter(|(f, l)| peer::parse(**f, l))
            .count();
        let compose_peer = || {
            inputs
                .iter()
                .flatten()
                .for_each(|i| drop(black_box(peer::emit(i))))
        };
        let decode_peer = || {
            for (f, lines) in formats.iter().zip(&corpus.lines) {
                black_box(peer::parse(*f, black_box(lines)));
            }
        };
        (
            race(n, rounds, compose_ours, Some(compose_peer)),
            race(n, rounds, decode_ours, Some(decode_peer)),
            Some((same, valid)),
        )
    };
    #[cfg(not(feature = "peer"))]
    let (compose, decode, peer_agrees) = (
        race(n, rounds, compose_ours, None::<fn()>),
        race(n, rounds, decode_ours, None::<fn()>),
        None,
    );
    Throughput {
        records: n,
        compose,
        decode,
        peer_agrees,
    }
}

impl Corpus {
    pub fn records(&self) -> usize {
        self.fields.len()
    }
}

/// Median records per second of each pass, `rounds` rounds after one untimed pass of each.
fn race(n: usize, rounds: usize, mut ours: impl FnMut(), mut peer: Option<impl FnMut()>) -> Rates {
    let timed = |f: &mut dyn FnMut(), into: &mut Vec<f64>| {
        let t = Instant::now();
        f();
        into.push(n as f64 / t.elapsed().as_secs_f64());
    };
    ours();
    if let Some(p) = peer.as_mut() {
        p();
    }
    let (mut a, mut b) = (Vec::new(), Vec::new());
    for round in 0..rounds.max(1) {
        // Whoever goes second may find caches warmed or the machine drifted: take turns.
        if round % 2 == 0 {
            timed(&mut ours, &mut a);
        }
        if let Some(p) = peer.as_mut() {
            timed(p, &mut b);
        }
        if round % 2 == 1 {
            timed(&mut ours, &mut a);
        }
    }
    Rates {
        ours: median(a),
        peer: (!b.is_empty()).then(|| median(b)),
    }
}

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(f64::total_cmp);
    v[v.len() / 2]
}
