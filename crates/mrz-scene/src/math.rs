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
