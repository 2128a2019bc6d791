// One worker of a test set's pool, and the panel's sample maker: each makes records from the
// seed and their index alone (record.ts), with faker and the scene module loaded once. A batch
// comes back as its files and, for the labels files, one deflated piece each, every buffer
// transferred: the page only writes them out in order.
import { expose, transfer } from 'comlink';
import type { Faker } from '@faker-js/faker';
import type { Format } from 'mrz-wasm';
import type { Deflated } from 'mrz-wasm-scene';
import { CSV_HEADER } from './labels';
import { labelFiles, mimeType, type LabelFile, type SetOutput } from './layouts';
import { setFaker, type SetOptions } from './plan';
import { makeRecord, type Entry, type Module, type Shown } from './record';

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
  /** The records' files, in record order. */
  entries: Entry[];
  /** Each labels file's rows for these records, deflated: pieces of one stream, in order. */
  pieces: Partial<Record<LabelFile, Deflated>>;
}

/** A record as the panel shows it before a set is made. */
export interface Sample {
  index: number;
  format: Format;
  mime: string;
  pictures: Shown[];
}

function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | undefined;
  return () => (loaded ??= load());
}

const scene = once(async (): Promise<Module> => {
  const { SetMaker, crc32 } = await import('mrz-wasm-scene');
  return { maker: new SetMaker(), crc32 };
});
const faker = once<Faker>(setFaker);

const buffers = (bytes: Uint8Array[]) => bytes.map((b) => b.buffer as ArrayBuffer);

const api = {
  async make(job: Job): Promise<MadeBatch> {
    const [module, f] = await Promise.all([scene(), faker()]);
    const files = labelFiles(job.output.layout);
    const rows = new Map<LabelFile, string[]>(files.map((file) => [file, []]));
    // The CSV's header opens its first piece.
    if (job.from === 0) rows.get('csv')?.push(CSV_HEADER);
    const entries: Entry[] = [];
    for (let at = job.from; at < job.to; at++) {
      const made = makeRecord(module, f, job.options, job.output, at);
      entries.push(...made.entries);
      for (const [file, row] of Object.entries(made.rows) as [LabelFile, string][]) rows.get(file)?.push(row);
    }
    const pieces: MadeBatch['pieces'] = {};
    for (const [file, texts] of rows) pieces[file] = module.maker.deflate(texts.join(''));
    const batch = { from: job.from, to: job.to, entries, pieces };
    const pieceBytes = Object.values(pieces).map((p) => p.bytes);
    return transfer(batch, buffers([...entries.map((e) => e.bytes), ...pieceBytes]));
  },

  /** Records 0 to `count` of the set as its files would show them, for the panel's grid. */
  async samples(options: SetOptions, output: SetOutput, count: number): Promise<Sample[]> {
    const [module, f] = await Promise.all([scene(), faker()]);
    const samples: Sample[] = [];
    for (let at = 0; at < count; at++) {
      const made = makeRecord(module, f, options, output, at);
      samples.push({ index: made.index, format: made.format, mime: mimeType(output.image), pictures: made.pictures });
    }
    return transfer(samples, buffers(samples.flatMap((s) => s.pictures.map((p) => p.bytes))));
  },
};

export type BulkWorkerApi = typeof api;

expose(api);
