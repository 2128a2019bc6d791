import { describe, expect, it } from 'vitest';
import type { Format } from 'mrz-wasm';
import { FORMATS } from '../fields';
import { DEFAULT_INPUTS, toOptions } from './inputs';
import { invalidOption, planRange, planRecord, setFaker, TD3_ONLY, type SetOptions } from './plan';

const MIX: Record<Format, number> = { td3: 0.4, td1: 0.3, td2: 0.15, mrva: 0.1, mrvb: 0.05 };
const options: SetOptions = { count: 300, seed: 42, middleShare: 0.3, longShare: 0.2, corruptShare: 0.25, formatShares: MIX };

describe('planning a test set', () => {
  it('gives the same records for the same seed, and others for another', async () => {
    const a = planRange(await setFaker(), options, 0, 300);
    const b = planRange(await setFaker(), options, 0, 300);
    expect(a).toEqual(b);
    const c = planRange(await setFaker(), { ...options, seed: 43 }, 0, 300);
    expect(c).not.toEqual(a);
    // Seeds past 32 bits keep their high half.
    const high = planRange(await setFaker(), { ...options, seed: 42 + 2 ** 32 }, 0, 300);
    expect(high).not.toEqual(a);
  });

  it('draws each record from the seed and its index alone, in any order, on any faker', async () => {
    const whole = planRange(await setFaker(), options, 0, 100);
    const faker = await setFaker();
    const backwards = [...planRange(faker, options, 40, 100), ...planRange(faker, options, 0, 40)];
    expect([...backwards.slice(60), ...backwards.slice(0, 60)]).toEqual(whole);
    expect(planRecord(faker, options, 57)).toEqual(whole[57]);
  });

  it('keeps to the shares asked for, roughly, and makes long names long', async () => {
    const set = planRange(await setFaker(), { ...options, seed: 1, count: 2000 }, 0, 2000);
    const share = (f: (p: (typeof set)[number]) => boolean) => set.filter(f).length / set.length;
    expect(share((p) => p.corrupt !== null)).toBeGreaterThan(0.2);
    expect(share((p) => p.corrupt !== null)).toBeLessThan(0.3);
    expect(share((p) => p.long)).toBeGreaterThan(0.15);
    expect(set.filter((p) => p.long).every((p) => p.fields.surname.length > 40)).toBe(true);
    const middle = set.filter((p) => !p.long && p.fields.givenNames.includes(' ')).length / set.length;
    expect(middle).toBeGreaterThan(0.15);
    expect(middle).toBeLessThan(0.35);
  });

  it('picks each format by its share, over many draws, each record fitting its format', async () => {
    const n = 5000;
    const set = planRange(await setFaker(), { ...options, seed: 3, count: n }, 0, n);
    for (const format of FORMATS) {
      const share = set.filter((p) => p.fields.format === format).length / n;
      // Five standard deviations of a binomial share: a wrong weighting fails, chance does not.
      const margin = 5 * Math.sqrt((MIX[format] * (1 - MIX[format])) / n);
      expect(Math.abs(share - MIX[format]), format).toBeLessThan(margin);
    }
    const code = (f: Format) => set.filter((p) => p.fields.format === f).map((p) => p.fields.type[0]);
    expect(new Set(code('td3'))).toEqual(new Set(['P']));
    expect(new Set([...code('td1'), ...code('td2')])).toEqual(new Set(['I']));
    expect(new Set([...code('mrva'), ...code('mrvb')])).toEqual(new Set(['V']));
  });

  it('gives only passports by default, and no format with a share of 0', async () => {
    const set = planRange(await setFaker(), { ...options, seed: 5, formatShares: TD3_ONLY }, 0, 500);
    expect(set.every((p) => p.fields.format === 'td3')).toBe(true);
    const two = planRange(await setFaker(), { ...options, seed: 5, formatShares: { ...TD3_ONLY, td3: 0, mrvb: 0.5, td1: 0.5 } }, 0, 500);
    expect(new Set(two.map((p) => p.fields.format))).toEqual(new Set(['td1', 'mrvb']));
    expect(toOptions(DEFAULT_INPUTS).formatShares).toEqual(TD3_ONLY);
  });

  it('plans corruption by number, not by column: any digit of any format, by 1 to 9', async () => {
    const set = planRange(await setFaker(), { ...options, seed: 9, corruptShare: 1 }, 0, 1000);
    const which = set.map((p) => p.corrupt!.which);
    const by = set.map((p) => p.corrupt!.by);
    expect(Math.min(...by)).toBe(1);
    expect(Math.max(...by)).toBe(9);
    expect(Math.min(...which)).toBe(0);
    // Every residue round 3, 4 and 5 digits is drawn: each format's digits all get spoilt.
    for (const digits of [3, 4, 5]) expect(new Set(which.map((w) => w % digits)).size).toBe(digits);
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
  });

  it('refuses a format share out of range, or shares that do not make 100 %', () => {
    expect(invalidOption({ ...options, formatShares: { ...MIX, td2: -0.1, td3: 0.65 } })).toEqual({ option: 'formatShare', format: 'td2' });
    expect(invalidOption({ ...options, formatShares: { ...MIX, mrva: Number.NaN } })).toEqual({ option: 'formatShare', format: 'mrva' });
    const short = invalidOption({ ...options, formatShares: { ...MIX, td3: 0.3 } });
    expect(short?.option).toBe('formatTotal');
    expect(short && 'total' in short && short.total).toBeCloseTo(0.9);
    expect(invalidOption({ ...options, formatShares: { ...TD3_ONLY, td3: 0 } })?.option).toBe('formatTotal');
    // Percentages with decimals add up to 100 though not exactly in binary.
    const thirds = toOptions({ ...DEFAULT_INPUTS, td3: '33.3', td1: '33.3', td2: '33.4' });
    expect(invalidOption(thirds)).toBeNull();
  });
});
