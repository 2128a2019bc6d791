// A pool of workers, one per core, drawing a test set batch by batch. The page only plans and
// collects; a cancel stops handing out batches and ends the workers.
import { wrap, type Remote } from 'comlink';
import type { BulkWorkerApi, Made } from './bulk.worker';
import type { Planned } from './plan';

/** Records a worker is handed at a time. */
export const BATCH_SIZE = 20;

export interface PoolRun {
  /** Resolves when every record is made, or rejects when cancelled or a worker fails. */
  done: Promise<void>;
  cancel(): void;
}

export class Cancelled extends Error {
  override name = 'Cancelled';
}

/**
 * Make records with `size` workers, pulling batches from `next` (null when none are left) and
 * handing each made record to `onMade` as it comes.
 */
export function runPool(size: number, next: () => Promise<Planned[] | null>, onMade: (m: Made) => void): PoolRun {
  const workers = Array.from({ length: size }, () => new Worker(new URL('./bulk.worker.ts', import.meta.url), { type: 'module' }));
  const remotes: Remote<BulkWorkerApi>[] = workers.map((w) => wrap<BulkWorkerApi>(w));
  let stopped = false;
  let stop: (e: Error) => void = () => undefined;
  const halted = new Promise<never>((_, reject) => (stop = reject));
  halted.catch(() => undefined);
  const end = () => workers.forEach((w) => w.terminate());

  const loop = async (remote: Remote<BulkWorkerApi>) => {
    for (;;) {
      const batch = stopped ? null : await next();
      if (!batch || batch.length === 0) return;
      const made = await Promise.race([remote.make(batch), halted]);
      if (stopped) return;
      made.forEach(onMade);
    }
  };
  const done = Promise.all(remotes.map(loop)).then(
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
