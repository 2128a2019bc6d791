//! A minimal ustar writer for WebDataset shards: regular files only, mode 0644, owner 0,
//! mtime 0, so that the same records give the same bytes. Streamed: each member's header and
//! data go straight to the writer.

use std::io::{self, Write};

const BLOCK: usize = 512;

pub struct Tar<W: Write> {
    out: W,
}

impl<W: Write> Tar<W> {
    pub fn new(out: W) -> Self {
        Tar { out }
    }

    /// What the archive is written to.
    pub fn writer_mut(&mut self) -> &mut W {
        &mut self.out
    }

    /// One regular file `name` (at most 100 bytes) holding `data`, padded to a whole block.
    pub fn append(&mut self, name: &str, data: &[u8]) -> io::Result<()> {
        self.out.write_all(&header(name, data.len() as u64)?)?;
        self.out.write_all(data)?;
        let pad = (BLOCK - data.len() % BLOCK) % BLOCK;
        self.out.write_all(&[0; BLOCK][..pad])
    }

    /// The two zero blocks that end an archive; gives the writer back, flushed.
    pub fn finish(mut self) -> io::Result<W> {
        self.out.write_all(&[0; 2 * BLOCK])?;
        self.out.flush()?;
        Ok(self.out)
    }
}

/// `value` in octal, zero-padded to fill `field` but its last byte, which is NUL.
fn octal(field: &mut [u8], value: u64) {
    let digits = format!("{value:0width$o}", width = field.len() - 1);
    field[..digits.len()].copy_from_slice(digits.as_bytes());
    field[field.len() - 1] = 0;
}

fn header(name: &str, size: u64) -> io::Result<[u8; BLOCK]> {
    if name.len() > 100 || size >= 1 << 33 {
        return Err(io::Error::other(format!(
            "{name}: too long a name or too large for ustar"
        )));
    }
    let mut h = [0u8; BLOCK];
    h[..name.len()].copy_from_slice(name.as_bytes());
    octal(&mut h[100..108], 0o644); // mode
    octal(&mut h[108..116], 0); // uid
    octal(&mut h[116..124], 0); // gid
    octal(&mut h[124..136], size);
    octal(&mut h[136..148], 0); // mtime
    h[156] = b'0'; // a regular file
    h[257..263].copy_from_slice(b"ustar\0");
    h[263..265].copy_from_slice(b"00");
    // The checksum: the header's bytes summed with its own field taken as eight spaces,
    // written as six octal digits, a NUL and a space.
    h[148..156].fill(b' ');
    let sum: u32 = h.iter().map(|&b| u32::from(b)).sum();
    octal(&mut h[148..155], u64::from(sum));
    h[155] = b' ';
    Ok(h)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn writes_blocks_with_a_valid_checksum() {
        let mut tar = Tar::new(Vec::new());
        tar.append("00000001.json", b"{}\n").unwrap();
        let bytes = tar.finish().unwrap();
        assert_eq!(bytes.len(), 4 * BLOCK);
        let h = &bytes[..BLOCK];
        assert_eq!(&h[..13], b"00000001.json");
        assert_eq!(&h[124..136], b"00000000003\0");
        let stored = u32::from_str_radix(std::str::from_utf8(&h[148..154]).unwrap(), 8).unwrap();
        let sum: u32 = h
            .iter()
            .enumerate()
            .map(|(i, &b)| {
                if (148..156).contains(&i) {
                    32
                } else {
                    u32::from(b)
                }
            })
            .sum();
        assert_eq!(stored, sum);
        assert_eq!(&bytes[BLOCK..BLOCK + 3], b"{}\n");
        assert!(bytes[BLOCK + 3..].iter().all(|&b| b == 0));
        assert!(header(&"x".repeat(101), 0).is_err());
    }
}
