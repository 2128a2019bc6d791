//! Every EXIF orientation, in JPEG (APP1) and PNG (eXIf): a zone stored turned or mirrored as a
//! phone or a scanner stores it, with the tag that says how to show it, is decoded the right way
//! round and read exactly.

use mrz_core::{compose, Fields, Format};
use mrz_picture::{decode, decode_stored, orient, Orientation};
use mrz_read::Reader;
use mrz_render::{encode_gray_jpeg_oriented, exif_orientation, Gray, Renderer, Style};

fn zone(format: Format) -> (Gray, Vec<String>) {
    let lines = compose(&Fields::specimen(format)).lines;
    let refs: Vec<&str> = lines.iter().map(String::as_str).collect();
    let style = Style::with_font_size(28.0);
    let mut renderer = Renderer::new();
    let gray = Gray::from_frame(renderer.render(&refs, &style).unwrap());
    (gray, lines)
}

fn png_with_exif(g: &Gray, orientation: u16) -> Vec<u8> {
    let mut info = png::Info::with_size(g.width, g.height);
    info.color_type = png::ColorType::Grayscale;
    info.bit_depth = png::BitDepth::Eight;
    info.exif_metadata = Some(exif_orientation(orientation).into());
    let mut out = Vec::new();
    {
        let encoder = png::Encoder::with_info(&mut out, info).unwrap();
        let mut writer = encoder.write_header().unwrap();
        writer.write_image_data(&g.pixels).unwrap();
        writer.finish().unwrap();
    }
    out
}

#[test]
fn each_of_the_eight_orientations_is_shown_and_read_the_right_way_round() {
    let reader = Reader::new();
    for format in [Format::Td3, Format::Td1] {
        let (shown, lines) = zone(format);
        for o in Orientation::ALL {
            // What the camera stored, for `o` to show `shown`.
            let stored = orient(shown.clone(), o.inverse());
            let files = [
                (
                    "jpeg",
                    encode_gray_jpeg_oriented(&stored, 92, o.exif()).unwrap(),
                ),
                ("png", png_with_exif(&stored, o.exif())),
            ];
            for (kind, bytes) in files {
                let (raw, found) = decode_stored(&bytes).unwrap();
                assert_eq!(found, o, "{format:?} {kind}");
                assert_eq!((raw.width, raw.height), (stored.width, stored.height));
                let picture = decode(&bytes).unwrap();
                assert_eq!(
                    (picture.width, picture.height),
                    (shown.width, shown.height),
                    "{format:?} {kind} {o:?}"
                );
                if kind == "png" {
                    assert_eq!(picture, shown, "{format:?} {o:?}: lossless, so exactly");
                }
                let read = reader.read(&picture).unwrap();
                assert_eq!(read.lines, lines, "{format:?} {kind} {o:?}");
            }
        }
    }
}

/// Twice the signed area of a reading's quad: above zero when its corners run clockwise on the
/// screen (y down), as a zone read the right way round has them.
fn turning(quad: &[[f32; 2]; 4]) -> f32 {
    (0..4)
        .map(|i| {
            let (a, b) = (quad[i], quad[(i + 1) % 4]);
            a[0] * b[1] - b[0] * a[1]
        })
        .sum()
}

#[test]
fn a_mirrored_zone_reads_the_right_way_round_only_by_its_tag() {
    // Stored mirrored, its tag undoing it: decoded with the tag applied it reads the right way
    // round; taken as stored (the tag lost) only the reader's look in a mirror reads it, and its
    // quad then runs the other way round.
    let (shown, lines) = zone(Format::Td3);
    let stored = orient(shown, Orientation::MirrorHorizontal);
    let bytes = encode_gray_jpeg_oriented(&stored, 92, 2).unwrap();
    let reader = Reader::new();
    let read = reader.read(&decode(&bytes).unwrap()).unwrap();
    assert_eq!(read.lines, lines);
    assert!(
        turning(&read.quad) > 0.0,
        "the right way round: {:?}",
        read.quad
    );
    let untagged = encode_gray_jpeg_oriented(&stored, 92, 1).unwrap();
    let read = reader.read(&decode(&untagged).unwrap()).unwrap();
    assert_eq!(read.lines, lines);
    assert!(
        turning(&read.quad) < 0.0,
        "seen in a mirror: {:?}",
        read.quad
    );
}
