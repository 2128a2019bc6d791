//! Templates drawn.

use super::*;

#[test]
fn templates_for_several_blurs_are_each_as_drawn_alone() {
    let both = Templates::for_height_blurs(9.5, &[0.5, 1.0]);
    assert_eq!(both[1].cells, Templates::for_height(9.5, 1.0).cells);
    assert_ne!(both[0].cells, both[1].cells);
}

/// Matching runs compiled for AVX2 where the processor has it: it must give the same sums, to
/// the bit, as the plain dot products (no fused multiply-adds, the same eight running sums), or
/// a zone would read one way on one processor and another on the next. On a processor without
/// AVX2 both sides run plain.
#[test]
fn matching_compiled_for_avx2_scores_as_the_plain_dot_products_do() {
    let templates = Templates::new();
    let mut cell = [0.0f32; CELL_W * CELL_H];
    for (i, v) in cell.iter_mut().enumerate() {
        *v = ((i * 37 % 101) as f32 - 50.0) * 0.003;
    }
    normalize(&mut cell);
    let plain: Vec<(u8, u32)> = CHARSET
        .iter()
        .zip(&templates.cells)
        .map(|(&c, t)| (c, dot(t, &cell).to_bits()))
        .collect();
    let ranked = templates.rank(&cell);
    for c in &ranked {
        let want = plain.iter().find(|p| p.0 == c.c).expect("a character");
        assert_eq!(c.score.to_bits(), want.1, "{}", c.c as char);
    }
    assert_eq!(templates.best(&cell), ranked[0].score);
}
