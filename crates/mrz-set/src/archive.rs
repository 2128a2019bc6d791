//! A test set as one archive in memory, written as its records come and taken in pieces: the
//! page's download (a ZIP, or for WebDataset one tar), made by the same writers as `mrz batch`'s
//! files, so that a set from either holds the same bytes.

use crate::layouts::{LabelFile, Layout};
use crate::scratch::Scratch;
use crate::tar::Tar;
use crate::zipset::ZipSet;
use std::io;

pub enum Archive {
    Zip(ZipSet<Vec<u8>>),
    Tar(Tar<Vec<u8>>),
}

impl Archive {
    /// A tar for WebDataset (its readers stream tars), else a ZIP; `read_ok` when the labels
    /// have that column.
    pub fn new(layout: Layout, read_ok: bool) -> io::Result<Archive> {
        Ok(match layout {
            Layout::Webdataset => Archive::Tar(Tar::new(Vec::new())),
            _ => Archive::Zip(ZipSet::new(Vec::new(), layout, true, read_ok, |_| {
                Ok(Scratch::Memory(Vec::new()))
            })?),
        })
    }

    /// The archive's extension.
    pub fn extension(layout: Layout) -> &'static str {
        if layout == Layout::Webdataset {
            "tar"
        } else {
            "zip"
        }
    }

    /// A record's files and labels rows (`layouts::record_files`, `record_rows`); gives the
    /// archive's bytes written since the last call.
    pub fn add(
        &mut self,
        files: &[(String, impl AsRef<[u8]>)],
        rows: &[(LabelFile, impl AsRef<[u8]>)],
    ) -> io::Result<Vec<u8>> {
        match self {
            Archive::Zip(zip) => {
                zip.add(files, rows)?;
                Ok(std::mem::take(zip.writer_mut()))
            }
            Archive::Tar(tar) => {
                for (name, bytes) in files {
                    tar.append(name, bytes.as_ref())?;
                }
                Ok(std::mem::take(tar.writer_mut()))
            }
        }
    }

    /// The archive's last bytes: the labels files and the ZIP's directory, or the tar's end.
    pub fn finish(self) -> io::Result<Vec<u8>> {
        match self {
            Archive::Zip(zip) => zip.finish(),
            Archive::Tar(tar) => tar.finish(),
        }
    }
}
