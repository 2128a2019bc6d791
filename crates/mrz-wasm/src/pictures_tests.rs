use super::{camera, zone, ImageType, Pictures};
use mrz_core::{CheckName, Fields, Format};
use mrz_scene::{draw, size_mm, Preset};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde_json::Value;

fn fields(format: Format) -> Fields {
    Fields::specimen(format)
}

/// Record 3 of the set of seed 7 as a TD1, its label parsed.
pub(crate) fn label_of(preset: Preset) -> Value {
    let f = fields(Format::Td1);
    let lines = zone(&f, None).lines;
    let made = Pictures::new()
        .picture(&f, &lines, &camera(preset, &f, 7, 3), ImageType::Png)
        .unwrap();
    serde_json::from_str(&made.label.unwrap()).unwrap()
}

#[test]
fn a_picture_follows_from_seed_and_index_with_the_commands_camera() {
    let f = fields(Format::Td3);
    let lines = zone(&f, None).lines;
    let (mut a, mut b) = (Pictures::new(), Pictures::new());
    for preset in Preset::ALL {
        for image in [ImageType::Png, ImageType::Jpeg] {
            let x = a
                .picture(&f, &lines, &camera(preset, &f, 7, 3), image)
                .unwrap();
            // Another maker, having made another record first, makes the same file.
            let td1 = fields(Format::Td1);
            b.picture(&td1, &lines, &camera(preset, &td1, 9, 1), image)
                .unwrap();
            let y = b
                .picture(&f, &lines, &camera(preset, &f, 7, 3), image)
                .unwrap();
            assert_eq!((&x.bytes, &x.label), (&y.bytes, &y.label), "{preset:?}");
            assert_eq!(x.crc, crc32fast::hash(&x.bytes));
            let magic: &[u8] = match image {
                ImageType::Png => b"\x89PNG",
                ImageType::Jpeg => b"\xFF\xD8\xFF",
            };
            assert!(x.bytes.starts_with(magic), "{preset:?} {image:?}");
        }
        // The camera is ChaCha8 of the seed on the record's index as stream, as `mrz batch`'s.
        let label: Value = serde_json::from_str(
            &a.picture(&f, &lines, &camera(preset, &f, 7, 3), ImageType::Png)
                .unwrap()
                .label
                .unwrap(),
        )
        .unwrap();
        let mut rng = ChaCha8Rng::seed_from_u64(7);
        rng.set_stream(3);
        let mut params = draw(preset, size_mm(Format::Td3), &mut rng);
        // A clean strip's JPEG quality is `mrz batch`'s; its size in its label, the strip's.
        if preset == Preset::Clean {
            assert_eq!(label["augmentation"]["jpeg_quality"], 90);
            (params.width, params.height) = (
                label["width"].as_u64().unwrap() as u32,
                label["height"].as_u64().unwrap() as u32,
            );
        }
        // Compared as printed: f32 in its shortest form, as the label has it.
        let printed: Value =
            serde_json::from_str(&serde_json::to_string(&params).unwrap()).unwrap();
        assert_eq!(label["augmentation"], printed);
        if preset != Preset::Clean {
            let other = a
                .picture(&f, &lines, &camera(preset, &f, 7, 4), ImageType::Png)
                .unwrap();
            assert_ne!(other.label.unwrap(), label.to_string(), "{preset:?}");
        }
    }
}

#[test]
fn a_label_has_the_pictures_size_and_a_quad_per_character() {
    for preset in Preset::ALL {
        let label = label_of(preset);
        let chars = label["quads"]["chars"].as_array().unwrap();
        assert_eq!(chars.len(), 3, "{preset:?}");
        assert!(chars.iter().all(|l| l.as_array().unwrap().len() == 30));
        assert_eq!(label["augmentation"]["preset"], preset.key());
        let (w, h) = (
            label["width"].as_f64().unwrap(),
            label["height"].as_f64().unwrap(),
        );
        for corner in label["quads"]["zone"].as_array().unwrap() {
            let [x, y] = [0, 1].map(|i| corner[i].as_f64().unwrap());
            assert!(
                (0.0..=w).contains(&x) && (0.0..=h).contains(&y),
                "{preset:?}"
            );
        }
    }
}

#[test]
fn tesstrain_lines_are_one_line_strips_or_cut_from_the_scene() {
    let f = fields(Format::Td1);
    let lines = zone(&f, None).lines;
    let mut pictures = Pictures::new();
    let strips = pictures
        .lines(&f, &lines, &camera(Preset::Clean, &f, 1, 1))
        .unwrap();
    assert_eq!(strips.len(), 3);
    let whole = mrz_render::render(
        &lines.iter().map(String::as_str).collect::<Vec<_>>(),
        &mrz_render::Style::default(),
    )
    .unwrap();
    for s in strips {
        assert!(s.bytes.starts_with(b"\x89PNG") && s.label.is_none());
        assert_eq!(s.width, whole.width);
        assert!(s.height < whole.height / 2);
    }
    let cuts = pictures
        .lines(&f, &lines, &camera(Preset::Photo, &f, 1, 1))
        .unwrap();
    assert_eq!(cuts.len(), 3);
    for c in cuts {
        assert!(
            c.bytes.starts_with(b"\x89PNG") && c.width > 4 * c.height,
            "{} x {}",
            c.width,
            c.height
        );
    }
}

#[test]
fn deflated_pieces_joined_and_closed_are_one_stream() {
    let mut maker = Pictures::new();
    let texts = [
        "{\"a\":1}\n".repeat(500),
        "é, 中\n".into(),
        "x".repeat(70_000),
    ];
    let mut stream = Vec::new();
    for t in &texts {
        stream.extend(maker.deflate.piece(t.as_bytes()).unwrap());
    }
    stream.extend([3, 0]);
    let back = miniz_oxide::inflate::decompress_to_vec(&stream).unwrap();
    assert_eq!(back, texts.concat().into_bytes());
    assert!(stream.len() < texts.concat().len() / 10);
}

#[test]
fn a_spoilt_zone_reads_back_invalid_naming_its_digit() {
    let f = fields(Format::Td3);
    let clean = zone(&f, None);
    assert!(clean.valid && clean.corrupted.is_none());
    let spoilt = zone(&f, Some((0, 3)));
    assert_eq!(spoilt.corrupted, Some(CheckName::PassportNo));
    assert!(!spoilt.valid);
    assert_ne!(spoilt.lines, clean.lines);
}

#[test]
fn a_png_reads_back_to_its_pixels_and_a_strip_is_under_20_kb() {
    let gray = mrz_render::Gray {
        width: 37,
        height: 5,
        pixels: (0..185u32).map(|i| (i * 7) as u8).collect(),
    };
    let bytes = crate::deflate::Deflate::new().gray_png(&gray).unwrap();
    let mut reader = png::Decoder::new(std::io::Cursor::new(&bytes))
        .read_info()
        .unwrap();
    let mut pixels = vec![0; reader.output_buffer_size().unwrap()];
    let info = reader.next_frame(&mut pixels).unwrap();
    assert_eq!((info.width, info.height), (37, 5));
    assert_eq!(info.color_type, png::ColorType::Grayscale);
    assert_eq!(&pixels[..info.buffer_size()], &gray.pixels[..]);
    // The page's budget: a record at most half the old 45 KB RGBA PNG, labels included.
    let f = fields(Format::Td3);
    let params = camera(Preset::Clean, &f, 1, 1);
    let strip = Pictures::new()
        .picture(&f, &zone(&f, None).lines, &params, ImageType::Png)
        .unwrap();
    assert!(strip.bytes.len() < 20_000, "{}", strip.bytes.len());
}
