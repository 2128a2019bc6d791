// npm run bench: every figure of the performance budget, measured side by side in one run.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { browserBench, quantile } from './bench-browser.mjs';
import { bulkFigures } from './bench-bulk.mjs';
import { pythonFigures } from './bench-python.mjs';
import { packageSizes } from './package.mjs';
import { budget, report } from './bench-budget.mjs';
import { imagemagick, readFigures, realDev } from './bench-read.mjs';
import { aptInstall, capture, log, run, SetupError, which } from './sh.mjs';
import { hostCargo, toolPath } from './toolchain.mjs';

const RUNS = 300;
const WARMUP = 50;
const COLD_LOADS = 10;
const KEYSTROKES = 400;
const KEY_WARMUP = 10;
const NATIVE_RUNS = 2000;
// Frames timed in Chromium: 60 at about 20 ms each, a p95 that is not one frame's alone.
const READ_RUNS = 60;
// V8 compiles the reader optimised only after its first calls (the first frames took up to 45 ms,
// then 12 to 14 until about the 20th): a camera reads on, and this times the frames after that.
const READ_WARMUP = 20;
// Records a preset the reader's accuracy is measured on, and how many of them Tesseract reads
// too (about 0.25 s a picture on one thread: all 2,000 would add a quarter of an hour).
const READ_COUNT = 500;
const TESSERACT_COUNT = 100;
const PRESETS = ['clean', 'scan', 'photo', 'harsh', 'web'];
// The camera presets again in colour, read as `mrz read` reads a colour picture.
const COLOUR_PRESETS = ['scan', 'photo', 'harsh', 'web'];

/** Debian's Tesseract with its English model, installed when missing (as Chromium is). */
function ensureTesseract() {
  const found = which('tesseract');
  if (found && /^eng$/m.test(capture(found, ['--list-langs']) ?? '')) return found;
  aptInstall(['tesseract-ocr', 'tesseract-ocr-eng'], 'the bench reads the accuracy sets with Tesseract beside ours');
  return '/usr/bin/tesseract';
}

function serve(root, outDir, port) {
  const vite = join(root, 'node_modules', '.bin', 'vite');
  const config = outDir === 'dist' ? [] : ['--config', 'vite.bench.config.ts'];
  return spawn(vite, ['preview', ...config, '--port', String(port), '--strictPort'], { cwd: root, stdio: 'ignore' });
}

