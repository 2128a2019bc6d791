// Letters outside A-Z: dropped (the specification) with the ICAO spelling one click away, or
// written the ICAO way, a setting remembered by the browser and carried by the record.
import { expect, test, type Page } from '@playwright/test';
import { input, previewZone } from './helpers';

const LETTERS_KEY = 'mrz:letters';
const icao = (page: Page) => page.getByRole('radio', { name: /ICAO way/ });
const drop = (page: Page) => page.getByRole('radio', { name: /^Drop them/ });

for (const [field, typed, dropped, spelled, why] of [
  ['surname', 'José', 'JOS', 'JOSE', /Removed “é”: only A–Z, 0–9 and spaces go into the MRZ\. ICAO spelling: JOSE/],
  ['givenNames', 'ＴＡＮＡＫＡ', '', 'TANAKA', /Removed “Ｔ” “Ａ” “Ｎ” “Ｋ”.*full-width.*ICAO spelling: TANAKA/],
  // Pasted from a web page: the no-break space is named, since “ ” would look like any space.
  ['givenNames', 'ANNA\u00a0MARIA', 'ANNAMARIA', 'ANNA MARIA', /Removed U\+00A0 no-break space: .*ICAO spelling: ANNA MARIA/],
] as const) {
  test(`${JSON.stringify(typed)}: the hint says what was removed and why, and Apply puts ${spelled} in`, async ({ page }) => {
    await page.goto('/');
    await input(page, 'surname').fill('DOE');
    await input(page, field).fill(typed);
    const hints = page.locator(`#field-${field}-hints`);
    await expect(hints).toContainText(why);
    await expect(input(page, field)).toHaveAttribute('aria-invalid', 'true');
    await expect(input(page, field)).toHaveAccessibleDescription(why);
    // What the zone holds meanwhile: the letters dropped.
    const name = field === 'surname' ? `${dropped}<<` : `DOE<<${dropped}<`;
    await expect(page.getByRole('img', { name: new RegExp(`^P<<<<${name}`) })).toBeVisible();
    await hints.getByRole('button', { name: `Apply ${spelled}` }).click();
    await expect(input(page, field)).toHaveValue(spelled);
    await expect(input(page, field)).toBeFocused();
    await expect(hints).toHaveCount(0);
    const applied = (field === 'surname' ? `${spelled}<<` : `DOE<<${spelled}<`).replaceAll(' ', '<');
    await expect(page.getByRole('img', { name: new RegExp(`^P<<<<${applied}`) })).toBeVisible();
  });
}

test('the letters setting writes MÜLLER as MUELLER, and survives a reload and a new tab', async ({ page, context }) => {
  await page.goto('/');
  await expect(drop(page)).toBeChecked();
  await input(page, 'surname').fill('MÜLLER');
  await expect(page.getByRole('img', { name: /^P<<<<MLLER<</ })).toBeVisible();
  await expect(page.locator('#field-surname-hints').getByRole('button', { name: 'Apply MUELLER' })).toBeVisible();
  await icao(page).check();
  await expect(page.getByRole('img', { name: /^P<<<<MUELLER<</ })).toBeVisible();
  const [line1] = await previewZone(page);
  expect(line1).toBe('P<<<<MUELLER'.padEnd(44, '<'));
  // Nothing to apply when letters are written the ICAO way already.
  await expect(page.locator('#field-surname-hints')).toHaveCount(0);
  expect(await page.evaluate((k) => localStorage.getItem(k), LETTERS_KEY)).toBe('icao');

  await page.reload();
  await expect(icao(page)).toBeChecked();
  await expect(page.getByRole('img', { name: /^P<<<<MUELLER<</ })).toBeVisible();

  // A new tab has no session copy: the remembered setting applies to what is typed there.
  const other = await context.newPage();
  await other.goto('/');
  await expect(icao(other)).toBeChecked();
  await input(other, 'surname').fill('Ørsted');
  await expect(other.getByRole('img', { name: /^P<<<<OERSTED<</ })).toBeVisible();
  await drop(other).check();
  await expect(other.getByRole('img', { name: /^P<<<<RSTED<</ })).toBeVisible();
  expect(await other.evaluate((k) => localStorage.getItem(k), LETTERS_KEY)).toBe('drop');
});

test('the letters setting is a keyboard-usable radio group, saved in the session copy', async ({ page }) => {
  await page.goto('/');
  await drop(page).focus();
  await page.keyboard.press('ArrowDown');
  await expect(icao(page)).toBeChecked();
  await expect
    .poll(() => page.evaluate(() => JSON.parse(sessionStorage.getItem('form:persistence') ?? '{}').letters))
    .toBe('icao');
  // A setting, not data: Random and Reset keep it.
  await page.getByRole('button', { name: 'Random' }).click();
  await expect(input(page, 'passportNo')).toHaveValue(/^[A-Z]{2}\d{7}$/);
  await expect(icao(page)).toBeChecked();
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(input(page, 'passportNo')).toHaveValue('');
  await expect(icao(page)).toBeChecked();
});
