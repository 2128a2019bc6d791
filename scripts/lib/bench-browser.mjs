// Timings in headless Chromium: the benchmark page's worker, and the real built page.
import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const quantile = (xs, q) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))];

// Marks the moment after the first preview is painted: the frame after the image appears.
function watchFirstPreview() {
  new MutationObserver((_, observer) => {
    const img = document.querySelector('canvas[role=img][aria-label]');
    if (!img) return;
    observer.disconnect();
    requestAnimationFrame(() => (window.firstPreviewMs = performance.now()));
  }).observe(document, { subtree: true, childList: true, attributes: true });
}

// From each key press to the moment the new bitmap is on the canvas, so that the next paint
// shows it (committed), and to the start of that next frame (frame): the second adds the wait
// for the display's next refresh, whatever the work took.
function watchKeystrokes() {
  const committed = (window.keystrokeMs = []);
  const frame = (window.keystrokeFrameMs = []);
  let pressed = null;
  // From the input event: the moment the typed character is in the field. (Playwright sends a
  // key's down and its character as separate commands, so keydown can come a frame earlier.)
  addEventListener('input', (e) => (pressed = e.timeStamp), true);
  new MutationObserver((mutations) => {
    if (pressed === null || !mutations.some((m) => m.target instanceof HTMLCanvasElement)) return;
    const start = pressed;
    pressed = null;
    committed.push(performance.now() - start);
    requestAnimationFrame(() => frame.push(performance.now() - start));
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['aria-label'] });
}

/** gzip size of the JavaScript each thread loaded, read from the build output. */
function jsGzipBytes(urls, dist) {
  const files = [...new Set(urls.filter((u) => /\.js(\?|$)/.test(u)).map((u) => basename(new URL(u).pathname)))];
  return files.reduce((sum, f) => sum + gzipSync(readFileSync(join(dist, 'assets', f)), { level: 9 }).length, 0);
}

export async function browserBench({ chromium, launch, appUrl, benchUrl, dist, runs, warmup, coldLoads, keystrokes, keyWarmup }) {
  const browser = await chromium.launch(launch);
  try {
    const bench = await browser.newPage();
    await bench.goto(benchUrl);
    await bench.waitForFunction(() => document.body.dataset.ready === 'true');
    const inWorker = await bench.evaluate(([r, w]) => window.runBench(r, w), [runs, warmup]);
    // Closed, with its workers, so that nothing of it runs while the page is measured.
    await bench.close();

    const firstPreview = [];
    let initialJs = 0;
    for (let i = 0; i < coldLoads; i++) {
      // A new context: a cold cache, as on a first visit (before any service worker).
      const context = await browser.newContext({ locale: 'en-US', serviceWorkers: 'block' });
      const page = await context.newPage();
      await page.addInitScript(watchFirstPreview);
      await page.goto(appUrl);
      await page.waitForFunction(() => window.firstPreviewMs !== undefined);
      firstPreview.push(await page.evaluate(() => window.firstPreviewMs));
      const names = () => performance.getEntriesByType('resource').map((e) => e.name);
      const urls = [...(await page.evaluate(names)), ...(await Promise.all(page.workers().map((w) => w.evaluate(names)))).flat()];
      initialJs = jsGzipBytes([...urls, ...(await page.evaluate(() => [...document.scripts].map((s) => s.src)))], dist);
      await context.close();
    }

    // Without the service worker, whose install (downloading the whole build) would run during
    // the first keystrokes of a first visit.
    const page = await (await browser.newContext({ serviceWorkers: 'block' })).newPage();
    await page.addInitScript(watchKeystrokes);
    await page.goto(appUrl);
    await page.locator('canvas[role=img]').waitFor();
    await page.locator('input[name=surname]').click();
    // A letter, then Backspace: every key changes the MRZ (a long surname would be cut).
    // A key is held down as a person holds it (tens of milliseconds), not released in the same
    // instant: Playwright's press() would queue the key-up, an input event the browser handles
    // ahead of the worker's answer, in the middle of the time measured.
    for (let i = 0; i < keyWarmup + keystrokes; i++) {
      const key = i % 2 ? 'Backspace' : String.fromCharCode(65 + ((i / 2) % 26));
      await page.keyboard.down(key);
      // Polled on a timer, not every frame, so the wait does not load the page it measures.
      await page.waitForFunction((n) => window.keystrokeFrameMs.length >= n, i + 1, { polling: 25 });
      await page.keyboard.up(key);
    }
    // The first keys run code for the first time (JIT, first calls into the module): warm-up.
    const keys = (await page.evaluate(() => window.keystrokeMs)).slice(keyWarmup);
    const keyFrames = (await page.evaluate(() => window.keystrokeFrameMs)).slice(keyWarmup);
    return { ...inWorker, firstPreview, keys, keyFrames, initialJs };
  } finally {
    await browser.close();
  }
}
