// A test set's records, drawn from a seed: the same options and seed give the same set, and each
// record follows from the seed and its index alone, so any worker can draw any record. The plan
// knows no column: which check digit to spoil is a number the worker's core resolves per format.
import type { Faker } from '@faker-js/faker';
import type { Fields, Format } from 'mrz-wasm';
import { FORMATS } from '../fields';
import { randomRecord } from '../random/random-record';

export interface SetOptions {
  count: number;
  seed: number;
  /** Shares, 0 to 1: records with a middle name, with names too long for the zone, with one
   * check digit deliberately wrong. */
  middleShare: number;
  longShare: number;
  corruptShare: number;
  /** Each format's share, 0 to 1; together they make 1. */
  formatShares: Record<Format, number>;
}

/** A negative test: check digit number `which`, counted round the format's digits, raised by
 * `by` (1-9, modulo 10), so that it is certainly wrong. */
export interface Corruption {
  which: number;
  by: number;
}

export interface Planned {
  index: number;
  fields: Fields;
  long: boolean;
  corrupt: Corruption | null;
}

export const LIMITS = { count: [1, 10_000] as const };

export const SHARE_KEYS = ['middleShare', 'longShare', 'corruptShare'] as const;

/** Every record a passport: the page's default, and the sets made before formats existed. */
export const TD3_ONLY: Record<Format, number> = { td3: 1, td1: 0, td2: 0, mrva: 0, mrvb: 0 };

/** Formats have 3, 4 or 5 check digits; drawing from 60 (their least common multiple) picks
 * each digit of any format equally often once the core counts round. */
const WHICH_RANGE = 60;

/** Dates are drawn around a fixed day, so that a seed gives the same set on any day. */
export const SET_REFERENCE_DATE = new Date(Date.UTC(2026, 0, 1));

/** Why the options cannot make a set, naming the option (and the format), or null. */
export type Invalid =
  | { option: 'count' | 'seed' | (typeof SHARE_KEYS)[number] }
  | { option: 'formatShare'; format: Format }
  | { option: 'formatTotal'; total: number };

const isShare = (x: number) => x >= 0 && x <= 1;

export function invalidOption(o: SetOptions): Invalid | null {
  if (!Number.isInteger(o.count) || o.count < LIMITS.count[0] || o.count > LIMITS.count[1]) return { option: 'count' };
  if (!Number.isSafeInteger(o.seed) || o.seed < 0) return { option: 'seed' };
  for (const option of SHARE_KEYS) if (!isShare(o[option])) return { option };
  for (const format of FORMATS) if (!isShare(o.formatShares[format])) return { option: 'formatShare', format };
  const total = FORMATS.reduce((sum, f) => sum + o.formatShares[f], 0);
  // Percentages typed with decimals do not add up exactly in binary.
  if (Math.abs(total - 1) > 1e-9) return { option: 'formatTotal', total };
  return null;
}

/** The format of the next record, by the shares (the page's order of formats, so a seed keeps
 * its meaning). */
function pickFormat(faker: Faker, shares: Record<Format, number>): Format {
  const weighted = FORMATS.filter((f) => shares[f] > 0).map((f) => ({ weight: shares[f], value: f }));
  return faker.helpers.weightedArrayElement(weighted);
}

/**
 * Record `index` (from 0) of the set: faker is seeded afresh with the seed and the index (a
 * seed beyond 32 bits in two halves), as `mrz batch` seeds each record's generator.
 */
export function planRecord(faker: Faker, options: SetOptions, index: number): Planned {
  faker.seed([options.seed % 2 ** 32, Math.floor(options.seed / 2 ** 32), index]);
  const format = pickFormat(faker, options.formatShares);
  const long = faker.datatype.boolean(options.longShare);
  const fields = randomRecord(faker, SET_REFERENCE_DATE, { middleShare: options.middleShare, long, format });
  const corrupt = faker.datatype.boolean(options.corruptShare)
    ? { which: faker.number.int({ min: 0, max: WHICH_RANGE - 1 }), by: faker.number.int({ min: 1, max: 9 }) }
    : null;
  return { index, fields, long, corrupt };
}

/** Records `from` to `to` (exclusive). */
export function planRange(faker: Faker, options: SetOptions, from: number, to: number): Planned[] {
  const out: Planned[] = [];
  for (let index = from; index < to; index++) out.push(planRecord(faker, options, index));
  return out;
}

/** A faker of its own for a set, English data; each record seeds it (planRecord). */
export async function setFaker(): Promise<Faker> {
  const { Faker, en, base } = await import('@faker-js/faker');
  return new Faker({ locale: [en, base] });
}
