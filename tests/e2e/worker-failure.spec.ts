// The worker fails: the page says so in plain words with a retry, keeps what was typed, never
// shows a picture of other fields, and recovers with a new worker.
import { expect, test } from '@playwright/test';
import { input, previewLines, toasts } from './helpers';

declare global {
  interface Window {
    workers?: Worker[];
  }
}

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const FAILED = /drawing engine stopped working/;

test('when the WebAssembly cannot load, the page says so and recovers on retry', async ({ page }) => {
  let broken = true;
  await page.route('**/*.wasm', (route) => (broken ? route.abort('failed') : route.continue()));
  await page.goto('/');
  const alert = page.getByRole('alert').filter({ hasText: FAILED });
  await expect(alert).toBeVisible();
  await expect(page.getByRole('img', { name: /</ })).toHaveCount(0);

  // Typing still works while the worker is down, and nothing typed is lost.
  await input(page, 'surname').fill('KEPT');
  await input(page, 'givenNames').fill('ALSO KEPT');
  await expect(alert).toBeVisible();

  broken = false;
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(alert).toHaveCount(0);
  const [line1] = await previewLines(page);
  expect(line1).toContain('KEPT<<ALSO<KEPT');
  await expect(input(page, 'surname')).toHaveValue('KEPT');
});

test('when the worker dies, the page says so, hides the old picture and starts a new worker', async ({ page }) => {
  await page.addInitScript(() => {
    const Original = window.Worker;
    window.workers = [];
    window.Worker = class extends Original {
      constructor(url: string | URL, options?: WorkerOptions) {
        super(url, options);
        window.workers!.push(this);
      }
    };
  });
  await page.goto('/');
  await input(page, 'surname').fill('BEFORE');
  await expect(page.getByRole('img', { name: /BEFORE/ })).toBeVisible();

  await page.evaluate(() => window.workers!.at(-1)!.terminate());
  await input(page, 'surname').fill('AFTER');
  const alert = page.getByRole('alert').filter({ hasText: FAILED });
  // A dead worker gives no sign: the page notices when it does not answer within 4 s.
  await expect(alert).toBeVisible({ timeout: 10_000 });
  // The picture of BEFORE must not stand for the fields that now say AFTER.
  await expect(page.getByRole('img', { name: /</ })).toHaveCount(0);
  // The lines' text keeps its room, blank: no lines of other fields.
  await expect(page.locator('.mrz-text')).not.toContainText(/[A-Z0-9<]/);

  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('img', { name: /AFTER/ })).toBeVisible();
  expect(await page.evaluate(() => window.workers!.length)).toBe(2);
  // The new worker keeps up with typing, and the actions use it too.
  await input(page, 'surname').fill('LATER');
  await expect(page.getByRole('img', { name: /LATER/ })).toBeVisible();
  await page.getByRole('button', { name: /Copy MRZ/ }).click();
  await expect(toasts(page)).toContainText(/copied/i);
});
