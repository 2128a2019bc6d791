// Composing and drawing in a worker, shared by the app's worker, the test sets' pool and the
// benchmark's.
import type { ChipReading, Composition, Drawn, Fields, MrzRenderer, Reading, Rect, Style } from 'mrz-wasm';
import { createDamageLog } from './damage';
import { withDpi } from './png-dpi';

// Loaded on first use and only once per worker.
const wasm = (() => {
  let module: Promise<typeof import('mrz-wasm')> | undefined;
  return () => (module ??= import('mrz-wasm'));
})();
const renderer = () => {
  let made: Promise<MrzRenderer> | undefined;
  return () => (made ??= wasm().then((w) => new w.MrzRenderer()));
};
// The preview's renderer keeps the frame the page is shown; downloads draw with their own, so
// that they never disturb the preview's record of what changed.
const previewRenderer = renderer();
const fileRenderer = renderer();
export const instance = previewRenderer;

// The frame is opaque sRGB already: converting or premultiplying it would only cost time.
const AS_IS: ImageBitmapOptions = { premultiplyAlpha: 'none', colorSpaceConversion: 'none' };

// One drawing at a time: a frame must not change while bitmaps are made from it.
let queue: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task, task);
  queue = run.catch(() => undefined);
  return run;
}

type Size = { width: number; height: number };

/** Draw with `draw`, and hand the frame (read in place in the WASM memory) to `use`. */
function withFrame<D extends Size, T>(
  made: Promise<MrzRenderer>,
  draw: (r: MrzRenderer) => D,
  use: (drawn: D, image: ImageData) => Promise<T>,
): Promise<T> {
  return oneAtATime(async () => {
    const r = await made;
    const drawn = draw(r);
    // The same bytes, seen as ImageData wants them: no copy. createImageBitmap copies them
    // before it returns, and nothing else runs in the module meanwhile (one at a time).
    const frame = r.frameView();
    const pixels = new Uint8ClampedArray(frame.buffer as ArrayBuffer, frame.byteOffset, frame.length);
    return use(drawn, new ImageData(pixels, drawn.width, drawn.height));
  });
}

/** Part of a picture: a bitmap to draw at (x, y) over the picture before it. */
export interface Patch {
  x: number;
  y: number;
  bitmap: ImageBitmap;
}

/**
 * A picture, as what to paint over one the page already shows. `frame` numbers the pictures of
 * this worker; the patches turn any picture from `base` up to `frame` into this one, or, with
 * `base` null, cover the whole picture.
 */
export interface Picture extends Composition {
  width: number;
  height: number;
  frame: number;
  base: number | null;
  patches: Patch[];
}

const damage = createDamageLog();

/** Compose and draw the preview: only what changed since picture `since` (null: all of it). */
export function drawPicture(fields: Fields, style: Partial<Style> | undefined, since: number | null): Promise<Picture> {
  return withFrame(previewRenderer(), (r): Drawn => r.draw(fields, style), async (drawn, image) => {
    const { width, height, format, lines, hints } = drawn;
    const frame = damage.record(drawn.damage, width, height);
    const changed = damage.since(since);
    const cut = (r: Rect) => createImageBitmap(image, r.x, r.y, r.width, r.height, AS_IS).then((bitmap) => ({ x: r.x, y: r.y, bitmap }));
    // Every copy starts before the first await: the view is only good until the module runs again.
    const patches = changed ? changed.map(cut) : [createImageBitmap(image, AS_IS).then((bitmap) => ({ x: 0, y: 0, bitmap }))];
    return { format, lines, hints, width, height, frame, base: changed ? since : null, patches: await Promise.all(patches) };
  });
}

/** What a download is drawn for: the screen (the specification's style), or print at a dpi. */
export type Output = { kind: 'screen' } | { kind: 'print'; dpi: 300 | 600 };

/**
 * The drawing as a PNG file, encoded by the browser's own encoder. For print, in the print-true
 * style, and saying its dpi so that it prints at the true size.
 */
export async function drawPng(fields: Fields, output: Output = { kind: 'screen' }): Promise<Blob> {
  const draw = (r: MrzRenderer) => (output.kind === 'print' ? r.drawPrint(fields, output.dpi) : r.draw(fields, undefined));
  const blob = await withFrame(fileRenderer(), draw, (_, image) => encodePng(image));
  if (output.kind === 'screen') return blob;
  const png = withDpi(new Uint8Array(await blob.arrayBuffer()), output.dpi);
  return new Blob([png.buffer as ArrayBuffer], { type: 'image/png' });
}

/** Lines drawn as given, not composed (test sets change check digits on purpose), as PNG. */
export function drawLinesPng(lines: string[]): Promise<Blob> {
  const draw = (r: MrzRenderer): Size => {
    const [width = 0, height = 0] = r.drawLines(lines, undefined);
    return { width, height };
  };
  return withFrame(fileRenderer(), draw, (_, image) => encodePng(image));
}

/** A frame as a PNG file, by the browser's own encoder. */
function encodePng(image: ImageData): Promise<Blob> {
  const canvas = new OffscreenCanvas(image.width, image.height);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2D canvas in this worker');
  context.putImageData(image, 0, 0);
  return canvas.convertToBlob({ type: 'image/png' });
}

/** The two lines and the hints, without drawing. */
export async function composeOnly(fields: Fields): Promise<Composition> {
  return (await wasm()).compose(fields);
}

/** The day of reading, for expiry and the century of birth: the local calendar's today. */
export type Today = [number, number, number];

export const today = (now = new Date()): Today => [now.getFullYear(), now.getMonth() + 1, now.getDate()];

/** A zone read back into fields, check digits and findings, on the day `on` if given. */
export async function decodeText(text: string, on?: Today): Promise<Reading> {
  return (await wasm()).decode(text, on);
}

let chipModule: Promise<typeof import('../../pkg/mrz-wasm-chip/mrz_wasm_chip.js')> | undefined;

/** What a chip test needs of the fields' zone: BAC's and PACE's keys and DG1 (mrz-chip), from
 * its own module, loaded the first time the panel asks. */
export async function chipOf(fields: Fields): Promise<ChipReading> {
  return chipOfText((await wasm()).compose(fields).lines.join('\n'));
}

/** The same of a zone given as text (the checker's), its check digits right or not. */
export async function chipOfText(text: string): Promise<ChipReading> {
  // A failed load is forgotten, so that the next ask fetches the module again.
  chipModule ??= import('../../pkg/mrz-wasm-chip/mrz_wasm_chip.js').catch((e: unknown) => {
    chipModule = undefined;
    throw e;
  });
  const { chip } = await chipModule;
  return chip(text);
}

/** Lines with one check digit made wrong on purpose (a negative test), and which one. */
export async function corruptLines(lines: string[], which: number, by: number) {
  return (await wasm()).corrupt(lines, which, by);
}

/** The drawing as an SVG file of the glyph outlines, for the screen or for print. */
export async function drawSvg(fields: Fields, output: Output = { kind: 'screen' }): Promise<Blob> {
  const text = (await wasm()).svg(fields, output.kind === 'print' ? output.dpi : undefined);
  return new Blob([text], { type: 'image/svg+xml' });
}
