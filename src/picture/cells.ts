// The characters of a reading as places: which one a key moves to, and which are marked.

/** Below this match (-1 to 1) a character is marked as hard to read: clean strips read at 0.8
 * and more, so a character under 0.6 looked unlike its glyph. */
export const LOW_CONFIDENCE = 0.6;

/** A character's place: line and column, from 0. */
export type Cell = readonly [number, number];

export const cellKey = ([l, c]: Cell): string => `${l}:${c}`;

const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x));

/** The place key `k` moves to from `[l, c]` in `lines`, or null for a key the lines leave
 * alone: the arrows by one (up and down to the same column), Home and End to a line's ends. */
export function moveTo(k: string, [l, c]: Cell, lines: readonly string[]): Cell | null {
  const to = { ArrowLeft: [l, c - 1], ArrowRight: [l, c + 1], ArrowUp: [l - 1, c], ArrowDown: [l + 1, c], Home: [l, 0], End: [l, Infinity] }[k];
  if (!to || lines.length === 0) return null;
  const line = clamp(to[0]!, 0, lines.length - 1);
  return [line, clamp(to[1]!, 0, lines[line]!.length - 1)];
}
