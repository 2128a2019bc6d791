// The MRZ checker on every format: the format named, every field, every check digit (against an
// independent oracle), what the fields say, text that is no zone, and back into the form. Repairs
// are in checker-repairs.spec.ts.
import { expect, test } from '@playwright/test';
import { GERMAN, open, row, specimen } from './checker-page';
import { input } from './helpers';
import { formatOf, oracleChecks, type OracleFormat } from './mrz-oracle';

const SHAPE: Record<OracleFormat, string> = {
  td3: 'Passport (TD3), 2 lines of 44',
  td1: 'ID card (TD1), 3 lines of 30',
  td2: 'ID card or document (TD2), 2 lines of 36',
  mrva: 'Visa (MRV-A), 2 lines of 44',
  mrvb: 'Visa (MRV-B), 2 lines of 36',
};
/** The English name of each field in the checker's table, in the format's own terms. */
const label = (field: string, format: OracleFormat): string =>
  ({
    type: 'Document type',
    countryCode: 'Issuing country',
    passportNo: format === 'td3' ? 'Passport number' : 'Document number',
    surname: 'Surname',
    givenNames: 'Given names',
    nationality: 'Nationality',
    dateOfBirth: 'Date of birth',
    personalNo: format === 'td3' ? 'Personal number' : format === 'td1' ? 'Optional data (line 1)' : 'Optional data',
    sex: 'Sex',
    dateOfExpiry: 'Date of expiry',
    optionalData2: 'Optional data (line 2)',
  })[field]!;


for (const format of ['td3', 'td1', 'td2', 'mrva', 'mrvb'] as const) {
  test(`reads the ICAO ${format} specimen: format, every field, every check digit right`, async ({ page }) => {
    const s = specimen(format);
    expect(formatOf(s.lines)).toBe(format);
    const { checker, box } = await open(page);
    await box.fill(s.lines.join('\n'));
    await expect(checker.getByRole('status')).toHaveText('Every check digit is right.');
    await expect(checker.getByText(SHAPE[format], { exact: true })).toBeVisible();
    for (const [field, value] of Object.entries(s.fields!)) {
      if (field === 'format' || value === '') continue;
      await expect(row(checker, label(field, format)), field).toContainText(value);
    }
    const oracle = oracleChecks(s.lines);
    expect(Object.values(oracle).every((c) => c.valid)).toBe(true);
    await expect(checker.locator('.checker-checks li.ok')).toHaveCount(Object.keys(oracle).length);
    await expect(checker.locator('.checker-checks li.bad')).toHaveCount(0);
    await expect(checker.locator('.checker-lines > div')).toHaveCount(s.lines.length);
  });
}

test('says where each field is, lights it up on line 3 and in both of its places', async ({ page }) => {
  const { checker, box } = await open(page);
  await box.fill(specimen('td3').lines.join('\n'));
  await expect(row(checker, 'Surname')).toContainText('line 1, columns 6–13');
  await expect(row(checker, 'Sex')).toContainText('line 2, column 21');
  await row(checker, 'Given names').hover();
  await expect(checker.locator('.checker-lines .active')).toHaveText([...'ANNA<MARIA']);

  await box.fill(specimen('td1').lines.join('\n'));
  await expect(checker.getByText(SHAPE.td1, { exact: true })).toBeVisible();
  // The keyboard this time: the pointer, away from the table, chooses nothing.
  await page.mouse.move(0, 0);
  await row(checker, 'Surname').focus();
  await expect(checker.locator('.checker-lines > div').nth(2).locator('.active')).toHaveText([...'ERIKSSON']);
  // A TD1 number of 12 characters: 9 in its field, the rest (and its digit) in the optional data.
  const long = ['I<UTOD23145890<1233<<<<<<<<<<<', '7408122X3001019UTOAB<<<<<<<<<1', 'A<<<<<<<<<<<<<<<<<<<<<<<<<<<<<'];
  expect(Object.values(oracleChecks(long)).every((c) => c.valid)).toBe(true);
  await box.fill(long.join('\n'));
  await expect(checker.getByRole('status')).toHaveText('Every check digit is right.');
  const number = row(checker, 'Document number');
  await expect(number).toContainText('D23145890123');
  await expect(number).toContainText('line 1, columns 6–14 and line 1, columns 16–18');
  await number.hover();
  await expect(checker.locator('.checker-lines .active')).toHaveText([...'D23145890123']);
});

test('reads a zone pasted on one line, and one with tabs, spaces and lower case', async ({ page }) => {
  const { checker, box } = await open(page);
  const td1 = specimen('td1').lines;
  await box.fill(td1.join(''));
  await expect(checker.getByText(SHAPE.td1, { exact: true })).toBeVisible();
  await expect(checker.getByRole('status')).toHaveText('Every check digit is right.');
  const [a, b] = specimen('td2').lines as [string, string];
  await box.fill(`  ${a.slice(0, 5)} ${a.slice(5).toLowerCase()}\t${b.slice(0, 9)} ${b.slice(9)}  `);
  await expect(checker.getByText(SHAPE.td2, { exact: true })).toBeVisible();
  await expect(checker.getByRole('status')).toHaveText('Every check digit is right.');
  await expect(row(checker, 'Surname')).toContainText('ERIKSSON');
});

