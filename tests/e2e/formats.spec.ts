// Choosing a format: the form shows that format's fields in its own words, the preview draws a
// zone of its shape with right check digits, and Random, Reset and the downloads follow it.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { download, fill, input, previewZone, specimen } from './helpers';
import { expectValidZone, SHAPE, zoneParts, type FormatName } from './zone-oracle';

const RADIO: Record<FormatName, RegExp> = {
  td3: /^Passport \(TD3\)/,
  td1: /^ID card \(TD1\)/,
  td2: /\(TD2\)/,
  mrva: /\(MRV-A\)/,
  mrvb: /\(MRV-B\)/,
};
const CODES: Record<FormatName, string[]> = { td3: ['P'], td1: ['I', 'ID'], td2: ['I', 'ID'], mrva: ['V'], mrvb: ['V'] };

const chooseFormat = (page: Page, format: FormatName) => page.getByRole('radio', { name: RADIO[format] }).check();

/** The preview once it shows a zone of `format`'s shape. */
async function zoneOf(page: Page, format: FormatName): Promise<string[]> {
  const [count, length] = SHAPE[format];
  const shape = new RegExp(`^(?:[A-Z0-9<]{${length}}\\s){${count - 1}}[A-Z0-9<]{${length}}$`);
  await expect(page.getByRole('img', { name: shape })).toBeVisible();
  return previewZone(page);
}

test("the ICAO specimens of every format pass this file's own check-digit oracle", () => {
  const specimens = readFileSync(new URL('../../testdata/formats.jsonl', import.meta.url), 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as { fields?: { format: FormatName }; lines: string[] })
    .filter((s) => s.fields);
  expect(specimens.map((s) => s.fields!.format).sort()).toEqual(['mrva', 'mrvb', 'td1', 'td2', 'td3']);
  for (const s of specimens) expectValidZone(s.fields!.format, s.lines);
});

test('each format draws a zone of its shape, with its fields, labels and usual code', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('radio', { name: RADIO.td3 })).toBeChecked();
  await fill(page, specimen.fields);
  expectValidZone('td3', await zoneOf(page, 'td3'));
  // The preview's picture (the test sets' samples have zones for names too).
  const canvas = page.getByRole('region', { name: 'Machine-readable zone' }).getByRole('img', { name: /</ });
  // P (the passport's usual code) becomes each format's own; I stays I from TD1 to TD2.
  await expect(page.getByRole('heading', { name: 'Passport information' })).toBeVisible();
  for (const [format, code, label, heading] of [
    ['td1', 'I', 'Optional data, line 1', 'ID card information'],
    ['td2', 'I', 'Optional data', 'ID card information'],
    ['mrva', 'V', 'Optional data', 'Visa information'],
    ['mrvb', 'V', 'Optional data', 'Visa information'],
    ['td3', 'P', 'Personal number', 'Passport information'],
  ] as const) {
    await chooseFormat(page, format);
    await expect(input(page, 'type')).toHaveValue(code);
    // The form's heading names the document; the passport's is the specification's.
    await expect(page.getByRole('region', { name: heading })).toContainText(heading);
    const lines = await zoneOf(page, format);
    expectValidZone(format, lines);
    expect(zoneParts(format, lines)).toEqual({ code: `${code}<`, state: 'UTO', nameLine: expect.stringMatching(/^ERIKSSON<<ANNA<MARIA</), number: 'L898902C3' });
    await expect(page.getByRole('textbox', { name: label, exact: true })).toHaveAttribute('name', 'personalNo');
    await expect(input(page, 'optionalData2')).toHaveCount(format === 'td1' ? 1 : 0);
    await expect(input(page, 'passportNo')).toHaveAccessibleName(format.startsWith('mrv') ? 'Visa number' : format === 'td3' ? 'Passport number' : 'Document number');
    // The canvas is resized to the zone: three lines are taller, 30 or 36 characters narrower.
    const [width, height] = await canvas.evaluate((c: HTMLCanvasElement) => [c.width, c.height]);
    expect(width / height).toBeCloseTo(format === 'td1' ? 1419 / 266 : SHAPE[format][1] === 36 ? 1690 / 191 : 2051 / 191, 1);
  }
  await expect(page.getByRole('textbox', { name: 'Document type' })).toHaveAccessibleDescription('standard passport is P or PP');
});

