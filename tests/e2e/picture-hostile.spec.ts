// Hostile pictures given to the checker: empty, cut short, damaged, not pictures, 20,000 x
// 20,000 on their header, a decompression bomb. Each is refused in words within a bounded time,
// the form and the checker's text keep their values, and the next good picture still reads.
import { expect, test, type Page } from '@playwright/test';
import { specimen } from './checker-page';
import { input, readFields } from './helpers';
import { BLURRED_ZONE, checkerParts, givePicture, HOSTILE, openWithSpecimen, zonePicture } from './picture-files';

const READ = 'Read from the picture: the lines are in the box below, and checked under it.';

/** The page with the specimen's zone drawn (its PNG returned), then a surname and the
 * checker's text typed, as someone would have them when a bad file comes. */
async function openTyped(page: Page): Promise<Buffer> {
  await openWithSpecimen(page);
  const good = await zonePicture(page, 'image/png');
  await input(page, 'surname').fill('KEPT');
  const { checker, box } = checkerParts(page);
  await box.fill('TYPED BY HAND');
  // The checker's verdict comes a moment after the text: waited for, so that the one kept
  // through the bad file is the verdict of the whole text, not of none yet.
  await expect(checker.getByRole('status').last()).toHaveText(/^One line of 11 characters/);
  return good;
}

for (const [i, { name, file, bytes, says }] of HOSTILE.entries()) {
  test(`${name}: its message, the form and the text kept, the reader still reads`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const good = await openTyped(page);
    const form = await readFields(page);
    const { checker, box, status } = checkerParts(page);
    const verdict = await checker.getByRole('status').last().textContent();
    const started = Date.now();
    await givePicture(page, i % 2 ? 'drop' : 'choose', file, bytes(good), 'image/png');
    await expect(status).toHaveText(says, { timeout: 10_000 });
    expect(Date.now() - started, 'refused in a bounded time').toBeLessThan(10_000);
    await expect(box).toHaveValue('TYPED BY HAND');
    expect(await readFields(page)).toEqual(form);
    await expect(checker.getByRole('status').last()).toHaveText(verdict ?? '');
    // Nothing is shown for a file that gave no picture.
    await expect(checker.locator('.picture-view')).toHaveCount(0);
    await givePicture(page, 'choose', 'zone.png', good, 'image/png');
    await expect(status).toHaveText(READ, { timeout: 20_000 });
    await expect(box).toHaveValue(specimen('td3').lines.join('\n'));
    expect(errors).toEqual([]);
  });
}

test('a picture with no zone is shown, and said to have none', async ({ page }) => {
  await page.goto('/');
  const blank = await page.evaluate(async () => {
    const canvas = new OffscreenCanvas(640, 480);
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#fff';
    context.fillRect(0, 0, 640, 480);
    const bytes = new Uint8Array(await (await canvas.convertToBlob({ type: 'image/jpeg' })).arrayBuffer());
    return btoa(String.fromCharCode(...bytes));
  });
  await input(page, 'surname').fill('KEPT');
  await givePicture(page, 'choose', 'blank.jpg', Buffer.from(blank, 'base64'), 'image/jpeg');
  const { checker, box, status } = checkerParts(page);
  await expect(status).toHaveText(/^No machine-readable zone was found in the picture\./, { timeout: 20_000 });
  await expect(checker.getByRole('img', { name: 'The picture, 640 × 480 pixels' })).toBeVisible();
  await expect(box).toHaveValue('');
  await expect(input(page, 'surname')).toHaveValue('KEPT');
});

test('a zone too blurred to read is said to be one, outlined, with what to do', async ({ page }) => {
  await openWithSpecimen(page);
  const { checker, box, status } = checkerParts(page);
  await box.fill('TYPED');
  await givePicture(page, 'choose', 'td3-blurred.png', BLURRED_ZONE, 'image/png');
  await expect(status).toHaveText(
    /^A machine-readable zone was found \(2 lines of 44\), but \d+ of its 88 characters are too blurred, small or faint to read\. Take the picture again closer/,
    { timeout: 20_000 },
  );
  await expect(checker.getByRole('img', { name: 'The picture, 480 × 100 pixels, with the zone too blurred to read outlined' })).toBeVisible();
  // Outlined where the zone lies: across most of the picture, its corners within it.
  const points = await checker.locator('polygon.picture-zone.unclear').getAttribute('points');
  const corners = (points ?? '').split(' ').map((p) => p.split(',').map(Number));
  expect(corners).toHaveLength(4);
  const xs = corners.map(([x]) => x!);
  expect(Math.max(...xs) - Math.min(...xs)).toBeGreaterThan(400);
  for (const [x, y] of corners) {
    expect(x).toBeGreaterThanOrEqual(0);
    expect(x).toBeLessThanOrEqual(480);
    expect(y).toBeGreaterThanOrEqual(0);
    expect(y).toBeLessThanOrEqual(100);
  }
  await expect(box).toHaveValue('TYPED');
});

test('a reader that fails is said to, and the next picture starts a new one', async ({ page }) => {
  const good = await openTyped(page);
  // The reader's WebAssembly cannot be had: its worker fails on the first picture.
  await page.route(/mrz_wasm_read_bg.*\.wasm$/, (route) => route.abort());
  const { box, status } = checkerParts(page);
  await givePicture(page, 'choose', 'zone.png', good, 'image/png');
  await expect(status).toHaveText('The reader stopped working on this picture. Try again, or try another picture.', { timeout: 20_000 });
  await expect(box).toHaveValue('TYPED BY HAND');
  await expect(input(page, 'surname')).toHaveValue('KEPT');
  await page.unroute(/mrz_wasm_read_bg.*\.wasm$/);
  await givePicture(page, 'choose', 'zone.png', good, 'image/png');
  await expect(status).toHaveText(READ, { timeout: 20_000 });
});
