//! The data page's looks and the capture's extras: colour pictures that decode and read, the
//! same bytes from the same seed, quads that follow a mirrored scan and an EXIF-turned JPEG,
//! glare and holograms where drawn, the security print's strength, a web scan's capitals.

mod common;

use common::darkest;
use mrz_core::{compose, Fields, Format};
use mrz_picture::decode;
use mrz_read::Reader;
use mrz_render::{encode_gray_jpeg_oriented, encode_rgb_jpeg_oriented, encode_rgb_png};
use mrz_scene::{
    cap_mm, draw, size_mm, store_gray, store_rgb, Palette, Params, Preset, Scene, SceneMaker,
    WEB_CAP_PX,
};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

fn params(preset: Preset, format: Format, index: u64, palette: Palette) -> Params {
    let mut rng = ChaCha8Rng::seed_from_u64(21);
    rng.set_stream(index);
    let mut p = draw(preset, size_mm(format), &mut rng);
    p.palette = palette;
    p
}

fn make(maker: &mut SceneMaker, format: Format, p: &Params) -> (Scene, Vec<String>) {
    let fields = Fields::specimen(format);
    let lines = compose(&fields).lines;
    (maker.make(&fields, &lines, p), lines)
}

#[test]
fn colour_pictures_come_from_the_seed_decode_and_read() {
    let (mut a, mut b) = (SceneMaker::new(), SceneMaker::new());
    let reader = Reader::new();
    let mut read = 0;
    for preset in [Preset::Scan, Preset::Photo, Preset::Web] {
        for index in 0..3 {
            let mut p = params(preset, Format::Td3, index, Palette::Colour);
            (p.glare, p.exif_orientation, p.mirrored) = (None, 1, false);
            let (x, lines) = make(&mut a, Format::Td3, &p);
            make(
                &mut b,
                Format::Td1,
                &params(preset, Format::Td1, 1, Palette::Colour),
            );
            let (y, _) = make(&mut b, Format::Td3, &p);
            assert_eq!(x, y, "{preset:?} #{index}: the same seed, the same picture");
            let colour = x.colour.as_ref().expect("a colour picture");
            let hue = colour
                .pixels
                .chunks_exact(3)
                .filter(|c| c[0].abs_diff(c[2]) > 20)
                .count();
            assert!(
                hue > colour.pixels.len() / 60,
                "{preset:?}: colour, not grey"
            );
            let png = decode(&encode_rgb_png(colour, None).unwrap()).unwrap();
            assert_eq!((png.width, png.height), (p.width, p.height));
            let jpeg = encode_rgb_jpeg_oriented(colour, p.jpeg_quality, 1).unwrap();
            let shown = decode(&jpeg).unwrap();
            read += usize::from(reader.read(&shown).is_ok_and(|r| r.lines == lines));
        }
    }
    // Scans and mild photos in colour read as grey ones do (the reader takes the brightest
    // channel, so the rainbow print and the red stamp fade for it).
    assert!(read >= 7, "{read} of 9 read");
}

#[test]
fn a_mirrored_scan_is_the_scan_flipped_and_its_quads_follow() {
    let mut maker = SceneMaker::new();
    let mut p = params(Preset::Scan, Format::Td1, 4, Palette::Grey);
    p.mirrored = false;
    let (plain, _) = make(&mut maker, Format::Td1, &p);
    p.mirrored = true;
    let (flipped, _) = make(&mut maker, Format::Td1, &p);
    let w = plain.image.width as usize;
    for (a, b) in plain
        .image
        .pixels
        .chunks(w)
        .zip(flipped.image.pixels.chunks(w))
    {
        assert!(a.iter().eq(b.iter().rev()));
    }
    for (q, m) in plain
        .chars
        .iter()
        .flatten()
        .zip(flipped.chars.iter().flatten())
    {
        for (c, d) in q.iter().zip(m) {
            assert!((c[0] - (w as f32 - d[0])).abs() < 1e-3 && c[1] == d[1]);
        }
        assert!(darkest(&flipped.image, m) < 140, "a mirrored quad on ink");
    }
}

