// The page's text face: every stylesheet names its own OCR-B, never a machine's, and the advance
// the fitted lines assume is the face's own.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MRZ_FONT_TEXT, writeMrzFont } from '../scripts/vite/mrz-font';

const SRC = new URL('.', import.meta.url).pathname;
const stylesheets = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? stylesheets(join(dir, e.name)) : e.name.endsWith('.css') ? [join(dir, e.name)] : [],
  );
const uncommented = (file: string) => readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');

/** The advances of an OpenType font's glyphs but .notdef, in ems (from its hmtx, hhea and head). */
function advances(font: Buffer): Set<number> {
  const tables = new Map<string, number>();
  for (let i = 0; i < font.readUInt16BE(4); i++) tables.set(font.toString('latin1', 12 + 16 * i, 16 + 16 * i), font.readUInt32BE(20 + 16 * i));
  const [head, hhea, hmtx] = ['head', 'hhea', 'hmtx'].map((t) => tables.get(t)!) as [number, number, number];
  const em = font.readUInt16BE(head + 18);
  const count = font.readUInt16BE(hhea + 34);
  return new Set(Array.from({ length: count - 1 }, (_, i) => font.readUInt16BE(hmtx + 4 * (i + 1)) / em));
}

describe("the page's OCR-B", () => {
  it("is named by the page's own family; no stylesheet asks the machine for an OCR-B", () => {
    for (const file of stylesheets(SRC)) expect(uncommented(file), file).not.toMatch(/['"]OCR[ -]?B['"]|local\(/i);
    expect(uncommented(join(SRC, 'mrz-font.css'))).toMatch(/--mrz-font:\s*'passport-mrz OCR-B',/);
  });

  it("fits lines by the face's own advance, with at most 2 % to spare", () => {
    // A monospaced face: every glyph as wide as the next.
    const widths = advances(readFileSync(new URL('../crates/mrz-render/font/OCRB.otf', import.meta.url)));
    expect(widths.size).toBe(1);
    const [em] = widths;
    const assumed = Number(/--mrz-advance:\s*([\d.]+)/.exec(uncommented(join(SRC, 'mrz-font.css')))![1]);
    expect(assumed).toBeGreaterThanOrEqual(em!);
    expect(assumed).toBeLessThanOrEqual(em! * 1.02);
  });

  it('is cut to WOFF2 holding every MRZ character and the rest of printable ASCII', async () => {
    expect(MRZ_FONT_TEXT).toHaveLength(95);
    for (const c of '<0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ') expect(MRZ_FONT_TEXT).toContain(c);
    const bytes = await writeMrzFont();
    // A whole face would be larger: 18 KB as OpenType.
    expect(bytes).toBeGreaterThan(2_000);
    expect(bytes).toBeLessThan(12_000);
  });
});
