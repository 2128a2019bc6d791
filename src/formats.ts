// What the page needs to know of each format: its shape and which text fields it has, copied
// from the core's layouts (`formats()` in the WASM; formats.test.ts holds this copy to it), so
// the form knows its fields at once, without a round trip to the worker. Where each field sits
// in the zone is the core's business alone.
import type { FieldKey, Fields, Format } from 'mrz-wasm';
import { FIELD_KEYS, SPEC_KEYS } from './fields';

export interface FormatShape {
  lines: number;
  length: number;
  fields: readonly FieldKey[];
}

export const FORMAT_SHAPES: Record<Format, FormatShape> = {
  td3: { lines: 2, length: 44, fields: SPEC_KEYS },
  td1: { lines: 3, length: 30, fields: FIELD_KEYS },
  td2: { lines: 2, length: 36, fields: SPEC_KEYS },
  mrva: { lines: 2, length: 44, fields: SPEC_KEYS },
  mrvb: { lines: 2, length: 36, fields: SPEC_KEYS },
};

/**
 * The document code a format usually carries: P for passports, I for ID cards, V for visas
 * (readers tell a visa from a passport or card of the same size by its V alone).
 */
export const USUAL_CODE: Record<Format, string> = { td3: 'P', td1: 'I', td2: 'I', mrva: 'V', mrvb: 'V' };

/** Fields some format lacks: shown in the others only when they hold a value. */
export const OPTIONAL_KEYS: readonly FieldKey[] = FIELD_KEYS.filter((k) =>
  Object.values(FORMAT_SHAPES).some((shape) => !shape.fields.includes(k)),
);

/**
 * The changes choosing `next` makes to `values`: the format, and the document code when it is
 * empty or still the previous format's usual one (a person choosing "visa" gets a V without
 * thinking; a code they typed is theirs). Values of fields `next` lacks are kept: the form
 * shows them with the core's `unused` hint, so nothing typed is lost or hidden.
 */
export function switchFormat(values: Pick<Fields, 'format' | 'type'>, next: Format): Partial<Fields> {
  const changes: Partial<Fields> = { format: next };
  if (values.type === '' || values.type === USUAL_CODE[values.format]) changes.type = USUAL_CODE[next];
  return changes;
}

/** The fields the form shows for a format: its own, and any other that holds a value. */
export function shownFields(format: Format, filled: (key: FieldKey) => boolean): FieldKey[] {
  const own = FORMAT_SHAPES[format].fields;
  return FIELD_KEYS.filter((k) => own.includes(k) || (OPTIONAL_KEYS.includes(k) && filled(k)));
}
