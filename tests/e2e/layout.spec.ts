import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { FIELD_KEYS } from './helpers';

for (const [width, columns] of [
  [375, 1],
  [768, 2],
  [1024, 3],
  [1440, 4],
] as const) {
  test(`the form has ${columns} column(s) at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    const grid = page.getByRole('region', { name: 'Passport information' }).locator('.field-grid');
    await expect(grid).toBeVisible();
    const tracks = await grid.evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);
    expect(tracks).toBe(columns);
    // Nothing overflows sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
}

test('fields keep the specification order, each with a label and a note', async ({ page }) => {
  await page.goto('/');
  // The passport's ten text fields, after the format and letters settings (two radio groups).
  const text = page.locator('form input:not([type=radio])');
  await expect(text).toHaveCount(FIELD_KEYS.length);
  const names = await text.evaluateAll((els) => els.map((e) => e.getAttribute('name')));
  expect(names).toEqual([...FIELD_KEYS]);
  await expect(page.locator('form input[type=radio]')).toHaveCount(10);
  // ICAO's five and the three national formats, which also sit in a group of their own.
  for (const [group, options] of [
    ['Document format', 8],
    ['National formats', 3],
    ['Letters outside A–Z', 2],
  ] as const) {
    const radios = page.getByRole('group', { name: group }).getByRole('radio');
    await expect(radios).toHaveCount(options);
    for (const radio of await radios.all()) await expect(radio).toHaveAccessibleName(/\S/);
  }
  await expect(page.getByRole('radio', { name: /^Passport \(TD3\)/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: /^Drop them/ })).toBeChecked();
  for (const key of FIELD_KEYS) {
    const field = page.locator(`input[name=${key}]`);
    await expect(field).toHaveAccessibleName(/\S/);
    await expect(field).toHaveAccessibleDescription(/\S/);
  }
});

test('external links open in a new tab without an opener', async ({ page }) => {
  await page.goto('/');
  const links = page.locator('footer a');
  await expect(links).toHaveCount(5);
  for (const link of await links.all()) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
    await expect(link).toHaveAttribute('rel', /noreferrer/);
  }
  await expect(page.getByRole('link', { name: /Source code/ })).toHaveAttribute('href', /github\.com/);
});

test("the footer's links are the ones package.json names, the packages' in the repository", async ({ page }) => {
  const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
    repository: { url: string };
    bugs: { url: string };
    author: { url: string };
  };
  const repository = pkg.repository.url;
  await page.goto('/');
  const footer = page.locator('footer');
  await expect(footer.getByRole('link', { name: /^Author/ })).toHaveAttribute('href', pkg.author.url);
  await expect(footer.getByRole('link', { name: /^Source code/ })).toHaveAttribute('href', repository);
  await expect(footer.getByRole('link', { name: /^Report an issue/ })).toHaveAttribute('href', pkg.bugs.url);
  await expect(footer.getByRole('link', { name: /mrz-core/ })).toHaveAttribute('href', `${repository}/tree/main/crates/mrz-core`);
  await expect(footer.getByRole('link', { name: /mrz-render/ })).toHaveAttribute('href', `${repository}/tree/main/crates/mrz-render`);
});

test('the page has a grey top bar, the preview, the titled form and a footer with the privacy notice', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('header.top-bar')).toHaveCSS('background-color', 'rgb(75, 85, 99)');
  await expect(page.getByRole('heading', { name: 'Passport information' })).toBeVisible();
  await expect(page.locator('footer')).toContainText('personal data');
  await expect(page.locator('footer')).toContainText('Nothing you type leaves this browser');
  await expect(page.locator('.mrz-text')).toHaveText(/^P<<<<</);
});

test('everything works from the keyboard', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('Document type').focus();
  await page.keyboard.press('Tab');
  await page.keyboard.type('UTO');
  await expect(page.locator('input[name=countryCode]')).toHaveValue('UTO');
  await page.getByRole('button', { name: 'Random' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('input[name=passportNo]')).toHaveValue(/^[A-Z]{2}\d{7}$/);
});
