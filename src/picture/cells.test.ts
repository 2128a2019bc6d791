import { describe, expect, it } from 'vitest';
import { moveTo } from './cells';

const td1 = ['I<UTOD231458907<<<<<<<<<<<<<<<', '7408122F1204159UTO<<<<<<<<<<<6', 'ERIKSSON<<ANNA<MARIA<<<<<<<<<<'];

describe('moveTo', () => {
  it('moves by one with the arrows, staying inside the lines', () => {
    expect(moveTo('ArrowRight', [0, 0], td1)).toEqual([0, 1]);
    expect(moveTo('ArrowLeft', [0, 0], td1)).toEqual([0, 0]);
    expect(moveTo('ArrowRight', [1, 29], td1)).toEqual([1, 29]);
    expect(moveTo('ArrowDown', [1, 7], td1)).toEqual([2, 7]);
    expect(moveTo('ArrowDown', [2, 7], td1)).toEqual([2, 7]);
    expect(moveTo('ArrowUp', [0, 3], td1)).toEqual([0, 3]);
  });

  it('goes to a line’s ends with Home and End, and to the nearest column of a shorter line', () => {
    expect(moveTo('Home', [2, 12], td1)).toEqual([2, 0]);
    expect(moveTo('End', [2, 12], td1)).toEqual([2, 29]);
    expect(moveTo('ArrowDown', [0, 40], ['A'.repeat(44), 'B'.repeat(30)])).toEqual([1, 29]);
  });

  it('leaves other keys alone', () => {
    expect(moveTo('Tab', [0, 0], td1)).toBeNull();
    expect(moveTo('a', [0, 0], td1)).toBeNull();
    expect(moveTo('ArrowLeft', [0, 0], [])).toBeNull();
  });
});
