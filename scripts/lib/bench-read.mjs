// The picture reader, timed in Chromium: a 1280 x 720 frame read in the app's read worker,
// through its client, on the benchmark page (bench/read.ts says what the frame holds); and the
// path's floor, a white frame.
import { quantile } from './bench-browser.mjs';

export async function readFigures({ chromium, launch, benchUrl, runs, warmup }) {
  const browser = await chromium.launch(launch);
  try {
    const page = await browser.newPage();
    await page.goto(benchUrl);
    await page.waitForFunction(() => document.body.dataset.ready === 'true');
    const { frame, floor } = await page.evaluate(([r, w]) => window.runReadBench(r, w), [runs, warmup]);
    return {
      read_chromium_ms_p50: quantile(frame, 0.5),
      read_chromium_ms_p95: quantile(frame, 0.95),
      // The same path for a white frame (no zone, found at once): the transfer, the worker's
      // canvas, the pixels to grey and back; what the reading itself adds is the difference.
      read_chromium_floor_ms_p50: quantile(floor, 0.5),
    };
  } finally {
    await browser.close();
  }
}
