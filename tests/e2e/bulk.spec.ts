// Test sets: a ZIP of images and labels made in a pool of workers, checked here independently.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { unzipSync } from 'fflate';
import { formatOf, oracleChecks, oracleValid } from './mrz-oracle';

interface Row {
  index: number;
  file: string;
  valid: boolean;
  corrupted: string;
  format: string;
  surname: string;
  optionalData2: string;
  line1: string;
  line2: string;
  line3: string;
  width: number;
  height: number;
  quads: { zone: number[][]; lines: number[][][]; chars: number[][][][] };
  augmentation: { preset: string };
}

const COUNT = 'Records (1–10,000)';
const CORRUPT = 'With a wrong check digit (%)';
const MADE_UP = 'With a made-up holder (%)';
const LONG = 'With names too long (%)';
const FORMAT_LABELS = {
  td3: 'Passports, TD3 (%)',
  td1: 'ID cards, TD1 (%)',
  td2: 'ID cards, TD2 (%)',
  mrva: 'Visas, MRV-A (%)',
  mrvb: 'Visas, MRV-B (%)',
};
const MIX = { [FORMAT_LABELS.td3]: '30', [FORMAT_LABELS.td1]: '25', [FORMAT_LABELS.td2]: '20', [FORMAT_LABELS.mrva]: '15', [FORMAT_LABELS.mrvb]: '10' };

async function generate(page: Page, values: Record<string, string>) {
  const panel = page.getByRole('region', { name: 'Test sets' });
  for (const [label, value] of Object.entries(values)) await panel.getByLabel(label, { exact: true }).fill(value);
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 60_000 }),
    panel.getByRole('button', { name: 'Generate ZIP' }).click(),
  ]);
  const bytes = readFileSync(await download.path());
  return { name: download.suggestedFilename(), bytes, files: unzipSync(bytes) };
}

const text = (bytes: Uint8Array | undefined) => new TextDecoder().decode(bytes);

/** The `mrz` command: as `npm test` names it, else the debug build `cargo test` leaves. */
const mrzCommand = () => process.env.MRZ_COMMAND ?? 'target/debug/mrz';

