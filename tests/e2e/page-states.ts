// The page's states a person reaches on a phone or with a screen reader, put in place without
// relying on the words of one language, so that the same steps serve English and Japanese:
// shared by the accessibility and the phone-width tests.
import { expect, type Page } from '@playwright/test';
import { specimen } from './checker-page';

export const LANGUAGES = ['en', 'ja'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The page in `language`, chosen the way a returning visitor's choice is kept. */
export async function openIn(page: Page, language: Language): Promise<void> {
  await page.addInitScript((lng) => localStorage.setItem('i18nextLng', lng), language);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.locator('input[name=surname]')).toBeVisible();
}

/** Hints under the names: an accent (with its Apply button) and a name far too long, unbroken. */
export async function showHints(page: Page): Promise<void> {
  await page.locator('input[name=surname]').fill('Müllerlüdenscheidtgarcíaåström');
  await page.locator('input[name=givenNames]').fill('Ａｎｎａ\u200bMARÍA');
  await expect(page.locator('#field-surname-hints button')).toBeVisible();
  await expect(page.locator('#field-givenNames-hints')).toBeVisible();
}

const checkerBox = (page: Page) => page.locator('section.checker textarea');

/** Shows a checker result for `lines` and waits for its field table. */
async function check(page: Page, lines: string[]): Promise<void> {
  await checkerBox(page).fill(lines.join('\n'));
  await expect(page.locator('section.checker .checker-lines > div')).toHaveCount(lines.length);
  await expect(page.locator('section.checker .checker-lines')).toContainText(lines.at(-1)!.slice(0, 10));
}

/** A passport whose birth date's check digit is wrong: two wrong digits and their findings. */
export async function checkWrongDigit(page: Page): Promise<void> {
  const [a, b] = specimen('td3').lines as [string, string];
  await check(page, [a, `${b.slice(0, 19)}7${b.slice(20)}`]);
  await expect(page.locator('section.checker .checker-checks li.bad')).not.toHaveCount(0);
}

/** A passport with an O for a 0 in its birth date: the repair is offered. */
export async function checkRepair(page: Page): Promise<void> {
  const [a, b] = specimen('td3').lines as [string, string];
  await check(page, [a, `${b.slice(0, 15)}O${b.slice(16)}`]);
  await expect(page.locator('section.checker .checker-repair button')).toBeVisible();
}

/** A passport whose names fill the whole name field: the longest value the checker reads back. */
export async function checkLongName(page: Page): Promise<void> {
  const [, b] = specimen('td3').lines as [string, string];
  await check(page, ['P<UTOVANDERMEULENHOEKSTRAVERHOEVENBERG<<ANNA', b]);
  await expect(page.locator('section.checker .field-value').filter({ hasText: 'VANDERMEULENHOEKSTRAVERHOEVENBERG' })).toBeVisible();
}

/** An ID card: three lines. */
export async function checkCard(page: Page): Promise<void> {
  await check(page, specimen('td1').lines);
}

/** A picture given to the checker and read: the preview's own zone, as PNG. */
export async function readPicture(page: Page): Promise<void> {
  const url = await page.locator('canvas.preview-image').evaluate((c) => (c as HTMLCanvasElement).toDataURL('image/png'));
  const buffer = Buffer.from(url.slice(url.indexOf(',') + 1), 'base64');
  await page.locator('section.checker input[type=file]').setInputFiles({ name: 'zone.png', mimeType: 'image/png', buffer });
  await expect(page.locator('section.checker .picture-lines [role=gridcell]').first()).toBeVisible({ timeout: 20_000 });
}

const bulk = (page: Page) => page.locator('section.bulk');

/** A small test set made and saved: its progress bar full and the toast showing. */
export async function finishTestSet(page: Page): Promise<void> {
  await bulk(page).locator('input').first().fill('5');
  const download = page.waitForEvent('download', { timeout: 30_000 });
  await bulk(page).locator('button.primary').click();
  await download;
  await expect(bulk(page).locator('progress')).toHaveAttribute('value', '5');
  await expect(page.locator('.toasts .toast')).not.toHaveCount(0);
}

/** A large test set under way, its progress and its Cancel button showing; returns a canceller. */
export async function startTestSet(page: Page): Promise<() => Promise<void>> {
  await bulk(page).locator('input').first().fill('10000');
  await bulk(page).locator('button.primary').click();
  await expect(bulk(page).locator('.bulk-progress [role=status]')).toContainText(/[1-9]\d* /);
  return async () => {
    await bulk(page).locator('.actions button:not(.primary)').click();
    await expect(bulk(page).locator('button.primary')).toBeEnabled();
  };
}

/** A toast: the copy action, which says it worked or that it could not. */
export async function showToast(page: Page): Promise<void> {
  await page.locator('main button.primary').first().click();
  await expect(page.locator('.toasts .toast')).not.toHaveCount(0);
}
