// Every ICAO 9303 zone's shape and where its fields sit, written here from the standard (Parts
// 4 to 7) on purpose: the browser tests must not trust the app's, or the core's, reading of it.
import { expect } from '@playwright/test';
import { oracleChecks } from './mrz-oracle';

export type FormatName = 'td3' | 'td1' | 'td2' | 'mrva' | 'mrvb';

/** Lines and characters per line. */
export const SHAPE: Record<FormatName, [number, number]> = {
  td3: [2, 44],
  td1: [3, 30],
  td2: [2, 36],
  mrva: [2, 44],
  mrvb: [2, 36],
};

/**
 * The zone has its format's shape and every check digit is right, by the oracle in
 * mrz-oracle.ts (which also follows a TD1 or TD2 number continued into the optional data).
 */
export function expectValidZone(format: FormatName, lines: string[]): void {
  const [count, length] = SHAPE[format];
  expect(lines, lines.join('\n')).toHaveLength(count);
  for (const line of lines) expect(line).toMatch(new RegExp(`^[A-Z0-9<]{${length}}$`));
  for (const [name, check] of Object.entries(oracleChecks(lines))) {
    expect(check.valid, `${name} check digit in ${lines.join('\n')}`).toBe(true);
  }
}

/** The text a zone's fields put where: the document code, the name line, the number. */
export function zoneParts(format: FormatName, lines: string[]) {
  const nameLine = format === 'td1' ? lines[2]! : lines[0]!.slice(5);
  const number = format === 'td1' ? lines[0]!.slice(5, 14) : lines[1]!.slice(0, 9);
  return { code: lines[0]!.slice(0, 2), state: lines[0]!.slice(2, 5), nameLine, number };
}