test('a mix of formats: images, labels that match an independent check, negatives really invalid', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/');
  const { name, files } = await generate(page, { [COUNT]: '200', [CORRUPT]: '25', [LONG]: '20', Seed: '42', ...MIX });
  // Checked first: the toast shows for a few seconds only.
  await expect(page.getByRole('status').filter({ hasText: 'records saved' })).toBeVisible();
  expect(name).toBe('mrz-test-set-200-seed-42.zip');
  const images = Object.keys(files).filter((f) => f.startsWith('images/'));
  expect(images).toHaveLength(200);
  expect(images.every((f) => Buffer.from(files[f]!.subarray(1, 4)).toString() === 'PNG')).toBe(true);
  const rows = text(files['labels.jsonl']).trim().split('\n').map((l) => JSON.parse(l) as Row);
  const csv = text(files['labels.csv']).trim().split('\r\n');
  expect(rows).toHaveLength(200);
  expect(csv).toHaveLength(201);
  expect(csv[0]).toBe(
    'index,file,format,valid,corrupted,type,countryCode,passportNo,surname,givenNames,nationality,dateOfBirth,personalNo,sex,dateOfExpiry,optionalData2,line1,line2,line3',
  );
  for (const [i, row] of rows.entries()) {
    const at = `record ${row.index} ${JSON.stringify(row)}`;
    const lines = [row.line1, row.line2, row.line3].filter((l) => l !== '');
    expect(row.index).toBe(i + 1);
    expect(files[row.file]).toBeDefined();
    // The format read from the lines' shape alone, and the line count it must have.
    expect(formatOf(lines), at).toBe(row.format);
    expect(lines, at).toHaveLength(row.format === 'td1' ? 3 : 2);
    expect(row.line3 === '', at).toBe(row.format !== 'td1');
    expect(row.valid, at).toBe(oracleValid(lines));
    expect(row.valid, at).toBe(row.corrupted === '');
    if (row.corrupted) expect(oracleChecks(lines)[row.corrupted as 'composite']?.valid, at).toBe(false);
    // The name field is on line 3 of a card, line 1 of the others; long names are cut.
    const names = row.format === 'td1' ? row.line3 : row.line1;
    expect(names, at).toContain(row.surname.replace(/ /g, '<').slice(0, 10));
  }
  // Each image is drawn from its own zone: a card's three short lines, a passport's two long;
  // grey (colour type 0), its size and a quad for every character in its label.
  const size = (r: Row) => {
    const png = Buffer.from(files[r.file]!);
    expect(png[25], r.file).toBe(0);
    return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
  };
  for (const row of rows) {
    const lines = [row.line1, row.line2, row.line3].filter((l) => l !== '');
    expect(Object.keys(row).slice(-4)).toEqual(['width', 'height', 'quads', 'augmentation']);
    expect({ width: row.width, height: row.height }).toEqual(size(row));
    expect(row.augmentation.preset).toBe('clean');
    expect(row.quads.chars.map((l) => l.length)).toEqual(lines.map((l) => l.length));
  }
  const of = (format: string) => size(rows.find((r) => r.format === format)!);
  expect(of('td1').height).toBeGreaterThan(of('td3').height);
  expect(of('td3').width).toBeGreaterThan(of('td2').width);
  expect(of('mrvb')).toEqual(of('td2'));
  const share = (f: (r: Row) => boolean) => rows.filter(f).length;
  expect(share((r) => r.corrupted !== '')).toBeGreaterThan(25);
  expect(share((r) => r.corrupted !== '')).toBeLessThan(75);
  for (const format of Object.keys(FORMAT_LABELS)) expect(share((r) => r.format === format), format).toBeGreaterThan(5);
  // Every check digit of every format gets spoilt somewhere: the core counts round them all.
  expect(new Set(rows.map((r) => `${r.format}:${r.corrupted}`).filter((k) => !k.endsWith(':'))).size).toBeGreaterThan(10);
  expect(share((r) => r.surname.length > 36)).toBeGreaterThan(15);
});

test('the same options and seed give the same bytes', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/');
  const values = { [COUNT]: '60', Seed: '7', [CORRUPT]: '30', [MADE_UP]: '40', ...MIX };
  const first = await generate(page, values);
  const second = await generate(page, values);
  expect(second.bytes.equals(first.bytes)).toBe(true);
  expect(text(second.files['labels.jsonl'])).toBe(text(first.files['labels.jsonl']));
  const third = await generate(page, { ...values, Seed: '8' });
  expect(third.bytes.equals(first.bytes)).toBe(false);
  // And they are the command's set for the same options, to the byte: one engine makes both.
  const out = mkdtempSync(join(tmpdir(), 'mrz-page-set-'));
  const flags = ['--count', '60', '--seed', '7', '--corrupt', '0.3', '--made-up', '0.4', '--formats', 'td3=30,td1=25,td2=20,mrva=15,mrvb=10'];
  const run = spawnSync(mrzCommand(), ['batch', ...flags, '--layout', 'zip', '--out', out], { encoding: 'utf8' });
  expect(run.status, run.stderr).toBe(0);
  expect(readFileSync(join(out, 'testset.zip')).equals(first.bytes)).toBe(true);
  rmSync(out, { recursive: true });
});

test('cancel stops the work and downloads nothing', async ({ page }) => {
  await page.goto('/');
  const panel = page.getByRole('region', { name: 'Test sets' });
  await panel.getByLabel(COUNT).fill('10000');
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
  // The count and rate were of the cancelled run: a change of options takes them away.
  await expect(panel.getByRole('status')).toContainText(' of 10000 · ');
  await panel.getByLabel('Seed').fill('2');
  await expect(panel.locator('.bulk-progress')).toHaveCount(0);
});

