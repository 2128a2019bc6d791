// Making a test set: plan records from the seed, draw them in the pool, stream them into the ZIP.
import type { Made } from './bulk.worker';
import { csv, imageName, jsonl, label, type Label } from './labels';
import { planRange, seededFaker, type SetOptions } from './plan';
import { BATCH_SIZE, runPool } from './pool';
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
  /** The ZIP, or a rejection (Cancelled when cancelled). */
  zip: Promise<Blob>;
  cancel(): void;
}

export function makeSet(options: SetOptions, onProgress: (p: Progress) => void, workers = navigator.hardwareConcurrency || 2): SetRun {
  let cancel: () => void = () => undefined;
  let cancelled = false;
  const zip = (async () => {
    const faker = await seededFaker(options.seed);
    const writer = zipWriter();
    const labels: Label[] = [];
    let planned = 0;
    let made = 0;
    const started = performance.now();
    let reported = 0;
    const report = (force = false) => {
      const now = performance.now();
      if (!force && now - reported < 100) return;
      reported = now;
      const rate = made / Math.max((now - started) / 1000, 1e-3);
      const left = options.count - made;
      onProgress({ done: made, total: options.count, rate, secondsLeft: made > 0 ? left / rate : null });
    };
    const next = async () => {
      if (planned >= options.count) return null;
      const to = Math.min(planned + BATCH_SIZE, options.count);
      const batch = planRange(faker, options, planned, to);
      planned = to;
      return batch;
    };
    // Workers finish out of order; images go into the archive in record order (a record waits
    // while an earlier batch is still being drawn), so a seed gives the same archive to the byte.
    const waiting = new Map<number, Made>();
    const onMade = (m: Made) => {
      made++;
      waiting.set(m.index, m);
      for (let ready = waiting.get(labels.length); ready; ready = waiting.get(labels.length)) {
        waiting.delete(ready.index);
        writer.add(imageName(ready.index), new Uint8Array(ready.png));
        labels.push(label(ready));
      }
      report();
    };
    const run = runPool(Math.max(1, workers), next, onMade);
    cancel = run.cancel;
    if (cancelled) run.cancel();
    await run.done;
    report(true);
    const encode = (text: string) => new TextEncoder().encode(text);
    writer.add('labels.csv', encode(csv(labels)), true);
    writer.add('labels.jsonl', encode(jsonl(labels)), true);
    return writer.end();
  })();
  return {
    zip,
    cancel: () => {
      cancelled = true;
      cancel();
    },
  };
}
