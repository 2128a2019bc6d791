import { describe, expect, it } from 'vitest';
import { frameAgreement, type FrameRead } from './frames';

const A: FrameRead = { lines: ['P<UTOERIKSSON<<ANNA', 'L898902C36UTO'], valid: true };
const B: FrameRead = { lines: ['P<UTOERIKSSON<<ANNA', 'L898902C35UTO'], valid: true };
const wrongDigit: FrameRead = { lines: A.lines, valid: false };

/** Each frame's verdict, in order. */
const run = (frames: FrameRead[]) => frames.map(frameAgreement());

describe('frameAgreement', () => {
  it('agrees on the second of two frames in a row with the same valid lines', () => {
    expect(run([A, A])).toEqual([false, true]);
    expect(run([null, A, B, B])).toEqual([false, false, false, true]);
  });

  it('needs the two frames next to each other', () => {
    expect(run([A, null, A])).toEqual([false, false, false]);
    expect(run([A, B, A])).toEqual([false, false, false]);
  });

  it('never agrees on lines whose check digits are wrong, however often they come', () => {
    expect(run([wrongDigit, wrongDigit, wrongDigit])).toEqual([false, false, false]);
    expect(run([wrongDigit, A, A])).toEqual([false, false, true]);
    expect(run([A, wrongDigit])).toEqual([false, false]);
  });

  it('tells lines apart, not their joined text alone', () => {
    const split: FrameRead = { lines: ['AB', 'C'], valid: true };
    const other: FrameRead = { lines: ['A', 'BC'], valid: true };
    expect(run([split, other])).toEqual([false, false]);
  });
});
