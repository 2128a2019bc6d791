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
    zip: Option<ZipSet<BufWriter<File>>>,
}

fn create(path: &Path) -> io::Result<BufWriter<File>> {
    Ok(BufWriter::new(File::create(path)?))
}

/// `out` made a folder if missing; a file where it should be is refused in words (the
/// system's "File exists" does not say why). The caller names the path.
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
        folder(out)?;
        // Only the first shard has the header, so that the shards' files put end to end are
        // the set's.
        let first = k == 1;
        let (mut labels, mut zip) = (Vec::new(), None);
        if layout == Layout::Zip {
            let path = out.join(zipset::file_name(k, n));
            zip = Some(ZipSet::create(&path, layout, first, read_ok)?);
        } else {
            if layout == Layout::Dir {
                fs::create_dir_all(out.join("images"))?;
            }
            for &file in LabelFile::of(layout) {
                let mut w = create(&out.join(file.name()))?;
                if first && file == LabelFile::Csv {
                    write_header(&mut w, read_ok)?;
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
        if let Some(zip) = self.zip.as_mut() {
            return zip.write(index, &made);
        }
        if self.layout == Layout::Webdataset {
            let number = (index - 1) / self.shard_size;
            if self.tar.as_ref().is_none_or(|(n, _)| *n != number) {
                self.close_tar()?;
                let path = self.out.join(format!("shard-{number:06}.tar"));
                self.tar = Some((number, Tar::new(create(&path)?)));
            }
        }
        for (name, bytes) in record_files(self.layout, index, &made) {
            match self.tar.as_mut() {
                Some((_, tar)) => tar.append(&name, &bytes)?,
                None => fs::write(self.out.join(&name), &bytes)?,
            }
        }
        for (file, w) in &mut self.labels {
            w.write_all(&file.row(self.layout, index, &made))?;
        }
        Ok(())
    }

    fn close_tar(&mut self) -> io::Result<()> {
        match self.tar.take() {
            Some((_, tar)) => tar.finish().map(drop),
            None => Ok(()),
        }
    }

    pub fn finish(mut self) -> io::Result<()> {
        self.close_tar()?;
        if let Some(zip) = self.zip.take() {
            zip.finish()?;
        }
        for (_, w) in &mut self.labels {
            w.flush()?;
        }
        Ok(())
    }
}
