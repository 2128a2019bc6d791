// A test set as a ZIP, written as it is made. Images are stored (PNG and JPEG are compressed
// already) with the CRC their worker computed; the labels files come last, deflated in pieces by
// the workers and joined here into one stream. Only each entry's name, CRC, sizes and offset
// stay in memory, for the central directory.
import type { ByteSink } from './blob-sink';

/** Every entry's time: 2026-01-01 00:00 in MS-DOS form, so that the same options and seed give
 * the same archive to the byte, whenever and wherever it is made. */
const DOS_TIME = 0;
const DOS_DATE = ((2026 - 1980) << 9) | (1 << 5) | 1;

/** A deflate stream's last block: empty, final, fixed codes; closes the workers' pieces. */
const FINAL_BLOCK = new Uint8Array([3, 0]);

const STORED = 0;
const DEFLATED = 8;

interface Central {
  name: Uint8Array;
  method: number;
  crc: number;
  compressed: number;
  size: number;
  offset: number;
}

function header(signature: number, length: number) {
  const bytes = new Uint8Array(length);
  const view = new DataView(bytes.buffer);
  view.setUint32(0, signature, true);
  return { bytes, view };
}

/** The fields local and central headers share, from `at`: version needed to the name's length. */
function common(view: DataView, at: number, e: Central) {
  view.setUint16(at, 20, true);
  view.setUint16(at + 4, e.method, true);
  view.setUint16(at + 6, DOS_TIME, true);
  view.setUint16(at + 8, DOS_DATE, true);
  view.setUint32(at + 10, e.crc, true);
  view.setUint32(at + 14, e.compressed, true);
  view.setUint32(at + 18, e.size, true);
  view.setUint16(at + 22, e.name.length, true);
}

export function zipWriter(sink: ByteSink) {
  const entries: Central[] = [];
  const encoder = new TextEncoder();

  const start = (name: string, method: number, crc: number, compressed: number, size: number) => {
    const e = { name: encoder.encode(name), method, crc: crc >>> 0, compressed, size, offset: sink.offset };
    if (entries.length >= 0xffff || e.offset + compressed + 30 + e.name.length >= 2 ** 32) {
      throw new Error('the set is too large for a ZIP without ZIP64: make fewer records');
    }
    entries.push(e);
    const { bytes, view } = header(0x04034b50, 30 + e.name.length);
    common(view, 4, e);
    bytes.set(e.name, 30);
    sink.write(bytes);
  };

  return {
    /** A file stored as it is, with its CRC-32. */
    add(name: string, bytes: Uint8Array, crc: number) {
      start(name, STORED, crc, bytes.length, bytes.length);
      sink.write(bytes);
    },

    /** A file from raw deflate pieces (each ending on a sync flush), with the CRC-32 and size of
     * what they hold. */
    addDeflated(name: string, pieces: Uint8Array[], crc: number, size: number) {
      const compressed = pieces.reduce((n, p) => n + p.length, FINAL_BLOCK.length);
      start(name, DEFLATED, crc, compressed, size);
      pieces.forEach((p) => sink.write(p));
      sink.write(FINAL_BLOCK);
    },

    /** The central directory and its end record. */
    end() {
      const at = sink.offset;
      for (const e of entries) {
        const { bytes, view } = header(0x02014b50, 46 + e.name.length);
        view.setUint16(4, 20, true);
        common(view, 6, e);
        view.setUint32(42, e.offset, true);
        bytes.set(e.name, 46);
        sink.write(bytes);
      }
      const { view, bytes } = header(0x06054b50, 22);
      view.setUint16(8, entries.length, true);
      view.setUint16(10, entries.length, true);
      view.setUint32(12, sink.offset - at, true);
      view.setUint32(16, at, true);
      sink.write(bytes);
    },
  };
}
