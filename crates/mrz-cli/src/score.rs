//! One preset's accuracy: a fixed-seed set made exactly as `mrz batch` makes it, every picture
//! read back from its encoded bytes on every core, and each record's outcome kept (not its
//! picture: a record can be made again from its index alone).

use crate::pool;
use crate::progress::Progress;
use crate::readback::{read_back, ReadBack};
use crate::sharpness::blur_per_pitch;
use mrz_core::Format;
use mrz_read::Reader;
use mrz_scene::Preset;
use mrz_set::layouts::{ImageType, Layout};
use mrz_set::shares::Shares;
use mrz_set::{Maker, Recipe};
use std::io;

pub struct Outcome {
    pub index: u32,
    pub format: Format,
    /// The lines drawn: the label.
    pub want: Vec<String>,
    pub read: ReadBack,
    /// The camera's blur over the characters' pitch (none for a clean strip).
    pub blur_per_pitch: Option<f32>,
}

impl Outcome {
    pub fn ok(&self) -> bool {
        self.read.is(&self.want)
    }

    /// Whether the reading is valid (every check digit right, no error) and still not what was
    /// printed: a misread that a reader's user cannot see, where an invalid one is refused.
    pub fn wrong_but_valid(&self) -> bool {
        self.read.valid && !self.ok()
    }
}

/// The set measured for `preset`: `mrz batch`'s records and cameras, clean strips as PNG and
/// the cameras' pictures as JPEG at the quality each camera drew, as a reader meets them.
pub fn recipe(preset: Preset, seed: u64, formats: &Shares, frame: Option<(u32, u32)>) -> Recipe {
    Recipe {
        seed,
        formats: formats.clone(),
        realism: preset,
        image: match preset {
            Preset::Clean => ImageType::Png,
            _ => ImageType::Jpeg,
        },
        frame: frame.filter(|_| matches!(preset, Preset::Photo | Preset::Harsh)),
        ..Recipe::defaults()
    }
}

/// Records 1 to `count` of `recipe`, each read back by a reader of its worker's own (with its
/// templates alone when `templates_only`).
pub fn measure(
    recipe: &Recipe,
    count: u32,
    threads: usize,
    templates_only: bool,
) -> io::Result<Vec<Outcome>> {
    let mut outcomes = Vec::with_capacity(count as usize);
    let mut progress = Progress::new(count);
    let worker = || {
        let mut maker = Maker::new(recipe, Layout::Dir);
        let reader = if templates_only {
            Reader::templates_only()
        } else {
            Reader::new()
        };
        move |index| {
            let made = maker.make(index)?;
            let read = read_back(&reader, &made.images[0]);
            io::Result::Ok(Outcome {
                index,
                format: made.format,
                want: made.lines,
                read,
                blur_per_pitch: blur_per_pitch(&made.jsonl),
            })
        }
    };
    pool::ordered(1..=count, threads, 4 * threads as u64, worker, |_, o| {
        outcomes.push(o);
        progress.step();
        Ok(())
    })?;
    progress.finish();
    Ok(outcomes)
}

/// Per cent of `outcomes` for which `which` holds.
fn per_cent(outcomes: &[Outcome], which: impl Fn(&Outcome) -> bool) -> f64 {
    let n = outcomes.iter().filter(|o| which(o)).count();
    100.0 * n as f64 / outcomes.len().max(1) as f64
}

/// Per cent of whole zones read exactly.
pub fn accuracy(outcomes: &[Outcome]) -> f64 {
    per_cent(outcomes, Outcome::ok)
}

/// Per cent of pictures read valid but not as printed ([`Outcome::wrong_but_valid`]).
pub fn wrong_but_valid(outcomes: &[Outcome]) -> f64 {
    per_cent(outcomes, Outcome::wrong_but_valid)
}

/// Mean milliseconds an image, decoding included.
pub fn ms_per_image(outcomes: &[Outcome]) -> f64 {
    outcomes.iter().map(|o| o.read.ms).sum::<f64>() / outcomes.len().max(1) as f64
}

/// The `k` worst readings: the most characters wrong, then the least confident, then the
/// first made.
pub fn worst(outcomes: &[Outcome], k: usize) -> Vec<&Outcome> {
    let mut failed: Vec<&Outcome> = outcomes.iter().filter(|o| !o.ok()).collect();
    failed.sort_by(|a, b| {
        (b.read.wrong(&b.want).cmp(&a.read.wrong(&a.want)))
            .then(a.read.confidence.total_cmp(&b.read.confidence))
            .then(a.index.cmp(&b.index))
    });
    failed.truncate(k);
    failed
}

/// Each preset once (the JSON has one key a preset), and a frame only where a photo or harsh set
/// is made to wear it, as `mrz batch` refuses one for the other presets.
pub fn presets_fit(realism: &[Preset], frame: Option<(u32, u32)>) -> Result<(), String> {
    if let Some(twice) = realism
        .iter()
        .enumerate()
        .find(|(i, p)| realism[..*i].contains(p))
    {
        return Err(format!("--realism names {} twice", twice.1.key()));
    }
    let framed = realism
        .iter()
        .any(|p| matches!(p, Preset::Photo | Preset::Harsh));
    match frame {
        Some((w, h)) if !framed => Err(format!(
            "--frame {w}x{h} sizes photo and harsh pictures, and --realism names neither"
        )),
        _ => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn presets_are_named_once_and_a_frame_needs_a_camera() {
        use mrz_scene::Preset::{Clean, Harsh, Photo};
        assert_eq!(presets_fit(&[Clean, Photo], Some((1280, 720))), Ok(()));
        assert_eq!(
            presets_fit(&[Clean, Clean], None).unwrap_err(),
            "--realism names clean twice"
        );
        assert_eq!(
            presets_fit(&[Clean], Some((1280, 720))).unwrap_err(),
            "--frame 1280x720 sizes photo and harsh pictures, and --realism names neither"
        );
        assert_eq!(presets_fit(&[Harsh], None), Ok(()));
    }

    fn outcome(index: u32, read: Result<&str, &str>, confidence: f32) -> Outcome {
        let valid = read.is_ok_and(|r| r.ends_with('3'));
        Outcome {
            index,
            format: Format::Td3,
            want: vec!["ABC".into(), "123".into()],
            read: ReadBack {
                read: read
                    .map(|r| r.split('\n').map(str::to_owned).collect())
                    .map_err(str::to_owned),
                confidence,
                valid,
                ms: f64::from(index),
            },
            blur_per_pitch: None,
        }
    }

    #[test]
    fn the_worst_are_the_most_wrong_then_the_least_sure() {
        let all = [
            outcome(1, Ok("ABC\n123"), 0.9),
            outcome(2, Ok("ABD\n123"), 0.8),
            outcome(3, Err("no zone"), -1.0),
            outcome(4, Ok("ABD\n128"), 0.7),
            outcome(5, Ok("ABC\n128"), 0.2),
        ];
        let order: Vec<u32> = worst(&all, 10).iter().map(|o| o.index).collect();
        assert_eq!(order, [3, 4, 5, 2]);
        assert_eq!(worst(&all, 2).len(), 2);
        assert_eq!(accuracy(&all), 20.0);
        // Read valid: 1 (right) and 2 (a letter wrong that no check digit covers).
        let wrong_valid: Vec<u32> = all
            .iter()
            .filter(|o| o.wrong_but_valid())
            .map(|o| o.index)
            .collect();
        assert_eq!(wrong_valid, [2]);
        assert_eq!(wrong_but_valid(&all), 20.0);
        assert_eq!(ms_per_image(&all), 3.0);
    }
}
