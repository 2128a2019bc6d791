//! `mrz batch --layout zip`: the `dir` layout's files in one archive, as the page's test-set
//! ZIP holds them: each image stored as it comes (it is compressed already), then labels.csv
//! and labels.jsonl deflated. The labels are deflated as their rows arrive, into spill files
//! beside the archive, and copied in at the end, so memory stays flat for a million records.

use crate::labels::write_header;
use crate::zip::{spill_file, Entry, Zip};
use flate2::write::DeflateEncoder;
use std::ffi::OsString;
use std::fs::{self, File};
use std::io::{self, BufReader, BufWriter, Seek, Write};
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

pub struct ZipSet {
    zip: Zip<BufWriter<File>>,
    csv: Spill,
    jsonl: Spill,
}

/// `path` with `.{what}.part` after its name: where a spill file goes while the set is made.
fn beside(path: &Path, what: &str) -> PathBuf {
    let mut name = OsString::from(path.as_os_str());
    name.push(format!(".{what}.part"));
    PathBuf::from(name)
}

impl ZipSet {
    /// `first` is whether this is the set's first shard (the one with the CSV header), `read_ok`
    /// whether the labels have that column.
    pub fn create(path: &Path, first: bool, read_ok: bool) -> io::Result<ZipSet> {
        let out = BufWriter::with_capacity(1 << 20, File::create(path)?);
        let mut csv = Spill::create(beside(path, "labels.csv"))?;
        if first {
            write_header(&mut csv, read_ok)?;
        }
        Ok(ZipSet {
            zip: Zip::new(out, beside(path, "central"))?,
            csv,
            jsonl: Spill::create(beside(path, "labels.jsonl"))?,
        })
    }

    pub fn write(&mut self, file: &str, image: &[u8], csv: &[u8], jsonl: &[u8]) -> io::Result<()> {
        self.zip.store(file, image)?;
        self.csv.write_all(csv)?;
        self.jsonl.write_all(jsonl)
    }

    pub fn finish(mut self) -> io::Result<()> {
        self.csv.into_zip("labels.csv", &mut self.zip)?;
        self.jsonl.into_zip("labels.jsonl", &mut self.zip)?;
        self.zip.finish().map(drop)
    }
}

/// A file deflated as it is written, into a scratch file, with its CRC and size counted.
struct Spill {
    deflate: DeflateEncoder<BufWriter<File>>,
    crc: crc32fast::Hasher,
    size: u64,
    path: PathBuf,
}

impl Spill {
    fn create(path: PathBuf) -> io::Result<Spill> {
        let file = BufWriter::new(spill_file(&path)?);
        Ok(Spill {
            // The page's level for its labels.
            deflate: DeflateEncoder::new(file, flate2::Compression::new(6)),
            crc: crc32fast::Hasher::new(),
            size: 0,
            path,
        })
    }

    fn into_zip(self, name: &str, zip: &mut Zip<impl Write>) -> io::Result<()> {
        let file = self.deflate.finish()?;
        let file = file.into_inner().map_err(io::IntoInnerError::into_error)?;
        let compressed = file.metadata()?.len();
        let mut file = BufReader::new(file);
        file.rewind()?;
        let (crc, size) = (self.crc.finalize(), self.size);
        let entry = Entry {
            name,
            crc,
            size,
            compressed,
        };
        zip.deflated(entry, &mut file)?;
        fs::remove_file(&self.path)
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
