// The national formats on the page, in English and Japanese: chosen in the form, their fields in
// their own words, the zone drawn (its alternative text the lines), kept by the share link and the
// session copy, copied and downloaded, read back by the checker, with no chip keys; Random draws
// valid records of them, and test sets mix them in.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { unzipSync } from 'fflate';
import { download, fill } from './helpers';
import { CASES, literal, WORDS, type Lang, type National } from './national-cases';
import { openIn } from './page-states';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const NATIONAL = Object.keys(CASES) as National[];

/** Choose `format` in the form's group of national formats, by its name and shape. */
async function choose(page: Page, lang: Lang, format: National) {
  const { name, shape } = CASES[format];
  const group = page.getByRole('group', { name: WORDS[lang].national });
  await group.getByRole('radio', { name: new RegExp(`^${literal(name[lang])}.*${literal(shape[lang])}$`) }).check();
}

/**
 * The preview's lines, from its alternative text. Not the helpers' previewZone, which waits for a
 * newline or a filler: a French licence's one line may have neither (a surname of eight letters).
 */
async function previewZone(page: Page): Promise<string[]> {
  const picture = page.locator('canvas[role=img][aria-label]').first();
  await expect(picture).toBeVisible();
  return ((await picture.getAttribute('aria-label')) ?? '').split('\n');
}

/** The preview once its alternative text is exactly `lines`. */
async function expectZone(page: Page, lines: string[]) {
  await expect.poll(() => previewZone(page)).toEqual(lines);
}

const checkerOf = (page: Page, lang: Lang) => page.getByRole('region', { name: WORDS[lang].checker });

/** Paste `text` into the checker: it finds the format and says every digit is right. */
async function expectChecked(page: Page, lang: Lang, format: National, text: string) {
  const { name, shape, checkerField } = CASES[format];
  const checker = checkerOf(page, lang);
  await checker.getByRole('textbox').fill(text);
  await expect(checker.getByRole('status')).toHaveText(WORDS[lang].valid);
  await expect(checker.getByText(WORDS[lang].formatFound(name[lang], shape[lang]), { exact: true })).toBeVisible();
  await expect(checker.getByRole('rowheader', { name: checkerField[lang], exact: true })).toBeVisible();
}

for (const lang of ['en', 'ja'] as const) {
  for (const format of NATIONAL) {
    test(`${format} in ${lang}: chosen, filled, drawn, shared, kept, copied, downloaded and checked`, async ({ page, context }) => {
      test.setTimeout(60_000);
      const c = CASES[format];
      const words = WORDS[lang];
      await openIn(page, lang);
      await choose(page, lang, format);
      // The choice sets the nation's code, and the form shows only the format's fields, each
      // labelled, some in the format's own words.
      await expect(page.locator('input[name=type]')).toHaveValue(c.code);
      const inputs = page.locator('form input:not([type=radio])');
      await expect(inputs).toHaveCount(c.shown.length);
      expect(await inputs.evaluateAll((all) => all.map((i) => i.getAttribute('name')))).toEqual(c.shown);
      for (const input of await inputs.all()) await expect(input).toHaveAccessibleName(/\S/);
      for (const [key, label] of Object.entries(c.labels[lang])) {
        await expect(page.getByLabel(label, { exact: true })).toHaveAttribute('name', key);
      }
      await fill(page, c.fields);
      await expectZone(page, c.lines);
      await expect(page.locator('form .hints')).toHaveCount(0);

      // Copy MRZ and the PNG, named after the zone's values.
      await page.getByRole('button', { name: words.copy }).click();
      await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(c.lines.join('\n'));
      const file = await download(page, words.download);
      expect(file.suggestedFilename()).toMatch(new RegExp(`^${c.fields.passportNo}-${c.fields.surname}_.*\\.png$`));
      expect(readFileSync((await file.path())!).subarray(1, 4).toString()).toBe('PNG');

      // The share link opens the same zone in a fresh page; the session copy keeps it on reload.
      await page.getByRole('button', { name: words.share }).click();
      const link = await page.evaluate(() => navigator.clipboard.readText());
      expect(new URL(link).hash).toContain(`f=${format}`);
      const other = await context.newPage();
      await other.goto(link);
      await expect(other.locator('input[name=format]:checked')).toHaveValue(format);
      await expectZone(other, c.lines);
      await page.reload();
      await expectZone(page, c.lines);

      // The checker reads the zone back as its format, valid, and offers no chip keys for it.
      await expectChecked(page, lang, format, c.lines.join('\n'));
      const checker = checkerOf(page, lang);
      await checker.getByText(words.checkerChip, { exact: true }).click();
      await expect(checker.locator('.checker-chip .chip-status')).toHaveText(words.icaoOnly);
      await page.getByText(words.chip, { exact: true }).click();
      await expect(page.locator('.chip-card:not(.checker-chip) .chip-status')).toHaveText(words.icaoOnly);
      await expect(page.locator('.chip-values')).toHaveCount(0);
    });
  }
}

