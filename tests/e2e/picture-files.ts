// Pictures for the checker's reader, made at test time: the page's own preview as PNG, JPEG or
// WebP (Chromium's encoders), a camera frame of it, hostile files written here byte by byte, and
// the committed zone too blurred to read.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { crc32, deflateSync } from 'node:zlib';
import { expect, type Locator, type Page } from '@playwright/test';
import { specimen } from './checker-page';
import { input } from './helpers';

export type PictureType = 'image/png' | 'image/jpeg' | 'image/webp';
export const EXTENSION: Record<PictureType, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };

/** The page opened, with the form showing `format`'s specimen, and the preview painted with it
 * (the preview's name is set with the picture it paints): a picture taken of it is the zone. */
export async function openWithSpecimen(page: Page, format: 'td3' | 'td1' = 'td3'): Promise<void> {
  await page.goto('/');
  if (format !== 'td3') await page.getByRole('radio', { name: /^ID card \(TD1\)/ }).check();
  for (const [key, value] of Object.entries(specimen(format).fields!)) if (key !== 'format') await input(page, key).fill(value);
  await expect(page.getByRole('img', { name: specimen(format).lines.join('\n') })).toBeVisible();
}

/** The preview's zone, as the page drew it, encoded by the browser as `type`. */
export async function zonePicture(page: Page, type: PictureType): Promise<Buffer> {
  const preview = page.getByRole('img', { name: /</ }).first();
  await expect(preview).toBeVisible();
  const url = await preview.evaluate((c, t) => (c as HTMLCanvasElement).toDataURL(t, 0.92), type);
  expect(url.startsWith(`data:${type};`), `Chromium encodes ${type}`).toBe(true);
  return Buffer.from(url.slice(url.indexOf(',') + 1), 'base64');
}

/** A `width` x `height` camera frame: the preview's zone scaled to 90 % of the width, on white in
 * its middle; RGBA. */
export async function zoneFrame(page: Page, width: number, height: number): Promise<Uint8Array> {
  const preview = page.getByRole('img', { name: /</ }).first();
  await expect(preview).toBeVisible();
  return frameOf(page, width, height, '#fff', 0.9, async () => preview.evaluate((c) => (c as HTMLCanvasElement).toDataURL()));
}

/** ICAO's specimen zone too blurred to read, 480 x 100 (testdata/pictures/README.md): the
 * reader finds it and says it cannot read it. */
export const BLURRED_ZONE = readFileSync(fileURLToPath(new URL('../../testdata/pictures/td3-blurred.png', import.meta.url)));

/** BLURRED_ZONE at its own size in the middle of a white `width` x `height` camera frame; RGBA. */
export async function blurredFrame(page: Page, width: number, height: number): Promise<Uint8Array> {
  return frameOf(page, width, height, '#fff', 480 / width, async () => `data:image/png;base64,${BLURRED_ZONE.toString('base64')}`);
}

/** A test-set picture (`mrz batch --realism photo`, a specimen card on a desk) as a camera's
 * `width` x `height` frame: drawn as tall as the frame, on the desk's grey either side. */
export async function cardFrame(page: Page, jpeg: Buffer, width: number, height: number): Promise<Uint8Array> {
  return frameOf(page, width, height, '#777', 0, async () => `data:image/jpeg;base64,${jpeg.toString('base64')}`);
}

/** The RGBA pixels of a `width` x `height` frame of `ground` with the picture at the data URL
 * `source` gives drawn in its middle: `share` of the frame's width, or (0) as tall as it. */
async function frameOf(page: Page, width: number, height: number, ground: string, share: number, source: () => Promise<string>): Promise<Uint8Array> {
  const url = await source();
  const base64 = await page.evaluate(
    async ([url, w, h, ground, share]) => {
      // From the data URL's bytes: the page's content security policy allows no fetch of it.
      const [head, body] = (url as string).split(',') as [string, string];
      const bytes = Uint8Array.from(atob(body), (c) => c.charCodeAt(0));
      const picture = await createImageBitmap(new Blob([bytes], { type: head.slice(5, head.indexOf(';')) }));
      const frame = new OffscreenCanvas(w as number, h as number);
      const context = frame.getContext('2d')!;
      context.fillStyle = ground as string;
      context.fillRect(0, 0, w as number, h as number);
      const scale = share ? ((share as number) * (w as number)) / picture.width : (h as number) / picture.height;
      const [dw, dh] = [picture.width * scale, picture.height * scale];
      context.drawImage(picture, ((w as number) - dw) / 2, ((h as number) - dh) / 2, dw, dh);
      const { data } = context.getImageData(0, 0, w as number, h as number);
      let text = '';
      for (let i = 0; i < data.length; i += 0x8000) text += String.fromCharCode(...data.subarray(i, i + 0x8000));
      return btoa(text);
    },
    [url, width, height, ground, share] as const,
  );
  return new Uint8Array(Buffer.from(base64, 'base64'));
}

/** A 24-bit BMP of RGBA `pixels`, `width` x `height`, rows stored bottom up (as a passport
 * reader's SDK saves its page): Chromium encodes no BMP, so it is written here. */
