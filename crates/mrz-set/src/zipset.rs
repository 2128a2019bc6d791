//! A test set in one ZIP (`mrz batch --layout zip`, and every ZIP the page makes): each record's
//! files stored as they come (images are compressed already), then the labels files deflated.
//! The labels are deflated as their rows arrive, into scratch files beside the archive (or
//! memory, in the page) and copied in at the end, so memory stays flat for a million records.

use crate::labels::write_header;
use crate::layouts::{record_files, record_rows, LabelFile, Layout, Made};
use crate::scratch::Scratch;
use crate::zip::{Entry, Zip};
use flate2::write::DeflateEncoder;
use std::ffi::OsString;
use std::fs::File;
use std::io::{self, BufWriter, Write};
use std::path::{Path, PathBuf};

/// `testset.zip`, or `testset-K-of-N.zip` for shard K of N: the shards go side by side in one
/// folder, and a fixed name is easy to script.
pub fn file_name(k: u32, n: u32) -> String {
    if n > 1 {
        format!("testset-{k}-of-{n}.zip")
    } else {
        "testset.zip".to_owned()
    }
}

pub struct ZipSet<W: Write> {
    layout: Layout,
    zip: Zip<W>,
    labels: Vec<(LabelFile, Spill)>,
}

/// `path` with `.{what}.part` after its name: where a scratch file goes while the set is made.
fn beside(path: &Path, what: &str) -> PathBuf {
    let mut name = OsString::from(path.as_os_str());
    name.push(format!(".{what}.part"));
    PathBuf::from(name)
}

impl ZipSet<BufWriter<File>> {
    /// The archive at `path`, its scratch files beside it. `first` is whether this is the
    /// set's first shard (the one with the CSV header), `read_ok` whether the labels have that
    /// column.
    pub fn create(path: &Path, layout: Layout, first: bool, read_ok: bool) -> io::Result<Self> {
        let out = BufWriter::with_capacity(1 << 20, File::create(path)?);
        ZipSet::new(out, layout, first, read_ok, |what| {
            Scratch::file(beside(path, what))
        })
    }
}

impl<W: Write> ZipSet<W> {
    /// The archive written to `out`, keeping what it writes last in `scratch(what)`.
    pub fn new(
        out: W,
        layout: Layout,
        first: bool,
        read_ok: bool,
        scratch: impl Fn(&str) -> io::Result<Scratch>,
    ) -> io::Result<Self> {
        let mut labels = Vec::new();
        for &file in LabelFile::of(layout) {
            let mut spill = Spill::new(scratch(file.name())?);
            if first && file == LabelFile::Csv {
                write_header(&mut spill, read_ok)?;
            }
            labels.push((file, spill));
        }
        Ok(ZipSet {
            layout,
            zip: Zip::new(out, scratch("central")?),
            labels,
        })
    }

    /// Record `index`'s files, and its rows of the labels files.
    pub fn write(&mut self, index: u32, made: &Made) -> io::Result<()> {
        let files = record_files(self.layout, index, made);
        self.add(&files, &record_rows(self.layout, index, made))
    }

    /// A record's `files` as its layout names them, and its `rows` of the labels files.
    pub fn add(
        &mut self,
        files: &[(String, impl AsRef<[u8]>)],
        rows: &[(LabelFile, impl AsRef<[u8]>)],
    ) -> io::Result<()> {
        for (name, bytes) in files {
            self.zip.store(name, bytes.as_ref())?;
        }
        for (file, row) in rows {
            let Some((_, spill)) = self.labels.iter_mut().find(|(f, _)| f == file) else {
                return Err(io::Error::other(format!(
                    "{} is not a file of this layout",
                    file.name()
                )));
            };
            spill.write_all(row.as_ref())?;
        }
        Ok(())
    }

    /// What the archive is written to.
    pub fn writer_mut(&mut self) -> &mut W {
        self.zip.writer_mut()
    }

    /// The labels files and the central directory; gives the writer back, flushed.
    pub fn finish(mut self) -> io::Result<W> {
        for (file, spill) in self.labels {
            spill.into_zip(file.name(), &mut self.zip)?;
        }
        self.zip.finish()
    }
}

/// A file deflated as it is written, into a scratch, with its CRC and size counted.
struct Spill {
    deflate: DeflateEncoder<Scratch>,
    crc: crc32fast::Hasher,
    size: u64,
}

impl Spill {
    fn new(scratch: Scratch) -> Spill {
        Spill {
            // The page's level for its labels.
            deflate: DeflateEncoder::new(scratch, flate2::Compression::new(6)),
            crc: crc32fast::Hasher::new(),
            size: 0,
        }
    }

    fn into_zip(self, name: &str, zip: &mut Zip<impl Write>) -> io::Result<()> {
        let (compressed, mut back) = self.deflate.finish()?.read_back()?;
        let (crc, size) = (self.crc.finalize(), self.size);
        let entry = Entry {
            name,
            crc,
            size,
            compressed,
        };
        zip.deflated(entry, &mut back)?;
        back.discard()
    }
}

impl Write for Spill {
    fn write(&mut self, bytes: &[u8]) -> io::Result<usize> {
        let n = self.deflate.write(bytes)?;
        self.crc.update(&bytes[..n]);
        self.size += n as u64;
        Ok(n)
    }

    fn flush(&mut self) -> io::Result<()> {
        self.deflate.flush()
    }
}
