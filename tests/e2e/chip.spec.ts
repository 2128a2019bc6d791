import { expect, test, type Page } from '@playwright/test';
import { fill, specimen, successToasts } from './helpers';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const value = (page: Page, name: string) => page.locator(`code[data-chip="${name}"]`);

// ICAO 9303 Part 11, Appendix D.2: a passport of L898902C, born 690806, expiring 940623.
const WORKED = { passportNo: 'L898902C', dateOfBirth: '690806', dateOfExpiry: '940623' };

test('the chip panel gives ICAO worked example keys for its zone, and follows the form', async ({ page }) => {
  await page.goto('/');
  await fill(page, { ...specimen.fields, ...WORKED });
  const panel = page.locator('details.chip-card');
  await expect(panel).not.toHaveAttribute('open');
  await panel.getByRole('heading', { name: 'Chip (eMRTD) keys' }).click();
  await expect(value(page, 'mrzInformation')).toHaveText('L898902C<369080619406236');
  await expect(value(page, 'kSeed')).toHaveText('239AB9CB282DAF66231DC5A4DF6BFBAE');
  await expect(value(page, 'kEnc')).toHaveText('AB94FDECF2674FDFB9B391F85D7F76F2');
  await expect(value(page, 'kMac')).toHaveText('7962D9ECE03D1ACD4C76089DCE131543');
  await expect(value(page, 'dg1')).toHaveText(/^615B5F1F58503C55544F/);
  // Typing changes the zone, and the keys with it.
  await fill(page, specimen.fields);
  await expect(value(page, 'mrzInformation')).toHaveText('L898902C3674081221204159');
  await expect(value(page, 'kpiAes128')).toHaveText('206A69389FB9EFAD894D385172701D58');
});

test('each value has a named copy button', async ({ page }) => {
  await page.goto('/');
  await fill(page, { ...specimen.fields, ...WORKED });
  await page.locator('details.chip-card summary').click();
  await page.getByRole('button', { name: 'Copy the K_enc (BAC)' }).click();
  await expect(successToasts(page)).toContainText('K_enc (BAC) copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('AB94FDECF2674FDFB9B391F85D7F76F2');
  for (const name of ['MRZ information', 'K_seed', 'K_mac (BAC)', 'PACE K_π, 3DES', 'PACE K_π, AES-256', 'DG1']) {
    await expect(page.getByRole('button', { name: `Copy the ${name}` })).toBeVisible();
  }
});

test('a chip module that fails to load is said so, and Retry derives the keys', async ({ page }) => {
  let blocked = true;
  await page.route('**/*mrz_wasm_chip*', (route) => (blocked ? route.abort() : route.continue()));
  await page.goto('/');
  await fill(page, { ...specimen.fields, ...WORKED });
  await page.locator('details.chip-card summary').click();
  const alert = page.locator('details.chip-card').getByRole('alert');
  await expect(alert).toContainText('could not be derived');
  blocked = false;
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(value(page, 'kEnc')).toHaveText('AB94FDECF2674FDFB9B391F85D7F76F2');
  // The form and the preview kept everything.
  await expect(page.locator('input[name=passportNo]')).toHaveValue('L898902C');
});

test('the checker gives a broken zone’s keys from its digits as printed, with the verdict', async ({ page }) => {
  await page.goto('/');
  const checker = page.locator('section.checker');
  // Appendix D.2's passport with the birth date's check digit spoilt (1 printed as 5).
  const zone = ['P<UTOERIKSSON<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<', 'L898902C<3UTO6908065F9406236<<<<<<<<<<<<<<06'];
  await checker.getByRole('textbox').fill(zone.join('\n'));
  await checker.locator('details.checker-chip summary').click();
  await expect(checker.locator('.chip-wrong')).toContainText('Some check digits are wrong');
  await expect(checker.locator('code[data-chip="mrzInformation"]')).toHaveText('L898902C<369080659406236');
  await checker.getByRole('button', { name: 'Copy the K_seed' }).click();
  await expect(successToasts(page)).toContainText('K_seed copied');
});

test.describe('a Japanese browser', () => {
  test.use({ locale: 'ja-JP' });

  test('opens the panel from the keyboard, in Japanese', async ({ page }) => {
    await page.goto('/');
    const summary = page.locator('details.chip-card summary');
    await expect(summary).toContainText('ICチップ');
    await summary.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('details.chip-card')).toHaveAttribute('open');
    await expect(page.getByRole('button', { name: 'K_enc（BAC）をコピー' })).toBeVisible();
  });
});
