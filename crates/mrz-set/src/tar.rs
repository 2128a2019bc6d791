//! WebDataset's tars, through the `tar` crate: regular files only, mode 0644, owner 0, mtime 0,
//! so that the same records give the same bytes. Streamed: each member's header and data go
//! straight to the writer.

use std::io::{self, Write};

pub struct Tar<W: Write> {
    builder: tar::Builder<W>,
}

impl<W: Write> Tar<W> {
    pub fn new(out: W) -> Self {
        Tar {
            builder: tar::Builder::new(out),
        }
    }

    /// What the archive is written to.
    pub fn writer_mut(&mut self) -> &mut W {
        self.builder.get_mut()
    }

    /// One regular file `name` (at most 100 bytes, as ustar holds) holding `data`.
    pub fn append(&mut self, name: &str, data: &[u8]) -> io::Result<()> {
        if name.len() > 100 {
            return Err(io::Error::other(format!(
                "{name}: too long a name for ustar"
            )));
        }
        let mut h = tar::Header::new_ustar();
        h.set_path(name)?;
        h.set_size(data.len() as u64);
        h.set_mode(0o644);
        h.set_uid(0);
        h.set_gid(0);
        h.set_mtime(0);
        h.set_entry_type(tar::EntryType::Regular);
        h.set_cksum();
        self.builder.append(&h, data)
    }

    /// The two zero blocks that end an archive; gives the writer back, flushed.
    pub fn finish(self) -> io::Result<W> {
        let mut out = self.builder.into_inner()?;
        out.flush()?;
        Ok(out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_member_reads_back_with_its_name_size_mode_and_time() {
        let mut tar = Tar::new(Vec::new());
        tar.append("00000001.json", b"{}\n").unwrap();
        tar.append("00000001.png", &[7; 600]).unwrap();
        let bytes = tar.finish().unwrap();
        // Two headers, one block and two of data, and the two zero blocks of the end.
        assert_eq!(bytes.len(), 7 * 512);
        let mut archive = tar::Archive::new(&bytes[..]);
        let found: Vec<(String, u64, u32, u64, Vec<u8>)> = archive
            .entries()
            .unwrap()
            .map(|e| {
                let mut e = e.unwrap();
                let h = e.header().clone();
                let mut data = Vec::new();
                std::io::Read::read_to_end(&mut e, &mut data).unwrap();
                let name = h.path().unwrap().to_string_lossy().into_owned();
                (
                    name,
                    h.size().unwrap(),
                    h.mode().unwrap(),
                    h.mtime().unwrap(),
                    data,
                )
            })
            .collect();
        assert_eq!(
            found[0],
            ("00000001.json".into(), 3, 0o644, 0, b"{}\n".to_vec())
        );
        assert_eq!(found[1].0, "00000001.png");
        assert_eq!(found[1].4, vec![7; 600]);
        assert!(Tar::new(Vec::new()).append(&"x".repeat(101), b"").is_err());
    }
}
