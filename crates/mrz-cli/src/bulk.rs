//! `mrz bench`'s bulk figures: clean and photo records per second as `mrz batch` makes them on
//! every core, and our greyscale PNG encoder against the fastest raw deflates in the build.

use crate::pool;
use miniz_oxide::deflate::core::{
    compress_to_output, create_comp_flags_from_zip_params, CompressorOxide, TDEFLFlush,
};
use mrz_render::{encode_gray_png, Gray};
use mrz_scene::Preset;
use mrz_set::layouts::{ImageType, Layout, Made};
use mrz_set::tar::Tar;
use mrz_set::{Maker, Recipe};
use serde_json::json;
use std::hint::black_box;
use std::io::{self, Write};
use std::time::Instant;

pub struct Bulk {
    pub threads: usize,
    pub records: u32,
    /// Median over the rounds.
    pub rps: f64,
    pub bytes_per_record: f64,
    /// The same for `--realism photo --image jpeg`.
    pub photo_records: u32,
    pub photo_rps: f64,
    pub photo_bytes_per_record: f64,
    /// Medians, in microseconds, over one strip: our encoder, fdeflate and miniz_oxide at
    /// level 1 on its raw luma.
    pub png_us: f64,
    pub fdeflate_us: f64,
    pub miniz_us: f64,
}

/// Counts what a tar would hold, and keeps none of it.
struct Count(u64);

impl Write for Count {
    fn write(&mut self, bytes: &[u8]) -> io::Result<usize> {
        self.0 += bytes.len() as u64;
        Ok(bytes.len())
    }
    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

/// `rounds` runs of `records` records at `mrz batch`'s defaults (TD3, PNG), then of a quarter
/// as many with `--realism photo --image jpeg` (each at its camera's quality), through its own
/// pool and maker on every core, each written as `--layout webdataset` writes it but into
/// memory, and dropped: the disk is left out, as its speed is the machine's, not ours.
/// Then `deflate_runs` of the encoders on `strip` (see `deflates`).
pub fn measure(records: u32, rounds: usize, strip: &Gray, deflate_runs: usize) -> io::Result<Bulk> {
    let clean = Recipe::defaults();
    let photo = Recipe {
        realism: Preset::Photo,
        image: ImageType::Jpeg,
        ..Recipe::defaults()
    };
    let threads = pool::threads(None);
    let records = records.max(1);
    let photo_records = (records / 4).max(1);
    let (rps, bytes) = rate(&clean, records, rounds, threads)?;
    let (photo_rps, photo_bytes) = rate(&photo, photo_records, rounds, threads)?;
    let (png_us, fdeflate_us, miniz_us) = deflates(strip, deflate_runs.max(1));
    Ok(Bulk {
        threads,
        records,
        rps,
        bytes_per_record: bytes as f64 / f64::from(records),
        photo_records,
        photo_rps,
        photo_bytes_per_record: photo_bytes as f64 / f64::from(photo_records),
        png_us,
        fdeflate_us,
        miniz_us,
    })
}

/// The median records per second over `rounds` of `records`, and the bytes of a round's tar.
fn rate(recipe: &Recipe, records: u32, rounds: usize, threads: usize) -> io::Result<(f64, u64)> {
    let (mut rates, mut bytes) = (Vec::new(), 0);
    for _ in 0..rounds.max(1) {
        let mut tar = Tar::new(Count(0));
        let started = Instant::now();
        let worker = || {
            let mut maker = Maker::new(recipe, Layout::Webdataset);
            move |index| maker.make(index)
        };
        let window = 16 * threads as u64;
        pool::ordered(1..=records, threads, window, worker, |i, made: Made| {
            tar.append(
                &format!("{i:08}.{}", made.kind.extension()),
                &made.images[0],
            )?;
            tar.append(&format!("{i:08}.json"), &made.jsonl)
        })?;
        bytes = tar.finish()?.0;
        rates.push(f64::from(records) / started.elapsed().as_secs_f64());
    }
    Ok((median(rates), bytes))
}

/// Median times of our PNG encoder and of each fast deflate of the same luma, taken in turn
/// run by run (so that the machine's drift falls on all three), after a tenth as many untimed.
/// miniz_oxide's compressor is kept between runs, as our encoder keeps its own.
fn deflates(strip: &Gray, runs: usize) -> (f64, f64, f64) {
    let mut miniz = CompressorOxide::new(create_comp_flags_from_zip_params(1, 15, 0));
    let mut times = [Vec::new(), Vec::new(), Vec::new()];
    for run in 0..runs + runs / 10 {
        let timed = |f: &mut dyn FnMut() -> usize| {
            let t = Instant::now();
            black_box(f());
            t.elapsed().as_secs_f64() * 1e6
        };
        let png = timed(&mut || encode_gray_png(black_box(strip), None).map_or(0, |p| p.len()));
        let fdeflate = timed(&mut || {
            let mut c = fdeflate::Compressor::new(Vec::new()).expect("into memory");
            c.write_data(black_box(&strip.pixels)).expect("into memory");
            c.finish().map_or(0, |v| v.len())
        });
        let miniz = timed(&mut || {
            miniz.reset();
            let mut out = Vec::with_capacity(strip.pixels.len() / 8);
            let input = black_box(&strip.pixels);
            compress_to_output(&mut miniz, input, TDEFLFlush::Finish, |bytes| {
                out.extend_from_slice(bytes);
                true
            });
            out.len()
        });
        if run >= runs / 10 {
            for (into, t) in times.iter_mut().zip([png, fdeflate, miniz]) {
                into.push(t);
            }
        }
    }
    let [png, fdeflate, miniz] = times.map(median);
    (png, fdeflate, miniz)
}

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(f64::total_cmp);
    v[v.len() / 2]
}

