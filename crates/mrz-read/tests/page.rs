//! A zone small in a large, busy picture: a whole page scanned at 300 dpi, with a portrait's
//! dark block, a fine-line security print over all of it and lines of other text around the
//! zone (captions, a visa's printed fields), read back in every format.

use mrz_core::{compose, Fields, Format};
use mrz_read::{Cell, Reader};
use mrz_render::{Gray, Renderer, Style};

const PAGE_W: u32 = 2480;
const PAGE_H: u32 = 3508;

fn drawn(lines: &[&str], font_size: f32) -> Gray {
    Gray::from_frame(
        Renderer::new()
            .render(lines, &Style::with_font_size(font_size))
            .unwrap(),
    )
}

/// `strip` laid on `page` with its top left at `(x, y)`, ink darkening what is under it.
fn lay(page: &mut Gray, strip: &Gray, x: u32, y: u32) {
    for sy in 0..strip.height {
        for sx in 0..strip.width {
            let (px, py) = (x + sx, y + sy);
            if px < page.width && py < page.height {
                let at = (py * page.width + px) as usize;
                let ink = u32::from(strip.pixels[(sy * strip.width + sx) as usize]);
                page.pixels[at] = (u32::from(page.pixels[at]) * ink / 255) as u8;
            }
        }
    }
}

/// A page: paper with wavy fine lines across it, a dark block where a portrait would be and
/// printed text beside it and above where the zone goes.
fn blank_page() -> Gray {
    let mut pixels = Vec::with_capacity((PAGE_W * PAGE_H) as usize);
    for y in 0..PAGE_H {
        for x in 0..PAGE_W {
            let wave = ((y as f32 + 40.0 * (x as f32 / 90.0).sin()) / 14.0).sin();
            let line = if wave > 0.93 { 70.0 } else { 0.0 };
            pixels.push((235.0 - line) as u8);
        }
    }
    let mut page = Gray {
        width: PAGE_W,
        height: PAGE_H,
        pixels,
    };
    for y in 1500..2500 {
        for x in 200..950 {
            page.pixels[(y * PAGE_W + x) as usize] = 60;
        }
    }
    let captions = [
        "SURNAME NOM APELLIDOS",
        "GIVEN NAMES PRENOMS",
        "DATE OF BIRTH 12 AUG 74",
    ];
    for (i, caption) in captions.iter().enumerate() {
        lay(
            &mut page,
            &drawn(&[caption], 28.0),
            1050,
            1500 + 160 * i as u32,
        );
    }
    let fields = [
        "REMARKS<NONE<VALID<FOR<ALL<COUNTRIES",
        "ISSUED<AT<THE<CAPITAL<2024",
    ];
    lay(&mut page, &drawn(&fields, 40.0), 200, 2650);
    page
}

#[test]
fn a_zone_small_in_a_busy_page_scanned_at_300_dpi_reads_in_every_format() {
    let reader = Reader::new();
    let blank = blank_page();
    for format in Format::ALL {
        let lines = compose(&Fields::specimen(format)).lines;
        // The zone at 300 dpi near the page's foot.
        let mut page = blank.clone();
        let zone: Vec<&str> = lines.iter().map(String::as_str).collect();
        lay(&mut page, &drawn(&zone, 40.0), 200, 2900);
        let reading = reader.read(&page).unwrap();
        assert_eq!(reading.lines, lines, "{format:?}");
    }
}

/// A phone's full-size still (4000 x 3000) of a card held far off: the zone's characters under
/// eight pixels apart, its 44 a twelfth of the picture across. Looked over shrunk to a third, as
/// a picture this large is first, they are two and a half pixels apart and cannot be found;
/// only the look at the picture's own size finds them.
#[test]
fn a_zone_small_in_a_phone_still_is_read_at_full_size() {
    let reader = Reader::new();
    let lines = compose(&Fields::specimen(Format::Td3)).lines;
    let zone: Vec<&str> = lines.iter().map(String::as_str).collect();
    let strip = drawn(&zone, 11.0);
    let (w, h) = (4000u32, 3000u32);
    // A desk's grain, so that the picture is not one flat grey around the zone.
    let pixels = (0..w * h)
        .map(|i| (170 + ((i % w) * 7 + (i / w) * 13) % 23) as u8)
        .collect();
    let mut still = Gray {
        width: w,
        height: h,
        pixels,
    };
    lay(&mut still, &strip, 2300, 1900);
    let reading = reader.read(&still).unwrap();
    assert_eq!(reading.lines, lines);
    // The premise: a zone this small, read from the picture at its own size.
    let first = Cell::from_corners(&reading.boxes[0][0]);
    let pitch = first.along[0].hypot(first.along[1]);
    assert!(pitch < 8.0, "characters {pitch} pixels apart");
    assert_eq!(reading.shrunk, 1.0);
}
