// What the downloads are called, what a failed one says, and the output choice that persists.
import { expect, test, type Page } from '@playwright/test';
import { download, errorToasts, fill, input, successToasts } from './helpers';

const downloadName = async (page: Page, button: string) => (await download(page, button)).suggestedFilename();

test('files are named by the values as the zone holds them, mrz.png when it holds none', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('img', { name: /^P</ })).toBeVisible();
  expect(await downloadName(page, 'Download PNG')).toBe('mrz.png');
  expect(await downloadName(page, 'Download SVG')).toBe('mrz.svg');
  await page.getByLabel('Output').selectOption('print300');
  expect(await downloadName(page, 'Download PNG')).toBe('mrz_300dpi.png');

  // Accents dropped and Japanese left out, as in the zone; spaces as underscores.
  await page.getByLabel('Output').selectOption('screen');
  await fill(page, { passportNo: 'TK1234567', surname: 'Müller', givenNames: 'Zoë Anne 花子' });
  await expect(page.getByRole('img', { name: /MLLER<<ZO<ANNE/ })).toBeVisible();
  expect(await downloadName(page, 'Download PNG')).toBe('TK1234567-MLLER_ZO_ANNE.png');
  await expect(successToasts(page)).toContainText('Downloaded TK1234567-MLLER_ZO_ANNE.png');
  await fill(page, { passportNo: '', surname: '山田', givenNames: '花子' });
  expect(await downloadName(page, 'Download SVG')).toBe('mrz.svg');
});

test('a failed download names the file it could not make, and is announced at once', async ({ page }) => {
  await page.route('**/*.wasm', (route) => route.abort('failed'));
  await page.goto('/');
  await expect(page.getByRole('alert').filter({ hasText: /drawing engine stopped working/ })).toBeVisible();
  await expect(errorToasts(page)).toHaveAttribute('aria-live', 'assertive');
  await expect(successToasts(page)).toHaveAttribute('aria-live', 'polite');

  await page.getByRole('button', { name: 'Download SVG' }).click();
  await expect(errorToasts(page)).toContainText('Could not create the SVG');
  await page.getByLabel('Output').selectOption('print600');
  await page.getByRole('button', { name: 'Download PNG' }).click();
  await expect(errorToasts(page)).toContainText('Could not create the PNG for print (600 dpi)');
  await expect(errorToasts(page)).not.toContainText('Could not create the PNG:');
  await expect(successToasts(page)).toBeEmpty();
});

test('the output choice says it is for downloads, and is remembered', async ({ page }) => {
  await page.goto('/');
  const output = page.getByLabel('Output');
  await expect(output).toHaveValue('screen');
  await expect(output).toHaveAccessibleDescription('Applies to downloads only');
  await output.selectOption('print600');
  await page.reload();
  await expect(output).toHaveValue('print600');
  await input(page, 'passportNo').fill('AB1234567');
  expect(await downloadName(page, 'Download SVG')).toBe('AB1234567-__600dpi.svg');

  // Whatever else is stored there counts as no choice.
  await page.evaluate(() => localStorage.setItem('mrz:output', 'print1200'));
  await page.reload();
  await expect(output).toHaveValue('screen');
});
