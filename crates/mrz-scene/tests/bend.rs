//! A booklet's page bent: drawn for phone photos of passports and large visas only, the print
//! moved across its lines as the bend says, the labels' quads following it, and read.

mod common;

use common::darkest;
use mrz_core::{compose, Fields, Format};
use mrz_read::Reader;
use mrz_scene::{draw, size_mm, Bend, BendShape, Params, Preset, SceneMaker};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

fn params(preset: Preset, format: Format, index: u64) -> Params {
    let mut rng = ChaCha8Rng::seed_from_u64(8);
    rng.set_stream(index);
    draw(preset, size_mm(format), &mut rng)
}

#[test]
fn pages_bend_in_phone_photos_of_booklets_only() {
    let bent = |preset, format| {
        (0..200)
            .filter(|&i| params(preset, format, i).bend.is_some())
            .count()
    };
    let (photo, harsh) = (
        bent(Preset::Photo, Format::Td3),
        bent(Preset::Harsh, Format::Mrva),
    );
    assert!((40..=80).contains(&photo), "{photo} of 200 photos bent");
    assert!(
        (55..=105).contains(&harsh),
        "{harsh} of 200 harsh photos bent"
    );
    for (preset, format) in [
        (Preset::Scan, Format::Td3),
        (Preset::Web, Format::Td3),
        (Preset::Photo, Format::Td1),
        (Preset::Harsh, Format::Td2),
    ] {
        assert_eq!(bent(preset, format), 0, "{preset:?} {format:?}");
    }
    // Every bend within its preset's depth.
    for i in 0..200 {
        if let Some(b) = params(Preset::Harsh, Format::Td3, i).bend {
            assert!(
                b.depth.abs() <= 0.05 && (0.3..=1.0).contains(&b.reach),
                "{b:?}"
            );
        }
    }
}

#[test]
fn the_labels_follow_the_bent_print_and_it_reads() {
    let fields = Fields::specimen(Format::Td3);
    let lines = compose(&fields).lines;
    let mut p = params(Preset::Photo, Format::Td3, 3);
    // A sharp, evenly lit photo, so that every character's quad shows its ink.
    (p.blur_sigma, p.motion_px, p.noise_sigma, p.shadow) = (0.4, 0.0, 1.0, None);
    (p.glare, p.hologram, p.exif_orientation, p.mirrored) = (None, None, 1, false);
    (p.gain, p.gradient, p.security) = (1.0, [0.0, 0.0], 0.0);
    let mut maker = SceneMaker::new();
    let flat = maker.make(
        &fields,
        &lines,
        &Params {
            bend: None,
            ..p.clone()
        },
    );
    p.bend = Some(Bend {
        shape: BendShape::Right,
        reach: 0.5,
        depth: 0.04,
    });
    let scene = maker.make(&fields, &lines, &p);
    // The last characters moved down the page by most of a capital's height, their quads with
    // them: each still holds its ink, and the flat picture's quads there miss most of it.
    let last = |s: &mrz_scene::Scene| s.chars[1][43];
    assert!(last(&scene)[2][1] > last(&flat)[2][1] + 3.0);
    for (l, line) in scene.chars.iter().enumerate() {
        for (i, q) in line.iter().enumerate() {
            assert!(darkest(&scene.image, q) < 110, "line {l} character {i}");
        }
    }
    assert!(darkest(&scene.image, &last(&flat)) > darkest(&scene.image, &last(&scene)));
    let read = Reader::new().read(&scene.image).map(|r| r.lines);
    assert_eq!(read.as_ref().ok(), Some(&lines));
}
