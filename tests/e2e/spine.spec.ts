import { expect, test, type Worker } from '@playwright/test';
import { holdRequests, specimen } from './helpers';

declare global {
  interface Window {
    wasmOnPage?: string[];
  }
}

test('typing the ICAO specimen draws its MRZ, composed and drawn in the worker', async ({ page }) => {
  // Record any WebAssembly use on the page's own thread (a worker has its own global).
  await page.addInitScript(() => {
    const calls: string[] = [];
    window.wasmOnPage = calls;
    const api = WebAssembly as unknown as Record<string, (...args: unknown[]) => unknown>;
    for (const name of ['instantiate', 'instantiateStreaming', 'compile', 'compileStreaming']) {
      const original = api[name]!;
      api[name] = (...args: unknown[]) => {
        calls.push(name);
        return original.apply(WebAssembly, args);
      };
    }
  });
  const workers: Worker[] = [];
  page.on('worker', (w) => workers.push(w));

  await page.goto('/');
  await expect(page.getByRole('img', { name: /</ })).toBeVisible();
  for (const [key, value] of Object.entries(specimen.fields)) {
    await page.locator(`input[name="${key}"]`).fill(value);
  }

  const preview = page.getByRole('img', { name: specimen.lines.join('\n') });
  await expect(preview).toBeVisible();
  await expect(preview).toHaveAttribute('aria-label', specimen.lines.join('\n'));
  await expect(preview).toHaveJSProperty('width', 2051);
  await expect(preview).toHaveJSProperty('height', 191);

  // Each thread keeps its own resource timeline: the WASM and its glue load in the worker only.
  const loaded = () => performance.getEntriesByType('resource').map((e) => e.name);
  const mrzWorkers = workers.filter((w) => w.url().includes('mrz.worker'));
  expect(mrzWorkers).toHaveLength(1);
  const inWorker = await mrzWorkers[0]!.evaluate(loaded);
  expect(inWorker.filter((url) => /mrz_wasm_bg.*\.wasm$/.test(url))).toHaveLength(1);
  expect((await page.evaluate(loaded)).filter((url) => url.includes('mrz_wasm'))).toEqual([]);
  expect(await page.evaluate(() => window.wasmOnPage)).toEqual([]);
});

test('shows loading... until the worker has drawn', async ({ page }) => {
  // Hold the WASM back so the first state stays visible.
  const release = await holdRequests(page, '**/*.wasm');
  await page.goto('/');
  await expect(page.getByText('loading...')).toBeVisible();
  await expect(page.getByRole('img', { name: /</ })).toHaveCount(0);
  release();
  await expect(page.getByRole('img', { name: /</ })).toBeVisible();
  await expect(page.getByText('loading...')).toHaveCount(0);
});
