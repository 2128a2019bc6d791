// After the first visit the page works with the network off: the service worker precached it.
import { expect, test } from '@playwright/test';
import { expectValidLine2, input, previewLines } from './helpers';

test.use({ serviceWorkers: 'allow' });

test('offline after the first visit: reload, a preview, typing and the actions still work', async ({ page, context }) => {
  await page.goto('/');
  await expect(page.getByRole('img', { name: /</ })).toBeVisible();
  // Installed and in control: everything the page needs is in its cache.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((r) => navigator.serviceWorker.addEventListener('controllerchange', r, { once: true }));
    }
  });

  await context.setOffline(true);
  await page.reload();
  const [, line2] = await previewLines(page);
  expectValidLine2(line2);
  await input(page, 'surname').fill('OFFLINE');
  await expect(page.getByRole('img', { name: /OFFLINE/ })).toBeVisible();
  // Random loads its data chunk only when first used: it must come from the cache too.
  await page.getByRole('button', { name: /Random/ }).click();
  await expect(input(page, 'surname')).not.toHaveValue('OFFLINE');
  await expect(page.getByRole('img', { name: /</ })).toBeVisible();
  // Another address of the app, never visited, opens from the cache as well (in a new tab: this
  // one's session copy would take precedence over the query).
  const other = await context.newPage();
  await other.goto('/?surname=NEVERSEEN');
  await expect(other.getByRole('img', { name: /NEVERSEEN/ })).toBeVisible();
});
