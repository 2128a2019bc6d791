//! Loops compiled twice, plain and for AVX2, and run as the processor allows: eight values at a
//! time rather than four, the same sums in the same order (no fused multiply-adds), so the
//! same results to the bit on any processor. The model's layers, training's gradients, the
//! templates' matching and the pictures' local means go through here.

/// `f()`, compiled for AVX2 where the processor has it. `f` must be an `#[inline(always)]`
/// closure over `#[inline(always)]` code: only then is all of it inlined into the AVX2
/// function and compiled eight lanes wide (left to the optimiser's judgement, a build may call
/// a plain copy instead, the same results at two or three times the cost).
#[inline(always)]
pub fn avx2_or_plain<R>(f: impl FnOnce() -> R) -> R {
    #[cfg(target_arch = "x86_64")]
    if std::arch::is_x86_feature_detected!("avx2") {
        // SAFETY: the processor has AVX2, just checked.
        return unsafe { with_avx2(f) };
    }
    f()
}

#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2")]
fn with_avx2<R>(f: impl FnOnce() -> R) -> R {
    f()
}
