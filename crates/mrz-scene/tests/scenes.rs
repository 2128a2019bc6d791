//! Pictures and labels agree: every character's quad lies inside the picture and around ink,
//! the zone's ink lies inside the characters' quads, and a seed and index give the same bytes.

use mrz_core::{compose, Fields, Format};
use mrz_render::Gray;
use mrz_scene::{draw, inside, size_mm, Params, Preset, Quad, Scene, SceneMaker};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

const SCENES: [Preset; 4] = [Preset::Scan, Preset::Photo, Preset::Harsh, Preset::Web];
const ALL: [Preset; 5] = [
    Preset::Clean,
    Preset::Scan,
    Preset::Photo,
    Preset::Harsh,
    Preset::Web,
];

fn fields(format: Format) -> Fields {
    Fields::specimen(format)
}

fn params(preset: Preset, format: Format, seed: u64, index: u64) -> Params {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    rng.set_stream(index);
    draw(preset, size_mm(format), &mut rng)
}

fn make(maker: &mut SceneMaker, format: Format, p: &Params) -> (Scene, Vec<String>) {
    let f = fields(format);
    let lines = compose(&f).lines;
    (maker.make(&f, &lines, p), lines)
}

/// The grey of every pixel whose centre lies inside `q`.
fn pixels_in(image: &Gray, q: &Quad) -> Vec<u8> {
    let (width, height) = (image.width as usize, image.height as usize);
    let xs = q.iter().map(|p| p[0]);
    let ys = q.iter().map(|p| p[1]);
    let (x0, x1) = (
        xs.clone().fold(f32::MAX, f32::min),
        xs.fold(f32::MIN, f32::max),
    );
    let (y0, y1) = (
        ys.clone().fold(f32::MAX, f32::min),
        ys.fold(f32::MIN, f32::max),
    );
    let mut out = Vec::new();
    for y in (y0.floor().max(0.0) as usize)..(y1.ceil() as usize).min(height) {
        for x in (x0.floor().max(0.0) as usize)..(x1.ceil() as usize).min(width) {
            if inside(q, [x as f32 + 0.5, y as f32 + 0.5]) {
                out.push(image.pixels[y * width + x]);
            }
        }
    }
    out
}

#[test]
fn the_same_seed_and_index_give_the_same_picture_and_another_index_another() {
    for preset in SCENES {
        let (mut a, mut b) = (SceneMaker::new(), SceneMaker::new());
        let p = params(preset, Format::Td3, 7, 3);
        assert_eq!(p, params(preset, Format::Td3, 7, 3));
        // A maker that made other pictures first makes the same one.
        make(&mut b, Format::Td1, &params(preset, Format::Td1, 1, 1));
        let (x, _) = make(&mut a, Format::Td3, &p);
        let (y, _) = make(&mut b, Format::Td3, &p);
        assert_eq!(x, y, "{preset:?}");
        let (z, _) = make(&mut a, Format::Td3, &params(preset, Format::Td3, 7, 4));
        assert_ne!(x.image, z.image, "{preset:?}");
    }
}

#[test]
fn every_character_quad_is_inside_the_picture_and_around_ink() {
    let mut maker = SceneMaker::new();
    for preset in ALL {
        for format in Format::ALL {
            for index in 0..12 {
                let mut p = params(preset, format, 2026, index);
                // A glare may wash characters out, as on a real laminate; it moves nothing, so
                // the quads are checked without it (glare.rs checks it).
                p.glare = None;
                let (s, lines) = make(&mut maker, format, &p);
                let (w, h) = (s.image.width as f32, s.image.height as f32);
                if preset != Preset::Clean {
                    assert_eq!((s.image.width, s.image.height), (p.width, p.height));
                }
                assert_eq!(s.chars.len(), lines.len());
                for (l, (quads, line)) in s.chars.iter().zip(&lines).enumerate() {
                    assert_eq!(quads.len(), line.len(), "every character of a zone has ink");
                    let paper = percentile(pixels_in(&s.image, &s.lines[l]), 0.95);
                    for (i, q) in quads.iter().enumerate() {
                        let at = format!("{preset:?} {format:?} #{index} line {l} char {i}");
                        for c in q {
                            assert!(
                                (0.0..=w).contains(&c[0]) && (0.0..=h).contains(&c[1]),
                                "{at}: {q:?}"
                            );
                        }
                        let darkest = *pixels_in(&s.image, q).iter().min().expect(&at);
                        // Ink, even blurred and shaken: well below the paper around it.
                        let bar = match preset {
                            Preset::Harsh => 0.9,
                            // Capitals 6 px tall: strokes under a pixel wide.
                            Preset::Photo | Preset::Web => 0.75,
                            _ => 0.6,
                        };
                        assert!(
                            f32::from(darkest) < bar * f32::from(paper),
                            "{at}: {darkest} vs {paper}"
                        );
                    }
                }
            }
        }
    }
}

