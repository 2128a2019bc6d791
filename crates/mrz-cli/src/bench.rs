//! `mrz bench`: the median time to compose and render the ICAO specimen, against the median
//! time to allocate and fill an RGBA buffer of the same size: the floor no renderer can beat.
//! The renderer draws into the frame it keeps, as the worker does for every keystroke: each
//! timed render turns a frame holding the specimen one keystroke earlier (its surname without
//! the last letter) into the specimen, so the cells that keystroke changed are really drawn.
//! Then compose and decode throughput over records of every format (see `throughput`), and
//! records per second as `mrz batch` makes them, with its PNG encoder's cost (see `bulk`), and
//! the reader's time on a camera frame (see `bench_read`).

use crate::throughput::{corpus, measure, Rates, Throughput};
use crate::{bench_read, bulk};
use mrz_core::{compose, Fields, Format};
use mrz_render::{Gray, Renderer, Style};
use mrz_set::options;
use serde_json::json;
use std::hint::black_box;
use std::io;
use std::process::ExitCode;
use std::time::{Duration, Instant};

#[derive(clap::Args)]
pub struct Args {
    /// Timed runs of each measurement.
    #[arg(long, default_value_t = 2000, value_parser = at_least_one())]
    runs: usize,
    /// Untimed runs first, to warm caches and the allocator.
    #[arg(long, default_value_t = 200)]
    warmup: usize,
    /// Renders (and fills) timed in a row before switching to the other.
    #[arg(long, default_value_t = 1, value_parser = at_least_one())]
    block: usize,
    /// Rounds of the compose and decode throughput passes (medians are reported).
    #[arg(long, default_value_t = 31, value_parser = at_least_one())]
    rounds: usize,
    /// Random records timed beside the five ICAO specimens, all formats in turn.
    #[arg(long, default_value_t = 1000)]
    records: usize,
    /// Records a round of the bulk figure (`mrz batch`'s speed on every core), 3 rounds. The
    /// PNG encoder and the raw deflates are timed a tenth of `--runs` times.
    #[arg(long, default_value_t = 2000)]
    bulk: u32,
    /// Camera frames (1280 x 720) the reader is timed on.
    #[arg(long, default_value_t = 40, value_parser = clap::value_parser!(u32).range(1..))]
    read_frames: u32,
    /// The seed of those records.
    #[arg(long, default_value_t = 1, value_parser = options::seed)]
    seed: u64,
    /// Print one JSON object instead of a table.
    #[arg(long)]
    json: bool,
}

const PEER_HINT: &str = "the Rust mrz crate beside ours: \
    cargo run --release -p mrz-cli --features peer -- bench";

pub fn specimen() -> Fields {
    Fields {
        personal_no: "ZE184226B".into(),
        ..Fields::specimen(Format::Td3)
    }
}

fn median(mut samples: Vec<Duration>) -> f64 {
    samples.sort_unstable();
    samples[samples.len() / 2].as_secs_f64() * 1e6
}

/// A count of runs, rounds or renders: a median of none is no figure (checked as clap checks
/// `--read-frames`, for a `usize`).
fn at_least_one() -> clap::builder::RangedU64ValueParser<usize> {
    clap::builder::RangedU64ValueParser::new().range(1..)
}

