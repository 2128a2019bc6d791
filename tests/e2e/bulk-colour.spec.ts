// The test-set panel's colours and the web preset: a colour set's pictures are colour JPEGs
// (three components) whose labels say so, the same records and cameras as in grey; tesstrain's
// grey lines fix the choice; the choice in Japanese.
import { expect, test } from '@playwright/test';
import { download, jpegSize, panelOf, pngSize, text } from './bulk-files';

interface Row {
  index: number;
  file: string;
  width: number;
  height: number;
  augmentation: { preset: string; palette: string; exif_orientation: number; jpeg_quality: number };
}

const COUNT = 'Records (1–10,000)';
const rows = (jsonl: Uint8Array | undefined) =>
  text(jsonl)
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as Row);

test('web scans in colour: colour JPEGs, labelled with their palette, as small as web forms take', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/');
  const set = await download(page, { [COUNT]: '6', Seed: '4' }, { Pictures: 'web', Colours: 'colour', Layout: 'zip', 'Image type': 'jpeg' });
  const files = set.zip();
  for (const row of rows(files['labels.jsonl'])) {
    const jpeg = jpegSize(files[row.file]!);
    expect(jpeg.components, row.file).toBe(3);
    // Stored turned when its EXIF orientation says so; the label's size is the upright one's.
    const turned = row.augmentation.exif_orientation >= 5;
    expect(turned ? [jpeg.height, jpeg.width] : [jpeg.width, jpeg.height], row.file).toEqual([row.width, row.height]);
    expect([row.augmentation.preset, row.augmentation.palette]).toEqual(['web', 'colour']);
    expect(row.augmentation.jpeg_quality).toBeLessThanOrEqual(85);
    expect(row.width).toBeLessThan(700);
  }
  // The same set's PNGs: RGB (colour type 2).
  const pngs = await download(page, {}, { 'Image type': 'png' });
  const first = pngs.zip()['images/00001.png']!;
  expect(pngSize(first).colour).toBe(2);
});

test.describe('in Japanese', () => {
  test.use({ locale: 'ja-JP' });

  test('the colours choice, its notes, and tesstrain fixing it to grey', async ({ page }) => {
    await page.goto('/');
    const panel = panelOf(page, 'テストセット');
    const colours = panel.getByLabel('色', { exact: true });
    await expect(colours).toHaveValue('grey');
    await expect(colours).toHaveAccessibleDescription(/グレー 1 チャンネル/);
    await colours.selectOption('colour');
    await expect(colours).toHaveAccessibleDescription(/赤・緑・青/);
    await panel.getByLabel('画像', { exact: true }).selectOption('web');
    await expect(panel.getByLabel('画像', { exact: true })).toHaveAccessibleDescription(/ウェブのフォーム用に縮小/);
    await panel.getByLabel('構成').selectOption('tesstrain');
    await expect(colours).toBeDisabled();
    await expect(colours).toHaveValue('grey');
    await expect(colours).toHaveAccessibleDescription(/tesstrain の行画像はグレースケール/);
  });
});
