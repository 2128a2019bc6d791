// Every zone the page shows as text is drawn in the page's own OCR-B, whatever fonts the machine
// has: Chromium itself says which font drew each text node (CSS.getPlatformFontsForNode), and a
// face named 'OCR B' added to the page changes nothing.
import { expect, test, type Page } from '@playwright/test';
import { input } from './helpers';
import { checkWrongDigit, openIn, readPicture, type Language } from './page-states';

/** Every place that shows a zone's characters as text. */
const MRZ_TEXT = [
  '.mrz-text',
  '.compact-preview pre',
  '.checker-input',
  '.checker-lines',
  '.checker-fields .field-value',
  '.checker-checks .mono',
  '.picture-lines',
];

interface DomNode {
  nodeId: number;
  nodeType: number;
  children?: DomNode[];
  shadowRoots?: DomNode[];
}

interface Drawn {
  place: string;
  family: string;
  custom: boolean;
  glyphs: number;
}

/** Each element under `node`, with the shadow trees of controls (a textarea's text is in one). */
function elementsUnder(node: DomNode): DomNode[] {
  const below = [...(node.children ?? []), ...(node.shadowRoots ?? [])].flatMap(elementsUnder);
  return node.nodeType === 1 ? [node, ...below] : below;
}

/** The fonts that drew the text of every MRZ place now on the page, as Chromium reports them. */
async function fontsDrawing(page: Page): Promise<Drawn[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = (await cdp.send('DOM.getDocument', { depth: -1, pierce: true })) as { root: DomNode };
    const byId = new Map(elementsUnder(root).map((n) => [n.nodeId, n]));
    const drawn: Drawn[] = [];
    for (const place of MRZ_TEXT) {
      const { nodeIds } = await cdp.send('DOM.querySelectorAll', { nodeId: root.nodeId, selector: place });
      for (const element of nodeIds.flatMap((id) => elementsUnder(byId.get(id)!))) {
        const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId: element.nodeId });
        for (const f of fonts) drawn.push({ place, family: f.familyName, custom: f.isCustomFont, glyphs: f.glyphCount });
      }
    }
    return drawn;
  } finally {
    await cdp.detach();
  }
}

/** Every glyph of the MRZ places drawn by a web font; returns the places that drew any text. */
async function expectOwnFontOnly(page: Page, state: string): Promise<Set<string>> {
  const drawn = (await fontsDrawing(page)).filter((d) => d.glyphs > 0);
  const system = drawn.filter((d) => !d.custom).map((d) => `${d.place}: ${d.family} (${d.glyphs} glyphs)`);
  expect(system, `${state}: text drawn in a system font`).toEqual([]);
  // The page's face is a cut of OCR-B: its name table still says so.
  for (const d of drawn) expect(d.family, `${state}: ${d.place}`).toMatch(/^OCR B/);
  return new Set(drawn.map((d) => d.place));
}

const STATES: [Language, number][] = [
  ['en', 1440],
  ['ja', 375],
  ['en', 320],
];

for (const [language, width] of STATES) {
  test(`every MRZ text is in the page's own OCR-B, ${language} at ${width} px`, async ({ page }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width, height: 800 });
    await openIn(page, language);
    const seen = await expectOwnFontOnly(page, 'as it opens');
    await checkWrongDigit(page);
    for (const p of await expectOwnFontOnly(page, 'a checker result')) seen.add(p);
    await readPicture(page);
    for (const p of await expectOwnFontOnly(page, 'a picture read')) seen.add(p);
    if (width < 720) {
      await input(page, 'dateOfExpiry').focus();
      await expect(page.locator('.compact-preview')).toBeVisible();
      for (const p of await expectOwnFontOnly(page, 'the compact strip')) seen.add(p);
    }
    // Each place was on the page and drew its characters, so none was passed over.
    expect([...seen].sort()).toEqual(MRZ_TEXT.filter((p) => width < 720 || !p.startsWith('.compact')).sort());
  });
}

/** Each MRZ place's box, and the width its text takes. */
const measure = (page: Page) =>
  page.evaluate((places) => {
    const boxes = places.flatMap((p) => [...document.querySelectorAll(p)]);
    return boxes.map((el) => {
      const r = el.getBoundingClientRect();
      return [el.className, r.x, r.y, r.width, r.height, el.scrollWidth].join(' ');
    });
  }, MRZ_TEXT);

test("a face named 'OCR B' given to the page, the machine's own or another, changes nothing", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openIn(page, 'en');
  await checkWrongDigit(page);
  const before = await measure(page);
  const fontsBefore = await fontsDrawing(page);

  // The machine's 'OCR B' where it has one (Debian's fonts-ocr-b), else another face under that
  // name, half as large again: a page that asked for 'OCR B' would change either way. Added
  // through the CSSOM, which the page's content security policy allows.
  const loaded = await page.evaluate(async () => {
    const own = document.querySelector<HTMLLinkElement>('link[rel=preload][as=font]')!.href;
    const rule = `@font-face { font-family: 'OCR B'; src: local('OCR B'), local('OCRB'), url('${own}'); size-adjust: 150%; }`;
    document.styleSheets[0]!.insertRule(rule, 0);
    return (await document.fonts.load("16px 'OCR B'")).length;
  });
  expect(loaded, "the face named 'OCR B' is there to be taken").toBeGreaterThan(0);

  expect(await measure(page)).toEqual(before);
  expect(await fontsDrawing(page)).toEqual(fontsBefore);
});
