// Values that arrive by the address must survive a reload at any moment of a cold load: the
// address is cleaned at once, so they must be saved as soon as they are read, not when the form
// mounts. The page's own chunk is held back here, so the reload comes before the form exists.
import { expect, test, type Page } from '@playwright/test';
import { input } from './helpers';

const ARRIVALS = {
  query: '/?surname=GAIMU&givenNames=SAKURA&countryCode=JPN',
  hash: '/#s=GAIMU&g=SAKURA&c=JPN',
  'format link': '/#f=td1&t=ID&s=GAIMU&g=SAKURA&c=JPN',
};

/** Hold the page's chunk (React, the form) until released; the boot module runs meanwhile. */
async function holdForm(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/app-main-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue().catch(() => undefined);
  });
  return release;
}

/**
 * A reload that lands while the first load is still committing can be refused (an interrupted
 * navigation, or a page the browser is swapping out); the person presses the key again.
 */
async function reloadLikeAPerson(page: Page): Promise<void> {
  await expect(async () => {
    await page.reload({ timeout: 10_000 });
  }).toPass({ timeout: 20_000, intervals: [50, 100, 250, 500] });
}

for (const [name, address] of Object.entries(ARRIVALS)) {
  test(`a reload before the form appears keeps the values of the ${name}`, async ({ page }) => {
    const release = await holdForm(page);
    await page.goto(address, { waitUntil: 'commit' });
    // The address is cleaned by the boot module, long before the form.
    await expect.poll(() => page.url()).not.toMatch(/GAIMU/);
    await expect(page.locator('form')).toHaveCount(0);
    await page.unroute(/\/assets\/app-main-[^/]*\.js$/);
    release();
    await page.reload();
    await expect(input(page, 'surname')).toHaveValue('GAIMU');
    await expect(input(page, 'givenNames')).toHaveValue('SAKURA');
    await expect(input(page, 'countryCode')).toHaveValue('JPN');
    if (name === 'format link') await expect(input(page, 'type')).toHaveValue('ID');
  });
}

test('a reload at several moments of a cold load keeps the values', async ({ page }) => {
  for (const wait of [0, 50, 150, 300, 600]) {
    await page.evaluate(() => sessionStorage.clear()).catch(() => undefined);
    await page.goto(ARRIVALS.query, { waitUntil: 'commit' });
    await page.waitForTimeout(wait);
    await reloadLikeAPerson(page);
    await expect(input(page, 'surname'), `reloaded after ${wait} ms`).toHaveValue('GAIMU');
  }
});

test('a share link pasted into the open page survives an immediate reload', async ({ page }) => {
  await page.goto('/');
  await expect(input(page, 'surname')).toBeVisible();
  await page.evaluate(() => {
    location.hash = '#s=GAIMU&g=SAKURA&c=JPN';
  });
  await expect.poll(() => page.url()).not.toMatch(/GAIMU/);
  await page.reload();
  await expect(input(page, 'surname')).toHaveValue('GAIMU');
  await expect(input(page, 'givenNames')).toHaveValue('SAKURA');
});
