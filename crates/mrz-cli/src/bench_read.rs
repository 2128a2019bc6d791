//! `mrz bench`'s reading figure: `Reader::read` alone on camera frames of 1280 x 720 (the
//! photo preset's records and cameras at that size, each frame's JPEG decoded beforehand),
//! one frame after another on one thread, as an app reads its camera's frames; and beside it,
//! frame by frame in the same run, the reader with its templates alone (before the model).

use mrz_picture::decode;
use mrz_read::Reader;
use mrz_scene::Preset;
use mrz_set::layouts::{ImageType, Layout};
use mrz_set::shares::shares;
use mrz_set::{Maker, Recipe};
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
    /// The same with the templates alone.
    pub templates_p50: f64,
    pub templates_p95: f64,
}

fn quantiles(mut times: Vec<f64>) -> (f64, f64) {
    times.sort_by(f64::total_cmp);
    let at = |q: f64| times[((times.len() - 1) as f64 * q).round() as usize];
    (at(0.5), at(0.95))
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
    let readers = [Reader::new(), Reader::templates_only()];
    let mut times = [Vec::new(), Vec::new()];
    for index in 1..=frames.max(1) {
        let made = maker.make(index)?;
        let gray = decode(&made.images[0]).map_err(io::Error::other)?;
        for (reader, times) in readers.iter().zip(&mut times) {
            if index == 1 {
                drop(black_box(reader.read(&gray)));
            }
            let started = Instant::now();
            drop(black_box(reader.read(black_box(&gray))));
            times.push(started.elapsed().as_secs_f64() * 1e3);
        }
    }
    let [with_model, templates] = times;
    let ((p50, p95), (templates_p50, templates_p95)) =
        (quantiles(with_model), quantiles(templates));
    Ok(ReadTimes {
        frames: frames.max(1),
        p50,
        p95,
        templates_p50,
        templates_p95,
    })
}

impl ReadTimes {
    pub fn json(&self, out: &mut serde_json::Value) {
        out["read_native_ms_p50"] = json!(self.p50);
        out["read_native_ms_p95"] = json!(self.p95);
        out["read_native_templates_ms_p50"] = json!(self.templates_p50);
        out["read_native_templates_ms_p95"] = json!(self.templates_p95);
        out["read_native_vs_templates_p50"] = json!(self.p50 / self.templates_p50);
        out["read_native_frames"] = json!(self.frames);
        out["read_native_frame"] = json!(format!("{}x{}", FRAME.0, FRAME.1));
    }

    pub fn print(&self) {
        println!(
            "read: Reader::read of {} camera frames of {} x {} (photo preset, every format), \
             one thread\n  median {:.1} ms, p95 {:.1} ms; with the templates alone, frame by frame \
             beside it: median {:.1} ms, p95 {:.1} ms ({:.2} times)",
            self.frames,
            FRAME.0,
            FRAME.1,
            self.p50,
            self.p95,
            self.templates_p50,
            self.templates_p95,
            self.p50 / self.templates_p50
        );
    }
}
