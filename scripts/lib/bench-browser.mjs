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

// The page's layout shift over a cold load (the layout-shift entries' sum), and the moment it is
// complete: the form is there and the first picture is shown.
function watchLoad() {
  window.layoutShift = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.layoutShift += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
  new MutationObserver((_, observer) => {
    if (!document.querySelector('form') || !document.querySelector('canvas[role=img][aria-label]')) return;
    observer.disconnect();
    requestAnimationFrame(() => (window.completeMs = performance.now()));
  }).observe(document, { subtree: true, childList: true, attributes: true });
}

// From each key press to the moment the new bitmap is on the canvas, so that the next paint
// shows it (committed), and to the start of that next frame (frame): the second adds the wait
// for the display's next refresh, whatever the work took. The harness hears of each through a
// binding (`keystrokeShown`), so it never runs anything on the page's main thread meanwhile.
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
    requestAnimationFrame(() => {
      frame.push(performance.now() - start);
      window.keystrokeShown?.();
    });
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['aria-label'] });
}

// Pauses between keys, as a quick typist leaves them (50-150 ms, about ten keys a second), from
// a fixed seed so that every run types the same rhythm.
function pauses(seed) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return 50 + (state / 2 ** 32) * 100;
  };
}

/**
 * Opens `url` in a fresh context and clicks its surname field; `type(count, pause)` then types
 * `count` keys (a letter, then Backspace: every key changes the MRZ, and a long surname would be
 * cut) and returns both timings of each. `pause` gives the time to wait after a key's preview has
 * been painted, before the next key.
 */
async function typist(browser, url) {
  // Without the service worker, whose install (downloading the whole build) would run during
  // the first keystrokes of a first visit.
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  let shown = () => undefined;
  await page.exposeFunction('keystrokeShown', () => shown());
  await page.addInitScript(watchKeystrokes);
  await page.goto(url);
  await page.locator('canvas[role=img]').waitFor();
  await page.locator('input[name=surname]').click();
  let typed = 0;
  return {
    async type(count, pause) {
      const from = typed;
      for (let i = 0; i < count; i++, typed++) {
        const key = typed % 2 ? 'Backspace' : String.fromCharCode(65 + ((typed / 2) % 26));
        const painted = new Promise((r) => (shown = r));
        // A key is held down as a person holds it, not released in the same instant: press()
        // would queue the key-up, an input event the browser handles ahead of the worker's
        // answer, in the middle of the time measured.
        await page.keyboard.down(key);
        await painted;
        await page.keyboard.up(key);
        await new Promise((r) => setTimeout(r, pause()));
      }
      // One of each per key typed, both recorded before its preview is reported painted.
      const [keys, frames] = await page.evaluate((i) => [window.keystrokeMs.slice(i), window.keystrokeFrameMs.slice(i)], from);
      return { keys, frames };
    },
    close: () => context.close(),
  };
}

/**
 * The app's keystrokes and the floor page's, typed at the same pace in alternating blocks, so
 * that the machine's slow moments fall on both alike. Each first types `warmup` keys unmeasured
 * (code running for the first time: JIT, first calls into the module).
 */
async function typeBoth(app, floor, { count, warmup, pause }) {
  const out = { app: { keys: [], frames: [] }, floor: { keys: [], frames: [] } };
  await app.type(warmup, pause);
  await floor.type(warmup, pause);
  const BLOCK = 20;
  for (let done = 0; done < count; done += BLOCK) {
    for (const [name, typist] of [['app', app], ['floor', floor]]) {
      const { keys, frames } = await typist.type(Math.min(BLOCK, count - done), pause);
      out[name].keys.push(...keys);
      out[name].frames.push(...frames);
    }
  }
  return out;
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
    const complete = [];
    const layoutShift = [];
    let initialJs = 0;
    for (let i = 0; i < coldLoads; i++) {
      // A new context: a cold cache, as on a first visit (before any service worker).
      const context = await browser.newContext({ locale: 'en-US', serviceWorkers: 'block' });
      const page = await context.newPage();
      await page.addInitScript(watchFirstPreview);
      await page.addInitScript(watchLoad);
      await page.goto(appUrl);
      await page.waitForFunction(() => window.firstPreviewMs !== undefined && window.completeMs !== undefined);
      firstPreview.push(await page.evaluate(() => window.firstPreviewMs));
      complete.push(await page.evaluate(() => window.completeMs));
      // A little longer, for any shift the page's last steps would make.
      await page.waitForTimeout(500);
      layoutShift.push(await page.evaluate(() => window.layoutShift));
      const names = () => performance.getEntriesByType('resource').map((e) => e.name);
      const urls = [...(await page.evaluate(names)), ...(await Promise.all(page.workers().map((w) => w.evaluate(names)))).flat()];
      initialJs = jsGzipBytes([...urls, ...(await page.evaluate(() => [...document.scripts].map((s) => s.src)))], dist);
      await context.close();
    }

    // The budget's figure: keys at a quick typist's pace. The floor: the same keys, at the same
    // pace, on a page with the same fields whose worker does nothing. A burst, for comparison:
    // each key as soon as the last preview's frame has started (far faster than anyone types),
    // where the key's own frame often waits for the display's next refresh.
    const app = await typist(browser, appUrl);
    const floorPage = await typist(browser, new URL('keys.html', benchUrl).href);
    const both = await typeBoth(app, floorPage, { count: keystrokes, warmup: keyWarmup, pause: pauses(7) });
    await floorPage.close();
    const burst = await app.type(keystrokes, () => 0);
    await app.close();
    return { ...inWorker, firstPreview, complete, layoutShift, keys: both.app.keys, keyFrames: both.app.frames, floorKeys: both.floor.keys, burstKeys: burst.keys, initialJs };
  } finally {
    await browser.close();
  }
}