async function waitFor(url) {
  for (let i = 0; i < 100; i++) {
    if ((await fetch(url).catch(() => null))?.ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new SetupError(`nothing answered at ${url}`);
}

function json(text, what) {
  const line = text?.trim().split('\n').pop();
  if (!line) throw new SetupError(`${what} printed nothing`);
  return JSON.parse(line);
}

export async function runBench(root, chromiumPath) {
  const env = { ...process.env, PATH: toolPath() };
  log(`native: mrz bench (${NATIVE_RUNS} runs, interleaved with the floor)`);
  // With the Rust `mrz` crate linked in, for compose and decode side by side with it.
  run(hostCargo(), ['build', '-q', '--release', '-p', 'mrz-cli', '--features', 'peer'], { cwd: root, env });
  const mrz = join(root, 'target/release/mrz');
  const native = json(capture(mrz, ['bench', '--json', '--runs', String(NATIVE_RUNS)]), 'mrz bench');
  const tesseract = ensureTesseract();
  log(`native: mrz accuracy, ${READ_COUNT} records of every format a preset (${PRESETS.join(', ')}); Tesseract on the first ${TESSERACT_COUNT} of each`);
  const accuracyArgs = ['accuracy', '--json', '--count', String(READ_COUNT), '--realism', PRESETS.join(','), '--tesseract', tesseract, '--tesseract-count', String(TESSERACT_COUNT)];
  const read = json(capture(mrz, accuracyArgs), 'mrz accuracy');
  log(`native: mrz accuracy in colour, ${READ_COUNT} records a preset (${COLOUR_PRESETS.join(', ')})`);
  const colourArgs = ['accuracy', '--json', '--count', String(READ_COUNT), '--realism', COLOUR_PRESETS.join(','), '--palette', 'colour'];
  const colour = json(capture(mrz, colourArgs), 'mrz accuracy --palette colour');
  log(`${read.tesseract}: the first ${TESSERACT_COUNT} of each preset's ${READ_COUNT} pictures, the same for both`);
  const real = realDev(root, mrz);
  log(`native: the real development set, ${real.read_real_dev} of ${real.read_real_dev_total} zones read exactly`);
  const drawn = imagemagick(root, mrz);
  log(`native: ImageMagick's made-up zones, ${drawn.read_imagemagick_mild.toFixed(1)} % mild and ${drawn.read_imagemagick_moderate.toFixed(1)} % moderate read exactly`);
  log('Python: TestSet beside mrz batch on one core');
  const python = pythonFigures(root, mrz);
  log('WASM in Node');
  const script = join(root, 'scripts/bench-wasm-node.mjs');
  const wasmNode = json(capture(process.execPath, ['--experimental-wasm-modules', '--no-warnings', script, '2000', '200']), 'the Node benchmark');

  log(`Chromium: ${RUNS} runs after ${WARMUP} warm-up, ${COLD_LOADS} cold loads, ${KEYSTROKES} keystrokes after ${KEY_WARMUP} warm-up, typed, on the floor page and in a burst`);
  const servers = [serve(root, 'dist', 4300), serve(root, 'dist-bench', 4301)];
  let browser;
  let bulk;
  let frames;
  try {
    await Promise.all([waitFor('http://127.0.0.1:4300/'), waitFor('http://127.0.0.1:4301/')]);
    const { chromium } = await import('@playwright/test');
    const args = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'];
    log('Chromium: test sets on the page (clean ZIP, three runs; phone photos as JPEG in a tar)');
    bulk = await bulkFigures({ chromium, launch: { executablePath: chromiumPath, args }, appUrl: 'http://127.0.0.1:4300/' });
    log(`Chromium: the picture reader, a 1280 x 720 frame, ${READ_RUNS} runs after ${READ_WARMUP} warm-up`);
    frames = await readFigures({ chromium, launch: { executablePath: chromiumPath, args }, benchUrl: 'http://127.0.0.1:4301/', runs: READ_RUNS, warmup: READ_WARMUP });
    browser = await browserBench({
      chromium,
      launch: { executablePath: chromiumPath, args },
      appUrl: 'http://127.0.0.1:4300/',
      benchUrl: 'http://127.0.0.1:4301/',
      dist: join(root, 'dist'),
      runs: RUNS,
      warmup: WARMUP,
      coldLoads: COLD_LOADS,
      keystrokes: KEYSTROKES,
      keyWarmup: KEY_WARMUP,
    });
  } finally {
    servers.forEach((s) => s.kill());
  }

  // The page's module (first paint), the test-set panel's and the picture reader's, each
  // loaded only by its own workers.
  const asset = (prefix) => readFileSync(join(root, 'dist/assets', readdirSync(join(root, 'dist/assets')).find((f) => f.startsWith(prefix) && f.endsWith('.wasm'))));
  const wasm = asset('mrz_wasm_bg');
  const sceneWasm = asset('mrz_wasm_scene_bg');
  const readWasm = asset('mrz_wasm_read_bg');
  const figures = {
    native_render_us: native.native_render_us,
    native_floor_us: native.native_floor_us,
    compose_ns: native.compose_ns,
    peer_compose_ns: native.peer_compose_ns,
    decode_ns: native.decode_ns,
    peer_decode_ns: native.peer_decode_ns,
    // Clean records a second on every core as `mrz batch` makes them, written as WebDataset
    // tars into memory (the disk left out); and the greyscale PNG encoder's time on a strip over
    // the fastest raw deflate's (fdeflate or miniz_oxide level 1) of the same luma.
    bulk_native_rps: native.bulk_native_rps,
    bulk_native_photo_rps: native.bulk_native_photo_rps,
    bulk_native_photo_bytes_per_record: native.bulk_native_photo_bytes_per_record,
    png_vs_fastest_deflate_ratio: native.png_vs_fastest_deflate_ratio,
    // Reader::read of a 1280 x 720 camera frame; then whole zones read exactly (per cent) and
    // ms a picture per preset, and Tesseract beside ours on each set's first pictures.
    read_native_ms_p50: native.read_native_ms_p50,
    read_native_ms_p95: native.read_native_ms_p95,
    read_native_templates_ms_p50: native.read_native_templates_ms_p50,
    read_native_vs_templates_p50: native.read_native_vs_templates_p50,
    ...real,
    ...drawn,
    ...Object.fromEntries(Object.entries(read).filter(([, v]) => typeof v === 'number')),
    ...Object.fromEntries(COLOUR_PRESETS.map((p) => [`read_accuracy_${p}_colour`, colour[`read_accuracy_${p}`]])),
    wasm_node_render_us: wasmNode.wasm_node_render_us,
    wasm_node_floor_us: wasmNode.wasm_node_floor_us,
    chromium_wasm_ms_p50: quantile(browser.wasm, 0.5),
    chromium_wasm_whole_ms_p50: quantile(browser.wasmWhole, 0.5),
    chromium_canvas2d_ms_p50: quantile(browser.canvas, 0.5),
    chromium_worker_roundtrip_ms_p50: quantile(browser.roundtrip, 0.5),
    chromium_worker_roundtrip_ms_p95: quantile(browser.roundtrip, 0.95),
    keystroke_to_preview_ms_p50: quantile(browser.keys, 0.5),
    keystroke_to_preview_ms_p95: quantile(browser.keys, 0.95),
    keystroke_to_frame_ms_p95: quantile(browser.keyFrames, 0.95),
    keystroke_floor_ms_p50: quantile(browser.floorKeys, 0.5),
    keystroke_floor_ms_p95: quantile(browser.floorKeys, 0.95),
    keystroke_burst_ms_p50: quantile(browser.burstKeys, 0.5),
    keystroke_burst_ms_p95: quantile(browser.burstKeys, 0.95),
    first_preview_ms: quantile(browser.firstPreview, 0.5),
    complete_page_ms: quantile(browser.complete, 0.5),
    cumulative_layout_shift_max: Math.max(...browser.layoutShift),
    png_encode_ms_p50: quantile(browser.png, 0.5),
    wasm_bytes: wasm.length,
    wasm_gzip_bytes: gzipSync(wasm, { level: 9 }).length,
    scene_wasm_gzip_bytes: gzipSync(sceneWasm, { level: 9 }).length,
    read_wasm_gzip_bytes: gzipSync(readWasm, { level: 9 }).length,
    // A 1280 x 720 frame read in the page's read worker, from the page's call to its answer.
    ...frames,
    // The page's test sets: clean records a second from its pool, and the ZIP's bytes a record
    // (the RGBA PNGs of before: 45,180); phone photos as grey JPEG in a WebDataset tar.
    ...bulk,
    initial_js_gzip_bytes: browser.initialJs,
    // The Python package's TestSet against mrz batch on one core, clean and photo; the
    // packages' sizes (the npm tarball, the wheel, each npm module's WebAssembly gzip).
    ...python,
    ...packageSizes(root),
  };
  report(figures, PRESETS);
  const missed = budget(figures, PRESETS).filter((b) => !b.ok);
  return missed.length;
}
