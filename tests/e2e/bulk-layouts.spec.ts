// Test sets in every layout, read back here with readers written from the formats themselves;
// the sample grid before a set is made; the panel in Japanese.
import { expect, test } from '@playwright/test';
import { download, jpegSize, panelOf, pngSize, text } from './bulk-files';
import { formatOf, oracleValid } from './mrz-oracle';

type Quad = [number, number][];
interface Row {
  index: number;
  file: string;
  format: string;
  valid: boolean;
  line1: string;
  line2: string;
  line3: string;
  width: number;
  height: number;
  quads: { card: Quad; zone: Quad; lines: Quad[]; chars: Quad[][] };
  augmentation: { preset: string; jpeg_quality: number; exif_orientation: number };
}

const COUNT = 'Records (1–10,000)';
const HALF_CARDS = { 'Passports, TD3 (%)': '50', 'ID cards, TD1 (%)': '50' };
const pad = (n: number) => String(n).padStart(8, '0');
const linesOf = (r: Row) => [r.line1, r.line2, r.line3].filter((l) => l !== '');

/** What every row says of its picture holds: the size, a quad per character, all inside. */
function expectPictureLabel(row: Row, size: { width: number; height: number }, preset: string) {
  const at = `record ${row.index}`;
  const lines = linesOf(row);
  expect(formatOf(lines), at).toBe(row.format);
  expect(row.valid, at).toBe(oracleValid(lines));
  expect([row.width, row.height], at).toEqual([size.width, size.height]);
  expect(row.augmentation.preset, at).toBe(preset);
  expect(row.quads.lines, at).toHaveLength(lines.length);
  expect(row.quads.chars.map((c) => c.length), at).toEqual(lines.map((l) => l.length));
  // Checked as one value: an expect per corner would be thousands of report steps.
  const outside = [row.quads.zone, ...row.quads.chars.flat()].flat().filter(([x, y]) => !(x! >= 0 && x! <= row.width && y! >= 0 && y! <= row.height));
  expect(outside, at).toEqual([]);
}

test('phone photos as grey JPEG in a WebDataset tar: each picture beside its label', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/');
  const set = await download(page, { [COUNT]: '12', Seed: '5', ...HALF_CARDS }, { Pictures: 'photo', Layout: 'webdataset', 'Image type': 'jpeg' });
  expect(set.name).toBe('mrz-test-set-12-seed-5.tar');
  const members = set.tar();
  expect([...members.keys()]).toEqual(Array.from({ length: 12 }, (_, i) => [`${pad(i + 1)}.jpg`, `${pad(i + 1)}.json`]).flat());
  const formats = new Set<string>();
  for (let i = 1; i <= 12; i++) {
    const json = text(members.get(`${pad(i)}.json`));
    expect(json.endsWith('}\n')).toBe(true);
    const row = JSON.parse(json) as Row;
    expect(Object.keys(row).slice(-4)).toEqual(['width', 'height', 'quads', 'augmentation']);
    expect([row.index, row.file]).toEqual([i, `${pad(i)}.jpg`]);
    const jpeg = jpegSize(members.get(row.file)!);
    expect(jpeg.components).toBe(1);
    // Some are stored turned, with an EXIF orientation (5 to 8 a quarter turn): the label's size
    // is the upright picture's, as a viewer shows it.
    const turned = row.augmentation.exif_orientation >= 5;
    expectPictureLabel(row, turned ? { width: jpeg.height, height: jpeg.width } : jpeg, 'photo');
    expect(row.augmentation.jpeg_quality).toBeGreaterThan(0);
    formats.add(row.format);
  }
  expect(formats).toEqual(new Set(['td1', 'td3']));
});

test('Hugging Face imagefolder: metadata.jsonl names each file first; tesstrain: a PNG and its text per line', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/');
  const folder = await download(page, { [COUNT]: '5', Seed: '9', ...HALF_CARDS }, { Pictures: 'scan', Layout: 'imagefolder', 'Image type': 'png' });
  const files = folder.zip();
  expect(Object.keys(files)).toEqual([...Array.from({ length: 5 }, (_, i) => `${pad(i + 1)}.png`), 'metadata.jsonl']);
  const rows = text(files['metadata.jsonl']).trim().split('\n').map((l) => JSON.parse(l) as Row & { file_name: string });
  for (const row of rows) {
    expect(Object.keys(row)[0]).toBe('file_name');
    expect(row.file_name).toBe(row.file);
    const png = pngSize(files[row.file_name]!);
    expect(png.colour).toBe(0);
    expectPictureLabel(row, png, 'scan');
  }

  const lines = await download(page, {}, { Layout: 'tesstrain' });
  const parts = lines.zip();
  const texts = Object.keys(parts).filter((n) => n.endsWith('.gt.txt'));
  expect(texts.length).toBeGreaterThanOrEqual(10);
  for (const name of texts) {
    expect(name).toMatch(/^\d{8}_[1-3]\.gt\.txt$/);
    const line = text(parts[name]);
    expect(line).toMatch(/^[A-Z0-9<]{30,44}\n$/);
    const png = pngSize(parts[name.replace('.gt.txt', '.png')]!);
    expect(png.height).toBeLessThan(130);
  }
});

