//! How a test set's records are laid out (`mrz batch --layout`), on disk or in an archive.
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

use mrz_core::Format;
use std::borrow::Cow;

/// A set's files: `dir` (images/, labels.csv, labels.jsonl on disk), `zip` (the same in one
/// archive), `webdataset` (a tar of NNNNNNNN.png and NNNNNNNN.json), `imagefolder` (Hugging
/// Face: metadata.jsonl) or `tesstrain` (each line's PNG and .gt.txt).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "clap", derive(clap::ValueEnum))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename_all = "lowercase"))]
pub enum Layout {
    Dir,
    Zip,
    Webdataset,
    Imagefolder,
    Tesstrain,
}

impl Layout {
    pub const ALL: [Layout; 5] = [
        Layout::Dir,
        Layout::Zip,
        Layout::Webdataset,
        Layout::Imagefolder,
        Layout::Tesstrain,
    ];

    /// Its name, as `--layout` takes it.
    pub fn key(self) -> &'static str {
        match self {
            Layout::Dir => "dir",
            Layout::Zip => "zip",
            Layout::Webdataset => "webdataset",
            Layout::Imagefolder => "imagefolder",
            Layout::Tesstrain => "tesstrain",
        }
    }
}

/// How the images are encoded, which their files' extension follows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "clap", derive(clap::ValueEnum))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename_all = "lowercase"))]
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
    /// Each image's width and height.
    pub sizes: Vec<[u32; 2]>,
    /// The picture's pixels as drawn, when asked for instead of a PNG (`Maker::make_pixels`).
    pub raw: Option<crate::picture::Raw>,
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

/// A record's files as the layout names them, in the order they are written (its labels files'
/// rows apart: see [`LabelFile`]).
pub fn record_files(layout: Layout, index: u32, made: &Made) -> Vec<(String, Cow<'_, [u8]>)> {
    let image = |i: usize| Cow::Borrowed(&made.images[i][..]);
    match layout {
        Layout::Tesstrain => made
            .images
            .iter()
            .zip(&made.lines)
            .enumerate()
            .flat_map(|(l, (png, line))| {
                let stem = format!("{index:08}_{}", l + 1);
                [
                    (format!("{stem}.png"), Cow::Borrowed(&png[..])),
                    (
                        format!("{stem}.gt.txt"),
                        Cow::Owned(format!("{line}\n").into_bytes()),
                    ),
                ]
            })
            .collect(),
        Layout::Webdataset => vec![
            (image_file(layout, index, made.kind), image(0)),
            (format!("{index:08}.json"), Cow::Borrowed(&made.jsonl[..])),
        ],
        _ => vec![(image_file(layout, index, made.kind), image(0))],
    }
}

/// A record's row of each labels file of the layout.
pub fn record_rows(layout: Layout, index: u32, made: &Made) -> Vec<(LabelFile, Cow<'_, [u8]>)> {
    LabelFile::of(layout)
        .iter()
        .map(|&file| (file, file.row(layout, index, made)))
        .collect()
}

/// The files a layout writes a row of for every record, after the records' own files.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LabelFile {
    Csv,
    Jsonl,
    Metadata,
}

impl LabelFile {
    /// The labels files of `layout`.
    pub fn of(layout: Layout) -> &'static [LabelFile] {
        match layout {
            Layout::Dir | Layout::Zip => &[LabelFile::Csv, LabelFile::Jsonl],
            Layout::Imagefolder => &[LabelFile::Metadata],
            Layout::Webdataset | Layout::Tesstrain => &[],
        }
    }

    /// The file named `name` (`labels.csv`, `labels.jsonl`, `metadata.jsonl`).
    pub fn named(name: &str) -> Option<LabelFile> {
        [LabelFile::Csv, LabelFile::Jsonl, LabelFile::Metadata]
            .into_iter()
            .find(|f| f.name() == name)
    }

    pub fn name(self) -> &'static str {
        match self {
            LabelFile::Csv => "labels.csv",
            LabelFile::Jsonl => "labels.jsonl",
            LabelFile::Metadata => "metadata.jsonl",
        }
    }

    /// Record `index`'s row of this file.
    pub fn row(self, layout: Layout, index: u32, made: &Made) -> Cow<'_, [u8]> {
        match self {
            LabelFile::Csv => Cow::Borrowed(&made.csv),
            LabelFile::Jsonl => Cow::Borrowed(&made.jsonl),
            // Hugging Face's `file_name` first, then the label's keys as labels.jsonl has them.
            LabelFile::Metadata => {
                let rest = made.jsonl.strip_prefix(b"{").unwrap_or(&made.jsonl);
                let file = serde_json::json!(image_file(layout, index, made.kind));
                let mut row = format!("{{\"file_name\":{file},").into_bytes();
                row.extend_from_slice(rest);
                Cow::Owned(row)
            }
        }
    }
}
