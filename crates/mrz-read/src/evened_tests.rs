use super::*;

fn picture(w: u32, h: u32, mut f: impl FnMut(usize, usize) -> u8) -> Gray {
    let pixels = (0..(w * h) as usize)
        .map(|i| f(i % w as usize, i / w as usize))
        .collect();
    Gray {
        width: w,
        height: h,
        pixels,
    }
}

/// A grey picture with one black pixel at `at`.
fn speck(w: u32, h: u32, at: (usize, usize)) -> Gray {
    picture(w, h, |x, y| if (x, y) == at { 0 } else { 200 })
}

/// The pixel of `e` at (`x`, `y`) of the picture it was evened from.
fn at(e: &Evened, x: usize, y: usize) -> u8 {
    let [x0, y0] = e.origin.map(|v| v as usize);
    e.picture.pixels[(y - y0) * e.picture.width as usize + x - x0]
}

#[test]
fn flat_stays_flat_and_the_area_alone_is_kept() {
    let e = evened_within(&picture(20, 10, |_, _| 200), [2, 3, 12, 8]);
    assert_eq!(
        (e.picture.width, e.picture.height, e.origin),
        (10, 5, [2.0, 3.0])
    );
    assert!(e.picture.pixels.iter().all(|&p| p == 200));
}

#[test]
fn a_speck_spreads_to_its_neighbours() {
    let e = evened_within(&speck(9, 9, (4, 4)), [0, 0, 9, 9]);
    let row: Vec<u8> = (2..7).map(|x| at(&e, x, 4)).collect();
    // 200 - 200 * 36/64, - 200 * 6/64, - 200/64 (rounded), then untouched.
    assert_eq!(row, [200, 181, 88, 181, 200]);
    assert_eq!(at(&e, 3, 3), 197);
}

#[test]
fn a_pictures_edge_stands_in_for_its_missing_neighbours() {
    // The corner counts as its own neighbour once each way: 200 - 200 * 7 * 7 / 64.
    let e = evened_within(&speck(6, 6, (0, 0)), [0, 0, 3, 3]);
    assert_eq!(at(&e, 0, 0), 47);
    assert_eq!(at(&e, 1, 0), 178);
}

#[test]
fn ink_just_outside_the_area_still_spreads_into_it() {
    // The speck lies one pixel right of the area and one below: its neighbours inside read it.
    let e = evened_within(&speck(10, 10, (6, 6)), [2, 2, 6, 6]);
    assert_eq!((e.picture.width, e.picture.height), (4, 4));
    assert_eq!(at(&e, 5, 5), 197);
    assert_eq!(at(&e, 5, 4), 200);
}

#[test]
fn an_area_of_one_pixel_or_none() {
    let e = evened_within(&speck(5, 5, (2, 2)), [2, 2, 3, 3]);
    assert_eq!(e.picture.pixels, [88]);
    let none = evened_within(&speck(5, 5, (2, 2)), [3, 3, 3, 9]);
    assert!(none.picture.pixels.is_empty());
}

#[test]
fn noise_keeps_under_two_thirds_of_its_spread() {
    // A fixed pseudo-random speckle around mid-grey.
    let mut s = 12345u32;
    let noisy = picture(40, 40, |_, _| {
        s = s.wrapping_mul(1_103_515_245).wrapping_add(12_345);
        (100 + (s >> 16) % 56) as u8
    });
    let spread = |pixels: Vec<f64>| {
        let mean = pixels.iter().sum::<f64>() / pixels.len() as f64;
        (pixels.iter().map(|v| (v - mean).powi(2)).sum::<f64>() / pixels.len() as f64).sqrt()
    };
    let inner = |f: &dyn Fn(usize, usize) -> u8| {
        let cells = (5..35).flat_map(|y| (5..35).map(move |x| (x, y)));
        cells.map(|(x, y)| f64::from(f(x, y))).collect::<Vec<f64>>()
    };
    let before = spread(inner(&|x, y| noisy.pixels[y * 40 + x]));
    let e = evened_within(&noisy, [0, 0, 40, 40]);
    let after = spread(inner(&|x, y| at(&e, x, y)));
    // [1, 6, 1] / 8 keeps sqrt(38) / 8 of white noise's spread each way, 38 / 64 (0.59) both.
    assert!(after < before * 0.65, "{before} -> {after}");
}