test('cancel at once, before the set has begun, stops it too', async ({ page }) => {
  await page.goto('/');
  const panel = page.getByRole('region', { name: 'Test sets' });
  await panel.getByLabel(COUNT).fill('10000');
  let downloads = 0;
  page.on('download', () => downloads++);
  // The module that makes sets is held back, so the click on Cancel comes before any run.
  let release = () => undefined as void;
  const held = new Promise<void>((r) => (release = r));
  await page.route(/make-set.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await panel.getByRole('button', { name: 'Generate ZIP' }).click();
  await panel.getByRole('button', { name: 'Cancel' }).click();
  release();
  await expect(page.getByRole('status').filter({ hasText: 'Test set cancelled' })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Generate ZIP' })).toBeEnabled();
  expect(Number(await panel.getByRole('progressbar').getAttribute('value'))).toBe(0);
  expect(downloads).toBe(0);
});

test("a finished set's status stays until an option changes, and counts in the plural forms", async ({ page }) => {
  await page.goto('/');
  const panel = page.getByRole('region', { name: 'Test sets' });
  await generate(page, { [COUNT]: '1' });
  await expect(page.getByRole('status').filter({ hasText: '1 record saved as mrz-test-set-1-seed-1.zip' })).toBeVisible();
  await expect(panel.getByRole('status')).toHaveText(/^1 of 1 · \d+ records?\/s$/);
  await panel.getByLabel(FORMAT_LABELS.td3).fill('90');
  await expect(panel.locator('.bulk-progress')).toHaveCount(0);
});

test('options out of range are explained, naming the field, and nothing typed is lost', async ({ page }) => {
  await page.goto('/');
  const panel = page.getByRole('region', { name: 'Test sets' });
  const generateButton = panel.getByRole('button', { name: 'Generate ZIP' });
  await panel.getByLabel(COUNT).fill('10001');
  await expect(panel.getByRole('alert')).toHaveText('Records must be a whole number from 1 to 10,000.');
  await expect(generateButton).toBeDisabled();
  await panel.getByLabel(COUNT).fill('5');
  await panel.getByLabel(CORRUPT).fill('150');
  await expect(panel.getByRole('alert')).toHaveText('“With a wrong check digit (%)” must be a percentage from 0 to 100.');
  await expect(panel.getByLabel(CORRUPT)).toHaveAttribute('aria-invalid', 'true');
  // The message is the field's own: under it, and read with it.
  await expect(panel.getByLabel(CORRUPT)).toHaveAccessibleDescription('“With a wrong check digit (%)” must be a percentage from 0 to 100.');
  await expect(panel.getByLabel(CORRUPT).locator('xpath=..').getByRole('alert')).toBeVisible();
  await expect(panel.getByLabel(COUNT)).not.toHaveAttribute('aria-invalid', 'true');
  await expect(panel.getByLabel(COUNT)).toHaveAccessibleDescription('');
  await panel.getByLabel(CORRUPT).fill('10');
  await panel.getByLabel(FORMAT_LABELS.td1).fill('-5');
  await expect(panel.getByRole('alert')).toHaveText('“ID cards, TD1 (%)” must be a percentage from 0 to 100.');
  await panel.getByLabel(FORMAT_LABELS.td1).fill('40');
  await expect(panel.getByRole('alert')).toHaveText('The format shares add up to 140 %; they must add up to 100 %.');
  // A total is no one field's fault: the message is the formats' group's, read with each of them.
  await expect(panel.getByRole('group', { name: 'Formats (%, adding up to 100)' }).getByRole('alert')).toBeVisible();
  await expect(panel.getByLabel(FORMAT_LABELS.td3)).toHaveAccessibleDescription(/add up to 140 %/);
  await expect(generateButton).toBeDisabled();
  await expect(panel.getByLabel(FORMAT_LABELS.td1)).toHaveValue('40');
  await expect(panel.getByLabel(FORMAT_LABELS.td3)).toHaveValue('100');
  await panel.getByLabel(FORMAT_LABELS.td3).fill('60');
  await expect(panel.getByRole('alert')).toHaveCount(0);
  await expect(generateButton).toBeEnabled();
});