pub fn run(args: &Args) -> io::Result<ExitCode> {
    let fields = specimen();
    let style = Style::default();
    let mut renderer = Renderer::new();
    let lines = compose(&fields).lines;
    let lines: Vec<&str> = lines.iter().map(String::as_str).collect();
    let (w, h) = renderer
        .size_for(&lines, &style)
        .map_err(io::Error::other)?;
    // The fastest fill measured here: a vectorised store loop over whole pixels, quicker than
    // `[u8; 4]::repeat` (doubling memcpy) on this machine.
    let fill = u32::from_ne_bytes(style.background);
    let earlier = Fields {
        surname: fields.surname[..fields.surname.len() - 1].into(),
        ..fields.clone()
    };
    let render_once = |r: &mut Renderer, fields: &Fields| {
        let mrz = compose(black_box(fields));
        let lines: Vec<&str> = mrz.lines.iter().map(String::as_str).collect();
        black_box(r.render(&lines, &style).map(|f| f.pixels.len()))
    };
    let floor_once = || black_box(vec![black_box(fill); w as usize * h as usize]);

    for _ in 0..args.warmup {
        drop(render_once(&mut renderer, &earlier));
        drop(render_once(&mut renderer, &fields));
        drop(floor_once());
    }
    // Each figure alternates with its own floor, so both see the same drift of the machine.
    let block = args.block.max(1);
    let mut pair = |full_frame: bool| {
        let (mut render, mut floor) = (Vec::new(), Vec::new());
        for _ in 0..args.runs.max(1).div_ceil(block) {
            for _ in 0..block {
                drop(render_once(&mut renderer, &earlier));
                if full_frame {
                    renderer.forget_frame();
                }
                let t = Instant::now();
                drop(render_once(&mut renderer, &fields));
                render.push(t.elapsed());
            }
            for _ in 0..block {
                let t = Instant::now();
                drop(floor_once());
                floor.push(t.elapsed());
            }
        }
        (median(render), median(floor))
    };
    let (render_us, floor_us) = pair(false);
    let (full_us, full_floor_us) = pair(true);
    let (ratio, full_ratio) = (render_us / floor_us, full_us / full_floor_us);
    let t = measure(&corpus(args.records, args.seed), args.rounds);
    let strip = renderer.render(&lines, &style).map_err(io::Error::other)?;
    let strip = Gray::from_frame(strip);
    let bulk = bulk::measure(args.bulk, 3, &strip, (args.runs / 10).max(3))?;
    let read = bench_read::measure(args.read_frames, args.seed)?;
    if args.json {
        let mut out = json!({ "native_render_us": render_us, "native_floor_us": floor_us,
            "ratio": ratio, "native_full_render_us": full_us, "full_ratio": full_ratio,
            "width": w, "height": h, "runs": args.runs });
        throughput_json(&mut out, &t, args.rounds);
        bulk.json(&mut out);
        read.json(&mut out);
        println!("{out}");
        return Ok(ExitCode::SUCCESS);
    }
    println!("mrz bench: ICAO specimen at the default style, {w} x {h} RGBA");
    println!(
        "  runs: {} timed after {} warm-up, interleaved",
        args.runs, args.warmup
    );
    println!("  compose + render     median {render_us:>8.1} us   {ratio:>5.2} x floor");
    println!("  ... whole frame      median {full_us:>8.1} us   {full_ratio:>5.2} x floor");
    println!("  fill fresh buffer    median {floor_us:>8.1} us   (memory floor)");
    println!("  A render redraws the cells a keystroke changed in the frame it keeps (here");
    println!("  the surname's last letter typed: the given names shift); the whole frame is");
    println!("  drawn after a change of style. Target: 1.5 x.");
    println!(
        "throughput: {} records (5 ICAO specimens, {} random), every format, median of {} rounds",
        t.records, args.records, args.rounds
    );
    for (what, rates) in [("compose", &t.compose), ("decode", &t.decode)] {
        print_rates(what, rates);
    }
    match t.peer_agrees {
        Some((same, valid)) => println!(
            "  the peer (Rust mrz 0.9) emits the same zone for {same} of {n} records and reads \
             {valid} of {n} as valid; ratio = ours / peer",
            n = t.records
        ),
        None => println!("  {PEER_HINT}"),
    }
    bulk.print();
    read.print();
    Ok(ExitCode::SUCCESS)
}

fn print_rates(what: &str, r: &Rates) {
    let line = |who: &str, rps: f64| format!("{who} {rps:>10.0} records/s {:>7.0} ns", 1e9 / rps);
    match r.peer {
        Some(peer) => println!(
            "  {what:<8} {}   {}   ratio {:.2}",
            line("ours", r.ours),
            line("peer", peer),
            r.ours / peer
        ),
        None => println!("  {what:<8} {}", line("ours", r.ours)),
    }
}

/// The throughput keys: `*_rps` records per second, `*_ns` per record, `*_ratio` ours over
/// the peer's records per second (null without the peer built in).
fn throughput_json(out: &mut serde_json::Value, t: &Throughput, rounds: usize) {
    for (what, r) in [("compose", &t.compose), ("decode", &t.decode)] {
        out[format!("{what}_rps")] = json!(r.ours);
        out[format!("{what}_ns")] = json!(1e9 / r.ours);
        out[format!("peer_{what}_rps")] = json!(r.peer);
        out[format!("peer_{what}_ns")] = json!(r.peer.map(|p| 1e9 / p));
        out[format!("{what}_ratio")] = json!(r.peer.map(|p| r.ours / p));
    }
    out["records"] = json!(t.records);
    out["rounds"] = json!(rounds);
    out["peer_same_zones"] = json!(t.peer_agrees.map(|a| a.0));
    out["peer_valid"] = json!(t.peer_agrees.map(|a| a.1));
    out["peer"] = match t.peer_agrees {
        Some(_) => json!("mrz 0.9 (crates.io)"),
        None => json!(PEER_HINT),
    };
}
