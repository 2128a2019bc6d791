// Asking the worker for the fields' picture and painting it on the preview.
import type { Composition, Fields } from 'mrz-wasm';
import { render } from '../mrz-client';
import type { Painter } from './painter';

/**
 * Resolves to the composition now on the canvas, or null when newer fields overtook these.
 * Patches that do not fit the picture shown (a canvas that was reset, say) are asked for again
 * against what it does show, which gets the whole picture if need be.
 */
export async function showFields(painter: Painter, fields: Fields): Promise<Composition | null> {
  for (let attempt = 0; attempt < 2; attempt++) {
    const r = await render(fields, undefined, painter.shown());
    if (!r) return null;
    const painted = painter.paint(r);
    if (painted === 'shown') return { format: r.format, lines: r.lines, hints: r.hints };
    if (painted === 'older') return null;
  }
  return null;
}
