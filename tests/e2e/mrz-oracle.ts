// An independent reading of ICAO 9303 zones for the browser tests: the format from the lines'
// shape, and every check digit of every format, written here from Parts 3-7 without any code of
// the app, so that a test never trusts what it tests.

import { checkDigit } from './helpers';

export type OracleFormat = 'td1' | 'td2' | 'td3' | 'mrva' | 'mrvb';
export type OracleCheck = 'passport_no' | 'date_of_birth' | 'date_of_expiry' | 'personal_no' | 'composite';

/** 3 × 30 is TD1; 2 × 36 is MRV-B with a V, else TD2; 2 × 44 is MRV-A with a V, else TD3. */
export function formatOf(lines: string[]): OracleFormat | null {
  const shape = `${lines.length}x${lines[0]?.length}`;
  if (lines.some((l) => l.length !== lines[0]!.length)) return null;
  const visa = lines[0]!.startsWith('V');
  const byShape: Record<string, OracleFormat> = { '3x30': 'td1', '2x36': visa ? 'mrvb' : 'td2', '2x44': visa ? 'mrva' : 'td3' };
  return byShape[shape] ?? null;
}

export interface OracleResult {
  /** Line and column (from 0) of the digit, what is there, what should be. */
  line: number;
  at: number;
  found: string;
  expected: string;
  valid: boolean;
}

/**
 * A document number of 9 characters, or a longer one (TD1 and TD2, Part 5 4.2.4): `<` where its
 * digit goes, the rest of the number and then its digit at the start of the optional data.
 */
function documentNumber(field: string, digitAt: number, optional: string, optionalAt: number) {
  if (field[9] === '<' && /^[A-Z0-9]/.test(optional)) {
    const end = optional.indexOf('<');
    const rest = end < 0 ? optional : optional.slice(0, end);
    return { at: optionalAt + rest.length - 1, data: field.slice(0, 9) + rest.slice(0, -1), found: rest.slice(-1) };
  }
  return { at: digitAt, data: field.slice(0, 9), found: field[9]! };
}

/** Every check digit of the zone, by name, as ICAO 9303 places them in its format. */
export function oracleChecks(lines: string[]): Partial<Record<OracleCheck, OracleResult>> {
  const format = formatOf(lines);
  const [a = '', b = ''] = lines;
  const out: Partial<Record<OracleCheck, OracleResult>> = {};
  const put = (name: OracleCheck, line: number, at: number, data: string, found = lines[line]![at]!) => {
    const expected = String(checkDigit(data));
    // An empty optional field may carry < for its digit (Part 4 4.2.2.1, German passports).
    const valid = found === expected || (found === '<' && /^<*$/.test(data) && name === 'personal_no');
    out[name] = { line, at, found, expected, valid };
  };
  if (format === 'td1') {
    const doc = documentNumber(a.slice(5, 15), 14, a.slice(15, 30), 15);
    put('passport_no', 0, doc.at, doc.data, doc.found);
    put('date_of_birth', 1, 6, b.slice(0, 6));
    put('date_of_expiry', 1, 14, b.slice(8, 14));
    put('composite', 1, 29, a.slice(5, 30) + b.slice(0, 7) + b.slice(8, 15) + b.slice(18, 29));
    return out;
  }
  const long = format === 'td2' ? documentNumber(b.slice(0, 10), 9, b.slice(28, 35), 28) : null;
  put('passport_no', 1, long?.at ?? 9, long?.data ?? b.slice(0, 9), long?.found);
  put('date_of_birth', 1, 19, b.slice(13, 19));
  put('date_of_expiry', 1, 27, b.slice(21, 27));
  if (format === 'td3') {
    put('personal_no', 1, 42, b.slice(28, 42));
    put('composite', 1, 43, b.slice(0, 10) + b.slice(13, 20) + b.slice(21, 43));
  }
  if (format === 'td2') put('composite', 1, 35, b.slice(0, 10) + b.slice(13, 20) + b.slice(21, 35));
  return out;
}

/** Every check digit right. */
export const oracleValid = (lines: string[]) => Object.values(oracleChecks(lines)).every((c) => c.valid);
