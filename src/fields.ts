// The form's fields in the specification's order; their type comes from the Rust side.
import type { FieldKey, Fields } from 'mrz-wasm';

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
] as const satisfies readonly FieldKey[];

// Fails to compile if the Rust side gains a field this list lacks.
type Missing = Exclude<FieldKey, (typeof FIELD_KEYS)[number]>;
const complete: Missing extends never ? true : never = true;
void complete;

export const DEFAULT_FIELDS: Fields = {
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
};
