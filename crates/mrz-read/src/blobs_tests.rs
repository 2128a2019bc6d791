use super::*;

/// The pieces by a plain flood fill, 8-connected: their areas and boxes, sorted.
fn flooded(ink: &[u8], w: usize) -> Vec<(u32, u32, u32, u32, u32)> {
    let h = ink.len() / w;
    let mut seen = vec![false; ink.len()];
    let mut out = Vec::new();
    for start in 0..ink.len() {
        if ink[start] == 0 || seen[start] {
            continue;
        }
        let (mut area, mut x0, mut y0, mut x1, mut y1) = (0, u32::MAX, u32::MAX, 0, 0);
        let mut stack = vec![start];
        seen[start] = true;
        while let Some(i) = stack.pop() {
            let (x, y) = ((i % w) as i64, (i / w) as i64);
            area += 1;
            (x0, y0) = (x0.min(x as u32), y0.min(y as u32));
            (x1, y1) = (x1.max(x as u32 + 1), y1.max(y as u32 + 1));
            for (dx, dy) in (-1..=1).flat_map(|dx| (-1..=1).map(move |dy| (dx, dy))) {
                let (nx, ny) = (x + dx, y + dy);
                if nx < 0 || ny < 0 || nx >= w as i64 || ny >= h as i64 {
                    continue;
                }
                let j = ny as usize * w + nx as usize;
                if ink[j] != 0 && !seen[j] {
                    seen[j] = true;
                    stack.push(j);
                }
            }
        }
        out.push((area, x0, y0, x1, y1));
    }
    out.sort_unstable();
    out
}

fn found(ink: &[u8], w: usize) -> Vec<(u32, u32, u32, u32, u32)> {
    let mut out: Vec<_> = blobs(ink, w)
        .iter()
        .map(|b| (b.area, b.x0, b.y0, b.x1, b.y1))
        .collect();
    out.sort_unstable();
    out
}

#[test]
fn pieces_touching_at_a_corner_are_one_and_apart_by_a_pixel_are_two() {
    let ink = [
        1, 0, 0, 0, 1, //
        0, 1, 0, 0, 1, //
        0, 0, 0, 0, 0, //
        1, 1, 0, 1, 1, //
    ];
    assert_eq!(
        found(&ink, 5),
        [
            (2, 0, 0, 2, 2),
            (2, 0, 3, 2, 4),
            (2, 3, 3, 5, 4),
            (2, 4, 0, 5, 2)
        ]
    );
}

#[test]
fn pieces_are_those_a_flood_fill_finds_in_noise_of_every_density() {
    // Noise is where a row holds the most runs, each touching several above it.
    let mut state = 0x2545_f491_u32;
    for (w, h, per_cent) in [
        (37, 23, 10),
        (64, 40, 35),
        (101, 61, 50),
        (80, 80, 65),
        (9, 300, 45),
    ] {
        let ink: Vec<u8> = (0..w * h)
            .map(|_| {
                state ^= state << 13;
                state ^= state >> 17;
                state ^= state << 5;
                u8::from(state % 100 < per_cent)
            })
            .collect();
        assert_eq!(
            found(&ink, w),
            flooded(&ink, w),
            "{w} x {h} at {per_cent} %"
        );
    }
}
