//! EXIF's eight orientations (TIFF tag 0x0112): how the stored pixels are to be turned and
//! mirrored to be shown. 2, 4, 5 and 7 mirror: a scanner or a front camera may store a picture
//! so, and read as stored the zone is nonsense.

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Orientation {
    /// 1: as stored.
    #[default]
    Normal,
    /// 2: mirrored left to right.
    MirrorHorizontal,
    /// 3: turned half a circle.
    Rotate180,
    /// 4: mirrored top to bottom.
    MirrorVertical,
    /// 5: mirrored along the diagonal from the top left.
    Transpose,
    /// 6: turned a quarter clockwise.
    Rotate90,
    /// 7: mirrored along the diagonal from the top right.
    Transverse,
    /// 8: turned a quarter anticlockwise.
    Rotate270,
}

impl Orientation {
    pub const ALL: [Orientation; 8] = [
        Orientation::Normal,
        Orientation::MirrorHorizontal,
        Orientation::Rotate180,
        Orientation::MirrorVertical,
        Orientation::Transpose,
        Orientation::Rotate90,
        Orientation::Transverse,
        Orientation::Rotate270,
    ];

    /// The orientation of EXIF's value 1 to 8; any other value is taken as 1, as viewers do.
    pub fn from_exif(value: u32) -> Orientation {
        match value {
            2..=8 => Orientation::ALL[value as usize - 1],
            _ => Orientation::Normal,
        }
    }

    /// EXIF's value for it, 1 to 8.
    pub fn exif(self) -> u16 {
        Orientation::ALL
            .iter()
            .position(|&o| o == self)
            .unwrap_or(0) as u16
            + 1
    }

    /// Whether it swaps width and height.
    pub fn turns(self) -> bool {
        matches!(
            self,
            Orientation::Transpose
                | Orientation::Rotate90
                | Orientation::Transverse
                | Orientation::Rotate270
        )
    }

    /// The stored pixel shown at `(x, y)`, for a stored picture `w` by `h`: the definition
    /// `orient`'s rows and tiles are tested against (its closures must say the same).
    #[cfg(test)]
    pub(crate) fn source(self, x: u32, y: u32, w: u32, h: u32) -> (u32, u32) {
        match self {
            Orientation::Normal => (x, y),
            Orientation::MirrorHorizontal => (w - 1 - x, y),
            Orientation::Rotate180 => (w - 1 - x, h - 1 - y),
            Orientation::MirrorVertical => (x, h - 1 - y),
            Orientation::Transpose => (y, x),
            Orientation::Rotate90 => (y, h - 1 - x),
            Orientation::Transverse => (w - 1 - y, h - 1 - x),
            Orientation::Rotate270 => (w - 1 - y, x),
        }
    }

    /// The orientation that undoes this one: what a stored picture must have been for this one
    /// to show `shown` (a test's way of making a picture that needs it).
    pub fn inverse(self) -> Orientation {
        match self {
            Orientation::Rotate90 => Orientation::Rotate270,
            Orientation::Rotate270 => Orientation::Rotate90,
            other => other,
        }
    }
}

/// The orientation an EXIF block (its TIFF structure, as JPEG's APP1 and PNG's eXIf hold it)
/// gives its picture; `Normal` when it gives none or cannot be read.
pub fn from_exif_block(tiff: &[u8]) -> Orientation {
    let Ok(exif) = exif::Reader::new().read_raw(tiff.to_vec()) else {
        return Orientation::Normal;
    };
    exif.get_field(exif::Tag::Orientation, exif::In::PRIMARY)
        .and_then(|f| f.value.get_uint(0))
        .map_or(Orientation::Normal, Orientation::from_exif)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oriented::orient;
    use mrz_render::Gray;

    fn picture(width: u32, height: u32) -> Gray {
        let pixels = (0..width * height).map(|i| i as u8).collect();
        Gray {
            width,
            height,
            pixels,
        }
    }

    #[test]
    fn each_orientation_and_its_inverse_give_back_the_picture() {
        let p = picture(5, 3);
        for o in Orientation::ALL {
            let shown = orient(p.clone(), o);
            assert_eq!(orient(shown, o.inverse()), p, "{o:?}");
            assert_eq!(Orientation::from_exif(u32::from(o.exif())), o);
        }
    }

    #[test]
    fn a_quarter_clockwise_puts_the_stored_top_left_at_the_top_right() {
        // Stored 3 x 2:  0 1 2 / 3 4 5; shown 2 x 3: 3 0 / 4 1 / 5 2.
        let shown = orient(picture(3, 2), Orientation::Rotate90);
        assert_eq!((shown.width, shown.height), (2, 3));
        assert_eq!(shown.pixels, [3, 0, 4, 1, 5, 2]);
        let back = orient(picture(3, 2), Orientation::Rotate270);
        assert_eq!(back.pixels, [2, 5, 1, 4, 0, 3]);
        let transposed = orient(picture(3, 2), Orientation::Transpose);
        assert_eq!(transposed.pixels, [0, 3, 1, 4, 2, 5]);
        let transverse = orient(picture(3, 2), Orientation::Transverse);
        assert_eq!(transverse.pixels, [5, 2, 4, 1, 3, 0]);
    }

    #[test]
    fn values_outside_one_to_eight_and_unreadable_blocks_are_as_stored() {
        assert_eq!(Orientation::from_exif(0), Orientation::Normal);
        assert_eq!(Orientation::from_exif(9), Orientation::Normal);
        assert_eq!(from_exif_block(b"not a tiff"), Orientation::Normal);
    }
}
