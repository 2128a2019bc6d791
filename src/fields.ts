// The record's fields; their types come from the Rust side. Which fields a format has, and
// where they sit, is the core's business (`formats()` in the WASM): see formats.ts.
import type { FieldKey, Fields, Format } from 'mrz-wasm';

/** The text fields in the form's order: the specification's ten, then TD1's second optional data. */
export const FIELD_KEYS = [
  'type',
  'countryCode',
  'passportNo',
  'surname',
  'givenNames',
  'nationality',
  'dateOfBirth',
  'personalNo',
  'sex',
  'dateOfExpiry',
  'optionalData2',
] as const satisfies readonly FieldKey[];

/** One of the specification's ten fields (every field but TD1's second optional data). */
export type SpecKey = Exclude<FieldKey, 'optionalData2'>;

/** The specification's ten fields: a session copy must hold these. */
export const SPEC_KEYS: readonly SpecKey[] = FIELD_KEYS.filter((k): k is SpecKey => k !== 'optionalData2');

// Fails to compile if the Rust side gains a field this list lacks.
type Missing = Exclude<FieldKey, (typeof FIELD_KEYS)[number]>;
const complete: Missing extends never ? true : never = true;
void complete;

/**
 * The formats in the order the page offers them: the passport first, ICAO's five, then the
 * national layouts (which of them are national is the core's word: see formats.ts).
 */
export const FORMATS = ['td3', 'td1', 'td2', 'mrva', 'mrvb', 'fra_id', 'fra_dl', 'che_dl'] as const satisfies readonly Format[];

// Fails to compile if the Rust side gains a format this list lacks.
type MissingFormat = Exclude<Format, (typeof FORMATS)[number]>;
const everyFormat: MissingFormat extends never ? true : never = true;
void everyFormat;

export const isFormat = (value: unknown): value is Format => FORMATS.includes(value as Format);

export const DEFAULT_FIELDS: Fields = {
  format: 'td3',
  type: 'P',
  countryCode: '',
  passportNo: '',
  surname: '',
  givenNames: '',
  nationality: '',
  dateOfBirth: '',
  personalNo: '',
  sex: '',
  dateOfExpiry: '',
  optionalData2: '',
};
