// The page's test sets, timed as a person makes one: the built page, its panel, its pool of
// workers, from the click on Generate to the file's arrival (starting the workers and loading
// their WebAssembly included), and the file's size per record.
import { statSync } from 'node:fs';

/** The panel's inputs by their English labels; options the panel does not have are skipped. */
async function fillPanel(panel, values) {
  for (const [label, value] of Object.entries(values)) {
    const field = panel.getByLabel(label, { exact: true });
    if ((await field.count()) === 0) continue;
    const tag = await field.evaluate((el) => el.tagName);
    if (tag === 'SELECT') await field.selectOption(value);
    else if (tag === 'INPUT' && (await field.getAttribute('type')) === 'radio') await field.check();
    else await field.fill(value);
  }
}

/**
 * One set of `count` records with `options` (labels to values), made `runs` times in a fresh
 * page each; returns each run's records per second and the file's bytes per record.
 */
export async function bulkBench(browser, appUrl, { count, runs, options = {} }) {
  const rates = [];
  let bytesPerRecord = 0;
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext({ locale: 'en-US', serviceWorkers: 'block', acceptDownloads: true });
    try {
      const page = await context.newPage();
      await page.goto(appUrl);
      const panel = page.getByRole('region', { name: 'Test sets' });
      await panel.getByLabel('Records (1–10,000)').fill(String(count));
      await fillPanel(panel, options);
      const started = Date.now();
      const [download] = await Promise.all([
        page.waitForEvent('download', { timeout: 600_000 }),
        panel.getByRole('button', { name: /^Generate/ }).click(),
      ]);
      const path = await download.path();
      rates.push(count / ((Date.now() - started) / 1000));
      bytesPerRecord = statSync(path).size / count;
    } finally {
      await context.close();
    }
  }
  return { rates, bytesPerRecord };
}

const CLEAN_COUNT = 3000;
const CLEAN_RUNS = 3;
const PHOTO_COUNT = 400;

/**
 * The page's test-set figures, in a browser of their own: clean records as the panel makes them
 * by default (a ZIP of PNG strips), the median of a few runs, and the ZIP's bytes a record; and
 * phone photos as grey JPEG in a WebDataset tar.
 */
export async function bulkFigures({ chromium, launch, appUrl }) {
  const browser = await chromium.launch(launch);
  try {
    const clean = await bulkBench(browser, appUrl, { count: CLEAN_COUNT, runs: CLEAN_RUNS });
    const photo = await bulkBench(browser, appUrl, {
      count: PHOTO_COUNT,
      runs: 1,
      options: { Pictures: 'photo', Layout: 'webdataset', 'Image type': 'jpeg' },
    });
    const median = [...clean.rates].sort((a, b) => a - b)[Math.floor(clean.rates.length / 2)];
    return {
      bulk_chromium_rps: median,
      bulk_bytes_per_record: Math.round(clean.bytesPerRecord),
      bulk_chromium_photo_jpeg_rps: photo.rates[0],
      bulk_photo_jpeg_bytes_per_record: Math.round(photo.bytesPerRecord),
    };
  } finally {
    await browser.close();
  }
}
