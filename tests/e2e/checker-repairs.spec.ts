// The checker's repairs: a composite wrong only because of another digit, the one likely OCR
// slip offered and applied in one click, and several candidates listed but none offered; the
// character to change marked in the lines, where the OCR face draws O and 0 alike.
import { expect, test } from '@playwright/test';
import { open, specimen } from './checker-page';
import { oracleChecks } from './mrz-oracle';

test('explains a composite that is wrong only because another digit is', async ({ page }) => {
  const { checker, box } = await open(page);
  const [a, b] = specimen('td3').lines as [string, string];
  // The birth date's own digit changed: the composite, which covers it, goes wrong with it.
  const changed = [a, `${b.slice(0, 19)}7${b.slice(20)}`];
  const oracle = oracleChecks(changed);
  expect([oracle.date_of_birth?.valid, oracle.composite?.valid]).toEqual([false, false]);
  await box.fill(changed.join('\n'));
  await expect(checker.locator('.checker-checks li.bad')).toHaveText([
    `Date of birth check digit: 7 wrong: should be ${oracle.date_of_birth!.expected}`,
    `Composite check digit: ${oracle.composite!.found} wrong: should be ${oracle.composite!.expected} — wrong only because of the other wrong digit: Date of birth check digit`,
  ]);
});

test('offers the one likely OCR repair and applies it with one click', async ({ page }) => {
  const { checker, box } = await open(page);
  const [a, b] = specimen('td3').lines as [string, string];
  await box.fill(`${a}\n${b.slice(0, 15)}O${b.slice(16)}`);
  await expect(checker.getByText('Line 2, column 16: O is probably 0 — with it every check digit is right.')).toBeVisible();
  await expect(checker.getByRole('list', { name: 'Error' })).toContainText('Date of birth: letters where only digits belong (O).');
  // The character to change is marked in the lines, where O and 0 look alike.
  await expect(checker.locator('.checker-lines .change')).toHaveText(['O']);
  const marked = checker.locator('.checker-lines > div').nth(1).locator('span').nth(15);
  await expect(marked).toHaveClass(/\bchange\b/);
  await expect(marked).toHaveCSS('outline-style', 'solid');
  await checker.getByRole('button', { name: 'Apply the repair (O → 0)' }).click();
  await expect(box).toHaveValue(`${a}\n${b}`);
  await expect(checker.getByRole('status')).toHaveText('Every check digit is right.');
  await expect(checker.getByRole('button', { name: /Apply the repair/ })).toHaveCount(0);
  await expect(checker.locator('.checker-lines .change')).toHaveCount(0);
});

test('lists the candidates when several single changes would each fix every digit, and offers none', async ({ page }) => {
  const { checker, box } = await open(page);
  // The TD1 specimen with its number's 1 read as I: I → 1 fixes every digit, and so does 8 → B.
  const lines = ['I<UTOD23I458907<<<<<<<<<<<<<<<', '7408122F1204159UTO<<<<<<<<<<<6', 'ERIKSSON<<ANNA<MARIA<<<<<<<<<<'];
  const fixed = (column: number, to: string) => lines.map((l, i) => (i === 0 ? l.slice(0, column) + to + l.slice(column + 1) : l));
  // Each change alone makes every digit right by this file's own oracle.
  for (const zone of [fixed(8, '1'), fixed(11, 'B')]) {
    expect(Object.values(oracleChecks(zone)).every((c) => c.valid), zone[0]).toBe(true);
  }
  await box.fill(lines.join('\n'));
  await expect(checker.getByRole('status')).toHaveText('2 check digits are wrong.');
  await expect(checker.getByText(/Several single changes would each make every check digit right, so the checker cannot tell which one is meant/)).toBeVisible();
  await expect(checker.getByRole('list', { name: /Several single changes/ }).getByRole('listitem')).toHaveText([
    'Line 1, column 9: I → 1',
    'Line 1, column 12: 8 → B',
  ]);
  await expect(checker.getByRole('button', { name: /Apply the repair/ })).toHaveCount(0);
  await expect(checker.getByText(/is probably/)).toHaveCount(0);
  await expect(checker.locator('.checker-lines .change')).toHaveText(['I', '8']);
});
