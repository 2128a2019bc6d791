// A pool of workers, one per core, making a test set batch by batch. The page only hands out
// ranges of records and collects what comes back; a cancel stops handing out batches and ends
// the workers.
import { wrap, type Remote } from 'comlink';
import type { BulkWorkerApi, Job, MadeBatch } from './bulk.worker';

/** Batches each worker has asked of it at once: while the page takes one batch in, the worker
 * is already on the next, so it never waits on a round trip. */
const IN_FLIGHT = 2;

export interface PoolRun {
  /** Resolves when every record is made, or rejects when cancelled or a worker fails. */
  done: Promise<void>;
  cancel(): void;
}

export class Cancelled extends Error {
  override name = 'Cancelled';
}

export const bulkWorker = () => new Worker(new URL('./bulk.worker.ts', import.meta.url), { type: 'module' });

/**
 * Make records with `size` workers, pulling jobs from `next` (null when none are left) and
 * handing each made batch to `onMade` as it comes (not necessarily in order).
 */
export function runPool(size: number, next: () => Job | null, onMade: (b: MadeBatch) => void): PoolRun {
  const workers = Array.from({ length: size }, bulkWorker);
  const remotes: Remote<BulkWorkerApi>[] = workers.map((w) => wrap<BulkWorkerApi>(w));
  let stopped = false;
  let stop: (e: Error) => void = () => undefined;
  const halted = new Promise<never>((_, reject) => (stop = reject));
  halted.catch(() => undefined);
  const end = () => workers.forEach((w) => w.terminate());

  const loop = async (remote: Remote<BulkWorkerApi>) => {
    for (;;) {
      const job = stopped ? null : next();
      if (!job) return;
      const made = await Promise.race([remote.make(job), halted]);
      if (stopped) return;
      onMade(made);
    }
  };
  const loops = remotes.flatMap((r) => Array.from({ length: IN_FLIGHT }, () => loop(r)));
  const done = Promise.all(loops).then(
    () => {
      end();
      if (stopped) throw new Cancelled('cancelled');
    },
    (error: unknown) => {
      end();
      throw error;
    },
  );
  return {
    done,
    cancel() {
      stopped = true;
      stop(new Cancelled('cancelled'));
      end();
    },
  };
}
