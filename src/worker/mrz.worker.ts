// The only place the page runs the composer and renderer: WebAssembly, in this worker.
import { expose, transfer } from 'comlink';
import type { Composition, Fields, MrzRenderer, Style } from 'mrz-wasm';

export interface Rendered extends Composition {
  bitmap: ImageBitmap;
}

// Loaded on first use and only once. The API is exposed before the WASM arrives, so no
// message from the page can reach the worker before it listens.
let renderer: Promise<MrzRenderer> | undefined;
const instance = (): Promise<MrzRenderer> =>
  (renderer ??= import('mrz-wasm').then((wasm) => new wasm.MrzRenderer()));

/** wasm-bindgen hands out copies in ordinary (not shared) buffers; say so to the type checker. */
function owned(bytes: Uint8Array | Uint8ClampedArray): ArrayBuffer {
  const { buffer } = bytes;
  if (!(buffer instanceof ArrayBuffer)) throw new Error('expected a copy in an ArrayBuffer');
  return buffer;
}

const api = {
  /** The two lines and the hints, without drawing. */
  async compose(fields: Fields): Promise<Composition> {
    const wasm = await import('mrz-wasm');
    await instance();
    return wasm.compose(fields) as Composition;
  },

  /** Compose and draw; the bitmap is transferred to the page, not copied. */
  async render(fields: Fields, style?: Partial<Style>): Promise<Rendered> {
    const drawn = (await instance()).render(fields, style);
    const { lines, hints } = drawn.composition;
    const pixels = drawn.takePixels();
    const view = new Uint8ClampedArray(owned(pixels), pixels.byteOffset, pixels.length);
    const image = new ImageData(view, drawn.width, drawn.height);
    drawn.free();
    const bitmap = await createImageBitmap(image);
    return transfer({ lines, hints, bitmap }, [bitmap]);
  },

  /** The same drawing as a PNG file, encoded here. */
  async png(fields: Fields, style?: Partial<Style>): Promise<Blob> {
    const png = (await instance()).png(fields, style);
    return new Blob([new Uint8Array(owned(png), png.byteOffset, png.length)], { type: 'image/png' });
  },
};

export type MrzWorkerApi = typeof api;

expose(api);
