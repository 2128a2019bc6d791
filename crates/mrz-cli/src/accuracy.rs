//! `mrz accuracy`: how often the reader reads a whole zone exactly, per preset, on fixed-seed
//! sets made as `mrz batch` makes them; with `--tesseract`, Tesseract on the first pictures of
//! each set beside ours; and the worst failures, listed or saved as pictures to look at.

use crate::beside;
use crate::failures;
use crate::score::{self, accuracy, ms_per_image, wrong_but_valid};
use crate::sharpness::SHARP;
use crate::tesseract::Tesseract;
use mrz_scene::{Palette, Preset};
use mrz_set::layouts::Layout;
use mrz_set::options;
use mrz_set::shares::{shares, Shares};
use mrz_set::{Maker, Recipe};
use serde_json::json;
use std::io::{self, Write};
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(clap::Args)]
pub struct Args {
    /// The presets, in order (comma-separated).
    #[arg(long, value_delimiter = ',', default_value = "clean,scan,photo,harsh", value_parser = options::preset)]
    realism: Vec<Preset>,
    /// Records a preset (1 to 100,000).
    #[arg(long, default_value_t = 500, value_parser = clap::value_parser!(u32).range(1..=100_000))]
    count: u32,
    /// The seed: the same seed gives the same sets, as `mrz batch --seed` does.
    #[arg(long, default_value_t = 1, value_parser = options::seed)]
    seed: u64,
    /// The formats by weight, as `mrz batch --formats` takes them (ICAO's five alike by default;
    /// the national `fra_id`, `fra_dl`, `che_dl` when named).
    #[arg(long, default_value = "td3,td1,td2,mrva,mrvb", value_parser = shares)]
    formats: Shares,
    /// The pictures in `grey` or `colour` (see `mrz batch --palette`).
    #[arg(long, default_value = "grey", value_parser = options::palette)]
    palette: Palette,
    /// Photo and harsh pictures at WIDTHxHEIGHT instead of 640x480 (see `mrz batch --frame`).
    #[arg(long, value_name = "WxH", value_parser = options::frame)]
    frame: Option<(u32, u32)>,
    /// Run Tesseract (this executable) on the first `--tesseract-count` pictures of each set.
    #[arg(long, value_name = "PATH")]
    tesseract: Option<PathBuf>,
    /// How many pictures of each set Tesseract reads: the first, ours scored on the same.
    #[arg(long, default_value_t = 100, value_parser = clap::value_parser!(u32).range(1..))]
    tesseract_count: u32,
    /// Tesseract's page segmentation mode.
    #[arg(long, default_value_t = 6, value_parser = clap::value_parser!(u8).range(0..=13))]
    tesseract_psm: u8,
    /// How many of the worst failures to list a preset.
    #[arg(long, default_value_t = 5)]
    failures: usize,
    /// Also write those failures' pictures here, `<preset>-NNNNN.png|jpg`, with
    /// `failures.jsonl` (what was read against the label).
    #[arg(long, value_name = "DIR")]
    save_failures: Option<PathBuf>,
    /// Read with the templates alone, as the reader did before it learnt its characters: the
    /// baseline the model is measured against.
    #[arg(long)]
    templates_only: bool,
    /// One JSON object instead of a table.
    #[arg(long)]
    json: bool,
    #[arg(long, hide = true, value_parser = clap::value_parser!(u16).range(1..))]
    threads: Option<u16>,
}

/// What is printed at the end: the JSON keys, the table's lines, and the Tesseract subsets'
/// times summed over every preset.
struct Report {
    out: serde_json::Value,
    text: Vec<u8>,
    ours_ms: f64,
    theirs_ms: f64,
    subset: usize,
}

