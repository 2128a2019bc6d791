//! Templates drawn.

use super::*;

#[test]
fn templates_for_several_blurs_are_each_as_drawn_alone() {
    let both = Templates::for_height_blurs(9.5, &[0.5, 1.0]);
    assert_eq!(both[1].cells, Templates::for_height(9.5, 1.0).cells);
    assert_ne!(both[0].cells, both[1].cells);
}
