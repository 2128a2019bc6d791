use super::{camera, zone, ImageType, Pictures};
use mrz_core::{Fields, Format};
use mrz_scene::{Palette, Params, Preset};
use serde_json::Value;

#[test]
fn a_colour_picture_is_rgb_and_a_turned_jpeg_says_so_in_exif_and_its_label() {
    let f = Fields::specimen(Format::Td3);
    let lines = zone(&f, None).lines;
    let mut pictures = Pictures::new();
    // The first photo of seed 3 stored turned.
    let (index, params) = (1..60)
        .map(|i| (i, camera(Preset::Photo, &f, 3, i)))
        .find(|(_, p)| p.exif_orientation != 1)
        .unwrap();
    let colour = Params {
        palette: Palette::Colour,
        ..params.clone()
    };
    let png = pictures
        .picture(&f, &lines, &colour, ImageType::Png)
        .unwrap();
    let info = png::Decoder::new(std::io::Cursor::new(&png.bytes))
        .read_info()
        .unwrap()
        .info()
        .clone();
    assert_eq!(info.color_type, png::ColorType::Rgb, "record {index}");
    assert_eq!((info.width, info.height), (png.width, png.height));
    let label: Value = serde_json::from_str(&png.label.unwrap()).unwrap();
    assert_eq!(label["augmentation"]["palette"], "colour");
    assert_eq!(
        label["augmentation"]["exif_orientation"], 1,
        "a PNG is upright"
    );
    for palette in Palette::ALL {
        let p = Params {
            palette,
            ..params.clone()
        };
        let jpeg = pictures.picture(&f, &lines, &p, ImageType::Jpeg).unwrap();
        assert!(
            jpeg.bytes.windows(6).any(|w| w == b"Exif\0\0"),
            "{palette:?}"
        );
        let label: Value = serde_json::from_str(&jpeg.label.unwrap()).unwrap();
        assert_eq!(
            label["augmentation"]["exif_orientation"],
            params.exif_orientation
        );
        // The label's size is the picture as shown, upright.
        assert_eq!(
            (label["width"].as_u64(), label["height"].as_u64()),
            (Some(640), Some(480))
        );
    }
}
