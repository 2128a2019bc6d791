// Making a test set: hand out ranges of records to the pool, and have the archive worker write
// what comes back in record order, as it comes. The page never holds a picture longer than it
// takes to pass it on: the archive's bytes go into Blobs as they are written.
import { transfer, wrap } from 'comlink';
import type { ArchiveWorkerApi } from './archive.worker';
import { blobSink } from './blob-sink';
import type { MadeBatch } from './bulk.worker';
import { archiveKind, effectiveOutput, type SetOutput } from './layouts';
import type { SetOptions } from './plan';
import { Cancelled, runPool } from './pool';

export interface Progress {
  done: number;
  total: number;
  /** Records per second so far. */
  rate: number;
  /** Seconds left at that rate, once there is a rate. */
  secondsLeft: number | null;
}

export interface SetRun {
  /** The archive, or a rejection (Cancelled when cancelled). */
  file: Promise<Blob>;
  cancel(): void;
}

/** Records a batch holds: enough that a round trip costs little against it, few enough that
 * progress moves often (a scene takes far longer than a strip). */
const batchSize = (o: SetOutput) => (o.preset === 'clean' ? 25 : 4);

const archiveWorker = () => new Worker(new URL('./archive.worker.ts', import.meta.url), { type: 'module' });

const buffers = (b: MadeBatch) => b.records.flatMap((r) => [...r.files, ...r.rows].map((f) => f.bytes.buffer as ArrayBuffer));

export function makeSet(
  options: SetOptions,
  asked: SetOutput,
  onProgress: (p: Progress) => void,
  workers = navigator.hardwareConcurrency || 2,
): SetRun {
  const output = effectiveOutput(asked);
  const sink = blobSink(archiveKind(output.layout) === 'tar' ? 'application/x-tar' : 'application/zip');
  const writerWorker = archiveWorker();
  const writer = wrap<ArchiveWorkerApi>(writerWorker);
  // A cancel, or the archive worker failing, ends the set at once: a terminated worker's calls
  // never answer, so nothing may wait on them after it.
  let stop: (e: unknown) => void = () => undefined;
  const stopped = new Promise<never>((_, reject) => (stop = reject));
  stopped.catch(() => undefined);
  // Each write waits for the one before: the archive is written in record order.
  let written: Promise<void> = writer.begin(output.layout);

  let handedOut = 0;
  const next = () => {
    if (handedOut >= options.count) return null;
    const from = handedOut;
    handedOut = Math.min(options.count, from + batchSize(output));
    return { from, to: handedOut, options, output };
  };

  let made = 0;
  const started = performance.now();
  let reported = 0;
  const report = (force = false) => {
    const now = performance.now();
    if (!force && now - reported < 100) return;
    reported = now;
    const rate = made / Math.max((now - started) / 1000, 1e-3);
    onProgress({ done: made, total: options.count, rate, secondsLeft: made > 0 ? (options.count - made) / rate : null });
  };

  // Workers finish out of order; batches go to the archive in record order (one waits while an
  // earlier one is still being made), so a seed gives the same archive to the byte.
  const waiting = new Map<number, MadeBatch>();
  let queued = 0;
  const onMade = (b: MadeBatch) => {
    made += b.to - b.from;
    waiting.set(b.from, b);
    for (let ready = waiting.get(queued); ready; ready = waiting.get(queued)) {
      waiting.delete(ready.from);
      queued = ready.to;
      const batch = ready;
      written = written.then(async () => sink.write(await writer.add(transfer(batch.records, buffers(batch)))));
      written.catch((error: unknown) => {
        stop(error);
        run.cancel();
      });
    }
    report();
  };

  const run = runPool(Math.max(1, workers), next, onMade);
  const finished = run.done
    .then(() => written)
    .then(async () => {
      report(true);
      sink.write(await writer.finish());
      return sink.finish();
    });
  const file = Promise.race([finished, stopped]).finally(() => writerWorker.terminate());
  return {
    file,
    cancel() {
      stop(new Cancelled('cancelled'));
      run.cancel();
      writerWorker.terminate();
    },
  };
}
