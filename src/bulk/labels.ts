// The labels of a test set, as CSV and as JSON Lines: the format, every field, the lines (line3
// empty for two-line zones), validity as read back, which digit was spoilt on purpose, and in
// JSON the picture's own label (its size, every quad, the camera). Rows are written per record,
// in the workers; the page only joins them.
import type { Fields } from 'mrz-wasm';
import type { Zone } from 'mrz-wasm-scene';
import { FIELD_KEYS } from '../fields';

export interface Label extends Fields {
  /** From 1. */
  index: number;
  file: string;
  line1: string;
  line2: string;
  line3: string;
  valid: boolean;
  /** The check digit changed on purpose (a negative test), or "". */
  corrupted: string;
}

export function label(index: number, file: string, fields: Fields, zone: Zone): Label {
  const [line1 = '', line2 = '', line3 = ''] = zone.lines;
  return { index, file, ...fields, line1, line2, line3, valid: zone.valid, corrupted: zone.corrupted ?? '' };
}

// The same columns as `mrz batch` writes (crates/mrz-cli/src/labels.rs).
export const COLUMNS = ['index', 'file', 'format', 'valid', 'corrupted', ...FIELD_KEYS, 'line1', 'line2', 'line3'] as const;

/** The keys of the picture's label (mrz-scene's SceneLabel), after the columns in JSON. */
export const SCENE_KEYS = ['width', 'height', 'quads', 'augmentation'] as const;

/** RFC 4180: a value with a comma, a quote or a line break is quoted, its quotes doubled. */
const cell = (v: string | number | boolean | undefined) => {
  const text = String(v ?? '');
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

export const CSV_HEADER = `${COLUMNS.join(',')}\r\n`;

export const csvRow = (l: Label) => `${COLUMNS.map((c) => cell(l[c])).join(',')}\r\n`;

/**
 * The JSON Lines row: the columns, then the keys of `scene`, the picture's label as the module
 * wrote it (JSON text: its numbers as `mrz batch` prints them, never re-read here).
 */
export function jsonlRow(l: Label, scene: string): string {
  const columns = JSON.stringify(Object.fromEntries(COLUMNS.map((c) => [c, l[c]])));
  return `${columns.slice(0, -1)},${scene.slice(1)}\n`;
}

/** Hugging Face imagefolder's metadata.jsonl row: `file_name`, then the row's keys. */
export const metadataRow = (file: string, row: string) => `{"file_name":${JSON.stringify(file)},${row.slice(1)}`;
