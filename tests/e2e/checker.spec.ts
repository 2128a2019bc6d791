// The MRZ checker: two lines in, every field and check digit out, and back into the form.
import { expect, test } from '@playwright/test';
import { checkDigit, input, readFields, specimen } from './helpers';

test('decodes the ICAO specimen: every field, every check digit right', async ({ page }) => {
  await page.goto('/');
  const checker = page.getByRole('region', { name: 'MRZ checker' });
  await checker.getByLabel('Two MRZ lines to check').fill(specimen.lines.join('\n'));
  await expect(checker.getByRole('status')).toHaveText('Every check digit is right.');
  const row = (label: string) => checker.getByRole('row', { name: new RegExp(`^${label}`) });
  await expect(row('Surname')).toContainText('ERIKSSON');
  await expect(row('Surname')).toContainText('line 1, columns 6–13');
  await expect(row('Given names')).toContainText('ANNA MARIA');
  await expect(row('Passport number')).toContainText('L898902C3');
  await expect(row('Date of birth')).toContainText('740812');
  await expect(row('Personal number')).toContainText('ZE184226B');
  await expect(checker.locator('.checker-checks li.ok')).toHaveCount(5);

  // Choosing a field lights up exactly its characters in the lines.
  await row('Given names').hover();
  await expect(checker.locator('.checker-lines .active')).toHaveText(['A', 'N', 'N', 'A', '<', 'M', 'A', 'R', 'I', 'A']);
});

test('flags a changed digit, with the digit it should be', async ({ page }) => {
  await page.goto('/');
  const checker = page.getByRole('region', { name: 'MRZ checker' });
  const changed = specimen.lines[1].replace('7408122', '7408132');
  await checker.getByLabel('Two MRZ lines to check').fill(`${specimen.lines[0]}\n${changed}`);
  await expect(checker.getByRole('status')).toHaveText('2 check digits are wrong.');
  // Computed here independently: the birth date's digit, and the composite.
  const birth = String(checkDigit('740813'));
  const composite = String(checkDigit(changed.slice(0, 10) + changed.slice(13, 20) + changed.slice(21, 43)));
  await expect(checker.locator('.checker-checks li.bad')).toHaveText([
    `Date of birth check digit: 2 wrong: should be ${birth}`,
    `Composite check digit: 0 wrong: should be ${composite}`,
  ]);
  await expect(checker.locator('.checker-lines .check-bad')).toHaveText(['2', '0']);
});

test('explains text that is not an MRZ, and loads a good one into the form', async ({ page }) => {
  await page.goto('/');
  const checker = page.getByRole('region', { name: 'MRZ checker' });
  const box = checker.getByLabel('Two MRZ lines to check');
  await box.fill('P<UTO');
  await expect(checker.getByRole('status')).toHaveText('Expected two lines, found 1.');
  await box.fill(`${specimen.lines[0]}\n${specimen.lines[1].slice(0, 40)}`);
  await expect(checker.getByRole('status')).toHaveText('Line 2 has 40 characters; an MRZ line has 44.');
  await box.fill(`${specimen.lines[0]}\n${specimen.lines[1].replace('Z', '$')}`);
  await expect(checker.getByRole('status')).toHaveText('Line 2, column 29: “$” is not A–Z, 0–9 or <.');

  await box.fill(specimen.lines.join('\n').toLowerCase());
  await checker.getByRole('button', { name: 'Load into the form' }).click();
  expect(await readFields(page)).toEqual(specimen.fields);
  await expect(page.getByRole('img', { name: specimen.lines.join('\n') })).toBeVisible();
  await expect(input(page, 'surname')).toHaveValue('ERIKSSON');
});
