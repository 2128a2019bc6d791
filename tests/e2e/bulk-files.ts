// Reading a test set's files back in the browser tests, written here from the formats' own
// definitions, without the app's code: ustar members, a JPEG's and a PNG's size, and the panel.
import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { unzipSync } from 'fflate';

/** Each member of a ustar archive: its name and bytes. */
export function untar(bytes: Uint8Array): Map<string, Uint8Array> {
  const out = new Map<string, Uint8Array>();
  const text = (from: number, to: number) => Buffer.from(bytes.subarray(from, to)).toString('latin1').replace(/\0.*$/s, '');
  for (let at = 0; at + 512 <= bytes.length; ) {
    const name = text(at, at + 100);
    if (name === '') break;
    const size = parseInt(text(at + 124, at + 136), 8);
    const sum = bytes.subarray(at, at + 512).reduce((s, b, i) => s + (i >= 148 && i < 156 ? 32 : b), 0);
    expect(parseInt(text(at + 148, at + 155), 8), `${name}'s checksum`).toBe(sum);
    out.set(name, bytes.subarray(at + 512, at + 512 + size));
    at += 512 + Math.ceil(size / 512) * 512;
  }
  return out;
}

/** A baseline JPEG's size, from its start-of-frame segment; and that it has one grey component. */
export function jpegSize(bytes: Uint8Array): { width: number; height: number; components: number } {
  expect([...bytes.subarray(0, 2)]).toEqual([0xff, 0xd8]);
  for (let at = 2; at < bytes.length; ) {
    const marker = bytes[at + 1]!;
    const length = (bytes[at + 2]! << 8) | bytes[at + 3]!;
    if (marker >= 0xc0 && marker <= 0xc2) {
      const b = Buffer.from(bytes.subarray(at + 5, at + 10));
      return { height: b.readUInt16BE(0), width: b.readUInt16BE(2), components: b[4]! };
    }
    at += 2 + length;
  }
  throw new Error('no start of frame');
}

/** A PNG's size and colour type, from its header. */
export function pngSize(bytes: Uint8Array): { width: number; height: number; colour: number } {
  const b = Buffer.from(bytes);
  expect(b.subarray(1, 4).toString()).toBe('PNG');
  return { width: b.readUInt32BE(16), height: b.readUInt32BE(20), colour: b[25]! };
}

export const panelOf = (page: Page, name = 'Test sets') => page.getByRole('region', { name });

/** Fill the panel (labels to values; selects chosen by their value) and download the set. */
export async function download(page: Page, values: Record<string, string>, selects: Record<string, string> = {}) {
  const panel = panelOf(page);
  for (const [label, value] of Object.entries(values)) await panel.getByLabel(label, { exact: true }).fill(value);
  for (const [label, value] of Object.entries(selects)) await panel.getByLabel(label, { exact: true }).selectOption(value);
  const [file] = await Promise.all([
    page.waitForEvent('download', { timeout: 90_000 }),
    panel.getByRole('button', { name: /^Generate / }).click(),
  ]);
  const bytes = new Uint8Array(readFileSync(await file.path()));
  return { name: file.suggestedFilename(), bytes, zip: () => unzipSync(bytes), tar: () => untar(bytes) };
}

export const text = (bytes: Uint8Array | undefined) => new TextDecoder().decode(bytes);
