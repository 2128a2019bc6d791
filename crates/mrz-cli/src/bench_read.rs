//! `mrz bench`'s reading figure: `Reader::read` alone on camera frames of 1280 x 720 (the
//! photo preset's records and cameras at that size, each frame's JPEG decoded beforehand),
//! one frame after another on one thread, as an app reads its camera's frames.

use crate::layouts::{ImageType, Layout};
use crate::make::{Maker, Recipe};
use crate::shares::shares;
use mrz_picture::decode;
use mrz_read::Reader;
use mrz_scene::Preset;
use serde_json::json;
use std::hint::black_box;
use std::io;
use std::time::Instant;

pub const FRAME: (u32, u32) = (1280, 720);

pub struct ReadTimes {
    pub frames: u32,
    /// Milliseconds a frame: median and 95th percentile.
    pub p50: f64,
    pub p95: f64,
}

/// `frames` frames of every format in turn, from `seed`, each read once after one untimed
/// read of the first (the reader's tables warmed).
pub fn measure(frames: u32, seed: u64) -> io::Result<ReadTimes> {
    let recipe = Recipe {
        seed,
        formats: shares("td3,td1,td2,mrva,mrvb").map_err(io::Error::other)?,
        realism: Preset::Photo,
        image: ImageType::Jpeg,
        frame: Some(FRAME),
        ..Recipe::defaults()
    };
    let mut maker = Maker::new(&recipe, Layout::Dir);
    let reader = Reader::new();
    let mut times = Vec::new();
    for index in 1..=frames.max(1) {
        let made = maker.make(index)?;
        let gray = decode(&made.images[0]).map_err(io::Error::other)?;
        if index == 1 {
            drop(black_box(reader.read(&gray)));
        }
        let started = Instant::now();
        drop(black_box(reader.read(black_box(&gray))));
        times.push(started.elapsed().as_secs_f64() * 1e3);
    }
    times.sort_by(f64::total_cmp);
    let at = |q: f64| times[((times.len() - 1) as f64 * q).round() as usize];
    Ok(ReadTimes {
        frames: frames.max(1),
        p50: at(0.5),
        p95: at(0.95),
    })
}

impl ReadTimes {
    pub fn json(&self, out: &mut serde_json::Value) {
        out["read_native_ms_p50"] = json!(self.p50);
        out["read_native_ms_p95"] = json!(self.p95);
        out["read_native_frames"] = json!(self.frames);
        out["read_native_frame"] = json!(format!("{}x{}", FRAME.0, FRAME.1));
    }

    pub fn print(&self) {
        println!(
            "read: Reader::read of {} camera frames of {} x {} (photo preset, every format), \
             one thread\n  median {:.1} ms, p95 {:.1} ms",
            self.frames, FRAME.0, FRAME.1, self.p50, self.p95
        );
    }
}