export function bmp(pixels: Uint8Array, width: number, height: number): Buffer {
  const stride = Math.ceil((width * 3) / 4) * 4;
  const out = Buffer.alloc(54 + stride * height);
  out.write('BM', 0, 'latin1');
  out.writeUInt32LE(out.length, 2);
  out.writeUInt32LE(54, 10);
  out.writeUInt32LE(40, 14);
  out.writeInt32LE(width, 18);
  out.writeInt32LE(height, 22);
  out.writeUInt16LE(1, 26);
  out.writeUInt16LE(24, 28);
  for (let y = 0; y < height; y++) {
    const row = 54 + (height - 1 - y) * stride;
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 4;
      out[row + x * 3] = pixels[at + 2]!;
      out[row + x * 3 + 1] = pixels[at + 1]!;
      out[row + x * 3 + 2] = pixels[at]!;
    }
  }
  return out;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), 8 + data.length);
  return out;
}

/** A whole, well-formed greyscale PNG header of `width` x `height` with `idat` as its data. */
export function png(width: number, height: number, idat: Uint8Array): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // 8 bits, greyscale, deflate, no filter, not interlaced
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', ihdr), chunk('IDAT', idat), chunk('IEND', new Uint8Array())]);
}

/** A 97 KB PNG that would unpack to 100 megapixels: 100 MB of zero rows, deflated. */
const bomb = () => png(10_000, 10_000, deflateSync(Buffer.alloc(10_001 * 10_000), { level: 9 }));

const TOO_LARGE = (side: number) =>
  `The picture is ${side} × ${side} pixels: larger than the reader takes (50 megapixels, 16384 pixels a side). Crop or shrink it first.`;

/** Hostile files, each with the message the checker must give for it; some are made from a
 * good PNG of a zone. */
export const HOSTILE: { name: string; file: string; bytes: (good: Buffer) => Buffer; says: string }[] = [
  { name: 'a zero-byte file', file: 'empty.png', bytes: () => Buffer.alloc(0), says: 'The file is empty.' },
  {
    name: 'a PNG cut in half',
    file: 'half.png',
    bytes: (good) => good.subarray(0, good.length >> 1),
    says: 'The PNG file ends early: it was cut short, perhaps by a download that did not finish.',
  },
  {
    name: 'a PNG whose pixels are noise',
    file: 'noise.png',
    bytes: () => png(64, 64, new Uint8Array(500).fill(0xa5)),
    says: 'The PNG file is damaged: it could not be decoded.',
  },
  { name: 'text named .png', file: 'zone.png', bytes: () => Buffer.from('P<UTOERIKSSON<<ANNA<MARIA'), says: 'This is not a PNG, JPEG, WebP, BMP or GIF picture.' },
  {
    name: 'a TIFF scan',
    file: 'scan.tif',
    bytes: () => Buffer.from([0x49, 0x49, 0x2a, 0, 8, 0, 0, 0, 0, 0]),
    says: 'This is a TIFF, which this page does not read (most browsers cannot show it). Save it again as PNG or JPEG, or read it with the mrz command or the npm or Python package, which take TIFF.',
  },
  { name: 'a 20,000 x 20,000 PNG header', file: 'huge.png', bytes: () => png(20_000, 20_000, deflateSync(Buffer.alloc(20_001))), says: TOO_LARGE(20_000) },
  { name: 'a decompression bomb (97 KB to 100 megapixels)', file: 'bomb.png', bytes: bomb, says: TOO_LARGE(10_000) },
];

/** The checker, its text box, its picture status line and its picture's lines. */
export function checkerParts(page: Page): { checker: Locator; box: Locator; status: Locator; lines: Locator } {
  const checker = page.getByRole('region', { name: 'MRZ checker' });
  return {
    checker,
    box: checker.getByLabel('MRZ to check (its lines, or all on one line)'),
    status: checker.locator('.picture-status'),
    lines: checker.getByRole('grid', { name: 'The lines read from the picture, a character a cell' }),
  };
}

/** Gives the checker a file as someone would: chosen, dropped on it, or pasted into it. */
export async function givePicture(page: Page, how: 'choose' | 'drop' | 'paste', name: string, bytes: Buffer, type: string) {
  const { checker, box } = checkerParts(page);
  if (how === 'choose') {
    await checker.getByLabel('Choose a picture').setInputFiles({ name, mimeType: type, buffer: bytes });
    return;
  }
  const data = await page.evaluateHandle(
    ([n, b64, t]) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([Uint8Array.from(atob(b64!), (c) => c.charCodeAt(0))], n!, { type: t }));
      return transfer;
    },
    [name, bytes.toString('base64'), type],
  );
  if (how === 'drop') {
    await checker.dispatchEvent('dragover', { dataTransfer: data });
    await checker.dispatchEvent('drop', { dataTransfer: data });
    return;
  }
  // A paste as Ctrl+V makes it, into the focused text box.
  await box.focus();
  await box.evaluate((el, d) => el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: d, bubbles: true, cancelable: true })), data);
}
