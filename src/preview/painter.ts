// The preview canvas and what it shows, kept outside React: the boot module paints the first
// picture before the page has mounted, and the page then places this same canvas in its panel.
import type { Composition } from 'mrz-wasm';
import { closePatches, type Rendered, type Shown } from '../mrz-client';

/**
 * What painting a picture did: `shown` when the canvas now shows it (painted now, or already),
 * `older` when a newer picture is up, `unpaintable` when its patches do not fit the picture
 * shown (ask again, saying what is shown, for the whole or the right patches).
 */
export type Painted = 'shown' | 'older' | 'unpaintable';

export function createPainter(canvas: HTMLCanvasElement) {
  let shown: Shown = null;
  let composition: Composition | null = null;
  canvas.className = 'preview-image';
  canvas.setAttribute('role', 'img');
  canvas.hidden = true;

  return {
    canvas,
    /** The picture on the canvas, to ask the worker for only what changed since. */
    shown: (): Shown => shown,
    /** The lines and hints of the picture on the canvas, null before the first. */
    composition: (): Composition | null => composition,

    paint(r: Rendered): Painted {
      const same = shown?.source === r.source;
      if (same && r.frame === shown?.frame) return 'shown';
      if (same && r.frame < (shown?.frame ?? 0)) return (closePatches(r), 'older');
      const fits = r.base === null || (same && r.base <= (shown?.frame ?? 0));
      if (!fits) return (closePatches(r), 'unpaintable');
      if (r.base === null && (canvas.width !== r.width || canvas.height !== r.height)) {
        canvas.width = r.width;
        canvas.height = r.height;
      }
      const context = canvas.getContext('2d');
      if (!context) return (closePatches(r), 'unpaintable');
      for (const { x, y, bitmap } of r.patches) {
        // Cleared first, so a patch replaces what was there even where it is not opaque.
        context.clearRect(x, y, bitmap.width, bitmap.height);
        context.drawImage(bitmap, x, y);
        bitmap.close();
      }
      shown = { source: r.source, frame: r.frame };
      composition = { format: r.format, lines: r.lines, hints: r.hints };
      canvas.setAttribute('aria-label', r.lines.join('\n'));
      canvas.hidden = false;
      return 'shown';
    },

    /** Show nothing: the picture may no longer match the fields. */
    clear(): void {
      shown = null;
      composition = null;
      canvas.hidden = true;
      canvas.removeAttribute('aria-label');
    },
  };
}

export type Painter = ReturnType<typeof createPainter>;

let preview: Painter | undefined;
/** The page's one preview painter, made on first use. */
export const previewPainter = (): Painter => (preview ??= createPainter(document.createElement('canvas')));