pub fn run(args: &Args) -> io::Result<ExitCode> {
    if let Err(why) = score::presets_fit(&args.realism, args.frame) {
        eprintln!("mrz accuracy: {why}");
        return Ok(ExitCode::from(2));
    }
    let threads = crate::pool::threads(args.threads);
    let tesseract = args.tesseract.as_ref().map(|path| Tesseract {
        path: path.clone(),
        psm: args.tesseract_psm,
    });
    let version = match &tesseract {
        Some(t) => Some(t.version().map_err(io::Error::other)?),
        None => None,
    };
    if let Some(dir) = &args.save_failures {
        mrz_set::sink::folder(dir).map_err(mrz_set::sink::at(dir))?;
        std::fs::write(dir.join("failures.jsonl"), "")?;
    }
    let mut r = Report {
        out: json!({ "read_seed": args.seed, "read_formats": args.formats.to_string(),
            "read_frame": args.frame.map(|(w, h)| format!("{w}x{h}")),
            "read_palette": args.palette.key(), "read_count": args.count }),
        text: Vec::new(),
        ours_ms: 0.0,
        theirs_ms: 0.0,
        subset: 0,
    };
    for &preset in &args.realism {
        one_preset(args, preset, tesseract.as_ref(), threads, &mut r)?;
    }
    if let Some(version) = &version {
        let (ours, theirs) = (r.ours_ms / r.subset as f64, r.theirs_ms / r.subset as f64);
        let how = format!(
            "--psm {}, the 37 MRZ characters, one thread",
            args.tesseract_psm
        );
        r.out["tesseract"] = json!(format!("{version}, {how}"));
        r.out["tesseract_ms_per_image"] = json!(theirs);
        r.out["read_subset_ms_per_image"] = json!(ours);
        r.out["read_vs_tesseract_speed"] = json!(theirs / ours);
        let speed = theirs / ours;
        writeln!(r.text, "  {version} ({how}): ours {speed:.1}x as fast")?;
    }
    if args.json {
        println!("{}", r.out);
    } else {
        let frame = args
            .frame
            .map_or_else(String::new, |(w, h)| format!(", frame {w}x{h}"));
        println!(
            "mrz accuracy: {} records a preset, seed {}, formats {}, palette {}{frame}; whole zones \
             read exactly, time from the file's bytes to the lines, zones read valid but not as \
             printed",
            args.count,
            args.seed,
            args.formats,
            args.palette.key()
        );
        io::stdout().write_all(&r.text)?;
    }
    Ok(ExitCode::SUCCESS)
}

fn one_preset(
    args: &Args,
    preset: Preset,
    tesseract: Option<&Tesseract>,
    threads: usize,
    r: &mut Report,
) -> io::Result<()> {
    let recipe = Recipe {
        palette: args.palette,
        ..score::recipe(preset, args.seed, &args.formats, args.frame)
    };
    let outcomes = score::measure(&recipe, args.count, threads, args.templates_only)?;
    let worst = score::worst(&outcomes, args.failures);
    let key = preset.key();
    let (acc, ms) = (accuracy(&outcomes), ms_per_image(&outcomes));
    r.out[format!("read_accuracy_{key}")] = json!(acc);
    r.out[format!("read_ms_per_image_{key}")] = json!(ms);
    let misread = wrong_but_valid(&outcomes);
    r.out[format!("read_wrong_but_valid_{key}")] = json!(misread);
    r.out[format!("read_images_{key}")] = json!(outcomes.len());
    r.out[format!("read_failures_{key}")] = worst.iter().map(|o| failures::json(key, o)).collect();
    let (ok, n) = (outcomes.iter().filter(|o| o.ok()).count(), outcomes.len());
    writeln!(
        r.text,
        "  {key:<6} {ok:>6} of {n:<6} {acc:>6.1} %   {ms:>8.1} ms an image, \
         {misread:.1} % read valid but wrong"
    )?;
    // Of a camera's pictures, those sharp enough to be read at all (a scan's blur, and a web
    // scan's before it is shrunk, is a flatbed's: always sharp enough).
    if matches!(preset, Preset::Photo | Preset::Harsh) {
        let sharp: Vec<&score::Outcome> = outcomes
            .iter()
            .filter(|o| o.blur_per_pitch.is_some_and(|b| b < SHARP))
            .collect();
        let ok = sharp.iter().filter(|o| o.ok()).count();
        let share = (!sharp.is_empty()).then(|| 100.0 * ok as f64 / sharp.len() as f64);
        r.out[format!("read_accuracy_{key}_sharp")] = json!(share);
        r.out[format!("read_images_{key}_sharp")] = json!(sharp.len());
        writeln!(
            r.text,
            "         of the {} with a blur under {SHARP} of a pitch: {ok} ({:.1} %)",
            sharp.len(),
            share.unwrap_or(0.0)
        )?;
    }
    let mut maker = Maker::new(&recipe, Layout::Dir);
    if let Some(dir) = &args.save_failures {
        failures::save(dir, key, &worst, &mut maker)?;
    }
    if let Some(t) = tesseract {
        let b = beside::beside(t, &outcomes, args.tesseract_count, &mut maker, key, threads)?;
        r.out[format!("tesseract_images_{key}")] = json!(b.images);
        r.out[format!("tesseract_accuracy_{key}")] = json!(b.theirs);
        r.out[format!("tesseract_ms_per_image_{key}")] = json!(b.theirs_ms);
        r.out[format!("read_subset_accuracy_{key}")] = json!(b.ours);
        r.out[format!("read_subset_ms_per_image_{key}")] = json!(b.ours_ms);
        writeln!(
            r.text,
            "         the first {}: ours {:.1} % in {:.1} ms, Tesseract {:.1} % in {:.1} ms",
            b.images, b.ours, b.ours_ms, b.theirs, b.theirs_ms
        )?;
        r.ours_ms += b.ours_ms * b.images as f64;
        r.theirs_ms += b.theirs_ms * b.images as f64;
        r.subset += b.images;
    }
    for o in &worst {
        writeln!(r.text, "{}", failures::listed(key, o))?;
    }
    Ok(())
}
