// The preview is painted as patches over the picture before: after any run of edits, however
// quick, it must equal a picture of the same fields drawn whole.
import { expect, test, type Page } from '@playwright/test';
import { FIELD_KEYS, holdRequests, input, specimen } from './helpers';

/** A digest of the preview canvas's pixels, with its size. */
function previewPixels(page: Page): Promise<string> {
  return page.evaluate(() => {
    const canvas = document.querySelector<HTMLCanvasElement>('canvas[role=img]');
    const context = canvas?.getContext('2d');
    if (!canvas || !context) return 'no preview';
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    let hash = 0x811c9dc5;
    for (const byte of data) hash = Math.imul(hash ^ byte, 0x01000193) >>> 0;
    return `${canvas.width}x${canvas.height}:${hash.toString(16)}`;
  });
}

test('after quick edits the preview equals the whole picture of the same fields', async ({ page }) => {
  await page.goto('/');
  const preview = page.getByRole('img', { name: /</ });
  await expect(preview).toBeVisible();
  const before = await previewPixels(page);
  // Typed without waiting for the worker, so answers overtake each other and get dropped.
  for (const key of FIELD_KEYS) {
    await input(page, key).fill('');
    await input(page, key).pressSequentially(`${specimen.fields[key]}`, { delay: 0 });
  }
  const lines = specimen.lines.join('\n');
  await expect(preview).toHaveAttribute('aria-label', lines);
  const typed = await previewPixels(page);
  expect(typed).not.toBe(before);

  // A burst in one task, across both lines: every answer but the last is overtaken, and the
  // last must carry all that changed since the picture shown.
  await page.evaluate((values) => {
    const set = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    for (const [name, value] of values) {
      const field = document.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
      set.call(field, value);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
  }, [
    ['surname', 'ZZZZZZZZ'],
    ['personalNo', '999'],
    ['givenNames', 'Q'],
    ['surname', specimen.fields.surname],
    ['givenNames', specimen.fields.givenNames],
    ['personalNo', specimen.fields.personalNo],
  ]);
  await expect(preview).toHaveAttribute('aria-label', lines);
  expect(await previewPixels(page)).toBe(typed);

  // Reloaded, the same fields come back from session storage and are drawn whole.
  await page.reload();
  await expect(page.getByRole('img', { name: lines })).toBeVisible();
  expect(await previewPixels(page)).toBe(typed);
});

test('the first picture is painted before the form appears, then kept in the page', async ({ page }) => {
  // The page's own code is held back: the boot module alone paints the first picture.
  const release = await holdRequests(page, '**/app-main-*.js');
  await page.goto('/');
  const preview = page.getByRole('img', { name: /</ });
  await expect(preview).toBeVisible();
  await expect(input(page, 'surname')).toHaveCount(0);
  const first = await previewPixels(page);
  release();
  await expect(input(page, 'surname')).toBeVisible();
  await expect(preview).toBeVisible();
  expect(await previewPixels(page)).toBe(first);
  await input(page, 'surname').fill('ERIKSSON');
  await expect(preview).toHaveAttribute('aria-label', /ERIKSSON/);
});

test('after switching formats the preview equals the whole picture of the same fields', async ({ page }) => {
  await page.goto('/');
  // The preview's picture (the test sets' samples have zones for names too).
  const preview = page.getByRole('region', { name: 'Machine-readable zone' }).getByRole('img', { name: /</ });
  await expect(preview).toBeVisible();
  for (const [key, value] of Object.entries(specimen.fields)) await input(page, key).fill(value);
  // Through every shape: same size (MRV-A after TD3), three lines, 36 wide, back to 44.
  for (const name of [/MRV-A/, /TD1/, /MRV-B/, /TD2/, /TD3/, /TD1/]) {
    await page.getByRole('radio', { name }).check();
  }
  await input(page, 'surname').fill('ERIKSSONN');
  await expect(preview).toHaveAttribute('aria-label', /^I<UTOL898902C3.*\nERIKSSONN<<ANNA<MARIA<+$/s);
  const switched = await previewPixels(page);
  expect(switched).toMatch(/^1419x266:/);
  await page.reload();
  await expect(preview).toHaveAttribute('aria-label', /ERIKSSONN<<ANNA/);
  expect(await previewPixels(page)).toBe(switched);
});
