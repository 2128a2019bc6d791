// The only place the page runs the composer and renderer: WebAssembly, in this worker. The
// API is exposed before the WASM arrives, so no message from the page is lost.
import { expose, transfer } from 'comlink';
import type { ChipReading, Composition, Fields, Reading, Style } from 'mrz-wasm';
import { chipOf, chipOfText, composeOnly, decodeText, drawPicture, drawPng, drawSvg, instance, type Output, type Picture, type Today } from './draw';

export type { Output, Patch, Picture } from './draw';

const api = {
  /** The two lines and the hints, without drawing. */
  compose(fields: Fields): Promise<Composition> {
    return composeOnly(fields);
  },

  /** Compose and draw what changed since picture `since`; bitmaps are transferred, not copied. */
  async render(fields: Fields, style: Partial<Style> | undefined, since: number | null): Promise<Picture> {
    const picture = await drawPicture(fields, style, since);
    return transfer(picture, picture.patches.map((p) => p.bitmap));
  },

  /** A zone read back and checked: fields, where each sits, check digits, findings, a repair;
   * expiry and the century of birth against the day `on` (the page's local today). */
  decode(text: string, on?: Today): Promise<Reading> {
    return decodeText(text, on);
  },

  /** The chip's companions of the fields' zone: MRZ information, BAC and PACE keys, DG1. */
  chip(fields: Fields): Promise<ChipReading> {
    return chipOf(fields);
  },

  /** The chip's companions of a zone given as text (the checker's). */
  chipText(text: string): Promise<ChipReading> {
    return chipOfText(text);
  },

  /** The drawing as an SVG file of outlines, for the screen or for print. */
  svg(fields: Fields, output?: Output): Promise<Blob> {
    return drawSvg(fields, output);
  },

  /** The drawing as a PNG file for the screen or for print, encoded here. */
  png(fields: Fields, output?: Output): Promise<Blob> {
    return drawPng(fields, output);
  },
};

export type MrzWorkerApi = typeof api;

expose(api);
// The page always wants a picture at once: start loading the WebAssembly before it asks.
void instance();
