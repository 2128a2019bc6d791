//! The few functions of trigonometry and logarithms the scenes use, from `libm` rather than the
//! platform's: a test set must be the same picture for picture, byte for byte, natively (glibc,
//! macOS, Windows) and in WebAssembly, and each platform's own `sin` may round its last bit
//! otherwise.

pub fn sin_cos(x: f32) -> (f32, f32) {
    libm::sincosf(x)
}

pub fn sin(x: f32) -> f32 {
    libm::sinf(x)
}

pub fn hypot(x: f32, y: f32) -> f32 {
    libm::hypotf(x, y)
}

pub fn ln(x: f64) -> f64 {
    libm::log(x)
}

pub fn cos(x: f64) -> f64 {
    libm::cos(x)
}

/// `x.round() as u8`, to the bit, without a call: on the baseline x86-64 a float's `round` is
/// a call into the C library, and the ink's spread rounds every pixel of a card (those calls
/// were a thirtieth of a photo record's making). The fraction `x - trunc(x)` is exact for any
/// float; a check over all 2^32 bit patterns found no float where the two differ.
pub fn round_u8(x: f32) -> u8 {
    let t = (x as u32).min(255);
    let up = x - t as f32 >= 0.5;
    (t + u32::from(up)).min(255) as u8
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_u8_is_round_then_as_u8() {
        let special = [
            f32::NAN,
            f32::INFINITY,
            f32::NEG_INFINITY,
            -0.0,
            0.0,
            f32::MAX,
            f32::MIN,
        ];
        let steps = (-2048..=300 * 4096).map(|i| i as f32 / 4096.0);
        let nudged = (0..=256).flat_map(|k| {
            let half = k as f32 + 0.5;
            [
                half,
                f32::from_bits(half.to_bits() - 1),
                f32::from_bits(half.to_bits() + 1),
            ]
        });
        for x in special.into_iter().chain(steps).chain(nudged) {
            assert_eq!(round_u8(x), x.round() as u8, "{x:?}");
        }
    }
}
