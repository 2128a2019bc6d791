// Making a test set: hand out ranges of records to the pool, and write what comes back into the
// archive in record order, as it comes. The page never holds a picture longer than it takes to
// write it: only the labels files' compressed pieces wait for the end of a ZIP.
import { blobSink } from './blob-sink';
import type { MadeBatch } from './bulk.worker';
import { crc32Combine } from './crc';
import { archiveKind, effectiveOutput, LABEL_FILE_NAMES, labelFiles, type LabelFile, type SetOutput } from './layouts';
import type { SetOptions } from './plan';
import { runPool } from './pool';
import { tarWriter } from './tar';
import { zipWriter } from './zip';

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

/** A labels file as its pieces arrive: the compressed pieces, and the CRC and size of the text. */
interface Pieces {
  bytes: Uint8Array[];
  crc: number;
  size: number;
}

export function makeSet(
  options: SetOptions,
  asked: SetOutput,
  onProgress: (p: Progress) => void,
  workers = navigator.hardwareConcurrency || 2,
): SetRun {
  const output = effectiveOutput(asked);
  const tar = archiveKind(output.layout) === 'tar';
  const sink = blobSink(tar ? 'application/x-tar' : 'application/zip');
  const zip = tar ? null : zipWriter(sink);
  const archive = tar ? tarWriter(sink) : null;
  const labels = new Map<LabelFile, Pieces>(labelFiles(output.layout).map((f) => [f, { bytes: [], crc: 0, size: 0 }]));

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

  const write = (b: MadeBatch) => {
    for (const e of b.entries) {
      if (zip) zip.add(e.name, e.bytes, e.crc);
      else archive?.add(e.name, e.bytes);
    }
    for (const [file, into] of labels) {
      const piece = b.pieces[file];
      if (!piece) continue;
      into.bytes.push(piece.bytes);
      into.crc = crc32Combine(into.crc, piece.crc, piece.size);
      into.size += piece.size;
    }
  };
  // Workers finish out of order; batches go into the archive in record order (one waits while an
  // earlier one is still being made), so a seed gives the same archive to the byte.
  const waiting = new Map<number, MadeBatch>();
  let written = 0;
  const onMade = (b: MadeBatch) => {
    made += b.to - b.from;
    waiting.set(b.from, b);
    for (let ready = waiting.get(written); ready; ready = waiting.get(written)) {
      waiting.delete(ready.from);
      write(ready);
      written = ready.to;
    }
    report();
  };

  const run = runPool(Math.max(1, workers), next, onMade);
  const file = run.done.then(() => {
    report(true);
    for (const [name, pieces] of labels) zip?.addDeflated(LABEL_FILE_NAMES[name], pieces.bytes, pieces.crc, pieces.size);
    zip?.end();
    archive?.end();
    return sink.finish();
  });
  return { file, cancel: run.cancel };
}
