// The picture reader, timed in Chromium: a 1280 x 720 frame read in the app's read worker,
// through its client, on the benchmark page (bench/read.ts says what the frame holds); and the
// path's floor, a white frame.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
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

/** The labelled pictures of `dir`'s labels.jsonl that `keep` keeps, and which of them `mrz read --json` reads exactly. */
function readExactly(mrz, dir, keep) {
  const rows = readFileSync(join(dir, 'labels.jsonl'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l))
    .filter(keep);
  // `mrz read` exits 1 when a zone is invalid or missing: its answers are still on stdout.
  const { stdout } = spawnSync(mrz, ['read', '--json', ...rows.map((r) => join(dir, r.file))], { encoding: 'utf8' });
  const read = new Map(
    stdout
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l))
      .map((o) => [o.file, o.lines]),
  );
  return rows.map((r) => ({ row: r, exact: JSON.stringify(read.get(join(dir, r.file))) === JSON.stringify(r.lines) }));
}

/**
 * The real development set (testdata/real-pictures, PassportEye's test pictures, MIT): the zones
 * `mrz read --json` reads exactly, of those that are ICAO zones. Reported, never tuned to.
 */
export function realDev(root, mrz) {
  const dir = join(root, 'testdata', 'real-pictures');
  const read = readExactly(mrz, dir, (r) => r.lines && !r.note);
  const exact = read.filter((r) => r.exact).length;
  return { read_real_dev: exact, read_real_dev_total: read.length, read_real_dev_share: (100 * exact) / read.length };
}

/**
 * Zones composed and drawn by ImageMagick with made-up names and codes, mild and moderate
 * (crates/mrz-read/tests/fixtures/imagemagick, scripts/fixtures/imagemagick_corpus.py): how many
 * of each level read exactly, beside issue 21's 98 % and 95 % for the hidden FreeType set.
 */
export function imagemagick(root, mrz) {
  const read = readExactly(mrz, join(root, 'crates/mrz-read/tests/fixtures/imagemagick'), () => true);
  const level = (tag) => read.filter((r) => r.row.tags.includes(tag));
  const [mild, moderate] = [level('mild'), level('moderate')];
  const share = (rows) => (100 * rows.filter((r) => r.exact).length) / rows.length;
  return { read_imagemagick_mild: share(mild), read_imagemagick_moderate: share(moderate), read_imagemagick_total: read.length };
}