fn percentile(mut v: Vec<u8>, q: f32) -> u8 {
    v.sort_unstable();
    v[((v.len() - 1) as f32 * q) as usize]
}

#[test]
fn the_zone_ink_lies_in_the_character_quads() {
    // A sharp picture (no blur, shake or noise), turned and in perspective: every dark pixel
    // inside the zone's quad belongs to a character.
    let mut maker = SceneMaker::new();
    for format in Format::ALL {
        let mut p = params(Preset::Photo, format, 5, 9);
        (p.blur_sigma, p.motion_px, p.noise_sigma, p.shadow) = (0.0, 0.0, 0.0, None);
        (p.gain, p.gradient, p.rotation_deg) = (1.0, [0.0, 0.0], 11.0);
        // Toner specks fly off the strokes by design; the strokes themselves must be inside.
        p.print.speckle = 0.0;
        let (s, _) = make(&mut maker, format, &p);
        let chars: Vec<Quad> = s.chars.iter().flatten().copied().collect();
        let grown: Vec<Quad> = chars.iter().map(|q| grow(q, 1.5)).collect();
        let mut dark = 0;
        let width = s.image.width as usize;
        for y in 0..s.image.height as usize {
            for x in 0..width {
                let c = [x as f32 + 0.5, y as f32 + 0.5];
                if s.image.pixels[y * width + x] < 100 && inside(&s.zone, c) {
                    dark += 1;
                    assert!(
                        grown.iter().any(|q| inside(q, c)),
                        "{format:?}: ink at {x},{y} in no character"
                    );
                }
            }
        }
        assert!(dark > 500, "{format:?}: {dark}");
    }
}

/// A quad pushed out from its centre by `by` pixels.
fn grow(q: &Quad, by: f32) -> Quad {
    let c = [
        q.iter().map(|p| p[0]).sum::<f32>() / 4.0,
        q.iter().map(|p| p[1]).sum::<f32>() / 4.0,
    ];
    q.map(|p| {
        let (dx, dy) = (p[0] - c[0], p[1] - c[1]);
        let d = (dx * dx + dy * dy).sqrt().max(1e-3);
        [p[0] + dx / d * by * 1.42, p[1] + dy / d * by * 1.42]
    })
}

#[test]
fn presets_differ_as_named() {
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    let card = size_mm(Format::Td3);
    let scan = draw(Preset::Scan, card, &mut rng);
    assert!(scan.rotation_deg.abs() <= 1.5 && scan.perspective == [[0.0; 2]; 4]);
    assert_eq!(scan.shadow, None);
    let harsh: Vec<Params> = (0..50)
        .map(|_| draw(Preset::Harsh, card, &mut rng))
        .collect();
    assert!(harsh.iter().any(|p| p.rotation_deg.abs() > 10.0));
    assert!(harsh
        .iter()
        .all(|p| p.jpeg_quality <= 75 && p.noise_sigma >= 5.0));
    assert_eq!(Preset::from_key(" Photo "), Some(Preset::Photo));
    assert_eq!(Preset::from_key("blurry"), None);
}
