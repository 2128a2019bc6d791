// The read module itself, loaded from its bytes in Node: the same code the read worker runs,
// fed pictures drawn by the page's own renderer.
import { describe, expect, it } from 'vitest';
import { MrzRenderer, type Fields } from 'mrz-wasm';
import { read_picture, type PictureRead } from '../../pkg/mrz-wasm-read/mrz_wasm_read.js';
import { specimen } from '../testing/specimen';

const renderer = new MrzRenderer();

/** The zone of `fields` drawn at `fontSize`, in the middle of a white picture of `w` x `h`. */
function picture(fields: Fields, fontSize: number, w: number, h: number): Uint8Array {
  const drawn = renderer.draw(fields, { fontSize });
  const strip = renderer.frameView();
  const out = new Uint8Array(w * h * 4).fill(255);
  const [left, top] = [Math.floor((w - drawn.width) / 2), Math.floor((h - drawn.height) / 2)];
  for (let y = 0; y < drawn.height; y++) {
    out.set(strip.subarray(y * drawn.width * 4, (y + 1) * drawn.width * 4), ((top + y) * w + left) * 4);
  }
  return out;
}

describe('read_picture', () => {
  it('reads the zone back from a 1280 x 720 frame: lines, format, confidence, boxes', () => {
    const read = read_picture(picture(specimen.fields, 32, 1280, 720), 1280, 720);
    if (!('reading' in read)) throw new Error(read.refusal.message);
    const r = read.reading;
    expect(r.lines).toEqual(specimen.lines);
    expect([r.format, r.valid]).toEqual(['td3', true]);
    expect(r.boxes.map((line) => line.length)).toEqual([44, 44]);
    expect(r.confidence.flat().every((c) => c > 0.5 && c <= 1)).toBe(true);
    // The zone is in the middle, where it was drawn.
    const [[x0, y0], , [x1, y1]] = r.quad;
    expect(x0).toBeGreaterThan(100);
    expect(x1).toBeLessThan(1180);
    expect(y0).toBeGreaterThan(300);
    expect(y1).toBeLessThan(420);
  });

  it('refuses what it cannot read, as data', () => {
    const code = (r: PictureRead) => ('refusal' in r ? r.refusal.code : 'read');
    expect(code(read_picture(new Uint8Array(0), 0, 0))).toBe('no_pixels');
    expect(code(read_picture(new Uint8Array(0), 20_000, 20_000))).toBe('too_large');
    expect(code(read_picture(new Uint8Array(12), 2, 2))).toBe('size_mismatch');
    expect(code(read_picture(new Uint8Array(64 * 64 * 4).fill(255), 64, 64))).toBe('no_zone');
  });
});
