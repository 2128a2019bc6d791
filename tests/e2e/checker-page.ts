// Shared by the checker's browser tests: the ICAO specimens of every format, and the checker.
import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import type { OracleFormat } from './mrz-oracle';

interface Specimen {
  name: string;
  fields?: Record<string, string>;
  lines: string[];
  decodeOnly?: boolean;
}
const SPECIMENS = readFileSync(new URL('../../testdata/formats.jsonl', import.meta.url), 'utf8')
  .split('\n')
  .filter((l) => l.trim())
  .map((l) => JSON.parse(l) as Specimen);

/** The ICAO specimen of a format. */
export const specimen = (format: OracleFormat): Specimen => SPECIMENS.find((s) => !s.decodeOnly && s.fields?.format === format)!;

/** The German passport whose empty personal number has `<` as its check digit. */
export const GERMAN = SPECIMENS.find((s) => s.decodeOnly)!;

/** The page, opened, with its checker and the checker's text box. */
export async function open(page: Page): Promise<{ checker: Locator; box: Locator }> {
  await page.goto('/');
  const checker = page.getByRole('region', { name: 'MRZ checker' });
  return { checker, box: checker.getByLabel('MRZ to check (its lines, or all on one line)') };
}

/** The row of the checker's field table whose name starts with `name`. */
export const row = (checker: Locator, name: string) =>
  checker.getByRole('row', { name: new RegExp(`^${name.replace(/[()]/g, '\\$&')}`) });
