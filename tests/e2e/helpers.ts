// Shared by the browser tests: the specimen, an independent check-digit oracle, field access,
// requests held back.
import { readFileSync } from 'node:fs';
import { expect, type Download, type Page } from '@playwright/test';
import type { FieldKey } from 'mrz-wasm';
import { SPEC_KEYS, type SpecKey } from '../../src/fields';

/** The ten fields of the specification: the passport (TD3) form's, in its order. */
export const FIELD_KEYS = SPEC_KEYS;
export type Record10 = Record<SpecKey, string>;

export const specimen = JSON.parse(
  readFileSync(new URL('../../testdata/specimens.jsonl', import.meta.url), 'utf8').split('\n')[0]!,
) as { fields: Record10; lines: [string, string] };

/** ICAO 9303 check digit, written here again on purpose: the test must not trust the app. */
export function checkDigit(s: string): number {
  const value = (c: string) => (/\d/.test(c) ? Number(c) : /[A-Z]/.test(c) ? c.charCodeAt(0) - 55 : 0);
  return [...s].reduce((sum, c, i) => sum + value(c) * [7, 3, 1][i % 3]!, 0) % 10;
}

/** Every check digit of a TD3 second line is right. */
export function expectValidLine2(line: string): void {
  expect(line).toHaveLength(44);
  const digit = (i: number) => Number(line[i]);
  expect(digit(9)).toBe(checkDigit(line.slice(0, 9)));
  expect(digit(19)).toBe(checkDigit(line.slice(13, 19)));
  expect(digit(27)).toBe(checkDigit(line.slice(21, 27)));
  expect(digit(42)).toBe(checkDigit(line.slice(28, 42)));
  expect(digit(43)).toBe(checkDigit(line.slice(0, 10) + line.slice(13, 20) + line.slice(21, 43)));
}

export const input = (page: Page, key: string) => page.locator(`input[name="${key}"]`);

/** The toasts, successes and failures (the checker has a status line of its own). */
export const toasts = (page: Page) => page.locator('.toasts');

/** The toasts' live region for failures, announced at once. */
export const errorToasts = (page: Page) => toasts(page).getByRole('alert');

/** The toasts' live region for successes, announced politely. */
export const successToasts = (page: Page) => toasts(page).getByRole('status');

export async function readFields(page: Page): Promise<Record10> {
  const out = {} as Record10;
  for (const key of FIELD_KEYS) out[key] = await input(page, key).inputValue();
  return out;
}

/** The preview's accessible name, split into its lines (two or three). */
export async function previewZone(page: Page): Promise<string[]> {
  const img = page.getByRole('img', { name: /\n|</ }).first();
  await expect(img).toBeVisible();
  return ((await img.getAttribute('aria-label')) ?? '').split('\n');
}

/** The preview's accessible name, once it shows two lines. */
export async function previewLines(page: Page): Promise<[string, string]> {
  const img = page.getByRole('img', { name: /\n|</ }).first();
  await expect(img).toBeVisible();
  const label = (await img.getAttribute('aria-label')) ?? '';
  return label.split('\n') as [string, string];
}

export async function fill(page: Page, fields: Partial<Record<FieldKey, string>>): Promise<void> {
  for (const [key, value] of Object.entries(fields)) await input(page, key).fill(value);
}

/** Holds back every request matching `url` until the returned function is called. */
export async function holdRequests(page: Page, url: string): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Click a download button and get its file. When the page reports a failure instead (a new
 * error toast), the test fails at once with the page's words, not after a wait for a file that
 * will not come.
 */
export async function download(page: Page, button: string | RegExp): Promise<Download> {
  const shown = errorToasts(page).locator('p');
  const before = await shown.count();
  const file = page.waitForEvent('download');
  // Handled here too, so that a click that throws leaves no rejection unhandled.
  void file.catch(() => undefined);
  await page.getByRole('button', { name: button }).click();
  const failed = shown
    .nth(before)
    .waitFor({ timeout: 0 })
    .then(async () => {
      throw new Error(`no download: the page said "${await shown.nth(before).innerText()}"`);
    });
  return Promise.race([file, failed]);
}
