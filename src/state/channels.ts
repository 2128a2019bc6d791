// The three ways a record reaches the form at load (session copy, query, hash) and their order.
import type { FieldKey, Fields } from 'mrz-wasm';
import { DEFAULT_FIELDS, FIELD_KEYS } from '../fields';

export const SESSION_KEY = 'form:persistence';

/** The short hash keys of share links. */
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
} as const satisfies Record<FieldKey, string>;

/** Query parameters removed from the address once read. */
export const QUERY_KEYS_REMOVED: readonly string[] = [...FIELD_KEYS, 'placeOfBirth', 'dateOfIssue'];

/** A saved copy counts only as an object holding all ten fields as strings. */
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
  const fields = { ...DEFAULT_FIELDS };
  for (const key of FIELD_KEYS) {
    const v = record[key];
    if (typeof v !== 'string') return null;
    fields[key] = v;
  }
  return fields;
}

/** Fields named in a query string; null when it names none. */
export function parseQuery(search: string): Partial<Fields> | null {
  const params = new URLSearchParams(search);
  const found: Partial<Fields> = {};
  for (const key of FIELD_KEYS) {
    const value = params.get(key);
    if (value !== null) found[key] = value;
  }
  return Object.keys(found).length > 0 ? found : null;
}

/** Fields in a `#t=P&s=...` hash; a key that is unknown, repeated or badly encoded is skipped. */
export function parseHash(hash: string): Partial<Fields> | null {
  const byShortKey = new Map<string, FieldKey>(FIELD_KEYS.map((k) => [HASH_KEYS[k], k]));
  const found: Partial<Fields> = {};
  for (const part of hash.replace(/^#/, '').split('&')) {
    const eq = part.indexOf('=');
    const key = byShortKey.get(eq < 0 ? part : part.slice(0, eq));
    if (!key || eq < 0 || found[key] !== undefined) continue;
    try {
      found[key] = decodeURIComponent(part.slice(eq + 1));
    } catch {
      // Malformed percent-encoding: this value is unreadable, the rest still counts.
    }
  }
  return Object.keys(found).length > 0 ? found : null;
}

export interface Sources {
  session: string | null;
  search: string;
  hash: string;
}

/** The session copy, else the query, else the hash, else the defaults. */
export function initialFields({ session, search, hash }: Sources): Fields {
  const saved = parseSession(session);
  if (saved) return saved;
  const partial = parseQuery(search) ?? parseHash(hash);
  return { ...DEFAULT_FIELDS, ...partial };
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

/** The app's root address plus the hash of every non-empty field. */
export function shareLink(fields: Fields, root: string): string {
  const parts = FIELD_KEYS.filter((k) => typeof fields[k] === 'string' && fields[k] !== '').map(
    (k) => `${HASH_KEYS[k]}=${encodeURIComponent(fields[k])}`,
  );
  const url = new URL(root);
  url.search = '';
  url.hash = '';
  return parts.length > 0 ? `${url.href}#${parts.join('&')}` : url.href;
}

/**
 * passportNo-surname_givenNames.png, spaces as underscores, no characters a file name forbids;
 * a print-true picture says its dpi before the extension.
 */
export function downloadName(fields: Fields, dpi?: number, extension = 'png'): string {
  const stem = `${fields.passportNo}-${fields.surname}_${fields.givenNames}`;
  const print = dpi === undefined ? '' : `_${dpi}dpi`;
  return `${stem.replace(/[\s]/g, '_').replace(/[\\/:*?"<>|\u0000-\u001f]/g, '')}${print}.${extension}`;
}
