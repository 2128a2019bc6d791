//! `mrz batch`'s sets on disk, in index order: a folder of files (`dir`, `imagefolder`,
//! `tesstrain`), one ZIP (`zip`) or WebDataset tar shards (`webdataset`), as `layouts.rs` names
//! them.

use crate::labels::write_header;
use crate::layouts::{record_files, LabelFile, Layout, Made};
use crate::tar::Tar;
use crate::zipset::{self, ZipSet};
use std::fs::{self, File};
use std::io::{self, BufWriter, Write};
use std::path::{Path, PathBuf};

pub struct Sink {
    layout: Layout,
    out: PathBuf,
    shard_size: u32,
    labels: Vec<(LabelFile, BufWriter<File>)>,
    tar: Option<(u32, Tar<BufWriter<File>>)>,
    zip: Option<(PathBuf, ZipSet<BufWriter<File>>)>,
}

fn create(path: &Path) -> io::Result<BufWriter<File>> {
    Ok(BufWriter::new(File::create(path).map_err(at(path))?))
}

/// The error with the file it happened to in front: a full disk's "No space left on device"
/// alone does not say which of a set's files was cut short.
pub fn at(path: &Path) -> impl FnOnce(io::Error) -> io::Error + '_ {
    move |e| io::Error::new(e.kind(), format!("{}: {e}", path.display()))
}

/// `out` made a folder if missing; a file where it should be is refused in words (the
/// system's "File exists" does not say why). The caller names the path (`Sink::create` does).
pub fn folder(out: &Path) -> io::Result<()> {
    if out.exists() && !out.is_dir() {
        return Err(io::Error::other("a file, not a folder to write into"));
    }
    fs::create_dir_all(out)
}

impl Sink {
    /// For shard `k` of `n` (from 1): shard 1 is the one with the CSV header, which has a
    /// `read_ok` column if `read_ok`.
    pub fn create(
        layout: Layout,
        out: &Path,
        shard_size: u32,
        (k, n): (u32, u32),
        read_ok: bool,
    ) -> io::Result<Sink> {
        folder(out).map_err(at(out))?;
        // Only the first shard has the header, so that the shards' files put end to end are
        // the set's.
        let first = k == 1;
        let (mut labels, mut zip) = (Vec::new(), None);
        if layout == Layout::Zip {
            let path = out.join(zipset::file_name(k, n));
            let set = ZipSet::create(&path, layout, first, read_ok).map_err(at(&path))?;
            zip = Some((path, set));
        } else {
            if layout == Layout::Dir {
                let images = out.join("images");
                fs::create_dir_all(&images).map_err(at(&images))?;
            }
            for &file in LabelFile::of(layout) {
                let path = out.join(file.name());
                let mut w = create(&path)?;
                if first && file == LabelFile::Csv {
                    write_header(&mut w, read_ok).map_err(at(&path))?;
                }
                labels.push((file, w));
            }
        }
        Ok(Sink {
            layout,
            out: out.to_owned(),
            shard_size: shard_size.max(1),
            labels,
            tar: None,
            zip,
        })
    }

    pub fn write(&mut self, index: u32, made: Made) -> io::Result<()> {
        if let Some((path, zip)) = self.zip.as_mut() {
            return zip.write(index, &made).map_err(at(path));
        }
        if self.layout == Layout::Webdataset {
            let number = (index - 1) / self.shard_size;
            if self.tar.as_ref().is_none_or(|(n, _)| *n != number) {
                self.close_tar()?;
                let path = self.out.join(tar_name(number));
                self.tar = Some((number, Tar::new(create(&path)?)));
            }
        }
        for (name, bytes) in record_files(self.layout, index, &made) {
            match self.tar.as_mut() {
                // The path made only for an error: a million records' rows pay nothing for it.
                Some((number, tar)) => tar
                    .append(&name, &bytes)
                    .map_err(|e| at(&self.out.join(tar_name(*number)))(e))?,
                None => {
                    let path = self.out.join(&name);
                    fs::write(&path, &bytes).map_err(at(&path))?
                }
            }
        }
        for (file, w) in &mut self.labels {
            let row = file.row(self.layout, index, &made);
            w.write_all(&row)
                .map_err(|e| at(&self.out.join(file.name()))(e))?;
        }
        Ok(())
    }

    fn close_tar(&mut self) -> io::Result<()> {
        match self.tar.take() {
            Some((number, tar)) => tar
                .finish()
                .map(drop)
                .map_err(at(&self.out.join(tar_name(number)))),
            None => Ok(()),
        }
    }

    pub fn finish(mut self) -> io::Result<()> {
        self.close_tar()?;
        if let Some((path, zip)) = self.zip.take() {
            zip.finish().map_err(at(&path))?;
        }
        for (file, w) in &mut self.labels {
            w.flush().map_err(at(&self.out.join(file.name())))?;
        }
        Ok(())
    }
}

/// WebDataset shard `number`'s file name (from 0).
fn tar_name(number: u32) -> String {
    format!("shard-{number:06}.tar")
}
