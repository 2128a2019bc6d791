// The labels of a test set, as CSV and as JSON Lines: the format, every field, the lines (line3
// empty for two-line zones), validity as read back, and which digit was spoilt on purpose.
import type { Fields } from 'mrz-wasm';
import { FIELD_KEYS } from '../fields';
import type { Made } from './bulk.worker';

export interface Label extends Fields {
  index: number;
  file: string;
  line1: string;
  line2: string;
  line3: string;
  valid: boolean;
  /** The check digit changed on purpose (a negative test), or "". */
  corrupted: string;
}

export const imageName = (index: number) => `images/${String(index + 1).padStart(5, '0')}.png`;

export function label(m: Made): Label {
  const [line1 = '', line2 = '', line3 = ''] = m.lines;
  return { index: m.index + 1, file: imageName(m.index), ...m.fields, line1, line2, line3, valid: m.valid, corrupted: m.corrupted ?? '' };
}

// The same columns, in the same order, as `mrz batch` writes.
export const COLUMNS = ['index', 'file', 'format', 'valid', 'corrupted', ...FIELD_KEYS, 'line1', 'line2', 'line3'] as const;

/** RFC 4180: a value with a comma, a quote or a line break is quoted, its quotes doubled. */
const cell = (v: string | number | boolean | undefined) => {
  const text = String(v ?? '');
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

export function csv(labels: Label[]): string {
  const rows = labels.map((l) => COLUMNS.map((c) => cell(l[c])).join(','));
  return `${[COLUMNS.join(','), ...rows].join('\r\n')}\r\n`;
}

export function jsonl(labels: Label[]): string {
  return labels.map((l) => JSON.stringify(Object.fromEntries(COLUMNS.map((c) => [c, l[c]])))).join('\n') + '\n';
}
