// The three ways a record reaches the form at load (session copy, query, hash) and their order.
import type { FieldKey, Fields, Letters } from 'mrz-wasm';
import { DEFAULT_FIELDS, FIELD_KEYS, isFormat, SPEC_KEYS } from '../fields';
import { usualCode } from '../formats';

export const SESSION_KEY = 'form:persistence';

/** The short hash keys of share links: the specification's ten, and TD1's second optional data. */
export const HASH_KEYS = {
  type: 't',
  countryCode: 'c',
  passportNo: 'p',
  surname: 's',
  givenNames: 'g',
  nationality: 'n',
  dateOfBirth: 'b',
  personalNo: 'i',
  sex: 'x',
  dateOfExpiry: 'e',
  optionalData2: 'o',
} as const satisfies Record<FieldKey, string>;

/**
 * The hash keys of the record's settings. A link carries each only when it is not the default,
 * so every link made before formats and letters existed means what it meant: TD3, letters dropped.
 */
export const SETTING_KEYS = { format: 'f', letters: 'l' } as const;

/** Query parameters removed from the address once read. */
export const QUERY_KEYS_REMOVED: readonly string[] = [
  ...FIELD_KEYS,
  'format',
  'letters',
  'placeOfBirth',
  'dateOfIssue',
];

export const isLetters = (value: unknown): value is Letters => value === 'drop' || value === 'icao';

/** A format or letters mode as a link spells it (case aside), or undefined when it is none. */
function setting(key: 'format' | 'letters', value: string): Partial<Fields> {
  const v = value.toLowerCase();
  if (key === 'format') return isFormat(v) ? { format: v } : {};
  return isLetters(v) ? { letters: v } : {};
}

/**
 * A saved copy counts only as an object holding the ten fields of the specification as strings;
 * without more it is a TD3 record (copies made before formats existed). The fields added since
 * must be valid when present (optional data 2 a string, a known format, drop or icao), or the
 * copy is ignored like any other bad copy.
 */
export function parseSession(text: string | null): Fields | null {
  if (text === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  const fields: Fields = { ...DEFAULT_FIELDS };
  for (const key of SPEC_KEYS) {
    const v = record[key];
    if (typeof v !== 'string') return null;
    fields[key] = v;
  }
  const { optionalData2, format, letters } = record;
  if (optionalData2 !== undefined) {
    if (typeof optionalData2 !== 'string') return null;
    fields.optionalData2 = optionalData2;
  }
  if (format !== undefined) {
    if (!isFormat(format)) return null;
    fields.format = format;
  }
  if (letters !== undefined) {
    if (!isLetters(letters)) return null;
    fields.letters = letters;
  }
  return fields;
}

/** Fields named in a query string; null when it names none (an unknown format or mode is skipped). */
export function parseQuery(search: string): Partial<Fields> | null {
  const params = new URLSearchParams(search);
  const found: Partial<Fields> = {};
  for (const key of FIELD_KEYS) {
    const value = params.get(key);
    if (value !== null) found[key] = value;
  }
  for (const key of ['format', 'letters'] as const) {
    const value = params.get(key);
    if (value !== null) Object.assign(found, setting(key, value));
  }
  return Object.keys(found).length > 0 ? found : null;
}

/** Fields in a `#t=P&s=...` hash; a key that is unknown, repeated or badly encoded is skipped. */
export function parseHash(hash: string): Partial<Fields> | null {
  const byShortKey = new Map<string, FieldKey | 'format' | 'letters'>([
    ...FIELD_KEYS.map((k): [string, FieldKey] => [HASH_KEYS[k], k]),
    [SETTING_KEYS.format, 'format'],
    [SETTING_KEYS.letters, 'letters'],
  ]);
  const found: Partial<Fields> = {};
  for (const part of hash.replace(/^#/, '').split('&')) {
    const eq = part.indexOf('=');
    const key = byShortKey.get(eq < 0 ? part : part.slice(0, eq));
    // The first readable value of a key counts.
    if (!key || eq < 0 || found[key] !== undefined) continue;
    let value: string;
    try {
      value = decodeURIComponent(part.slice(eq + 1));
    } catch {
      continue; // Malformed percent-encoding: this value is unreadable, the rest still counts.
    }
    if (key === 'format' || key === 'letters') Object.assign(found, setting(key, value));
    else found[key] = value;
  }
  return Object.keys(found).length > 0 ? found : null;
}

/**
 * The whole record a link stands for. A link carries the letters mode only when it is ICAO, so
 * one without it means dropped letters (as every link made before the mode existed), whatever
 * this browser prefers: the link must give the zone its sender saw. A link that names a format
 * but no document code (`#f=td1&s=…`, written by hand) gets that format's usual code, not the
 * passport's P; one naming neither is a passport's, as it always was.
 */
export function recordFromLink(found: Partial<Fields>): Fields {
  const format = found.format ?? DEFAULT_FIELDS.format;
  return { ...DEFAULT_FIELDS, type: usualCode(format), letters: 'drop', ...found };
}

export interface Sources {
  session: string | null;
  search: string;
  hash: string;
  /** The letters mode this browser remembers, used where no channel says. */
  letters?: Letters | null;
}

/** The session copy, else the query, else the hash, else the defaults. */
export function initialFields({ session, search, hash, letters }: Sources): Fields {
  const preferred = letters ?? 'drop';
  const saved = parseSession(session);
  if (saved) return { ...saved, letters: saved.letters ?? preferred };
  const partial = parseQuery(search) ?? parseHash(hash);
  if (partial) return recordFromLink(partial);
  return { ...DEFAULT_FIELDS, letters: preferred };
}

/** The address without the fields' query parameters and without the hash; null if unchanged. */
export function cleanedUrl(href: string): string | null {
  const url = new URL(href);
  const before = url.href;
  for (const key of QUERY_KEYS_REMOVED) url.searchParams.delete(key);
  url.hash = '';
  if (url.search === '?') url.search = '';
  const after = url.href.replace(/#$/, '');
  return after === before ? null : after;
}

/**
 * The app's root address plus the hash of every non-empty field, the format when not TD3 and the
 * letters mode when ICAO: a TD3 record with letters dropped gets the very link it always had.
 */
export function shareLink(fields: Fields, root: string): string {
  const parts = FIELD_KEYS.filter((k) => typeof fields[k] === 'string' && fields[k] !== '').map(
    (k) => `${HASH_KEYS[k]}=${encodeURIComponent(fields[k])}`,
  );
  if (isFormat(fields.format) && fields.format !== 'td3') parts.unshift(`${SETTING_KEYS.format}=${fields.format}`);
  if (fields.letters === 'icao') parts.push(`${SETTING_KEYS.letters}=icao`);
  const url = new URL(root);
  url.search = '';
  url.hash = '';
  return parts.length > 0 ? `${url.href}#${parts.join('&')}` : url.href;
}
