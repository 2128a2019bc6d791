// No state of the page scrolls sideways on a phone, in either language: a wide zone, a long
// hint or a toast must shrink, wrap or scroll inside its own box.
import { expect, test, type Page } from '@playwright/test';
import {
  checkCard,
  checkLongName,
  checkRepair,
  checkWrongDigit,
  finishTestSet,
  LANGUAGES,
  openIn,
  readPicture,
  showHints,
  showToast,
  startTestSet,
} from './page-states';

/** The page is no wider than the window; on failure, the widest elements that stick out. */
async function expectNoSidewaysScroll(page: Page, state: string): Promise<void> {
  const { scrollWidth, clientWidth, innerWidth, scrollX, culprits } = await page.evaluate(() => {
    // A try at scrolling sideways, as a swipe would: the page must not move.
    window.scrollTo(1000, window.scrollY);
    return {
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
      innerWidth: window.innerWidth,
      scrollX: window.scrollX,
      culprits: [...document.querySelectorAll('body *')]
        .filter((el) => el.getBoundingClientRect().right > document.documentElement.clientWidth + 0.5)
        .slice(0, 5)
        .map((el) => `${el.tagName.toLowerCase()}.${el.className} ${Math.round(el.getBoundingClientRect().right)}`),
    };
  });
  const where = `${state}: ${culprits.join(', ')}`;
  expect(scrollWidth, where).toBeLessThanOrEqual(innerWidth);
  // Nor under a desktop's scroll bar, which the window's width includes.
  expect(scrollWidth, where).toBeLessThanOrEqual(clientWidth);
  expect(scrollX, where).toBe(0);
}

/** Every zone shown as text fits its box: no scroll bar the keyboard cannot reach (the lines are
 * hidden from assistive technology, so cannot take the focus); and each value the checker read
 * back stands whole on one line, not broken inside. */
async function expectLinesFit(page: Page, state: string): Promise<void> {
  const boxes = await page.locator('.mrz-text, .checker-lines, .picture-lines, .checker-fields .field-value').evaluateAll((els) =>
    els.map((el) => {
      const text = document.createRange();
      text.selectNodeContents(el);
      const lines = new Set([...text.getClientRects()].map((r) => Math.round(r.top))).size;
      return { what: `${el.className} ${el.textContent?.slice(0, 12)}`, scroll: el.scrollWidth, client: el.clientWidth, lines, value: el.classList.contains('field-value') };
    }),
  );
  expect(boxes.filter((b) => b.value).length, state).toBeGreaterThan(0);
  for (const b of boxes) {
    expect(b.scroll, `${state}: ${b.what}`).toBeLessThanOrEqual(b.client);
    if (b.value) expect(b.lines, `${state}: ${b.what} on one line`).toBe(1);
  }
}

for (const language of LANGUAGES) {
  for (const width of [320, 375]) {
    test(`nothing scrolls sideways in ${language} at ${width} px`, async ({ page }) => {
      test.setTimeout(60_000);
      await page.setViewportSize({ width, height: 800 });
      await openIn(page, language);
      await expectNoSidewaysScroll(page, 'as it opens');
      await showHints(page);
      await expectNoSidewaysScroll(page, 'long hints');
      await checkWrongDigit(page);
      await expectNoSidewaysScroll(page, 'a wrong digit');
      await expectLinesFit(page, 'a wrong digit');
      // Tapping a field of the result must not pull the page sideways either.
      await page.locator('section.checker tbody tr').nth(2).click();
      await expectNoSidewaysScroll(page, 'a row chosen');
      await checkRepair(page);
      await expectNoSidewaysScroll(page, 'a repair offered');
      await expectLinesFit(page, 'a repair offered');
      await checkLongName(page);
      await expectNoSidewaysScroll(page, 'a long name');
      await expectLinesFit(page, 'a long name');
      await checkCard(page);
      await expectNoSidewaysScroll(page, 'an ID card');
      await expectLinesFit(page, 'an ID card');
      await showToast(page);
      await expectNoSidewaysScroll(page, 'a toast');
      const cancel = await startTestSet(page);
      await expectNoSidewaysScroll(page, 'a test set under way');
      await cancel();
      await finishTestSet(page);
      await expectNoSidewaysScroll(page, 'a finished test set and its toast');
      await readPicture(page);
      await expectNoSidewaysScroll(page, 'a picture read');
      await expectLinesFit(page, 'a picture read');
    });
  }
}

for (const width of [320, 1440]) {
  test(`the checker's box grows to the three lines of a card at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await openIn(page, 'en');
    const box = page.locator('section.checker textarea');
    const empty = (await box.boundingBox())!.height;
    await checkCard(page);
    // Every line in view, none scrolled away inside the box.
    const { scrollHeight, clientHeight, lineHeight } = await box.evaluate((el) => ({
      scrollHeight: el.scrollHeight,
      clientHeight: el.clientHeight,
      lineHeight: parseFloat(getComputedStyle(el).lineHeight) || 1.2 * parseFloat(getComputedStyle(el).fontSize),
    }));
    expect(scrollHeight).toBeLessThanOrEqual(clientHeight);
    expect(clientHeight).toBeGreaterThanOrEqual(3 * lineHeight);
    expect((await box.boundingBox())!.height).toBeGreaterThanOrEqual(empty);
  });
}
