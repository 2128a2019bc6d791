// What changed in the preview renderer's frame since a picture the page already shows. The
// renderer reports each draw's damage against the draw before; the page may be a few draws
// behind (it drops answers that newer fields overtook), so the damage since its picture is the
// union of the draws in between.
import type { Rect } from 'mrz-wasm';

/** Draws remembered; a page further behind than this gets the whole picture. */
const KEPT = 64;

const isWhole = (r: Rect, width: number, height: number) =>
  r.x === 0 && r.y === 0 && r.width === width && r.height === height;

/** Rectangles on one band (same rows) become their bounding box: the cells of one line. */
export function merge(rects: Rect[]): Rect[] {
  const bands = new Map<string, Rect>();
  for (const r of rects) {
    const key = `${r.y}:${r.height}`;
    const seen = bands.get(key);
    if (!seen) {
      bands.set(key, { ...r });
      continue;
    }
    const right = Math.max(seen.x + seen.width, r.x + r.width);
    seen.x = Math.min(seen.x, r.x);
    seen.width = right - seen.x;
  }
  return [...bands.values()];
}

export function createDamageLog() {
  let last = 0;
  const log = new Map<number, Rect[] | 'whole'>();
  return {
    /** Record a draw's damage; returns the draw's number. */
    record(damage: Rect[], width: number, height: number): number {
      last++;
      log.set(last, damage.some((r) => isWhole(r, width, height)) ? 'whole' : damage);
      log.delete(last - KEPT);
      return last;
    },

    /** What changed from draw `since` to the latest one; null when only the whole will do. */
    since(since: number | null): Rect[] | null {
      if (since === null || since > last) return null;
      const rects: Rect[] = [];
      for (let n = since + 1; n <= last; n++) {
        const damage = log.get(n);
        if (!damage || damage === 'whole') return null;
        rects.push(...damage);
      }
      return merge(rects);
    },
  };
}