test('the format choice works from the keyboard, and a typed document code is kept', async ({ page }) => {
  await page.goto('/');
  await input(page, 'type').fill('PP');
  await page.getByRole('radio', { name: RADIO.td3 }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: RADIO.td1 })).toBeChecked();
  await expect(page.getByRole('radio', { name: RADIO.td1 })).toBeFocused();
  await expect(input(page, 'type')).toHaveValue('PP');
  await zoneOf(page, 'td1');
  // A code that is no card's, or that makes readers take the zone for another format, says so.
  await expect(page.locator('#field-type-hints')).toHaveText("An ID card's document code starts with A, C, or I: readers may not take this zone for an ID card.");
  await input(page, 'type').fill('ID');
  await expect(page.locator('#field-type-hints')).toHaveCount(0);
  await input(page, 'type').fill('V');
  await expect(page.locator('#field-type-hints')).toContainText('marks a visa');
});

test('a value for a field the format lacks is shown with its hint, not hidden', async ({ page }) => {
  await page.goto('/#o=EXTRA');
  await expect(page.getByRole('radio', { name: RADIO.td3 })).toBeChecked();
  await expect(input(page, 'optionalData2')).toHaveValue('EXTRA');
  await expect(page.locator('#field-optionalData2-hints')).toContainText('Passport (TD3)');
  await chooseFormat(page, 'td1');
  await expect(page.locator('#field-optionalData2-hints')).toHaveCount(0);
  expect((await zoneOf(page, 'td1'))[1]).toContain('EXTRA');
});

for (const format of ['td1', 'td2', 'mrva', 'mrvb'] as const) {
  test(`Random fills ${format} records by the rules, with right check digits`, async ({ page }) => {
    await page.goto('/');
    await chooseFormat(page, format);
    const codes = new Set<string>();
    for (let i = 0; i < 12; i++) {
      const before = await input(page, 'passportNo').inputValue();
      await page.getByRole('button', { name: 'Random' }).click();
      await expect(input(page, 'passportNo')).not.toHaveValue(before);
      const number = await input(page, 'passportNo').inputValue();
      expect(number).toMatch(/^[A-Z]{2}\d{7}$/);
      await expect(page.getByRole('img', { name: new RegExp(number) })).toBeVisible();
      await expect(page.getByRole('radio', { name: RADIO[format] })).toBeChecked();
      const type = await input(page, 'type').inputValue();
      expect(CODES[format]).toContain(type);
      codes.add(type);
      const lines = await zoneOf(page, format);
      expectValidZone(format, lines);
      expect(zoneParts(format, lines).code).toBe(type.padEnd(2, '<'));
    }
    if (format.startsWith('mrv')) expect([...codes]).toEqual(['V']);
  });
}

test('Reset brings back the passport (TD3) defaults', async ({ page }) => {
  await page.goto('/');
  await chooseFormat(page, 'td1');
  await fill(page, { surname: 'CARD', optionalData2: 'X' });
  await zoneOf(page, 'td1');
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByRole('radio', { name: RADIO.td3 })).toBeChecked();
  await expect(input(page, 'type')).toHaveValue('P');
  await expect(input(page, 'optionalData2')).toHaveCount(0);
  expect(await zoneOf(page, 'td3')).toEqual(['P'.padEnd(44, '<'), '<<<<<<<<<0<<<<<<<<<0<<<<<<<0<<<<<<<<<<<<<<00']);
});

for (const format of ['td1', 'td2', 'mrva', 'mrvb'] as const) {
  test(`${format}: PNG, print-true PNG and SVG downloads draw the zone`, async ({ page }) => {
    await page.goto('/');
    await chooseFormat(page, format);
    await fill(page, specimen.fields);
    const [count, length] = SHAPE[format];
    await zoneOf(page, format);
    const saved = async (button: string) => {
      const file = await download(page, button);
      return { name: file.suggestedFilename(), bytes: readFileSync(await file.path()) };
    };
    const screen = await saved('Download PNG');
    expect(screen.name).toBe('L898902C3-ERIKSSON_ANNA_MARIA.png');
    expect(screen.bytes.subarray(1, 4).toString()).toBe('PNG');
    await page.getByLabel('Output').selectOption('print300');
    const print = await saved('Download PNG');
    expect(print.name).toBe('L898902C3-ERIKSSON_ANNA_MARIA_300dpi.png');
    // The characters plus a pitch of margin each side, ten to the inch.
    expect(print.bytes.readUInt32BE(16)).toBe((length + 2) * 30);
    const svg = await saved('Download SVG');
    expect(svg.name).toBe('L898902C3-ERIKSSON_ANNA_MARIA_300dpi.svg');
    expect(svg.bytes.toString().match(/<use /g)).toHaveLength(count * length);
  });
}
