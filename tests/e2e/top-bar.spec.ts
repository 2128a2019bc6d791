// The other language is one tap away at the top of the page, named in that language.
import { expect, test } from '@playwright/test';

test.use({ locale: 'ja-JP' });

test('the top bar switches the page to the other language and back', async ({ page }) => {
  await page.goto('/');
  const bar = page.getByRole('banner');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await bar.getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(bar.getByRole('button', { name: '日本語' })).toHaveAttribute('lang', 'ja');
  await bar.getByRole('button', { name: '日本語' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  // The footer keeps the specification's toggle.
  await expect(page.getByRole('contentinfo').getByRole('button', { name: /言語/ })).toBeVisible();
});
