// The WASM module in Node: compose and draw into the kept frame, against allocating and
// filling a buffer of the same size inside the same module. Prints one JSON object. As in
// `mrz bench`, each timed draw turns the specimen one keystroke earlier (its surname without
// the last letter) into the specimen.
// Run with --experimental-wasm-modules (the package uses WebAssembly's ES module integration).
import { readFileSync } from 'node:fs';
import { fillFloor, MrzRenderer } from '../pkg/mrz-wasm/mrz_wasm.js';

const [runs, warmup] = process.argv.slice(2).map(Number);
const specimens = readFileSync(new URL('../testdata/specimens.jsonl', import.meta.url), 'utf8');
const { fields } = JSON.parse(specimens.split('\n')[0]);
const earlier = { ...fields, surname: fields.surname.slice(0, -1) };
const renderer = new MrzRenderer();
const pixels = renderer.drawOnly(fields) / 4;
const median = (xs) => xs.sort((a, b) => a - b)[xs.length >> 1];
const render = [];
const floor = [];
for (let i = 0; i < runs + warmup; i++) {
  renderer.drawOnly(earlier);
  let t = performance.now();
  renderer.drawOnly(fields);
  const r = performance.now() - t;
  t = performance.now();
  fillFloor(pixels, 0xffffffff);
  const f = performance.now() - t;
  if (i >= warmup) {
    render.push(r * 1000);
    floor.push(f * 1000);
  }
}
console.log(JSON.stringify({ wasm_node_render_us: median(render), wasm_node_floor_us: median(floor) }));
