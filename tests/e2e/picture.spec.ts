// The checker reads a zone from a picture: each file type, chosen, dropped or pasted; the
// picture shown with the zone outlined and each character's box; the lines into the checker's
// text and from there into the form. Hostile files are in picture-hostile.spec.ts, the camera in
// picture-camera.spec.ts.
import { expect, test } from '@playwright/test';
import { specimen } from './checker-page';
import { input } from './helpers';
import { bmp, checkerParts, EXTENSION, givePicture, openWithSpecimen, zoneFrame, zonePicture, type PictureType } from './picture-files';

const READ = 'Read from the picture: the lines are in the box below, and checked under it.';

for (const type of ['image/png', 'image/jpeg', 'image/webp'] as const satisfies PictureType[]) {
  for (const how of ['choose', 'drop', 'paste'] as const) {
    test(`reads a ${EXTENSION[type]} ${how === 'choose' ? 'chosen' : how === 'drop' ? 'dropped' : 'pasted'}: lines, verdict, the form`, async ({ page }) => {
      await openWithSpecimen(page);
      const bytes = await zonePicture(page, type);
      await input(page, 'surname').fill('SOMEONE');
      const { checker, box, status } = checkerParts(page);
      await givePicture(page, how, `zone.${EXTENSION[type]}`, bytes, type);
      await expect(status).toHaveText(READ, { timeout: 20_000 });
      await expect(box).toHaveValue(specimen('td3').lines.join('\n'));
      await expect(checker.getByRole('status').filter({ hasText: 'check digit' })).toHaveText('Every check digit is right.');
      await expect(checker.getByRole('img', { name: /^The picture, 2051 × 191 pixels, with the zone outlined$/ })).toBeVisible();
      await checker.getByRole('button', { name: 'Load into the form' }).click();
      await expect(input(page, 'surname')).toHaveValue('ERIKSSON');
    });
  }
}

test('reads a BMP, as a passport reader saves its page', async ({ page }) => {
  await openWithSpecimen(page);
  const [width, height] = [1200, 300];
  const bytes = bmp(await zoneFrame(page, width, height), width, height);
  const { box, status } = checkerParts(page);
  await givePicture(page, 'choose', 'page.bmp', bytes, 'image/bmp');
  await expect(status).toHaveText(READ, { timeout: 20_000 });
  await expect(box).toHaveValue(specimen('td3').lines.join('\n'));
});

test('each character’s box lights up from its character, by pointer and keyboard, and back', async ({ page }) => {
  await openWithSpecimen(page, 'td1');
  const bytes = await zonePicture(page, 'image/png');
  const { checker, status, lines } = checkerParts(page);
  await givePicture(page, 'choose', 'card.png', bytes, 'image/png');
  await expect(status).toHaveText(READ, { timeout: 20_000 });
  await expect(checker.getByText('ID card (TD1), 3 lines of 30', { exact: true })).toBeVisible();
  const cells = lines.getByRole('gridcell');
  await expect(cells).toHaveCount(90);
  await expect(lines.getByRole('row')).toHaveCount(3);
  const active = checker.locator('polygon.picture-box.active');
  /** The lit box's top left corner. */
  const boxOf = async () => {
    const [x, y] = (await active.getAttribute('points'))!.split(' ')[0]!.split(',').map(Number);
    return [x!, y!] as const;
  };

  // Pointing at line 2, column 1: its box, left of line 2's second character's box.
  await cells.nth(30).hover();
  await expect(active).toHaveCount(1);
  const [x0, y0] = await boxOf();
  await cells.nth(31).hover();
  const [x1, y1] = await boxOf();
  expect(x1).toBeGreaterThan(x0);
  // On the same line: the cells lie on the row their line's matches make, straight but measured
  // (its slope from the characters' ink), so up to a pixel or so apart across 30 characters.
  expect(Math.abs(y1 - y0)).toBeLessThan(2);

  // The keyboard: one tab stop, the arrows move, the box follows.
  await page.mouse.move(0, 0);
  await cells.first().focus();
  await expect(cells.first()).toHaveAccessibleName(/^Line 1, column 1: I, match \d+ %$/);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('End');
  await expect(cells.nth(59)).toBeFocused();
  await expect(cells.nth(59)).toHaveAttribute('tabindex', '0');
  await expect(cells.first()).toHaveAttribute('tabindex', '-1');
  const [x2, y2] = await boxOf();
  expect(x2).toBeGreaterThan(x1);
  expect(Math.abs(y2 - y0)).toBeLessThan(2);
  await page.keyboard.press('ArrowDown');
  await expect(cells.nth(89)).toBeFocused();
  const [x3, y3] = await boxOf();
  expect(Math.abs(x3 - x2)).toBeLessThan(2);
  expect(y3).toBeGreaterThan(y2);

  // From the picture to the character: a click on a box gives its character the focus.
  await checker.locator('polygon.picture-box').nth(62).click({ force: true });
  await expect(cells.nth(62)).toBeFocused();
});

test('a real Ctrl+V of a copied picture is read', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openWithSpecimen(page);
  const bytes = await zonePicture(page, 'image/png');
  await page.evaluate(async (b64) => {
    const blob = new Blob([Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))], { type: 'image/png' });
    await navigator.clipboard.write([new ClipboardItem({ 'image/png': blob })]);
  }, bytes.toString('base64'));
  const { box, status } = checkerParts(page);
  await box.focus();
  await page.keyboard.press('ControlOrMeta+V');
  await expect(status).toHaveText(READ, { timeout: 20_000 });
  await expect(box).toHaveValue(specimen('td3').lines.join('\n'));
});

test('the reader is not loaded until a picture is given', async ({ page }) => {
  const loaded: string[] = [];
  page.on('request', (r) => loaded.push(r.url()));
  await openWithSpecimen(page);
  await page.waitForTimeout(500);
  expect(loaded.filter((u) => /read|Picture/.test(u))).toEqual([]);
  await givePicture(page, 'choose', 'zone.png', await zonePicture(page, 'image/png'), 'image/png');
  await expect(checkerParts(page).status).toHaveText(READ, { timeout: 20_000 });
  expect(loaded.some((u) => /mrz_wasm_read_bg.*\.wasm$/.test(u))).toBe(true);
  expect(loaded.some((u) => /read\.worker.*\.js$/.test(u))).toBe(true);
});
