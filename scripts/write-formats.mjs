// Writes the core's format table (`formats()`: each format's shape, fields, check digits and
// usual document codes) beside the built package, as pkg/mrz-wasm/formats.json, so that the page
// knows every format at once, without a round trip to the worker, and without a copy kept by hand.
// Run by scripts/lib/wasm.mjs right after each WASM build, with --experimental-wasm-modules (the
// package uses WebAssembly's ES module integration).
import { writeFileSync } from 'node:fs';
// The table is the test-set module's (it draws each format's picture to size it); the first
// paint's module does without it.
import { formats } from '../pkg/mrz-wasm-scene/mrz_wasm_scene.js';

const out = new URL('../pkg/mrz-wasm/formats.json', import.meta.url);
writeFileSync(out, `${JSON.stringify(formats(), null, 2)}\n`);