#[test]
fn an_exif_turned_jpeg_shows_upright_with_its_quads_on_ink() {
    let mut maker = SceneMaker::new();
    for (o, palette) in [
        (6, Palette::Grey),
        (3, Palette::Colour),
        (5, Palette::Grey),
        (8, Palette::Colour),
    ] {
        let mut p = params(Preset::Photo, Format::Td3, 2, palette);
        (p.glare, p.exif_orientation) = (None, o);
        let (s, _) = make(&mut maker, Format::Td3, &p);
        let bytes = match &s.colour {
            Some(c) => encode_rgb_jpeg_oriented(&store_rgb(c, o), 92, o).unwrap(),
            None => encode_gray_jpeg_oriented(&store_gray(&s.image, o), 92, o).unwrap(),
        };
        let shown = decode(&bytes).unwrap();
        assert_eq!(
            (shown.width, shown.height),
            (s.image.width, s.image.height),
            "{o}"
        );
        for q in s.chars.iter().flatten() {
            assert!(darkest(&shown, q) < 150, "orientation {o}: a quad off ink");
        }
        // Stored otherwise than shown: turned (a quarter turn swaps the sides) or mirrored.
        let (stored, _) = mrz_picture::decode_stored(&bytes).unwrap();
        assert_ne!(stored, shown, "{o}");
        assert_eq!(stored.width == shown.width, o < 5, "{o}");
    }
}

#[test]
fn glare_brightens_and_a_hologram_tints_where_drawn() {
    let mut maker = SceneMaker::new();
    let drawn: Vec<Params> = (0..40)
        .map(|i| params(Preset::Harsh, Format::Td3, i, Palette::Colour))
        .collect();
    let mut p = drawn
        .iter()
        .find(|p| p.glare.is_some() && p.hologram.is_some())
        .unwrap()
        .clone();
    let (with, _) = make(&mut maker, Format::Td3, &p);
    let (glare, hologram) = (p.glare.take(), p.hologram.take());
    let (without, _) = make(&mut maker, Format::Td3, &p);
    let sum = |s: &Scene| s.image.pixels.iter().map(|&v| u64::from(v)).sum::<u64>();
    assert!(sum(&with) > sum(&without), "{glare:?} {hologram:?}");
    assert_eq!(with.chars, without.chars, "glare moves no quad");
    assert!(
        drawn.iter().any(|p| p.glare.is_some_and(|g| g.at[1] > 0.8)),
        "glare across the zone"
    );
    assert!(drawn.iter().filter(|p| p.exif_orientation != 1).count() >= 8);
}

#[test]
fn the_security_print_under_the_zone_goes_with_its_strength() {
    let mut maker = SceneMaker::new();
    let mut p = params(Preset::Scan, Format::Td3, 1, Palette::Grey);
    (
        p.blur_sigma,
        p.noise_sigma,
        p.rotation_deg,
        p.glare,
        p.hologram,
    ) = (0.0, 0.0, 0.0, None, None);
    let ink = |maker: &mut SceneMaker, s: f32| {
        let mut q = p.clone();
        q.security = s;
        let (scene, _) = make(maker, Format::Td3, &q);
        let z = scene.zone;
        let (x0, x1, y1) = (z[0][0] as usize, z[1][0] as usize, z[2][1] as usize);
        let w = scene.image.width as usize;
        // The paper between the zone's last line and the card's foot.
        (x0..x1)
            .map(|x| u32::from(255 - scene.image.pixels[(y1 + 3) * w + x]))
            .sum::<u32>()
    };
    let (bare, full) = (ink(&mut maker, 0.0), ink(&mut maker, 1.0));
    assert!(full > bare + 1000, "{bare} {full}");
}

#[test]
fn a_web_scan_has_capitals_6_to_12_pixels_tall() {
    let mut maker = SceneMaker::new();
    for index in 0..8 {
        let p = params(Preset::Web, Format::Td3, index, Palette::Grey);
        assert!((40..=85).contains(&p.jpeg_quality));
        let ppm = p.scale * p.width as f32 / size_mm(Format::Td3)[0];
        let cap = ppm * cap_mm();
        assert!(
            (WEB_CAP_PX.0 - 0.5..=WEB_CAP_PX.1 + 0.5).contains(&cap),
            "{cap}"
        );
        let (s, _) = make(&mut maker, Format::Td3, &p);
        assert_eq!((s.image.width, s.image.height), (p.width, p.height));
        assert!(s.image.width < 700, "shrunk from a scan's 1096");
    }
}
