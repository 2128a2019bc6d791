//! What a picture file says of its orientation, written for test sets' JPEGs and tests' PNGs.

/// The smallest EXIF block (its TIFF structure, little-endian) that says one thing: the
/// picture's orientation, 1 to 8. JPEG carries it in APP1 after `Exif\0\0`, PNG in eXIf.
pub fn exif_orientation(orientation: u16) -> Vec<u8> {
    let mut tiff = b"II*\0".to_vec();
    tiff.extend(8u32.to_le_bytes()); // the first IFD, right after the header
    tiff.extend(1u16.to_le_bytes()); // one entry:
    tiff.extend(0x0112u16.to_le_bytes()); // Orientation,
    tiff.extend(3u16.to_le_bytes()); // a SHORT,
    tiff.extend(1u32.to_le_bytes()); // one of them,
    tiff.extend(orientation.to_le_bytes());
    tiff.extend([0, 0]); // its value padded to four bytes;
    tiff.extend(0u32.to_le_bytes()); // no next IFD.
    tiff
}
