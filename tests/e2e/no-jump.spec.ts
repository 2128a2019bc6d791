// A cold load must not move anything once shown: the preview's box, the title and the form are
// sampled every frame from the first paint, and none may move or change size after it first
// appears (elements the page replaces are found again by their selector each frame).
import { expect, test } from '@playwright/test';

const WATCHED = { preview: '.preview-frame', title: '.top-bar h1', heading: '.preview-card h2', form: 'form' };
type Box = [string, number, number, number, number, number];

function sampleBoxes(watched: Record<string, string>) {
  const boxes: Box[] = [];
  (window as unknown as { boxes: Box[] }).boxes = boxes;
  const sample = () => {
    for (const [name, selector] of Object.entries(watched)) {
      const el = document.querySelector(selector);
      if (!el) continue;
      const r = el.getBoundingClientRect();
      // Not shown yet (display: none): it has not appeared.
      if (r.width === 0 && r.height === 0) continue;
      boxes.push([name, performance.now(), r.x, r.y + scrollY, r.width, r.height]);
    }
    if (performance.now() < 6000) requestAnimationFrame(sample);
  };
  requestAnimationFrame(sample);
}

for (const [width, locale] of [
  [1440, 'en-US'],
  [375, 'en-US'],
  [1440, 'ja-JP'],
  [375, 'ja-JP'],
] as const) {
  test.describe(`at ${width} px in ${locale}`, () => {
    test.use({ viewport: { width, height: 900 }, locale });

    for (const address of ['/', '/#f=td1&t=I&s=ERIKSSON&g=ANNA']) {
      test(`a cold load of ${address} moves nothing once shown`, async ({ page }) => {
        await page.addInitScript(sampleBoxes, WATCHED);
        await page.goto(address);
        await expect(page.getByRole('img', { name: /</ }).first()).toBeVisible();
        await expect(page.locator('form')).toBeVisible();
        await page.waitForTimeout(700);
        const boxes = await page.evaluate(() => (window as unknown as { boxes: Box[] }).boxes);
        const first = new Map<string, Box>();
        const moved: string[] = [];
        for (const box of boxes) {
          const seen = first.get(box[0]);
          if (!seen) first.set(box[0], box);
          else if (box.slice(2).some((v, i) => Math.abs((v as number) - (seen[i + 2] as number)) > 0.5)) {
            moved.push(`${box[0]} at ${Math.round(box[1])} ms: ${seen.slice(2).join(',')} -> ${box.slice(2).join(',')}`);
          }
        }
        expect([...first.keys()].sort()).toEqual(Object.keys(WATCHED).sort());
        expect(moved.slice(0, 5)).toEqual([]);
      });
    }
  });
}
