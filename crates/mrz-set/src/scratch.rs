//! Where an archive keeps what it writes last (its central directory, its labels files) while
//! the records stream past: a file beside the archive, so that memory stays flat for a million
//! records, or, where there is no disk (the page's workers), memory.

use std::fs::{self, File, OpenOptions};
use std::io::{self, BufReader, BufWriter, Read, Seek, Write};
use std::path::PathBuf;

pub enum Scratch {
    File(BufWriter<File>, PathBuf),
    Memory(Vec<u8>),
}

/// What a scratch holds, read back from the start.
pub enum Back {
    File(BufReader<File>, PathBuf),
    Memory(io::Cursor<Vec<u8>>),
}

impl Scratch {
    /// A scratch file at `path`, made (or emptied) now.
    pub fn file(path: PathBuf) -> io::Result<Scratch> {
        let mut options = OpenOptions::new();
        options.read(true).write(true).create(true).truncate(true);
        Ok(Scratch::File(BufWriter::new(options.open(&path)?), path))
    }

    /// How many bytes were written, and a reader of them.
    pub fn read_back(self) -> io::Result<(u64, Back)> {
        match self {
            Scratch::File(file, path) => {
                let file = file.into_inner().map_err(io::IntoInnerError::into_error)?;
                let len = file.metadata()?.len();
                let mut file = BufReader::new(file);
                file.rewind()?;
                Ok((len, Back::File(file, path)))
            }
            Scratch::Memory(bytes) => {
                Ok((bytes.len() as u64, Back::Memory(io::Cursor::new(bytes))))
            }
        }
    }
}

impl Back {
    /// The scratch file removed, once read.
    pub fn discard(self) -> io::Result<()> {
        match self {
            Back::File(file, path) => {
                drop(file);
                fs::remove_file(path)
            }
            Back::Memory(_) => Ok(()),
        }
    }
}

impl Write for Scratch {
    fn write(&mut self, bytes: &[u8]) -> io::Result<usize> {
        match self {
            Scratch::File(file, _) => file.write(bytes),
            Scratch::Memory(v) => v.write(bytes),
        }
    }

    fn write_all(&mut self, bytes: &[u8]) -> io::Result<()> {
        match self {
            Scratch::File(file, _) => file.write_all(bytes),
            Scratch::Memory(v) => v.write_all(bytes),
        }
    }

    fn flush(&mut self) -> io::Result<()> {
        match self {
            Scratch::File(file, _) => file.flush(),
            Scratch::Memory(_) => Ok(()),
        }
    }
}

impl Read for Back {
    fn read(&mut self, into: &mut [u8]) -> io::Result<usize> {
        match self {
            Back::File(file, _) => file.read(into),
            Back::Memory(cursor) => cursor.read(into),
        }
    }
}
