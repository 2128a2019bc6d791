// Composing and drawing in the worker, shared by the app's worker and the benchmark's.
import type { Composition, Fields, MrzRenderer, Style } from 'mrz-wasm';

// Loaded on first use and only once per worker.
let renderer: Promise<MrzRenderer> | undefined;
export const instance = (): Promise<MrzRenderer> =>
  (renderer ??= import('mrz-wasm').then((wasm) => new wasm.MrzRenderer()));

// The frame is opaque sRGB already: converting or premultiplying it would only cost time.
const AS_IS: ImageBitmapOptions = { premultiplyAlpha: 'none', colorSpaceConversion: 'none' };

// One drawing at a time: a frame must not change while a bitmap is made from it.
let queue: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task, task);
  queue = run.catch(() => undefined);
  return run;
}

type Drawing = { composition: Composition; image: ImageData };

/** Compose, draw, and hand the frame (read in place in the WASM memory) to `use`. */
async function withFrame<T>(
  fields: Fields,
  style: Partial<Style> | undefined,
  use: (d: Drawing) => Promise<T>,
): Promise<T> {
  const wasm = await instance();
  return oneAtATime(async () => {
    const { width, height, lines, hints } = wasm.draw(fields, style);
    // The same bytes, seen as ImageData wants them: no copy. createImageBitmap copies them
    // before it returns, and nothing else runs in the module meanwhile (one at a time).
    const frame = wasm.frameView();
    const pixels = new Uint8ClampedArray(frame.buffer as ArrayBuffer, frame.byteOffset, frame.length);
    return use({ composition: { lines, hints }, image: new ImageData(pixels, width, height) });
  });
}

/** Compose and draw to an ImageBitmap. */
export function drawBitmap(fields: Fields, style?: Partial<Style>): Promise<Composition & { bitmap: ImageBitmap }> {
  return withFrame(fields, style, async ({ composition, image }) => {
    const pending = createImageBitmap(image, AS_IS);
    return { ...composition, bitmap: await pending };
  });
}

/** The drawing as a PNG file, encoded by the browser's own encoder. */
export function drawPng(fields: Fields, style?: Partial<Style>): Promise<Blob> {
  return withFrame(fields, style, async ({ image }) => {
    const canvas = new OffscreenCanvas(image.width, image.height);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2D canvas in this worker');
    context.putImageData(image, 0, 0);
    return canvas.convertToBlob({ type: 'image/png' });
  });
}
