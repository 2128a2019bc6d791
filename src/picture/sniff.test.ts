// Headers read as the read worker reads them: real PNG and JPEG files from the scene module,
// WebP, BMP and GIF headers of each kind written here, and every way a file can be short,
// damaged or huge.
import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { TestSet } from 'mrz-wasm-scene';
import { MAX_FILE_BYTES, sizeProblem, sniff } from './sniff';

/** A test set's photo, as the set engine makes it, and its size. */
function real(image: 'png' | 'jpeg') {
  const r = new TestSet(JSON.stringify({ seed: 7, realism: 'photo', image })).record(1);
  const [picture] = r.pictures;
  return { bytes: r.files[picture!.file]!.bytes, width: picture!.width, height: picture!.height };
}

const be32 = (n: number) => [n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
const le = (n: number, bytes: number) => Array.from({ length: bytes }, (_, i) => Math.floor(n / 256 ** i) & 255);
const text = (s: string) => [...s].map((c) => c.charCodeAt(0));
const chunk = (type: string, data: number[] | Uint8Array) => [...be32(data.length), ...text(type), ...data, 0, 0, 0, 0];

/** A PNG of grey pixels whose IHDR says `width` x `height`, with `idat` as its data. */
function png(width: number, height: number, idat: number[] | Uint8Array = [0]): Uint8Array {
  const ihdr = [...be32(width), ...be32(height), 8, 0, 0, 0, 0];
  return new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...chunk('IHDR', ihdr), ...chunk('IDAT', idat), ...chunk('IEND', [])]);
}

/** A WebP file of one `chunk` whose first bytes are `head`. */
function webp(kind: string, head: number[]): Uint8Array {
  const body = [...text(kind), ...le(head.length + 8, 4), ...head, ...new Array<number>(8).fill(0)];
  return new Uint8Array([...text('RIFF'), ...le(body.length + 4, 4), ...text('WEBP'), ...body]);
}

/** A BMP file whose DIB header of `size` bytes starts with `sides` (and its planes and bits),
 * and 16 bytes of pixels. */
function bmp(size: number, sides: number[]): Uint8Array {
  const dib = [...le(size, 4), ...sides, ...new Array<number>(Math.max(0, size - 4 - sides.length)).fill(0)];
  const offset = 14 + dib.length;
  const pixels = new Array<number>(16).fill(255);
  return new Uint8Array([...text('BM'), ...le(offset + pixels.length, 4), 0, 0, 0, 0, ...le(offset, 4), ...dib, ...pixels]);
}

/** A GIF's header and logical screen, an empty body and its trailer. */
function gif(width: number, height: number): Uint8Array {
  return new Uint8Array([...text('GIF89a'), ...le(width, 2), ...le(height, 2), 0, 0, 0, 0x3b]);
}

