use super::*;
use std::fs::{self, File};
use std::io::BufWriter;
use std::path::{Path, PathBuf};
use std::process::Command;

fn scratch(name: &str) -> PathBuf {
    std::env::temp_dir().join(format!("mrz-zip-{}-{name}", std::process::id()))
}

/// Python's `zipfile` reads `path` and runs `check` (with `z` the archive); false without a
/// python3, after saying so.
fn python_reads(path: &Path, check: &str) -> bool {
    let script = format!(
        "import sys, zipfile\nz = zipfile.ZipFile(sys.argv[1])\nassert z.testzip() is None\n{check}\n"
    );
    match Command::new("python3")
        .args(["-c", &script, path.to_str().unwrap()])
        .output()
    {
        Err(_) => {
            eprintln!("note: no python3, the archive was not read back");
            false
        }
        Ok(run) => {
            let err = String::from_utf8_lossy(&run.stderr);
            assert!(run.status.success(), "{err}");
            true
        }
    }
}

#[test]
fn stored_and_deflated_entries_read_back() {
    let path = scratch("small.zip");
    let mut zip = Zip::new(
        File::create(&path).unwrap(),
        Scratch::file(scratch("small.central")).unwrap(),
    );
    zip.store("images/00001.png", b"\x89PNG not really")
        .unwrap();
    zip.store("empty", b"").unwrap();
    let text = b"index,file\r\n1,images/00001.png\r\n".repeat(40);
    let mut deflate = flate2::write::DeflateEncoder::new(Vec::new(), flate2::Compression::new(6));
    deflate.write_all(&text).unwrap();
    let packed = deflate.finish().unwrap();
    let entry = Entry {
        name: "labels.csv",
        crc: crc32fast::hash(&text),
        size: text.len() as u64,
        compressed: packed.len() as u64,
    };
    zip.deflated(entry, &mut &packed[..]).unwrap();
    zip.finish().unwrap();
    assert!(!scratch("small.central").exists(), "the spill is removed");
    let bytes = fs::read(&path).unwrap();
    // Two entries stored and one deflated, no ZIP64 records: the end record counts three.
    assert_eq!(&bytes[bytes.len() - 22..bytes.len() - 18], b"PK\x05\x06");
    assert_eq!(bytes[bytes.len() - 12], 3);
    let check = format!(
        "assert z.namelist() == ['images/00001.png', 'empty', 'labels.csv']\n\
         assert z.read('images/00001.png') == b'\\x89PNG not really'\n\
         assert z.read('labels.csv') == b'index,file\\r\\n1,images/00001.png\\r\\n' * 40\n\
         i = z.getinfo('labels.csv')\n\
         assert i.compress_type == zipfile.ZIP_DEFLATED and i.compress_size == {}\n\
         assert z.getinfo('empty').compress_type == zipfile.ZIP_STORED\n\
         assert all(i.date_time == (2026, 1, 1, 0, 0, 0) for i in z.infolist())\n\
         assert all(i.external_attr >> 16 == 0o100644 for i in z.infolist())",
        packed.len()
    );
    python_reads(&path, &check);
    fs::remove_file(path).unwrap();
}

#[test]
fn more_than_65535_entries_take_zip64_end_records() {
    let path = scratch("many.zip");
    let mut zip = Zip::new(
        BufWriter::new(File::create(&path).unwrap()),
        Scratch::file(scratch("many.c")).unwrap(),
    );
    let count = 70_000;
    for i in 0..count {
        zip.store(&format!("{i:08}.json"), format!("{i}").as_bytes())
            .unwrap();
    }
    zip.finish().unwrap();
    let bytes = fs::read(&path).unwrap();
    // The plain end record says "see ZIP64"; the ZIP64 one before its locator has the count.
    let tail = &bytes[bytes.len() - 22..];
    assert_eq!(&tail[8..10], [0xFF, 0xFF]);
    let record = &bytes[bytes.len() - 22 - 20 - 56..];
    assert_eq!(&record[..4], b"PK\x06\x06");
    assert_eq!(
        u64::from_le_bytes(record[32..40].try_into().unwrap()),
        count
    );
    python_reads(
        &path,
        "names = z.namelist()\n\
         assert len(names) == 70000 and names[69999] == '00069999.json'\n\
         assert z.read('00012345.json') == b'12345'",
    );
    fs::remove_file(path).unwrap();
}