test('a whole zone pasted on one line is read as its format, the Swiss licence’s 69 characters too', async ({ page }) => {
  await page.goto('/');
  for (const format of NATIONAL) await expectChecked(page, 'en', format, CASES[format].lines.join(''));
  // Loaded into the form, the licence brings its format and its fields in its own words.
  await checkerOf(page, 'en').getByRole('button', { name: 'Load into the form' }).click();
  await expect(page.locator('input[name=format]:checked')).toHaveValue('che_dl');
  await expect(page.getByLabel('PIN code', { exact: true })).toHaveValue('305142128');
  await expectZone(page, CASES.che_dl.lines);
});

test('a value typed in a field the format lacks is kept, shown with why it goes unused', async ({ page }) => {
  await page.goto('/');
  await fill(page, { nationality: 'UTO', surname: 'MARTIN' });
  await choose(page, 'en', 'fra_dl');
  await expect(page.locator('input[name=nationality]')).toHaveValue('UTO');
  await expect(page.locator('#field-nationality-hints')).toHaveText('French driving licence has no place for this field: the value is left out.');
  await page.getByRole('radio', { name: /^Passport \(TD3\)/ }).check();
  await expect(page.locator('input[name=nationality]')).toHaveValue('UTO');
  await expect(page.locator('#field-nationality-hints')).toHaveCount(0);
});

for (const format of NATIONAL) {
  test(`Random draws a ${format} record with no hint that the checker finds valid`, async ({ page }) => {
    await openIn(page, 'en');
    await choose(page, 'en', format);
    await page.getByRole('button', { name: WORDS.en.random }).click();
    await expect(page.locator('.toasts')).toContainText('Filled with random test data');
    await expect(page.locator('input[name=type]')).toHaveValue(CASES[format].code);
    const widths = { fra_id: [36, 36], fra_dl: [30], che_dl: [9, 30, 30] }[format];
    await expect.poll(async () => (await previewZone(page)).map((l) => l.length)).toEqual(widths);
    await expect(page.locator('input[name=surname]')).not.toHaveValue('');
    await expect(page.locator('form .hints')).toHaveCount(0);
    await expectChecked(page, 'en', format, (await previewZone(page)).join('\n'));
  });
}

test('a test set mixes in the national formats, each share named in both languages', async ({ page }) => {
  test.setTimeout(90_000);
  await openIn(page, 'ja');
  const ja = page.getByRole('region', { name: WORDS.ja.testSets });
  for (const label of ['フランス国民 ID カード（%）', 'フランス運転免許証（%）', 'スイス運転免許証（%）']) {
    await expect(ja.getByLabel(label, { exact: true })).toHaveValue('0');
  }
  await openIn(page, 'en');
  const panel = page.getByRole('region', { name: WORDS.en.testSets });
  const shares = { 'Passports, TD3 (%)': '0', 'French ID cards, until 2021 (%)': '40', 'French driving licences (%)': '30', 'Swiss driving licences (%)': '30' };
  for (const [label, value] of Object.entries({ 'Records (1–10,000)': '24', 'With a wrong check digit (%)': '0', ...shares })) {
    await panel.getByLabel(label, { exact: true }).fill(value);
  }
  const [file] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), panel.getByRole('button', { name: 'Generate ZIP' }).click()]);
  const files = unzipSync(readFileSync((await file.path())!));
  const rows = new TextDecoder()
    .decode(files['labels.jsonl'])
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as { format: National; valid: boolean; line1: string; line2: string; line3: string });
  expect(rows).toHaveLength(24);
  expect(new Set(rows.map((r) => r.format))).toEqual(new Set(NATIONAL));
  for (const r of rows) {
    const widths = [r.line1, r.line2, r.line3].filter((l) => l !== '').map((l) => l.length);
    expect([r.valid, widths], JSON.stringify(r)).toEqual([true, { fra_id: [36, 36], fra_dl: [30], che_dl: [9, 30, 30] }[r.format]]);
  }
});
