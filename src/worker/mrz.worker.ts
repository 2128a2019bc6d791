// The only place the page runs the composer and renderer: WebAssembly, in this worker. The
// API is exposed before the WASM arrives, so no message from the page is lost.
import { expose, transfer } from 'comlink';
import type { Composition, Fields, Style } from 'mrz-wasm';
import { drawBitmap, drawPng, instance } from './draw';

export interface Rendered extends Composition {
  bitmap: ImageBitmap;
}

const api = {
  /** The two lines and the hints, without drawing. */
  async compose(fields: Fields): Promise<Composition> {
    const [wasm] = await Promise.all([import('mrz-wasm'), instance()]);
    return wasm.compose(fields);
  },

  /** Compose and draw; the bitmap is transferred to the page, not copied. */
  async render(fields: Fields, style?: Partial<Style>): Promise<Rendered> {
    const rendered = await drawBitmap(fields, style);
    return transfer(rendered, [rendered.bitmap]);
  },

  /** The same drawing as a PNG file, encoded here. */
  async png(fields: Fields, style?: Partial<Style>): Promise<Blob> {
    return drawPng(fields, style);
  },
};

export type MrzWorkerApi = typeof api;

expose(api);
