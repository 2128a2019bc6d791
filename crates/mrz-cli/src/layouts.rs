//! `mrz batch --layout`: how a test set's records are laid out on disk.
//!
//! - `dir`: `images/NNNNN.png`, `labels.csv` and `labels.jsonl` (the page's ZIP, unpacked).
//! - `zip`: the same files in one archive, `testset.zip` (`testset-K-of-N.zip` for a shard; see
//!   `zipset.rs`).
//! - `webdataset`: tar shards `shard-NNNNNN.tar` of `--shard-size` records each, a record being
//!   `NNNNNNNN.png` (or `.jpg`) and `NNNNNNNN.json` (its label line). Record `i` (from 1) belongs to tar
//!   `(i-1)/shard-size` of the whole set, whichever `--shard K/N` makes it: each process
//!   writes the tars of its own records only, so a tar that straddles two set shards is
//!   written in part by each, under the same name. To get whole tars in one folder, make each
//!   set shard a multiple of `--shard-size` records (`--count` = N × a multiple of it), or give
//!   each process its own `--out`.
//! - `imagefolder` (Hugging Face): `NNNNNNNN.png` and `metadata.jsonl`, each line `file_name`
//!   then the label's keys.
//! - `tesstrain`: each MRZ line drawn alone as a one-line zone, `NNNNNNNN_L.png` (L from 1),
//!   with `NNNNNNNN_L.gt.txt` holding the line's text and a newline.
//!
//! Images are `.png` or `.jpg` as `--image` says, in every layout but `tesstrain` (always PNG).

use crate::labels::write_header;
use crate::tar::Tar;
use crate::zipset::{self, ZipSet};
use mrz_core::Format;
use std::fs::{self, File};
use std::io::{self, BufWriter, Write};
use std::path::{Path, PathBuf};

#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Layout {
    Dir,
    Zip,
    Webdataset,
    Imagefolder,
    Tesstrain,
}

/// How the images are encoded, which their files' extension follows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum ImageType {
    Png,
    Jpeg,
}

impl ImageType {
    pub fn extension(self) -> &'static str {
        match self {
            ImageType::Png => "png",
            ImageType::Jpeg => "jpg",
        }
    }
}

/// One record, ready to write: its encoded images (the zone, or each line alone for
/// `tesstrain`) and what they are, its lines, and its rows of the two label files.
pub struct Made {
    pub images: Vec<Vec<u8>>,
    pub kind: ImageType,
    pub format: Format,
    pub lines: Vec<String>,
    /// Whether the picture read back to `lines`, when verifying.
    pub read_ok: Option<bool>,
    pub csv: Vec<u8>,
    pub jsonl: Vec<u8>,
}

/// The image's name as the label's `file` gives it.
pub fn image_file(layout: Layout, index: u32, kind: ImageType) -> String {
    let extension = kind.extension();
    match layout {
        Layout::Dir | Layout::Zip => format!("images/{index:05}.{extension}"),
        _ => format!("{index:08}.{extension}"),
    }
}

/// Where the records go, in index order.
pub struct Sink {
    layout: Layout,
    out: PathBuf,
    shard_size: u32,
    csv: Option<BufWriter<File>>,
    jsonl: Option<BufWriter<File>>,
    tar: Option<(u32, Tar<BufWriter<File>>)>,
    zip: Option<ZipSet>,
}

fn create(path: &Path) -> io::Result<BufWriter<File>> {
    Ok(BufWriter::new(File::create(path)?))
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
        fs::create_dir_all(out)?;
        let first = k == 1;
        let (mut csv, mut jsonl, mut zip) = (None, None, None);
        match layout {
            Layout::Dir => {
                fs::create_dir_all(out.join("images"))?;
                let mut file = create(&out.join("labels.csv"))?;
                // Only the first shard has the header, so that the shards' files put end to
                // end are the set's.
                if first {
                    write_header(&mut file, read_ok)?;
                }
                csv = Some(file);
                jsonl = Some(create(&out.join("labels.jsonl"))?);
            }
            Layout::Zip => {
                let path = out.join(zipset::file_name(k, n));
                zip = Some(ZipSet::create(&path, first, read_ok)?);
            }
            Layout::Imagefolder => jsonl = Some(create(&out.join("metadata.jsonl"))?),
            Layout::Webdataset | Layout::Tesstrain => {}
        }
        Ok(Sink {
            layout,
            out: out.to_owned(),
            shard_size: shard_size.max(1),
            csv,
            jsonl,
            tar: None,
            zip,
        })
    }

    pub fn write(&mut self, index: u32, made: Made) -> io::Result<()> {
        let file = image_file(self.layout, index, made.kind);
        match self.layout {
            Layout::Dir => {
                fs::write(self.out.join(&file), &made.images[0])?;
                self.csv.as_mut().expect("dir").write_all(&made.csv)?;
                self.jsonl.as_mut().expect("dir").write_all(&made.jsonl)?;
            }
            Layout::Zip => {
                let zip = self.zip.as_mut().expect("zip");
                zip.write(&file, &made.images[0], &made.csv, &made.jsonl)?;
            }
            Layout::Imagefolder => {
                fs::write(self.out.join(&file), &made.images[0])?;
                // `file_name` first, then the label's keys as labels.jsonl has them.
                let rest = made.jsonl.strip_prefix(b"{").expect("a JSON object");
                let jsonl = self.jsonl.as_mut().expect("imagefolder");
                write!(jsonl, "{{\"file_name\":{},", serde_json::json!(file))?;
                jsonl.write_all(rest)?;
            }
            Layout::Tesstrain => {
                for (l, (png, line)) in made.images.iter().zip(&made.lines).enumerate() {
                    let stem = self.out.join(format!("{index:08}_{}", l + 1));
                    fs::write(stem.with_extension("png"), png)?;
                    fs::write(stem.with_extension("gt.txt"), format!("{line}\n"))?;
                }
            }
            Layout::Webdataset => {
                let number = (index - 1) / self.shard_size;
                if self.tar.as_ref().is_none_or(|(n, _)| *n != number) {
                    self.close_tar()?;
                    let path = self.out.join(format!("shard-{number:06}.tar"));
                    self.tar = Some((number, Tar::new(create(&path)?)));
                }
                let (_, tar) = self.tar.as_mut().expect("opened above");
                tar.append(&file, &made.images[0])?;
                tar.append(&format!("{index:08}.json"), &made.jsonl)?;
            }
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
        for file in [self.csv.as_mut(), self.jsonl.as_mut()]
            .into_iter()
            .flatten()
        {
            file.flush()?;
        }
        Ok(())
    }
}
