// A test set's options as the panel holds them, whether they can make a set (in words naming the
// field), and the options the set engine takes (crates/mrz-set, `mrz batch`'s flags): the
// records, pictures and labels are all drawn there from the seed, as the command draws them.
import type { Format } from 'mrz-wasm';
import type { SetOptions as EngineOptions } from 'mrz-wasm-scene';
import { FORMATS } from '../fields';
import type { SetOutput } from './layouts';

export interface SetOptions {
  count: number;
  seed: number;
  /** Shares, 0 to 1: records with a middle name, with names too long for the zone, with one
   * check digit deliberately wrong, with a made-up holder (letters drawn evenly). */
  middleShare: number;
  longShare: number;
  corruptShare: number;
  madeUpShare: number;
  /** Each format's share, 0 to 1; together they make 1. */
  formatShares: Record<Format, number>;
  /** Each format's weight as typed (its percentage), as `mrz batch --formats td3=70,td1=30`
   * takes it: the engine draws formats from the weights, and 70 and 0.7 round apart. */
  formatWeights: Record<Format, number>;
}

export const LIMITS = { count: [1, 10_000] as const };

export const SHARE_KEYS = ['middleShare', 'longShare', 'corruptShare', 'madeUpShare'] as const;

/** Every record a passport: the page's default. */
export const TD3_ONLY: Record<Format, number> = { td3: 1, td1: 0, td2: 0, mrva: 0, mrvb: 0, fra_id: 0, fra_dl: 0, che_dl: 0 };

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

/** What the set engine makes the set from: `mrz batch --count … --seed … --middle … --long …
 * --corrupt … --made-up … --formats … --realism … --palette … --image … --layout … [--chip]`, so that the page's set is
 * the command's. */
export function engineOptions(o: SetOptions, output: SetOutput): EngineOptions {
  const formats = Object.fromEntries(FORMATS.filter((f) => o.formatWeights[f] > 0).map((f) => [f, o.formatWeights[f]]));
  return {
    count: o.count,
    seed: o.seed,
    middle: o.middleShare,
    long: o.longShare,
    corrupt: o.corruptShare,
    madeUp: o.madeUpShare,
    formats,
    realism: output.preset,
    palette: output.palette,
    image: output.image,
    layout: output.layout,
    chip: output.chip,
  };
}
