import { describe, expect, it } from 'vitest';
import type { Rendered } from '../mrz-client';
import { createPainter } from './painter';

/** A canvas that records what is drawn on it, and bitmaps that record being freed. */
function fakeCanvas() {
  const ops: string[] = [];
  const attributes = new Map<string, string>();
  const context = {
    clearRect: (x: number, y: number) => ops.push(`clear ${x},${y}`),
    drawImage: (b: { name: string }, x: number, y: number) => ops.push(`draw ${b.name} ${x},${y}`),
  };
  const canvas = {
    width: 300,
    height: 150,
    hidden: false,
    className: '',
    setAttribute: (k: string, v: string) => attributes.set(k, v),
    getContext: () => context,
  };
  return { canvas: canvas as unknown as HTMLCanvasElement, ops, attributes };
}

const closed: string[] = [];
function picture(frame: number, base: number | null, names: string[], source = 1): Rendered {
  const patches = names.map((name, i) => ({
    x: i * 10,
    y: 5,
    bitmap: { name, width: 10, height: 4, close: () => closed.push(name) } as unknown as ImageBitmap,
  }));
  return { source, frame, base, patches, width: 100, height: 40, format: 'td3', lines: [`L${frame}`, 'X'], hints: [] };
}

describe('createPainter', () => {
  it('paints a whole picture, sizing the canvas, and names it by its lines', () => {
    const fake = fakeCanvas();
    const painter = createPainter(fake.canvas);
    expect(fake.canvas.hidden).toBe(true);
    expect(painter.paint(picture(1, null, ['whole']))).toBe('shown');
    expect([fake.canvas.width, fake.canvas.height]).toEqual([100, 40]);
    expect(fake.ops).toEqual(['clear 0,5', 'draw whole 0,5']);
    expect(fake.attributes.get('aria-label')).toBe('L1\nX');
    expect(fake.canvas.hidden).toBe(false);
    expect(painter.shown()).toEqual({ source: 1, frame: 1 });
  });

  it('resizes the canvas for a zone of another format, and names it by all its lines', () => {
    const fake = fakeCanvas();
    const painter = createPainter(fake.canvas);
    painter.paint(picture(1, null, ['td3']));
    const card: Rendered = { ...picture(2, null, ['td1']), width: 70, height: 60, format: 'td1', lines: ['A', 'B', 'C'] };
    expect(painter.paint(card)).toBe('shown');
    expect([fake.canvas.width, fake.canvas.height]).toEqual([70, 60]);
    expect(fake.attributes.get('aria-label')).toBe('A\nB\nC');
    expect(painter.composition()?.format).toBe('td1');
  });

  it('paints patches over the picture they were cut for, or a later one', () => {
    const fake = fakeCanvas();
    const painter = createPainter(fake.canvas);
    painter.paint(picture(1, null, ['whole']));
    expect(painter.paint(picture(3, 1, ['a', 'b']))).toBe('shown');
    // Asked while picture 1 was up; 3 is up now and 4's patches cover all that changed since 1.
    expect(painter.paint(picture(4, 1, ['c']))).toBe('shown');
    expect(fake.ops.slice(2)).toEqual(['clear 0,5', 'draw a 0,5', 'clear 10,5', 'draw b 10,5', 'clear 0,5', 'draw c 0,5']);
    expect(painter.composition()?.lines[0]).toBe('L4');
  });

  it('refuses older pictures and patches that do not fit, freeing their bitmaps', () => {
    const fake = fakeCanvas();
    const painter = createPainter(fake.canvas);
    expect(painter.paint(picture(2, 1, ['orphan']))).toBe('unpaintable');
    painter.paint(picture(5, null, ['whole']));
    expect(painter.paint(picture(4, null, ['old']))).toBe('older');
    expect(painter.paint(picture(7, 6, ['gap']))).toBe('unpaintable');
    // Another worker's numbers mean nothing here: only its whole picture will do.
    expect(painter.paint(picture(9, 2, ['stranger'], 2))).toBe('unpaintable');
    expect(painter.paint(picture(1, null, ['fresh'], 2))).toBe('shown');
    expect(closed).toEqual(expect.arrayContaining(['orphan', 'old', 'gap', 'stranger']));
    expect(fake.ops.filter((o) => o.startsWith('draw'))).toEqual(['draw whole 0,5', 'draw fresh 0,5']);
    expect(painter.shown()).toEqual({ source: 2, frame: 1 });
  });
});
