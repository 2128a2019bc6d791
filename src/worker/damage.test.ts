import { describe, expect, it } from 'vitest';
import { createDamageLog, merge } from './damage';

const cell = (x: number, y = 10) => ({ x, y, width: 40, height: 60 });

describe('merge', () => {
  it('joins the cells of a line and keeps lines apart', () => {
    expect(merge([cell(100), cell(20), cell(300, 90), cell(60)])).toEqual([
      { x: 20, y: 10, width: 120, height: 60 },
      cell(300, 90),
    ]);
    expect(merge([])).toEqual([]);
  });
});

describe('createDamageLog', () => {
  it('gives the whole picture to a page that shows nothing of this worker', () => {
    const log = createDamageLog();
    const n = log.record([cell(0)], 500, 200);
    expect(n).toBe(1);
    expect(log.since(null)).toBeNull();
    expect(log.since(5)).toBeNull();
  });

  it('unites the damage of every draw since the picture shown', () => {
    const log = createDamageLog();
    log.record([{ x: 0, y: 0, width: 500, height: 200 }], 500, 200);
    log.record([cell(100)], 500, 200);
    log.record([cell(200, 90)], 500, 200);
    log.record([cell(20)], 500, 200);
    expect(log.since(4)).toEqual([]);
    expect(log.since(3)).toEqual([cell(20)]);
    expect(log.since(1)).toEqual([{ x: 20, y: 10, width: 120, height: 60 }, cell(200, 90)]);
    // Across a whole-frame draw (the first, or a change of style), only the whole will do.
    expect(log.since(0)).toBeNull();
  });

  it('forgets draws long past', () => {
    const log = createDamageLog();
    for (let i = 0; i < 100; i++) log.record([cell(i)], 500, 200);
    expect(log.since(99)).toEqual([cell(99)]);
    expect(log.since(20)).toBeNull();
  });
});
