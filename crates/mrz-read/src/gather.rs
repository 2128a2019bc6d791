//! A row of a window's samples, eight at a time with AVX2: the pixels under each sample are
//! gathered, then blended as `sample::pixel_in` blends them, in the same order, so every sample
//! is the same to the bit. The row's last few (under eight) are `cut`'s plain loop's.

use mrz_render::Gray;
use std::arch::x86_64::*;

/// Whether `image` holds every pixel its size says, and few enough for the gathers' 32-bit
/// offsets: `Gray`'s fields are public, and a short buffer must meet the bounds-checked path.
pub(crate) fn whole(image: &Gray) -> bool {
    let pixels = image.width as usize * image.height as usize;
    image.pixels.len() >= pixels && pixels <= i32::MAX as usize
}

/// `255 - ` the picture at the first samples of `out`, from `row`, `du` apart, in whole eights:
/// how many it took (the rest are `cut`'s to take one at a time).
///
/// # Safety
/// The processor must have AVX2; `image` must be [`whole`]; and every sample's four pixels,
/// with the two bytes after each pair, must lie within it (what `cut::Grid::inside` checks: it
/// keeps two pixels to spare on every side).
#[target_feature(enable = "avx2")]
pub(crate) unsafe fn row_avx2(image: &Gray, row: [f32; 2], du: [f32; 2], out: &mut [f32]) -> usize {
    let w = image.width as i32;
    let base = image.pixels.as_ptr().cast::<i32>();
    let lanes = _mm256_setr_ps(0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0);
    let (half, low, shift) = (
        _mm256_set1_ps(0.5),
        _mm256_set1_ps(-65535.0),
        _mm256_set1_ps(65536.0),
    );
    let (byte, width) = (_mm256_set1_epi32(0xff), _mm256_set1_epi32(w));
    let floor = |v: __m256| {
        let i = _mm256_cvttps_epi32(_mm256_add_ps(_mm256_max_ps(v, low), shift));
        _mm256_sub_epi32(i, _mm256_set1_epi32(65536))
    };
    let whole = out.len() / 8 * 8;
    for (k, chunk) in out[..whole].chunks_exact_mut(8).enumerate() {
        let x = _mm256_add_ps(_mm256_set1_ps((8 * k) as f32), lanes);
        let px = _mm256_add_ps(
            _mm256_set1_ps(row[0]),
            _mm256_mul_ps(x, _mm256_set1_ps(du[0])),
        );
        let py = _mm256_add_ps(
            _mm256_set1_ps(row[1]),
            _mm256_mul_ps(x, _mm256_set1_ps(du[1])),
        );
        let (x, y) = (_mm256_sub_ps(px, half), _mm256_sub_ps(py, half));
        let (x0, y0) = (floor(x), floor(y));
        let fx = _mm256_sub_ps(x, _mm256_cvtepi32_ps(x0));
        let fy = _mm256_sub_ps(y, _mm256_cvtepi32_ps(y0));
        let at = _mm256_add_epi32(_mm256_mullo_epi32(y0, width), x0);
        // Four bytes from each pixel on: the pixel and its right-hand neighbour are the first two.
        let upper = _mm256_i32gather_epi32::<1>(base, at);
        let lower = _mm256_i32gather_epi32::<1>(base, _mm256_add_epi32(at, width));
        let pick = |v: __m256i, second: bool| {
            let v = if second { _mm256_srli_epi32::<8>(v) } else { v };
            _mm256_cvtepi32_ps(_mm256_and_si256(v, byte))
        };
        let (a, b) = (pick(upper, false), pick(upper, true));
        let (c, d) = (pick(lower, false), pick(lower, true));
        let top = _mm256_add_ps(a, _mm256_mul_ps(_mm256_sub_ps(b, a), fx));
        let bottom = _mm256_add_ps(c, _mm256_mul_ps(_mm256_sub_ps(d, c), fx));
        let v = _mm256_add_ps(top, _mm256_mul_ps(_mm256_sub_ps(bottom, top), fy));
        _mm256_storeu_ps(chunk.as_mut_ptr(), _mm256_sub_ps(_mm256_set1_ps(255.0), v));
    }
    whole
}