describe('sniff', () => {
  it('reads the size of real PNG and JPEG files', () => {
    for (const kind of ['png', 'jpeg'] as const) {
      const file = real(kind);
      expect(sniff(file.bytes)).toEqual({ kind, width: file.width, height: file.height });
    }
  });

  it('reads the size of each kind of WebP', () => {
    expect(sniff(webp('VP8 ', [0, 0, 0, 0x9d, 0x01, 0x2a, ...le(640, 2), ...le(480, 2)]))).toEqual({ kind: 'webp', width: 640, height: 480 });
    // VP8L: 14 bits of width - 1, then 14 of height - 1.
    const bits = 1279 | (719 << 14);
    expect(sniff(webp('VP8L', [0x2f, ...le(bits, 4)]))).toEqual({ kind: 'webp', width: 1280, height: 720 });
    expect(sniff(webp('VP8X', [0, 0, 0, 0, ...le(3999, 3), ...le(2999, 3)]))).toEqual({ kind: 'webp', width: 4000, height: 3000 });
  });

  it('reads the size of a BMP of either header, stored either way up, and of a GIF', () => {
    // Run-length coded (BI_RLE8, 1), so that its few pixels do not count as cut short.
    const rle = [1, 0, 8, 0, ...le(1, 4)];
    expect(sniff(bmp(40, [...le(1280, 4), ...le(720, 4), ...rle]))).toEqual({ kind: 'bmp', width: 1280, height: 720 });
    // A negative height: rows stored top down.
    expect(sniff(bmp(124, [...le(800, 4), ...le(2 ** 32 - 600, 4), ...rle]))).toEqual({ kind: 'bmp', width: 800, height: 600 });
    // A core header's 16-bit sides: 2 x 2 of 24 bits, its rows within the file.
    expect(sniff(bmp(12, [...le(2, 2), ...le(2, 2), 1, 0, 24, 0]))).toEqual({ kind: 'bmp', width: 2, height: 2 });
    expect(sniff(gif(1024, 768))).toEqual({ kind: 'gif', width: 1024, height: 768 });
    // An OS/2 header of 16 bytes; a BMP whose own size field is wrong, as some writers leave it.
    expect(sniff(bmp(16, [...le(2, 4), ...le(2, 4), 1, 0, 24, 0]))).toEqual({ kind: 'bmp', width: 2, height: 2 });
    const lying = bmp(40, [...le(2, 4), ...le(2, 4), 1, 0, 24, 0]);
    lying.set(le(999_999, 4), 2);
    expect(sniff(lying)).toEqual({ kind: 'bmp', width: 2, height: 2 });
    // A GIF with bytes after its trailer, and one without a trailer.
    expect(sniff(new Uint8Array([...gif(8, 8), 0, 0]))).toEqual({ kind: 'gif', width: 8, height: 8 });
    expect(sniff(gif(8, 8).subarray(0, 13))).toEqual({ kind: 'gif', width: 8, height: 8 });
  });

  it('says a TIFF is one, which the browser cannot show', () => {
    expect(sniff(new Uint8Array([...text('II*\0'), 8, 0, 0, 0]))).toEqual({ code: 'tiff' });
    expect(sniff(new Uint8Array([...text('MM\0*'), 0, 0, 0, 8]))).toEqual({ code: 'tiff' });
  });

  it('refuses a huge picture on its header alone', () => {
    expect(sniff(png(20_000, 20_000))).toEqual({ code: 'too_large', width: 20_000, height: 20_000 });
    expect(sniff(webp('VP8X', [0, 0, 0, 0, ...le(99_999, 3), ...le(9, 3)]))).toMatchObject({ code: 'too_large' });
    // A decompression bomb: 100 megapixels of nothing in a file of some 100 KB.
    const bomb = png(10_000, 10_000, deflateSync(new Uint8Array(10_001 * 1000)));
    expect(bomb.length).toBeLessThan(200_000);
    expect(sniff(bomb)).toEqual({ code: 'too_large', width: 10_000, height: 10_000 });
  });

  it('refuses no pixels, empty files and files of other kinds', () => {
    expect(sniff(png(0, 10))).toEqual({ code: 'no_pixels' });
    expect(sniff(new Uint8Array(0))).toEqual({ code: 'empty_file' });
    expect(sniff(new Uint8Array(text('GIF89b')))).toEqual({ code: 'not_picture' });
    expect(sniff(new TextEncoder().encode('P<UTOERIKSSON<<ANNA'))).toEqual({ code: 'not_picture' });
  });

  it('tells a file cut short, at any length, from a whole one', () => {
    for (const kind of ['png', 'jpeg'] as const) {
      const { bytes } = real(kind);
      for (const keep of [1, 8, 20, 40, 200, Math.floor(bytes.length / 2), bytes.length - 1]) {
        const cut = sniff(bytes.subarray(0, keep));
        expect('code' in cut && ['truncated', 'damaged', 'not_picture'].includes(cut.code), `${kind} cut to ${keep}`).toBe(true);
      }
      expect(sniff(bytes.subarray(0, bytes.length - 1))).toEqual({ code: 'truncated', kind });
    }
    const whole = webp('VP8 ', [0, 0, 0, 0x9d, 0x01, 0x2a, ...le(640, 2), ...le(480, 2)]);
    expect(sniff(whole.subarray(0, whole.length - 1))).toEqual({ code: 'truncated', kind: 'webp' });
    const picture = bmp(40, [...le(2, 4), ...le(2, 4), 1, 0, 24, 0]);
    expect(sniff(picture)).toEqual({ kind: 'bmp', width: 2, height: 2 });
    expect(sniff(picture.subarray(0, picture.length - 1))).toEqual({ code: 'truncated', kind: 'bmp' });
    expect(sniff(gif(4, 4).subarray(0, 12))).toEqual({ code: 'truncated', kind: 'gif' });
  });

  it('says damaged where a header is not what its kind writes', () => {
    const bad = png(10, 10);
    bad[12] = 0x58; // IHDR's name
    expect(sniff(bad)).toEqual({ code: 'damaged', kind: 'png' });
    expect(sniff(new Uint8Array([0xff, 0xd8, 0xff, 0xda, 0, 8, 0, 0, 0, 0, 0, 0, 0xff, 0xd9]))).toEqual({ code: 'damaged', kind: 'jpeg' });
    expect(sniff(webp('VP8 ', [0, 0, 0, 1, 2, 3, 0, 0, 0, 0]))).toEqual({ code: 'damaged', kind: 'webp' });
    expect(sniff(bmp(14, [...le(4, 4), ...le(4, 4)]))).toEqual({ code: 'damaged', kind: 'bmp' });
  });

  it('never throws, whatever follows a real signature', () => {
    let seed = 7;
    const random = () => ((seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0) / 2 ** 32) * 256;
    const heads = [real('png').bytes.subarray(0, 33), real('jpeg').bytes.subarray(0, 3), new Uint8Array(text('RIFF\0\0\0\0WEBPVP8')), new Uint8Array(text('BM')), new Uint8Array(text('GIF89a'))];
    for (let i = 0; i < 5000; i++) {
      const head = heads[i % heads.length]!;
      const tail = Array.from({ length: Math.floor(random()) }, random);
      expect(() => sniff(new Uint8Array([...head, ...tail]))).not.toThrow();
    }
  });
});

describe('sizeProblem', () => {
  it('takes up to 50 megapixels and 16,384 pixels a side', () => {
    expect(sizeProblem(1280, 720)).toBeNull();
    expect(sizeProblem(10_000, 5_000)).toBeNull();
    expect(sizeProblem(10_000, 5_001)).toMatchObject({ code: 'too_large' });
    expect(sizeProblem(16_385, 10)).toMatchObject({ code: 'too_large' });
    expect(sizeProblem(0, 0)).toEqual({ code: 'no_pixels' });
    expect(MAX_FILE_BYTES).toBe(100_000_000);
  });
});
