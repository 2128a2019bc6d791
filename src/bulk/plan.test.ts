import { describe, expect, it } from 'vitest';
import { corruptLine, invalidOption, planRange, seededFaker, type SetOptions } from './plan';

const options: SetOptions = { count: 300, seed: 42, middleShare: 0.3, longShare: 0.2, corruptShare: 0.25 };

describe('planning a test set', () => {
  it('gives the same records for the same seed, and others for another', async () => {
    const a = planRange(await seededFaker(42), options, 0, 300);
    const b = planRange(await seededFaker(42), options, 0, 300);
    expect(a).toEqual(b);
    const c = planRange(await seededFaker(43), options, 0, 300);
    expect(c).not.toEqual(a);
  });

  it('draws in consecutive ranges exactly what it draws at once', async () => {
    const whole = planRange(await seededFaker(7), options, 0, 100);
    const faker = await seededFaker(7);
    const parts = [...planRange(faker, options, 0, 40), ...planRange(faker, options, 40, 100)];
    expect(parts).toEqual(whole);
  });

  it('keeps to the shares asked for, roughly, and makes long names long', async () => {
    const set = planRange(await seededFaker(1), { ...options, count: 2000 }, 0, 2000);
    const share = (f: (p: (typeof set)[number]) => boolean) => set.filter(f).length / set.length;
    expect(share((p) => p.corrupt !== null)).toBeGreaterThan(0.2);
    expect(share((p) => p.corrupt !== null)).toBeLessThan(0.3);
    expect(share((p) => p.long)).toBeGreaterThan(0.15);
    expect(set.filter((p) => p.long).every((p) => p.fields.surname.length > 40)).toBe(true);
    const middle = set.filter((p) => !p.long && p.fields.givenNames.includes(' ')).length / set.length;
    expect(middle).toBeGreaterThan(0.15);
    expect(middle).toBeLessThan(0.35);
  });

  it('refuses options that make no set', () => {
    expect(invalidOption(options)).toBeNull();
    expect(invalidOption({ ...options, count: 0 })).toBe('count');
    expect(invalidOption({ ...options, count: 10_001 })).toBe('count');
    expect(invalidOption({ ...options, seed: -1 })).toBe('seed');
    expect(invalidOption({ ...options, longShare: 1.5 })).toBe('longShare');
    expect(invalidOption({ ...options, corruptShare: Number.NaN })).toBe('corruptShare');
  });

  it('changes exactly the planned check digit', () => {
    const line = 'L898902C36UTO7408122F1204159ZE184226B<<<<<10';
    const changed = corruptLine(line, { check: 'date_of_birth', at: 19, by: 3 });
    expect(changed).toBe('L898902C36UTO7408125F1204159ZE184226B<<<<<10');
    expect(corruptLine(line, { check: 'composite', at: 43, by: 9 })).toBe(`${line.slice(0, 43)}9`);
  });
});
