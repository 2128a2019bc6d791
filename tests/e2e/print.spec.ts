// Print-true output: the PNG's characters sit 10 to the inch at its dpi, and the file says that
// dpi, so that it prints at the true size.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { download, fill, specimen } from './helpers';

/** The dpi a PNG's pHYs chunk declares (undefined without one), and its size. */
function pngFacts(png: Buffer) {
  const facts: { width: number; height: number; dpi?: number } = { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
  for (let at = 8; at < png.length; at += 12 + png.readUInt32BE(at)) {
    if (png.toString('latin1', at + 4, at + 8) === 'pHYs' && png[at + 16] === 1) {
      facts.dpi = Math.round(png.readUInt32BE(at + 8) * 0.0254);
    }
  }
  return facts;
}

/**
 * Over every pixel row of the picture (decoded in the browser), the longest run of ink starts
 * spaced exactly `pitch` apart: a row of I's gives one stem per character.
 */
function longestPitchRun(page: Page, png: Buffer, pitch: number): Promise<number> {
  return page.evaluate(async ([base64, pitch]) => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d')!;
    context.drawImage(bitmap, 0, 0);
    const { data, width, height } = context.getImageData(0, 0, bitmap.width, bitmap.height);
    let longest = 0;
    for (let y = 0; y < height; y++) {
      const starts: number[] = [];
      for (let x = 0; x < width; x++) {
        const dark = (i: number) => data[(y * width + i) * 4]! < 128;
        if (dark(x) && (x === 0 || !dark(x - 1))) starts.push(x);
      }
      let run = 0;
      for (let i = 1; i < starts.length; i++) longest = Math.max(longest, (run = starts[i]! - starts[i - 1]! === pitch ? run + 1 : 0));
    }
    return longest;
  }, [png.toString('base64'), pitch] as const);
}

for (const dpi of [300, 600] as const) {
  test(`a print-true PNG at ${dpi} dpi has a pitch of a tenth of an inch and says its dpi`, async ({ page }) => {
    await page.goto('/');
    // Surname and given names of I's: each character one stem, so stems are a pitch apart.
    await fill(page, { surname: 'I'.repeat(20), givenNames: 'I'.repeat(10) });
    await expect(page.getByRole('img', { name: /IIII/ })).toBeVisible();
    await page.getByLabel('Output').selectOption(`print${dpi}`);
    const file = await download(page, 'Download PNG');
    expect(file.suggestedFilename()).toMatch(new RegExp(`_${dpi}dpi\\.png$`));
    const png = readFileSync(await file.path());
    const facts = pngFacts(png);
    expect(facts.dpi).toBe(dpi);
    // 44 characters plus a pitch of margin each side, at 10 to the inch.
    expect(facts.width).toBe((46 * dpi) / 10);
    // The 20 I's of the surname: 19 gaps in a row of exactly one pitch, a tenth of an inch.
    expect(await longestPitchRun(page, png, dpi / 10)).toBeGreaterThanOrEqual(19);
    // At any other pitch, no such run.
    expect(await longestPitchRun(page, png, dpi / 10 + 1)).toBeLessThan(3);
  });
}

test('the screen output stays the specification picture, with no dpi claimed', async ({ page }) => {
  await page.goto('/');
  const file = await download(page, 'Download PNG');
  const facts = pngFacts(readFileSync(await file.path()));
  expect([facts.width, facts.height, facts.dpi]).toEqual([2051, 191, undefined]);
});

test('the SVG download holds the outlines of all 88 characters, print-true in millimetres', async ({ page }) => {
  await page.goto('/');
  await fill(page, specimen.fields);
  await expect(page.getByRole('img', { name: specimen.lines.join('\n') })).toBeVisible();
  const screen = await download(page, 'Download SVG');
  expect(screen.suggestedFilename()).toBe('L898902C3-ERIKSSON_ANNA_MARIA.svg');
  await page.getByLabel('Output').selectOption('print300');
  const print = await download(page, 'Download SVG');
  expect(print.suggestedFilename()).toBe('L898902C3-ERIKSSON_ANNA_MARIA_300dpi.svg');
  const text = readFileSync(await print.path(), 'utf8');
  expect(text.match(/<use /g)).toHaveLength(88);
  expect(text).toContain('width="116.84mm"');
  expect(text).toContain('<title>P&lt;UTOERIKSSON&lt;&lt;ANNA&lt;MARIA');
  // The browser draws it: as wide as the PNG of the same output, and with ink.
  const drawn = await page.evaluate(async (svg) => {
    const img = new Image();
    img.src = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
    await img.decode();
    const canvas = Object.assign(document.createElement('canvas'), { width: 1380, height: 300 });
    const context = canvas.getContext('2d')!;
    context.drawImage(img, 0, 0, 1380, (1380 * img.naturalHeight) / img.naturalWidth);
    const { data } = context.getImageData(0, 0, 1380, 300);
    let dark = 0;
    for (let i = 0; i < data.length; i += 4) if (data[i + 3]! > 0 && data[i]! < 128) dark++;
    return { dark, ratio: img.naturalWidth / img.naturalHeight };
  }, readFileSync(await screen.path(), 'utf8'));
  expect(drawn.dark).toBeGreaterThan(5000);
  expect(drawn.ratio).toBeCloseTo(2051 / 191, 1);
});
