// The test-set panel's inputs as typed (kept as text, so a bad value is shown, never lost), the
// options they make, and why those cannot make a set, in the reader's words.
import type { TFunction } from 'i18next';
import type { Format } from 'mrz-wasm';
import { FORMATS } from '../fields';
import type { Invalid, SetOptions } from './plan';

export const DEFAULT_INPUTS = {
  count: '200',
  seed: '1',
  middle: '30',
  long: '10',
  corrupt: '10',
  madeUp: '0',
  td3: '100',
  td1: '0',
  td2: '0',
  mrva: '0',
  mrvb: '0',
  fra_id: '0',
  fra_dl: '0',
  che_dl: '0',
} satisfies Record<string, string> & Record<Format, string>;

export type Inputs = typeof DEFAULT_INPUTS;
export type InputKey = keyof Inputs;

const percent = (text: string) => Number(text) / 100;

export const toOptions = (i: Inputs): SetOptions => ({
  count: Number(i.count),
  seed: Number(i.seed),
  middleShare: percent(i.middle),
  longShare: percent(i.long),
  corruptShare: percent(i.corrupt),
  madeUpShare: percent(i.madeUp),
  formatShares: Object.fromEntries(FORMATS.map((f) => [f, percent(i[f])])) as Record<Format, number>,
  formatWeights: Object.fromEntries(FORMATS.map((f) => [f, Number(i[f])])) as Record<Format, number>,
});

/** The label of each input, by its translation key. */
export const labelKey = (key: InputKey): string => (FORMATS.includes(key as Format) ? `bulk.format.${key}` : `bulk.${key}`);

const SHARE_INPUT = { middleShare: 'middle', longShare: 'long', corruptShare: 'corrupt', madeUpShare: 'madeUp' } as const;

/** The inputs a problem is about, so they can say they are invalid. */
export function invalidInputs(bad: Invalid): InputKey[] {
  switch (bad.option) {
    case 'count':
    case 'seed':
      return [bad.option];
    case 'formatShare':
      return [bad.format];
    case 'formatTotal':
      return [...FORMATS];
    default:
      return [SHARE_INPUT[bad.option]];
  }
}

/** The problem in one sentence that names the field. */
export function invalidText(t: TFunction, bad: Invalid): string {
  switch (bad.option) {
    case 'count':
    case 'seed':
      return t(`bulk.invalid.${bad.option}`);
    case 'formatShare':
      return t('bulk.invalid.share', { field: t(labelKey(bad.format)) });
    case 'formatTotal':
      return t('bulk.invalid.formatTotal', { total: Number((bad.total * 100).toFixed(2)) });
    default:
      return t('bulk.invalid.share', { field: t(labelKey(SHARE_INPUT[bad.option])) });
  }
}
