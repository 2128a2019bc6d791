// The compact preview: on a phone, the zone's lines stay in view while one types the lower
// fields; on a wide screen, never. And the actions in tidy rows at both sizes.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { input } from './helpers';

const strip = (page: Page) => page.locator('.compact-preview');

/** The zone as the real preview's text shows it, line by line. */
const zoneText = async (page: Page) => (await page.locator('.mrz-text').innerText()).split('\n');

async function openSpecimen(page: Page, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 800 });
  await page.goto('/#t=P&c=UTO&p=L898902C3&s=ERIKSSON&g=ANNA%20MARIA&n=UTO&b=740812&x=F');
  await expect(page.getByRole('img', { name: /ERIKSSON/ })).toBeVisible();
}

test('at 375 px, typing the date of expiry keeps the lines in view, updated, and the field uncovered', async ({ page }) => {
  await openSpecimen(page, 375);
  await expect(strip(page)).toHaveCount(0);
  const expiry = input(page, 'dateOfExpiry');
  await expiry.focus();
  await expect(page.locator('.preview-card')).not.toBeInViewport();
  await expect(strip(page)).toBeVisible();
  await expect(strip(page)).toHaveAttribute('aria-hidden', 'true');
  expect((await strip(page).innerText()).split('\n')).toEqual(await zoneText(page));

  await expiry.pressSequentially('120415');
  await expect(strip(page).locator('div').nth(1)).toHaveText(/F1204159/);
  expect((await strip(page).innerText()).split('\n')).toEqual(await zoneText(page));
  await expectBelow(expiry, strip(page));
  // Every line fits the strip's width: no scroll inside it, none of the page.
  const [scroll, client] = await strip(page).locator('pre').evaluate((el) => [el.scrollWidth, el.clientWidth]);
  expect(scroll).toBeLessThanOrEqual(client);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  // Gone when the focus leaves the form, and when the preview is back in view.
  await page.locator('body').click({ position: { x: 2, y: 2 } });
  await expect(strip(page)).toHaveCount(0);
  await expiry.focus();
  await expect(strip(page)).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(strip(page)).toHaveCount(0);
});

test('at 375 px, a field tapped where the strip comes down is brought out from under it', async ({ page }) => {
  await openSpecimen(page, 375);
  const birth = input(page, 'dateOfBirth');
  // The field just below the top edge, the preview far above.
  await birth.evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().top - 10));
  await birth.click();
  await expect(strip(page)).toBeVisible();
  await expectBelow(birth, strip(page));
  // Going back a field from the keyboard keeps it below the strip too.
  await page.keyboard.press('Shift+Tab');
  await expect(input(page, 'nationality')).toBeFocused();
  await expectBelow(input(page, 'nationality'), strip(page));
});

test('at 1440 px the compact preview never shows', async ({ page }) => {
  await openSpecimen(page, 1440);
  await page.setViewportSize({ width: 1440, height: 500 });
  const expiry = input(page, 'dateOfExpiry');
  await expiry.focus();
  await expect(page.locator('.preview-card')).not.toBeInViewport();
  await expiry.pressSequentially('1204');
  await expect(page.locator('.mrz-text')).toContainText('1204');
  await expect(strip(page)).toHaveCount(0);
});

async function expectBelow(field: Locator, above: Locator): Promise<void> {
  await expect.poll(async () => (await field.boundingBox())!.y - (await above.boundingBox())!.height).toBeGreaterThanOrEqual(0);
}

const BUTTONS = ['Copy MRZ', 'Copy share link', 'Download PNG', 'Download SVG', 'Random', 'Reset'];

async function buttonBoxes(page: Page) {
  const group = page.getByRole('group', { name: 'Actions' });
  await expect(group.getByRole('button', { name: 'Reset' })).toBeVisible();
  return Promise.all(BUTTONS.map(async (name) => (await group.getByRole('button', { name, exact: true }).boundingBox())!));
}

test('at 375 px the actions are two even columns, the output choice on a row of its own', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  const boxes = await buttonBoxes(page);
  const [left, right] = [boxes.filter((_, i) => i % 2 === 0), boxes.filter((_, i) => i % 2 === 1)];
  for (const b of boxes) expect(Math.abs(b.width - boxes[0]!.width)).toBeLessThan(1);
  for (const b of left) expect(Math.abs(b.x - left[0]!.x)).toBeLessThan(1);
  for (const b of right) expect(Math.abs(b.x - right[0]!.x)).toBeLessThan(1);
  for (let i = 0; i < 3; i++) expect(Math.abs(left[i]!.y - right[i]!.y)).toBeLessThan(1);
  expect(right[0]!.x).toBeGreaterThan(left[0]!.x + left[0]!.width);
  const select = (await page.getByRole('combobox', { name: 'Output' }).boundingBox())!;
  const last = boxes.at(-1)!;
  expect(select.y).toBeGreaterThanOrEqual(last.y + last.height);
});

for (const locale of ['en-US', 'ja-JP']) {
  test.describe(`in ${locale}`, () => {
    test.use({ locale });
    test('at 1440 px the actions and the output choice are one row', async ({ page }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto('/');
      await expect(page.locator('.page-actions button').last()).toBeVisible();
      const boxes = await page
        .locator('.page-actions button')
        .evaluateAll((els) => els.map((e) => ({ x: e.getBoundingClientRect().x, y: e.getBoundingClientRect().y, width: e.getBoundingClientRect().width, height: e.getBoundingClientRect().height })));
      expect(boxes).toHaveLength(6);
      const [first, last] = [boxes[0]!, boxes[5]!];
      for (const b of boxes) expect(Math.abs(b.y - first.y)).toBeLessThan(1);
      const select = (await page.locator('.page-actions select').boundingBox())!;
      // Beside the buttons, not under them.
      expect(select.y).toBeLessThan(first.y + first.height);
      expect(select.x).toBeGreaterThan(last.x + last.width);
    });
  });
}
