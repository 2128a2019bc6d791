// A test set's records, drawn from a seed: the same options and seed give the same set.
import type { Faker } from '@faker-js/faker';
import type { CheckName, Fields } from 'mrz-wasm';
import { randomRecord } from '../random/random-record';

export interface SetOptions {
  count: number;
  seed: number;
  /** Shares, 0 to 1: records with a middle name, with names too long for the zone, with one
   * check digit deliberately wrong. */
  middleShare: number;
  longShare: number;
  corruptShare: number;
}

/** One check digit of line 2 changed: which, its column, and by how much (1-9, modulo 10). */
export interface Corruption {
  check: CheckName;
  at: number;
  by: number;
}

export interface Planned {
  index: number;
  fields: Fields;
  long: boolean;
  corrupt: Corruption | null;
}

export const LIMITS = { count: [1, 10_000] as const };
/** Line 2's check digits and their columns. */
const CHECKS: ReadonlyArray<{ check: CheckName; at: number }> = [
  { check: 'passport_no', at: 9 },
  { check: 'date_of_birth', at: 19 },
  { check: 'date_of_expiry', at: 27 },
  { check: 'personal_no', at: 42 },
  { check: 'composite', at: 43 },
];
/** Dates are drawn around a fixed day, so that a seed gives the same set on any day. */
export const SET_REFERENCE_DATE = new Date(Date.UTC(2026, 0, 1));

/** Why the options cannot make a set, or null. */
export function invalidOption(o: SetOptions): keyof SetOptions | null {
  if (!Number.isInteger(o.count) || o.count < LIMITS.count[0] || o.count > LIMITS.count[1]) return 'count';
  if (!Number.isSafeInteger(o.seed) || o.seed < 0) return 'seed';
  for (const key of ['middleShare', 'longShare', 'corruptShare'] as const) {
    if (!(o[key] >= 0 && o[key] <= 1)) return key;
  }
  return null;
}

/** Draw records `from` to `to` (exclusive); call with consecutive ranges from 0 on one faker. */
export function planRange(faker: Faker, options: SetOptions, from: number, to: number): Planned[] {
  const out: Planned[] = [];
  for (let index = from; index < to; index++) {
    const long = faker.datatype.boolean(options.longShare);
    const fields = randomRecord(faker, SET_REFERENCE_DATE, { middleShare: options.middleShare, long });
    const corrupt = faker.datatype.boolean(options.corruptShare)
      ? { ...faker.helpers.arrayElement(CHECKS), by: faker.number.int({ min: 1, max: 9 }) }
      : null;
    out.push({ index, fields, long, corrupt });
  }
  return out;
}

/** A faker of its own for a set, English data, seeded. */
export async function seededFaker(seed: number): Promise<Faker> {
  const { Faker, en, base } = await import('@faker-js/faker');
  const faker = new Faker({ locale: [en, base] });
  faker.seed(seed);
  return faker;
}

/** Line 2 with one check digit changed as planned. */
export function corruptLine(line: string, c: Corruption): string {
  const digit = (Number(line[c.at]) + c.by) % 10;
  return `${line.slice(0, c.at)}${digit}${line.slice(c.at + 1)}`;
}