test('the samples are the set’s first records, shown before it is made, with their zone as text', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/');
  const panel = panelOf(page);
  await panel.getByLabel('Seed').fill('11');
  const samples = panel.getByRole('region', { name: 'Samples' }).getByRole('img');
  // The first samples wait for the worker, faker and the scene module.
  await expect(samples).toHaveCount(4, { timeout: 30_000 });
  const alts = async () => samples.evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).alt));
  await expect.poll(async () => (await alts()).every((a) => formatOf(a.split('\n')) === 'td3')).toBe(true);
  const shown = await alts();
  await expect(panel.getByText('Record 1 · Passport (TD3)')).toBeVisible();
  // Photos of the same records: the same zones, other pictures.
  const strips = await samples.evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).naturalWidth));
  expect(strips.every((w) => w > 1000)).toBe(true);
  await panel.getByLabel('Pictures').selectOption('harsh');
  await expect.poll(async () => samples.first().evaluate((i) => (i as HTMLImageElement).naturalWidth)).toBeLessThan(1000);
  expect(await alts()).toEqual(shown);
  // And the set made with these options begins with them.
  const set = await download(page, { [COUNT]: '4' }, { 'Image type': 'jpeg' });
  const rows = text(set.zip()['labels.jsonl']).trim().split('\n').map((l) => JSON.parse(l) as Row);
  expect(rows.map((r) => linesOf(r).join('\n'))).toEqual(shown);
  await panel.getByLabel('Seed').fill('12');
  await expect.poll(alts).not.toEqual(shown);
});

test.describe('in Japanese', () => {
  test.use({ locale: 'ja-JP' });

  test('the panel’s choices, notes, samples and button', async ({ page }) => {
    await page.goto('/');
    const panel = panelOf(page, 'テストセット');
    // The samples are made once the panel comes near the screen.
    await panel.scrollIntoViewIfNeeded();
    await expect(panel.getByRole('group', { name: 'ファイル' })).toBeVisible();
    await expect(panel.getByLabel('画像', { exact: true })).toHaveValue('clean');
    await expect(panel.getByLabel('画像', { exact: true })).toHaveAccessibleDescription('MRZ だけを白地に黒で、このページの描画どおりに');
    await panel.getByLabel('画像', { exact: true }).selectOption('photo');
    await expect(panel.getByLabel('画像', { exact: true })).toHaveAccessibleDescription(/スマートフォン/);
    await expect(panel.getByRole('region', { name: '見本' }).getByRole('img')).toHaveCount(4, { timeout: 30_000 });
    await expect(panel.getByText('1 件目 · パスポート（TD3）')).toBeVisible();
    await expect(panel.getByRole('button', { name: 'ZIP を生成' })).toBeVisible();
    await panel.getByLabel('構成').selectOption('webdataset');
    await expect(panel.getByRole('button', { name: 'tar を生成' })).toBeVisible();
    await panel.getByLabel('構成').selectOption('tesstrain');
    await expect(panel.getByLabel('画像形式')).toBeDisabled();
    await expect(panel.getByLabel('画像形式')).toHaveValue('png');
    await expect(panel.getByLabel('画像形式')).toHaveAccessibleDescription(/tesstrain は/);
    const words = (await panel.innerText()).match(/[A-Za-z]{3,}/g) ?? [];
    const names = /^(MRZ|ZIP|PNG|JPEG|CSV|JSONL|tar|WebDataset|Hugging|Face|imagefolder|tesstrain|TD3|TD1|TD2|MRV|png|jpg|jsonl|csv|txt|NNNNN|NNNNNNNN|images|labels|mrz|batch|metadata|gt|JSON|BAC|PACE)$/;
    expect(words.filter((w) => !names.test(w))).toEqual([]);
  });
});