test('flags a changed date, with the digits it should have, computed here', async ({ page }) => {
  const { checker, box } = await open(page);
  const [a, b] = specimen('td2').lines as [string, string];
  const changed = [a, b.replace('7408122', '7408132')];
  const oracle = oracleChecks(changed);
  expect(oracle.date_of_birth?.valid).toBe(false);
  await box.fill(changed.join('\n'));
  const bad = Object.values(oracle).filter((c) => !c.valid);
  await expect(checker.getByRole('status')).toHaveText(`${bad.length} check digits are wrong.`);
  await expect(checker.locator('.checker-checks li.bad').first()).toHaveText(
    `Date of birth check digit: 2 wrong: should be ${oracle.date_of_birth!.expected}`,
  );
  await expect(checker.locator('.checker-checks li.bad').last()).toContainText(
    `Composite check digit: ${oracle.composite!.found} wrong: should be ${oracle.composite!.expected}`,
  );
  await expect(checker.locator('.checker-lines .check-bad')).toHaveText(bad.map((c) => c.found));
});

test('reads the German < digit of an empty personal number as right', async ({ page }) => {
  const { checker, box } = await open(page);
  expect(GERMAN.lines[1]![42]).toBe('<');
  await box.fill(GERMAN.lines.join('\n'));
  await expect(checker.getByRole('status')).toHaveText('Every check digit is right.');
  await expect(checker.locator('.checker-checks li.ok')).toHaveCount(5);
  await expect(checker.locator('.checker-checks li', { hasText: 'Personal number check digit' })).toHaveText('Personal number check digit: < right');
  await expect(row(checker, 'Issuing country')).toContainText('D');
});

test('checks the fields: full dates with the rule for their century, findings by level', async ({ page }) => {
  const { checker, box } = await open(page);
  const [a, b] = specimen('td3').lines as [string, string];
  await box.fill(`${a}\n${b}`);
  const dates = checker.locator('.checker-dates');
  await expect(dates).toContainText('1974-08-12');
  await expect(dates).toContainText('the latest such date that is not in the future');
  await expect(dates).toContainText('2012-04-15');
  await expect(dates).toContainText('the year ending in 12 nearest to this year (from 49 years back to 50 ahead)');
  await expect(checker.getByRole('list', { name: 'Warning' })).toHaveText('Expired on April 15, 2012.');
  // Sex is outside every check digit of a passport: the digits stay right, the field is wrong.
  await box.fill(`${a}\n${b.slice(0, 20)}Q${b.slice(21)}`);
  await expect(checker.getByRole('status')).toHaveText('Every check digit is right, but the fields have 1 error.');
  await expect(checker.getByRole('list', { name: 'Error' })).toHaveText('Sex: “Q” is not M, F, X or <.');
});

test('explains text that is not a zone, with the length its lines should have', async ({ page }) => {
  const { checker, box } = await open(page);
  await box.fill('P<UTO');
  await expect(checker.getByRole('status')).toHaveText('One line of 5 characters: a whole zone on one line has 30, 69, 72, 88, or 90 characters.');
  const [a, b, c] = specimen('td1').lines as [string, string, string];
  await box.fill(`${a}\n${b}`);
  await expect(checker.getByRole('status')).toHaveText('2 lines of 30 characters: an ID card (TD1) has 3.');
  await box.fill(`${a}\n${b.slice(0, 29)}\n${c}`);
  await expect(checker.getByRole('status')).toHaveText('Line 2 has 29 characters; it should have 30.');
  // A scan's stray line of text under a passport's zone is the one named, not line 1.
  const [p1, p2] = specimen('td3').lines as [string, string];
  await box.fill(`${p1}\n${p2}\nSPECIMEN`);
  await expect(checker.getByRole('status')).toHaveText('Line 3 is not part of the zone: lines 1–2 make a whole zone of a passport (TD3).');
  await box.fill(`${a}\n${b.replace('UTO', 'U$O')}\n${c}`);
  await expect(checker.getByRole('status')).toHaveText('Line 2, column 17: “$” is not A–Z, 0–9 or <.');
});

test('loads a TD1 card into the form, which switches to TD1', async ({ page }) => {
  const { checker, box } = await open(page);
  const s = specimen('td1');
  await box.fill(s.lines.join('\n').toLowerCase());
  await expect(box).toHaveJSProperty('rows', 3);
  await checker.getByRole('button', { name: 'Load into the form' }).click();
  const formats = page.getByRole('group', { name: 'Document format' });
  await expect(formats.locator('input[type="radio"]:checked')).toHaveValue('td1');
  await expect(input(page, 'passportNo')).toHaveValue('D23145890');
  await expect(input(page, 'surname')).toHaveValue('ERIKSSON');
  await expect(page.getByRole('img', { name: s.lines.join('\n') })).toBeVisible();
});
