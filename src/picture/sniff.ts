// A picture file's kind and size from its first bytes, before anything decodes it: a
// 20,000 x 20,000 PNG or a small file that unpacks to gigabytes (a decompression bomb) is
// refused on the numbers its header gives, and a file cut short is told from a damaged one.
// Pure, over bytes; the read worker runs it.
import type { IllegibleZone } from '../../pkg/mrz-wasm-read/mrz_wasm_read';

export type PictureKind = 'png' | 'jpeg' | 'webp' | 'bmp' | 'gif';

/** Why a picture is not read, as data the page translates. */
export type Problem =
  | { code: 'empty_file' }
  | { code: 'file_too_large'; bytes: number }
  | { code: 'not_picture' }
  | { code: 'tiff' }
  | { code: 'no_pixels' }
  | { code: 'too_large'; width: number; height: number }
  | { code: 'truncated'; kind: PictureKind }
  | { code: 'damaged'; kind: PictureKind }
  | { code: 'no_zone' }
  | ({ code: 'illegible' } & IllegibleZone)
  | { code: 'unread'; message: string }
  | { code: 'failed' };

export interface Header {
  kind: PictureKind;
  width: number;
  height: number;
}

/** As the reader's own limit: 200 MB of RGBA already, more than any frame or scan needs. */
export const MAX_PIXELS = 50_000_000;
/** The browser's canvases stop near here; a picture read goes through one. */
export const MAX_SIDE = 16_384;
/** A 50-megapixel photo is rarely over 40 MB; the whole file is held while it is checked. */
export const MAX_FILE_BYTES = 100_000_000;

/** Refuses a size with no pixels, or more than the reader takes. */
export function sizeProblem(width: number, height: number): Problem | null {
  if (width === 0 || height === 0) return { code: 'no_pixels' };
  if (width * height > MAX_PIXELS || width > MAX_SIDE || height > MAX_SIDE) return { code: 'too_large', width, height };
  return null;
}

const u16be = (b: Uint8Array, at: number) => (b[at]! << 8) | b[at + 1]!;
const u16le = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8);
const u24le = (b: Uint8Array, at: number) => u16le(b, at) | (b[at + 2]! << 16);
const u32be = (b: Uint8Array, at: number) => u16be(b, at) * 65536 + u16be(b, at + 2);
const u32le = (b: Uint8Array, at: number) => u16le(b, at) + u16le(b, at + 2) * 65536;
const ascii = (b: Uint8Array, at: number, n: number) => String.fromCharCode(...b.subarray(at, at + n));
const starts = (b: Uint8Array, sig: number[]) => sig.every((x, i) => b[i] === x);

/**
 * The kind and size of the picture in `bytes` (the whole file), or why it will not be read:
 * empty, not a PNG, JPEG, WebP, BMP or GIF (a TIFF said apart: browsers do not decode it), cut
 * short, damaged, no pixels, or too large.
 */
