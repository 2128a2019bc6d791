// axe-core over the page in each language at a phone's and a desktop's width, in the states that
// add the most to it: hints under the fields, a checker result with errors, a finished test set.
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { specimen } from './checker-page';
import { checkWrongDigit, finishTestSet, LANGUAGES, openIn, readPicture, showHints } from './page-states';

const AXE = fileURLToPath(new URL('../../node_modules/axe-core/axe.min.js', import.meta.url));

// The page allows only its own scripts; axe is injected as an inline script.
test.use({ bypassCSP: true });

interface Violation {
  id: string;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

/** axe's violations, each with the elements at fault, in a form that reads well in a failure. */
async function violations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE });
  const found = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: () => Promise<{ violations: Violation[] }> } }).axe;
    return (await axe.run()).violations;
  });
  return found.map((v) => `${v.id}: ${v.help}\n${v.nodes.map((n) => `  ${n.target.join(' ')} ${n.failureSummary ?? ''}`).join('\n')}`);
}

for (const language of LANGUAGES) {
  for (const width of [375, 1440]) {
    test(`axe finds nothing in ${language} at ${width} px`, async ({ page }) => {
      test.setTimeout(60_000);
      await page.setViewportSize({ width, height: 900 });
      await openIn(page, language);
      expect(await violations(page), 'the page as it opens').toEqual([]);
      await showHints(page);
      expect(await violations(page), 'with hints').toEqual([]);
      await checkWrongDigit(page);
      expect(await violations(page), 'with a checker result with errors').toEqual([]);
      await readPicture(page);
      expect(await violations(page), 'with a picture read').toEqual([]);
      await finishTestSet(page);
      expect(await violations(page), 'with a finished test set').toEqual([]);
    });
  }
}

test("the checker's field table is one tab stop, its rows reached with the arrow keys", async ({ page }) => {
  await page.goto('/');
  const checker = page.getByRole('region', { name: 'MRZ checker' });
  const box = checker.getByLabel('MRZ to check (its lines, or all on one line)');
  await box.fill(specimen('td3').lines.join('\n'));
  const rows = checker.getByRole('row');
  await expect(rows).toHaveCount(10);
  await box.focus();
  await page.keyboard.press('Tab');
  await expect(rows.first()).toBeFocused();
  // The arrow keys' note, seen while the table has the keyboard (always read with the table).
  const note = checker.getByText(/Up and down arrow keys/);
  await expect(checker.getByRole('table')).toHaveAccessibleDescription(/Up and down arrow keys/);
  await expect.poll(async () => (await note.boundingBox())?.width ?? 0).toBeGreaterThan(100);
  await expect(checker.locator('.checker-lines .active')).toHaveText([...'P<']);
  await page.keyboard.press('ArrowDown');
  await expect(rows.nth(1)).toBeFocused();
  await expect(checker.locator('.checker-lines .active')).toHaveText([...'UTO']);
  await page.keyboard.press('End');
  await expect(rows.last()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(rows.last()).toBeFocused();
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  // One press from the table to the button, and one back to the row last chosen.
  await page.keyboard.press('Tab');
  await expect(checker.getByRole('button', { name: 'Load into the form' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(rows.nth(2)).toBeFocused();
  await expect(rows.nth(2)).toHaveClass(/active/);
  // The note is for the keyboard: out of sight when the focus leaves.
  await box.focus();
  await expect.poll(async () => (await note.boundingBox())?.width ?? 0).toBeLessThanOrEqual(1);
});

test('date fields bring up the number keypad; code fields come in capitals, uncorrected', async ({ page }) => {
  // An ID card's form: its second optional data is a code too.
  await page.goto('/#f=td1');
  await expect(page.locator('input[name=optionalData2]')).toBeVisible();
  for (const key of ['dateOfBirth', 'dateOfExpiry']) await expect(page.locator(`input[name=${key}]`)).toHaveAttribute('inputmode', 'numeric');
  for (const key of ['type', 'countryCode', 'passportNo', 'nationality', 'sex', 'personalNo', 'optionalData2']) {
    const field = page.locator(`input[name=${key}]`);
    await expect(field).toHaveAttribute('autocapitalize', 'characters');
    await expect(field).toHaveAttribute('autocorrect', 'off');
    await expect(field).toHaveAttribute('spellcheck', 'false');
    await expect(field).not.toHaveAttribute('inputmode', /./);
  }
});