impl Bulk {
    /// The faster raw deflate, by name, and its time.
    fn fastest(&self) -> (&'static str, f64) {
        if self.fdeflate_us < self.miniz_us {
            ("fdeflate", self.fdeflate_us)
        } else {
            ("miniz_oxide level 1", self.miniz_us)
        }
    }

    pub fn json(&self, out: &mut serde_json::Value) {
        let (fastest, fastest_us) = self.fastest();
        out["bulk_native_rps"] = json!(self.rps);
        out["bulk_native_bytes_per_record"] = json!(self.bytes_per_record);
        out["bulk_native_records"] = json!(self.records);
        out["bulk_native_threads"] = json!(self.threads);
        out["bulk_native_photo_rps"] = json!(self.photo_rps);
        out["bulk_native_photo_bytes_per_record"] = json!(self.photo_bytes_per_record);
        out["bulk_native_photo_records"] = json!(self.photo_records);
        out["png_encode_us"] = json!(self.png_us);
        out["fdeflate_us"] = json!(self.fdeflate_us);
        out["miniz_level1_us"] = json!(self.miniz_us);
        out["deflate_fastest"] = json!(fastest);
        out["png_vs_fastest_deflate_ratio"] = json!(self.png_us / fastest_us);
    }

    pub fn print(&self) {
        let (fastest, fastest_us) = self.fastest();
        println!(
            "bulk: {} clean records a round on {} threads, as mrz batch --layout webdataset \
             makes them, into memory",
            self.records, self.threads
        );
        println!(
            "  {:>8.0} records/s (median of rounds)   {:>7.0} bytes a record",
            self.rps, self.bytes_per_record
        );
        println!(
            "  {:>8.0} records/s with --realism photo --image jpeg ({} a round)   {:>7.0} bytes a record",
            self.photo_rps, self.photo_records, self.photo_bytes_per_record
        );
        println!(
            "  greyscale PNG of the strip {:.0} us; raw deflate of its luma: fdeflate {:.0} us, \
             miniz_oxide level 1 {:.0} us; PNG / {fastest} = {:.2}",
            self.png_us,
            self.fdeflate_us,
            self.miniz_us,
            self.png_us / fastest_us
        );
    }
}
