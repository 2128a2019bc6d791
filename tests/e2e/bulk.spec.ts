// Test sets: a ZIP of images and labels made in a pool of workers, checked here independently.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { unzipSync } from 'fflate';
import { checkDigit } from './helpers';

interface Row {
  index: number;
  file: string;
  valid: boolean;
  corrupted: string;
  surname: string;
  line1: string;
  line2: string;
}

/** All five check digits of line 2 are right, computed here from the ICAO rule. */
function reallyValid(line: string): boolean {
  const at = (i: number) => Number(line[i]);
  return (
    at(9) === checkDigit(line.slice(0, 9)) &&
    at(19) === checkDigit(line.slice(13, 19)) &&
    at(27) === checkDigit(line.slice(21, 27)) &&
    at(42) === checkDigit(line.slice(28, 42)) &&
    at(43) === checkDigit(line.slice(0, 10) + line.slice(13, 20) + line.slice(21, 43))
  );
}

async function generate(page: Page, values: Record<string, string>) {
  const panel = page.getByRole('region', { name: 'Test sets' });
  for (const [label, value] of Object.entries(values)) await panel.getByLabel(label).fill(value);
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 60_000 }),
    panel.getByRole('button', { name: 'Generate ZIP' }).click(),
  ]);
  return { name: download.suggestedFilename(), files: unzipSync(readFileSync(await download.path())) };
}

test('200 records: images, labels that match an independent check, negatives really invalid', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/');
  const { name, files } = await generate(page, {
    'Records (1–10,000)': '200',
    'With a wrong check digit (%)': '25',
    'With names too long (%)': '20',
    Seed: '42',
  });
  expect(name).toBe('mrz-test-set-200-seed-42.zip');
  const images = Object.keys(files).filter((f) => f.startsWith('images/'));
  expect(images).toHaveLength(200);
  expect(images.every((f) => Buffer.from(files[f]!.subarray(1, 4)).toString() === 'PNG')).toBe(true);
  const rows = new TextDecoder().decode(files['labels.jsonl']).trim().split('\n').map((l) => JSON.parse(l) as Row);
  const csv = new TextDecoder().decode(files['labels.csv']).trim().split('\r\n');
  expect(rows).toHaveLength(200);
  expect(csv).toHaveLength(201);
  expect(csv[0]).toBe('index,file,valid,corrupted,type,countryCode,passportNo,surname,givenNames,nationality,dateOfBirth,personalNo,sex,dateOfExpiry,line1,line2');
  for (const [i, row] of rows.entries()) {
    expect(row.index).toBe(i + 1);
    expect(files[row.file]).toBeDefined();
    expect([row.line1.length, row.line2.length]).toEqual([44, 44]);
    expect(row.valid, `record ${row.index}`).toBe(reallyValid(row.line2));
    expect(row.valid).toBe(row.corrupted === '');
    expect(row.line1).toContain(row.surname.replace(/ /g, '<').slice(0, 36));
  }
  const negatives = rows.filter((r) => r.corrupted !== '').length;
  expect(negatives).toBeGreaterThan(25);
  expect(negatives).toBeLessThan(75);
  // Long names were cut to the zone: no surname fits in full.
  expect(rows.filter((r) => r.surname.length > 36).length).toBeGreaterThan(15);
  await expect(page.getByRole('status').filter({ hasText: 'records saved' })).toBeVisible();
});

test('the same seed gives the same set', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/');
  const values = { 'Records (1–10,000)': '30', Seed: '7', 'With a wrong check digit (%)': '30' };
  const first = await generate(page, values);
  const second = await generate(page, values);
  expect(new TextDecoder().decode(second.files['labels.jsonl'])).toBe(new TextDecoder().decode(first.files['labels.jsonl']));
  expect(Buffer.from(second.files['images/00017.png']!).equals(Buffer.from(first.files['images/00017.png']!))).toBe(true);
});

test('cancel stops the work and downloads nothing', async ({ page }) => {
  await page.goto('/');
  const panel = page.getByRole('region', { name: 'Test sets' });
  await panel.getByLabel('Records (1–10,000)').fill('10000');
  let downloads = 0;
  page.on('download', () => downloads++);
  await panel.getByRole('button', { name: 'Generate ZIP' }).click();
  const bar = panel.getByRole('progressbar');
  await expect.poll(async () => Number(await bar.getAttribute('value')), { timeout: 20_000 }).toBeGreaterThan(20);
  // The page stays responsive meanwhile: typing still updates the preview.
  await page.locator('input[name="surname"]').fill('RESPONSIVE');
  await expect(page.getByRole('img', { name: /RESPONSIVE/ })).toBeVisible();
  await panel.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Test set cancelled' })).toBeVisible();
  const stoppedAt = Number(await bar.getAttribute('value'));
  await page.waitForTimeout(1500);
  expect(Number(await bar.getAttribute('value'))).toBe(stoppedAt);
  expect(stoppedAt).toBeLessThan(10_000);
  expect(downloads).toBe(0);
  await expect(panel.getByRole('button', { name: 'Generate ZIP' })).toBeEnabled();
});

test('options out of range are explained and cannot start a set', async ({ page }) => {
  await page.goto('/');
  const panel = page.getByRole('region', { name: 'Test sets' });
  await panel.getByLabel('Records (1–10,000)').fill('10001');
  await expect(panel.getByRole('alert')).toHaveText('Records must be a whole number from 1 to 10,000.');
  await expect(panel.getByRole('button', { name: 'Generate ZIP' })).toBeDisabled();
  await panel.getByLabel('Records (1–10,000)').fill('5');
  await panel.getByLabel('With a wrong check digit (%)').fill('150');
  await expect(panel.getByRole('alert')).toHaveText('Shares are percentages from 0 to 100.');
});
