// One worker of a test set's pool, and the panel's sample maker: each makes records from the
// options and their index alone, in the set engine (crates/mrz-set, through the scene module),
// as `mrz batch` makes them. A batch comes back as its records' files and labels rows, every
// buffer transferred: the archive worker writes them out in order.
import { expose, transfer } from 'comlink';
import type { Format } from 'mrz-wasm';
import type { SetRecord, TestSet } from 'mrz-wasm-scene';
import { mimeType, type SetOutput } from './layouts';
import { engineOptions, type SetOptions } from './plan';

/** Records `from` to `to` (exclusive, from 0) of a set. */
export interface Job {
  from: number;
  to: number;
  options: SetOptions;
  output: SetOutput;
}

export interface MadeBatch {
  from: number;
  to: number;
  records: SetRecord[];
}

/** A picture of a record as the panel shows it: its bytes and the lines it shows. */
export interface Shown {
  bytes: Uint8Array;
  lines: string[];
  width: number;
  height: number;
}

/** A record as the panel shows it before a set is made. */
export interface Sample {
  index: number;
  format: Format;
  mime: string;
  pictures: Shown[];
}

let module: Promise<typeof import('mrz-wasm-scene')> | undefined;
let current: { key: string; set: TestSet } | undefined;
let queue: Promise<unknown> = Promise.resolve();

/** `work` after every call before it: the pool asks for two batches at once, and the set they
 * share must not be replaced (and freed) under either. */
function serial<T>(work: () => Promise<T>): Promise<T> {
  const run = queue.then(work);
  queue = run.catch(() => undefined);
  return run;
}

/** The set of these options, made once for all the batches that ask for it. */
async function testSet(options: SetOptions, output: SetOutput): Promise<TestSet> {
  const key = JSON.stringify(engineOptions(options, output));
  if (current?.key !== key) {
    const { TestSet } = await (module ??= import('mrz-wasm-scene'));
    const set = new TestSet(key);
    current?.set.free();
    current = { key, set };
  }
  return current.set;
}

const buffers = (records: SetRecord[]) => records.flatMap((r) => [...r.files, ...r.rows].map((f) => f.bytes.buffer as ArrayBuffer));

/** Records 1 to `count` of the set as its files would show them, for the panel's grid. */
async function samplesOf(options: SetOptions, output: SetOutput, count: number): Promise<Sample[]> {
  const set = await testSet({ ...options, count: Math.max(options.count, count) }, output);
  const out: Sample[] = [];
  for (let index = 1; index <= Math.min(count, set.count); index++) {
    const r = set.record(index);
    // tesstrain's pictures are the lines, one each; the others show the whole zone.
    const lines = (i: number) => (r.pictures.length > 1 ? [r.lines[i] ?? ''] : r.lines);
    const pictures = r.pictures.map((p, i) => ({ bytes: r.files[p.file]!.bytes, lines: lines(i), width: p.width, height: p.height }));
    out.push({ index, format: r.format, mime: mimeType(output.image), pictures });
  }
  return transfer(out, out.flatMap((s) => s.pictures.map((p) => p.bytes.buffer as ArrayBuffer)));
}

const api = {
  make(job: Job): Promise<MadeBatch> {
    return serial(async () => {
      const set = await testSet(job.options, job.output);
      const records: SetRecord[] = [];
      for (let at = job.from; at < job.to; at++) records.push(set.record(at + 1));
      return transfer({ from: job.from, to: job.to, records }, buffers(records));
    });
  },

  samples(options: SetOptions, output: SetOutput, count: number): Promise<Sample[]> {
    return serial(() => samplesOf(options, output, count));
  },
};

export type BulkWorkerApi = typeof api;

expose(api);
