// passport-mrz: compose, check, draw, read and make test sets of ICAO 9303 machine-readable
// zones, in WebAssembly built from the project's Rust crates (the `mrz` command's and the web
// page's). compose and check are loaded with the package; render, read and testSet load their
// own module on first use, so that a page that only composes stays small.
import initCompose, { checkJson, composeJson } from './wasm/compose/compose.js';

const inNode = typeof process !== 'undefined' && typeof process.versions?.node === 'string';

/** A module's WebAssembly from its file: read from disk in Node, fetched (or bundled) elsewhere. */
async function load(init, url) {
  if (inNode) {
    const { readFile } = await import(/* webpackIgnore: true */ /* @vite-ignore */ 'node:fs/promises');
    await init({ module_or_path: await readFile(url) });
  } else {
    await init({ module_or_path: url });
  }
}

function once(loader) {
  let loaded;
  return () => (loaded ??= loader());
}

await load(initCompose, new URL('./wasm/compose/compose_bg.wasm', import.meta.url));

const renderModule = once(async () => {
  const m = await import('./wasm/render/render.js');
  await load(m.default, new URL('./wasm/render/render_bg.wasm', import.meta.url));
  return m;
});
const chipModule = once(async () => {
  const m = await import('./wasm/chip/chip.js');
  await load(m.default, new URL('./wasm/chip/chip_bg.wasm', import.meta.url));
  return m;
});
const readModule = once(async () => {
  const m = await import('./wasm/read/read.js');
  await load(m.default, new URL('./wasm/read/read_bg.wasm', import.meta.url));
  return m;
});
const setsModule = once(async () => {
  const m = await import('./wasm/sets/sets.js');
  await load(m.default, new URL('./wasm/sets/sets_bg.wasm', import.meta.url));
  return m;
});

/** JSON text of `value`, refusing what JSON cannot hold as the caller gave it (NaN and the
 * infinities, which JSON would turn into null); a BigInt (a seed past 2^53) as its digits. */
function jsonOf(value, what) {
  if (value === null || typeof value !== 'object') throw new TypeError(`${what} must be an object, got ${value === null ? 'null' : typeof value}`);
  return JSON.stringify(value, (key, v) => {
    if (typeof v === 'bigint') return v.toString();
    if (typeof v === 'number' && !Number.isFinite(v)) throw new TypeError(`${what}: "${key}" must be a finite number, got ${v}`);
    return v;
  });
}

function today(date) {
  const d = date ?? new Date();
  if (!(d instanceof Date) || Number.isNaN(d.getTime())) throw new TypeError('today must be a valid Date');
  return [d.getFullYear(), d.getMonth() + 1, d.getDate()];
}

export function compose(record) {
  return JSON.parse(composeJson(jsonOf(record, 'record')));
}

export function check(text, options = {}) {
  if (typeof text !== 'string') throw new TypeError(`text must be a string, got ${typeof text}`);
  return JSON.parse(checkJson(text, Uint16Array.from(today(options.today))));
}

export async function chip(text) {
  if (typeof text !== 'string') throw new TypeError(`text must be a string, got ${typeof text}`);
  return JSON.parse((await chipModule()).chipJson(text));
}

export async function render(recordOrLines, options = {}) {
  const { as = 'png', dpi } = options;
  if (as !== 'png' && as !== 'svg') throw new TypeError(`as must be "png" or "svg", got ${JSON.stringify(as)}`);
  if (dpi !== undefined && typeof dpi !== 'number') throw new TypeError(`dpi must be a number, got ${typeof dpi}`);
  const m = await renderModule();
  const what = jsonOf(recordOrLines, 'recordOrLines');
  return as === 'png' ? m.renderPng(what, dpi) : m.renderSvg(what, dpi);
}

export async function read(bytes) {
  const data = bytes instanceof ArrayBuffer ? new Uint8Array(bytes) : bytes;
  if (!(data instanceof Uint8Array)) throw new TypeError('bytes must be a Uint8Array or an ArrayBuffer of a picture file (PNG, JPEG, TIFF, WebP, BMP or GIF)');
  const m = await readModule();
  return JSON.parse(m.readJson(data));
}

export async function* testSet(options = {}) {
  const { TestSet } = await setsModule();
  const set = new TestSet(jsonOf(options, 'options'));
  try {
    for (let index = 1; index <= set.count; index++) {
      const r = set.record(index);
      const label = JSON.parse(r.label);
      for (const p of r.pictures) yield { image: r.files[p.file].bytes, label };
    }
  } finally {
    // After a failed record the set may be unusable; freeing it must not hide the failure.
    try {
      set.free();
    } catch {
      // already gone with the failure
    }
  }
}
