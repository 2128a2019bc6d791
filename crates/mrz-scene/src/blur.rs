//! Focus and shake. Gaussian blur as repeated [1 2 1]/4 passes (each adds a variance of 1/2 in
//! each direction), and motion blur as the mean of taps along the direction of the shake:
//! whole rows at a time, which the compiler turns into vector code.

use crate::canvas::Canvas;

/// Blur by about `sigma` pixels; nothing below a third of a pixel. `rows` is scratch.
pub fn gaussian(c: &mut Canvas, sigma: f32, rows: &mut Vec<u8>) {
    let passes = (2.0 * sigma * sigma).round().clamp(0.0, 12.0) as usize;
    for _ in 0..passes {
        horizontal(c, rows);
        vertical(c, rows);
    }
}

/// [1 2 1]/4 along each row, the ends kept. Written over zipped slices (no indexing), so that
/// it runs as vector code.
fn horizontal(c: &mut Canvas, copy: &mut Vec<u8>) {
    let w = c.width;
    if w < 3 {
        return;
    }
    for line in c.pixels.chunks_exact_mut(w) {
        copy.clear();
        copy.extend_from_slice(line);
        let taps = copy.iter().zip(&copy[1..]).zip(&copy[2..]);
        for (o, ((&a, &b), &c)) in line[1..w - 1].iter_mut().zip(taps) {
            *o = ((u16::from(a) + 2 * u16::from(b) + u16::from(c) + 2) >> 2) as u8;
        }
    }
}

/// [1 2 1]/4 down each column, the top and bottom rows kept: each row from the one above as it
/// was (kept in `rows`), itself and the one below.
fn vertical(c: &mut Canvas, rows: &mut Vec<u8>) {
    let (w, h) = (c.width, c.height);
    if h < 3 {
        return;
    }
    rows.clear();
    rows.resize(2 * w, 0);
    let (above, here) = rows.split_at_mut(w);
    above.copy_from_slice(&c.pixels[..w]);
    for y in 1..h - 1 {
        let (cur, next) = c.pixels[y * w..(y + 2) * w].split_at_mut(w);
        here.copy_from_slice(cur);
        for (o, ((&a, &b), &n)) in cur
            .iter_mut()
            .zip(above.iter().zip(here.iter()).zip(next.iter()))
        {
            *o = ((u16::from(a) + 2 * u16::from(b) + u16::from(n) + 2) >> 2) as u8;
        }
        above.copy_from_slice(here);
    }
}

/// Smear over `length` pixels at `angle_deg`: the mean of taps one pixel apart along it.
pub fn motion(c: &mut Canvas, length: f32, angle_deg: f32, acc: &mut Vec<u16>) {
    let taps = length.round() as i32;
    if taps < 2 {
        return;
    }
    let (w, h) = (c.width as i32, c.height as i32);
    let (sin, cos) = crate::math::sin_cos(angle_deg.to_radians());
    acc.clear();
    acc.resize(c.pixels.len(), 0);
    for t in 0..taps {
        let along = t as f32 - (taps - 1) as f32 / 2.0;
        let (dx, dy) = ((along * cos).round() as i32, (along * sin).round() as i32);
        for y in 0..h {
            let sy = (y + dy).clamp(0, h - 1) as usize;
            let src = &c.pixels[sy * w as usize..(sy + 1) * w as usize];
            let dst = &mut acc[y as usize * w as usize..(y as usize + 1) * w as usize];
            // The middle, where x + dx is inside, as one slice; the edges hold.
            let (lo, hi) = ((-dx).clamp(0, w) as usize, (w - dx).clamp(0, w) as usize);
            for (x, a) in dst.iter_mut().enumerate().take(lo) {
                *a += u16::from(src[(x as i32 + dx).clamp(0, w - 1) as usize]);
            }
            if lo < hi {
                let shifted = &src[(lo as i32 + dx) as usize..(hi as i32 + dx) as usize];
                for (a, &s) in dst[lo..hi].iter_mut().zip(shifted) {
                    *a += u16::from(s);
                }
            }
            for (x, a) in dst.iter_mut().enumerate().skip(hi.max(lo)) {
                *a += u16::from(src[(x as i32 + dx).clamp(0, w - 1) as usize]);
            }
        }
    }
    // Divided as a multiply by 2^16/taps (rounded up), which vectorises where a division
    // does not: at most 255 * taps, the sum is never off by more than a 25th.
    let (half, per) = (taps as u32 / 2, 65_536_u32.div_ceil(taps as u32));
    for (p, &a) in c.pixels.iter_mut().zip(acc.iter()) {
        *p = (((u32::from(a) + half) * per) >> 16).min(255) as u8;
    }
}
