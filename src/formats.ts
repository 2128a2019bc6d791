// What the page needs to know of each format: its shape, which text fields it has and its usual
// document codes. The table is the core's own (`formats()` in the WASM), written beside the
// package at each build (scripts/write-formats.mjs), so the form knows every format at once,
// without a round trip to the worker, and nothing here is a copy kept in line by hand.
// Where each field sits in the zone is the core's business alone.
import type { FieldKey, Fields, Format, FormatInfo } from 'mrz-wasm';
import table from '../pkg/mrz-wasm/formats.json';
import { FIELD_KEYS, FORMATS } from './fields';

/** The core's table, keyed by format. JSON cannot say `Format`: formats.test.ts holds it to the WASM. */
export const FORMAT_INFO = Object.fromEntries((table as FormatInfo[]).map((info) => [info.format, info])) as Record<
  Format,
  FormatInfo
>;

/** A national layout (the French card and licence, the Swiss licence), not one of ICAO 9303's. */
export const isNational = (format: Format): boolean => FORMAT_INFO[format].national;

/** ICAO's five, then the national layouts: the form and the test-set panel group them so. */
export const ICAO_FORMATS: readonly Format[] = FORMATS.filter((f) => !isNational(f));
export const NATIONAL_FORMATS: readonly Format[] = FORMATS.filter(isNational);

/**
 * The document code a format gets by default: P for passports, I for ID cards, V for visas
 * (readers tell a visa from a passport or card of the same size by its V alone).
 */
export const usualCode = (format: Format): string => FORMAT_INFO[format].codes[0] ?? '';

/**
 * Fields some format lacks (TD1's second optional data; on the national layouts nationality,
 * expiry and others): shown in the formats that lack them only when they hold a value.
 */
export const OPTIONAL_KEYS: readonly FieldKey[] = FIELD_KEYS.filter((k) =>
  Object.values(FORMAT_INFO).some((info) => !info.fields.includes(k)),
);

/**
 * The changes choosing `next` makes to `values`: the format, and the document code when it is
 * empty or still one of the previous format's usual ones (a person choosing "visa" after "ID
 * card" gets a V for the card's I or ID without thinking; a code they typed is theirs). A usual
 * code the new format shares stays (ID from TD1 to TD2); a national layout's state too. Values of
 * fields `next` lacks are kept:
 * the form shows them with the core's `unused` hint, so nothing typed is lost or hidden.
 */
export function switchFormat(
  values: Pick<Fields, 'format' | 'type' | 'countryCode'>,
  next: Format,
): Partial<Fields> {
  const changes: Partial<Fields> = { format: next };
  const wasUsual = values.type === '' || FORMAT_INFO[values.format].codes.includes(values.type);
  if (wasUsual && !FORMAT_INFO[next].codes.includes(values.type)) changes.type = usualCode(next);
  // A national layout's state likewise (FRA; CHE or LIE), when none was typed or it was the
  // previous layout's own; leaving one for ICAO's formats keeps it, a state like any other.
  const states = FORMAT_INFO[next].states;
  const wasOwn = values.countryCode === '' || FORMAT_INFO[values.format].states.includes(values.countryCode);
  if (states.length > 0 && wasOwn && !states.includes(values.countryCode)) changes.countryCode = states[0];
  return changes;
}

/** The fields the form shows for a format: its own, and any other that holds a value. */
export function shownFields(format: Format, filled: (key: FieldKey) => boolean): FieldKey[] {
  const own = FORMAT_INFO[format].fields;
  return FIELD_KEYS.filter((k) => own.includes(k) || (OPTIONAL_KEYS.includes(k) && filled(k)));
}
