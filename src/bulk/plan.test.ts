import { describe, expect, it } from 'vitest';
import type { Format } from 'mrz-wasm';
import { DEFAULT_INPUTS, toOptions } from './inputs';
import { TestSet } from 'mrz-wasm-scene';
import { DEFAULT_OUTPUT } from './layouts';
import { engineOptions, invalidOption, TD3_ONLY, type SetOptions } from './plan';

const MIX: Record<Format, number> = { td3: 0.35, td1: 0.2, td2: 0.1, mrva: 0.1, mrvb: 0.05, fra_id: 0.1, fra_dl: 0.05, che_dl: 0.05 };
const options: SetOptions = { count: 300, seed: 42, middleShare: 0.3, longShare: 0.2, corruptShare: 0.25, madeUpShare: 0.4, formatShares: MIX, formatWeights: MIX };

describe('the engine’s options', () => {
  it('are mrz batch’s flags: shares as fractions, formats by the percentages typed, the output', () => {
    const o = toOptions({ ...DEFAULT_INPUTS, count: '30', seed: '9', corrupt: '50', madeUp: '25', td3: '70', td1: '30' });
    expect(engineOptions(o, { preset: 'photo', palette: 'colour', layout: 'webdataset', image: 'jpeg', chip: true })).toEqual({
      count: 30,
      seed: 9,
      middle: 0.3,
      long: 0.1,
      corrupt: 0.5,
      madeUp: 0.25,
      // A format of no share is left out, as the command leaves out a weight of 0.
      formats: { td3: 70, td1: 30 },
      realism: 'photo',
      palette: 'colour',
      image: 'jpeg',
      layout: 'webdataset',
      chip: true,
    });
  });

  it('give the national formats their shares as the command’s --formats takes them (fra_id=20,fra_dl=20,che_dl=20)', () => {
    const o = toOptions({ ...DEFAULT_INPUTS, count: '40', td3: '40', fra_id: '20', fra_dl: '20', che_dl: '20' });
    expect(invalidOption(o)).toBeNull();
    const engine = engineOptions(o, DEFAULT_OUTPUT);
    expect(engine.formats).toEqual({ td3: 40, fra_id: 20, fra_dl: 20, che_dl: 20 });
    const set = new TestSet(JSON.stringify(engine));
    const formats = new Set(Array.from({ length: set.count }, (_, i) => set.record(i + 1).format));
    expect([...formats].sort()).toEqual(['che_dl', 'fra_dl', 'fra_id', 'td3']);
  });

  it('make the set the engine checks them into, and the same seed the same records', () => {
    const key = JSON.stringify(engineOptions({ ...options, count: 5 }, DEFAULT_OUTPUT));
    const [a, b] = [new TestSet(key), new TestSet(key)];
    expect(a.count).toBe(5);
    expect(a.record(4).label).toBe(b.record(4).label);
    expect(new TestSet(JSON.stringify(engineOptions({ ...options, count: 5, seed: 43 }, DEFAULT_OUTPUT))).record(4).label).not.toBe(a.record(4).label);
  });
});

describe('the options of a set', () => {
  it('refuses options that make no set, naming the option', () => {
    expect(invalidOption(options)).toBeNull();
    expect(invalidOption(toOptions(DEFAULT_INPUTS))).toBeNull();
    expect(invalidOption({ ...options, count: 0 })).toEqual({ option: 'count' });
    expect(invalidOption({ ...options, count: 10_001 })).toEqual({ option: 'count' });
    expect(invalidOption({ ...options, count: 2.5 })).toEqual({ option: 'count' });
    expect(invalidOption({ ...options, seed: -1 })).toEqual({ option: 'seed' });
    expect(invalidOption({ ...options, longShare: 1.5 })).toEqual({ option: 'longShare' });
    expect(invalidOption({ ...options, corruptShare: Number.NaN })).toEqual({ option: 'corruptShare' });
    expect(invalidOption({ ...options, madeUpShare: -0.01 })).toEqual({ option: 'madeUpShare' });
  });

  it('refuses a format share out of range, or shares that do not make 100 %', () => {
    expect(invalidOption({ ...options, formatShares: { ...MIX, td2: -0.1, td3: 0.65 } })).toEqual({ option: 'formatShare', format: 'td2' });
    expect(invalidOption({ ...options, formatShares: { ...MIX, mrva: Number.NaN } })).toEqual({ option: 'formatShare', format: 'mrva' });
    expect(invalidOption({ ...options, formatShares: { ...MIX, che_dl: 1.5 } })).toEqual({ option: 'formatShare', format: 'che_dl' });
    const short = invalidOption({ ...options, formatShares: { ...MIX, td3: 0.25 } });
    expect(short?.option).toBe('formatTotal');
    expect(short && 'total' in short && short.total).toBeCloseTo(0.9);
    expect(invalidOption({ ...options, formatShares: { ...TD3_ONLY, td3: 0 } })?.option).toBe('formatTotal');
    // Percentages with decimals add up to 100 though not exactly in binary.
    const thirds = toOptions({ ...DEFAULT_INPUTS, td3: '33.3', td1: '33.3', td2: '33.4' });
    expect(invalidOption(thirds)).toBeNull();
  });
});
