// The benchmark page: drives the bench worker, and the app's own client and worker for the
// round trip from asking to the bitmap arriving.
import { wrap } from 'comlink';
import { closePatches, render, type Shown } from '../src/mrz-client';
import { specimen } from '../src/testing/specimen';
import type { BenchWorkerApi } from './bench.worker';
// window.runReadBench: the picture reader's frame time.
import './read';

declare global {
  interface Window {
    runBench: (runs: number, warmup: number) => Promise<Record<string, number[]>>;
  }
}

const benchWorker = () =>
  wrap<BenchWorkerApi>(new Worker(new URL('./bench.worker.ts', import.meta.url), { type: 'module' }));

const { fields } = specimen;

window.runBench = async (runs, warmup) => {
  const bench = benchWorker();
  const wasm = await bench.wasm(fields, runs, warmup);
  const wasmWhole = await bench.wasmWhole(fields, runs, warmup);
  const first = await render(fields);
  if (!first) throw new Error('no first render');
  const size = { width: first.width, height: first.height };
  const canvas = await bench.canvas(first.lines, size, runs, warmup);
  const png = await bench.png(fields, Math.max(10, runs / 5), Math.min(warmup, 10));
  // The page's round trip: the patches since the picture before, as the preview asks for them.
  const roundtrip: number[] = [];
  let shown: Shown = { source: first.source, frame: first.frame };
  closePatches(first);
  for (let i = 0; i < runs + warmup; i++) {
    const t = performance.now();
    const r = await render({ ...fields, personalNo: String(i) }, undefined, shown);
    if (r) {
      shown = { source: r.source, frame: r.frame };
      closePatches(r);
    }
    if (i >= warmup) roundtrip.push(performance.now() - t);
  }
  return { wasm, wasmWhole, canvas, png, roundtrip };
};
document.body.dataset.ready = 'true';
