use super::*;

#[test]
fn greys_keep_their_value_and_alpha_fades_to_white() {
    for v in 0..=255u8 {
        assert_eq!(luma([v, v, v, 255]), v);
    }
    assert_eq!(luma([0, 0, 0, 0]), 255);
    assert_eq!(luma([0, 0, 0, 128]), 127);
    assert_eq!(luma([255, 0, 0, 255]), 77);
    assert_eq!(luma([0, 255, 0, 255]), 149);
    for x in 0..=255 * 255 {
        assert_eq!(div255(x), (x + 127) / 255, "{x}");
    }
}

#[test]
fn every_pixel_is_its_luma_in_grey_and_colour_blocks_alike() {
    // 50 pixels: three blocks of 16 and a rest of 2; the second block has one colour pixel.
    let mut pixels: Vec<u8> = (0..50u8).flat_map(|i| [i * 5, i * 5, i * 5, 255]).collect();
    pixels[20 * 4..21 * 4].copy_from_slice(&[200, 10, 30, 90]);
    pixels[49 * 4 + 3] = 0;
    let frame = Frame {
        width: 10,
        height: 5,
        pixels: &pixels,
    };
    let want: Vec<u8> = pixels.as_chunks::<4>().0.iter().map(|&p| luma(p)).collect();
    assert_eq!(Gray::from_frame(frame).pixels, want);
    assert_eq!(
        (want[20], want[49], want[48]),
        (luma([200, 10, 30, 90]), 255, 240)
    );
}

#[test]
fn updating_the_damage_alone_gives_the_whole_conversion() {
    let style = crate::Style::default();
    let mut renderer = crate::Renderer::new();
    let mut gray = Gray::default();
    let zones: [&[&str]; 4] = [
        &[
            "P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<",
            "L898902C36UTO7408122F1204159ZE184226B<<<<<10",
        ],
        &[
            "P<IRLWILLIAMS<<JOHN<PETER<<<<<<<<<<<<<<<<<<<",
            "RK06277667IRL6501082M3306038<<<<<<<<<<<<<<08",
        ],
        &[
            "I<UTOD231458907<<<<<<<<<<<<<<<",
            "7408122F1204159UTO<<<<<<<<<<<6",
            "ERIKSSON<<ANNA<MARIA<<<<<<<<<<",
        ],
        &[
            "P<IRLWILLIAMS<<JOHN<PETER<<<<<<<<<<<<<<<<<<<",
            "RK06277667IRL6501082M3306038<<<<<<<<<<<<<<08",
        ],
    ];
    for lines in zones {
        let (width, height) = {
            let frame = renderer.render(lines, &style).unwrap();
            (frame.width, frame.height)
        };
        let frame = Frame {
            width,
            height,
            pixels: renderer.frame(),
        };
        gray.update(frame, renderer.damage());
        assert!(gray == Gray::from_frame(frame), "{lines:?}");
    }
}

#[test]
fn a_rendered_zone_converts_to_its_red_channel() {
    let lines = ["P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<"];
    let image = crate::render(&lines, &crate::Style::default()).unwrap();
    let gray = Gray::from_frame(image.as_frame());
    assert_eq!((gray.width, gray.height), (image.width, image.height));
    let red: Vec<u8> = image.pixels.chunks_exact(4).map(|p| p[0]).collect();
    assert_eq!(gray.pixels, red);
    assert!(gray.pixels.contains(&0) && gray.pixels.contains(&255));
    // Reused for a smaller picture, the buffer shrinks to it.
    let mut reused = gray.clone();
    reused.set_frame(Frame {
        width: 1,
        height: 1,
        pixels: &[10, 10, 10, 255],
    });
    assert_eq!(reused, Gray::new(1, 1, 10));
}

#[test]
fn ink_grey_keeps_greys_and_black_and_fades_what_is_printed_in_colour() {
    for v in 0..=255u8 {
        assert_eq!(ink_grey([v, v, v, 255]), v);
        assert_eq!(ink_grey([v, v, v, 0]), 255);
    }
    // A pink guilloche, a red stamp, a blue signature: far lighter than luma makes them.
    for colour in [[240, 170, 190], [200, 30, 40], [40, 60, 200]] {
        let [r, g, b] = colour;
        assert!(ink_grey([r, g, b, 255]) >= 190, "{colour:?}");
        assert!(
            ink_grey([r, g, b, 255]) > luma([r, g, b, 255]) + 15,
            "{colour:?}"
        );
    }
    // Black ink with a colour cast stays dark.
    assert!(ink_grey([40, 35, 20, 255]) <= 40);
}