export function sniff(bytes: Uint8Array): Header | Problem {
  if (bytes.length === 0) return { code: 'empty_file' };
  let header: Header | Problem;
  if (starts(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) header = png(bytes);
  else if (starts(bytes, [0xff, 0xd8, 0xff])) header = jpeg(bytes);
  else if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') header = webp(bytes);
  else if (ascii(bytes, 0, 2) === 'BM') header = bmp(bytes);
  else if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a') header = gif(bytes);
  else if (ascii(bytes, 0, 4) === 'II*\0' || ascii(bytes, 0, 4) === 'MM\0*') return { code: 'tiff' };
  else return { code: 'not_picture' };
  return 'code' in header ? header : (sizeProblem(header.width, header.height) ?? header);
}

/** IHDR first, then every chunk's length followed to IEND: a file cut short has none. */
function png(b: Uint8Array): Header | Problem {
  if (b.length < 33) return { code: 'truncated', kind: 'png' };
  if (ascii(b, 12, 4) !== 'IHDR' || u32be(b, 8) !== 13) return { code: 'damaged', kind: 'png' };
  const size = { kind: 'png' as const, width: u32be(b, 16), height: u32be(b, 20) };
  for (let at = 8; ; ) {
    if (at + 8 > b.length) return { code: 'truncated', kind: 'png' };
    const next = at + 12 + u32be(b, at);
    if (next > b.length) return { code: 'truncated', kind: 'png' };
    if (ascii(b, at + 4, 4) === 'IEND') return size;
    at = next;
  }
}

const isFrameMarker = (m: number) => m >= 0xc0 && m <= 0xcf && m !== 0xc4 && m !== 0xc8 && m !== 0xcc;

/** The segments followed to the frame header (SOFn) for the size, then to the first scan: a
 * whole file has its end marker after it (entropy-coded data never holds FF D9). */
function jpeg(b: Uint8Array): Header | Problem {
  let size: Header | null = null;
  for (let at = 2; ; ) {
    while (b[at] === 0xff && b[at + 1] === 0xff) at++; // fill bytes
    if (at + 4 > b.length) return { code: 'truncated', kind: 'jpeg' };
    if (b[at] !== 0xff) return { code: 'damaged', kind: 'jpeg' };
    const marker = b[at + 1]!;
    // Markers without a length: restarts, TEM.
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      at += 2;
      continue;
    }
    const length = u16be(b, at + 2);
    if (length < 2) return { code: 'damaged', kind: 'jpeg' };
    if (isFrameMarker(marker)) {
      if (at + 9 > b.length) return { code: 'truncated', kind: 'jpeg' };
      size = { kind: 'jpeg', width: u16be(b, at + 7), height: u16be(b, at + 5) };
    }
    if (marker === 0xda) {
      if (!size) return { code: 'damaged', kind: 'jpeg' };
      for (let end = b.length - 2; end >= at; end--) if (b[end] === 0xff && b[end + 1] === 0xd9) return size;
      return { code: 'truncated', kind: 'jpeg' };
    }
    if (marker === 0xd9) return { code: 'damaged', kind: 'jpeg' };
    at += 2 + length;
  }
}

/** The RIFF size says how long the file is; the first chunk says the size: lossy (VP8),
 * lossless (VP8L) or extended (VP8X, its canvas). */
function webp(b: Uint8Array): Header | Problem {
  if (b.length < 30) return { code: 'truncated', kind: 'webp' };
  if (u32le(b, 4) + 8 > b.length) return { code: 'truncated', kind: 'webp' };
  const chunk = ascii(b, 12, 4);
  if (chunk === 'VP8 ') {
    if (b[23] !== 0x9d || b[24] !== 0x01 || b[25] !== 0x2a) return { code: 'damaged', kind: 'webp' };
    return { kind: 'webp', width: u16le(b, 26) & 0x3fff, height: u16le(b, 28) & 0x3fff };
  }
  if (chunk === 'VP8L') {
    if (b[20] !== 0x2f) return { code: 'damaged', kind: 'webp' };
    const bits = u32le(b, 21);
    return { kind: 'webp', width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') return { kind: 'webp', width: u24le(b, 24) + 1, height: u24le(b, 27) + 1 };
  return { code: 'damaged', kind: 'webp' };
}

/** The DIB header's size: a core header's 16-bit sides, or any later one's signed 32-bit sides
 * (a negative height stored top down). The file's own size field is not trusted (some writers
 * leave it wrong, and browsers ignore it): an uncompressed picture is cut short when its rows
 * run past the end. */
function bmp(b: Uint8Array): Header | Problem {
  if (b.length < 26) return { code: 'truncated', kind: 'bmp' };
  const dib = u32le(b, 14);
  const core = dib === 12;
  if (!core && dib < 16) return { code: 'damaged', kind: 'bmp' };
  const width = core ? u16le(b, 18) : Math.abs(u32le(b, 18) | 0);
  const height = core ? u16le(b, 20) : Math.abs(u32le(b, 22) | 0);
  const bits = u16le(b, core ? 24 : 28);
  // BI_RGB or BI_BITFIELDS: rows of whole 32-bit words; compressed rows have no set length.
  const plain = core || dib < 20 || [0, 3].includes(u32le(b, 30));
  const stride = Math.ceil((width * bits) / 32) * 4;
  if (plain && u32le(b, 10) + stride * height > b.length) return { code: 'truncated', kind: 'bmp' };
  return { kind: 'bmp', width, height };
}

/** The logical screen's size. A GIF cut short is left to the browser to find: its blocks end
 * with a trailer that some writers follow with more bytes or leave out. */
function gif(b: Uint8Array): Header | Problem {
  if (b.length < 13) return { code: 'truncated', kind: 'gif' };
  return { kind: 'gif', width: u16le(b, 6), height: u16le(b, 8) };
}
