// Timings inside one worker: the app's WASM path, and the Canvas 2D baseline a plain page
// would use (fillText in the OCR-B web font, with letter spacing), both to ImageBitmaps.
import { expose } from 'comlink';
import type { Fields } from 'mrz-wasm';
import fontUrl from '../crates/mrz-render/font/OCRB-mrz.otf?url';
import { drawPicture, drawPng, type Picture } from '../src/worker/draw';

async function time(runs: number, warmup: number, once: () => Promise<void>): Promise<number[]> {
  for (let i = 0; i < warmup; i++) await once();
  const out: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await once();
    out.push(performance.now() - t);
  }
  return out;
}

const close = (p: Picture) => p.patches.forEach((patch) => patch.bitmap.close());

const api = {
  /**
   * A keystroke as the page has it: a letter typed at the end of the surname or taken away
   * again, drawn as the bitmaps of what changed since the picture before (the given names
   * shift along the first line).
   */
  async wasm(fields: Fields, runs: number, warmup: number): Promise<number[]> {
    let last = await drawPicture(fields, undefined, null);
    close(last);
    let typed = false;
    return time(runs, warmup, async () => {
      typed = !typed;
      const surname = typed ? `${fields.surname}X` : fields.surname;
      last = await drawPicture({ ...fields, surname }, undefined, last.frame);
      close(last);
    });
  },

  /** The whole picture from scratch, as after a change of style. */
  wasmWhole(fields: Fields, runs: number, warmup: number): Promise<number[]> {
    return time(runs, warmup, async () => close(await drawPicture(fields, undefined, null)));
  },

  async canvas(lines: string[], size: { width: number; height: number }, runs: number, warmup: number) {
    const face = new FontFace('OCR B', `url(${new URL(fontUrl, self.location.href).href})`);
    // A worker's FontFaceSet; typed through globalThis since this file is also checked as DOM.
    (globalThis as unknown as { fonts: FontFaceSet }).fonts.add(await face.load());
    const canvas = new OffscreenCanvas(size.width, size.height);
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('no 2D canvas');
    const fontSize = 64;
    return time(runs, warmup, async () => {
      ctx.fillStyle = '#fff';
      ctx.fillRect(0, 0, size.width, size.height);
      ctx.fillStyle = '#000';
      ctx.font = `${fontSize}px "OCR B", monospace`;
      ctx.letterSpacing = `${-0.018 * fontSize}px`;
      lines.forEach((line, i) => ctx.fillText(line, fontSize / 2, fontSize / 2 + 50 + 75 * i));
      canvas.transferToImageBitmap().close();
    });
  },

  png(fields: Fields, runs: number, warmup: number): Promise<number[]> {
    return time(runs, warmup, async () => {
      await drawPng(fields);
    });
  },
};

export type BenchWorkerApi = typeof api;

expose(api);
