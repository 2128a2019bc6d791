// Starting the worker, and knowing when it has failed to start (an `error` event: its script
// did not load or threw). A worker that dies later (crashed or terminated) just never answers
// again; the client's patience notices that.
import { wrap } from 'comlink';
import type { MrzWorkerApi } from './worker/mrz.worker';

/** What the page needs of the worker: its API as seen through comlink. */
export type MrzRemote = {
  [K in keyof MrzWorkerApi]: (...args: Parameters<MrzWorkerApi[K]>) => ReturnType<MrzWorkerApi[K]>;
};

/** The worker could not be started or stopped working; its answers will never come. */
export class WorkerFailure extends Error {
  override name = 'WorkerFailure';
}

export interface Connection {
  remote: MrzRemote;
  /** Rejects with a WorkerFailure once the worker has failed; never resolves. */
  failed: Promise<never>;
  close(): void;
}

export function connectWorker(): Connection {
  const worker = new Worker(new URL('./worker/mrz.worker.ts', import.meta.url), { type: 'module' });
  let fail: (e: WorkerFailure) => void = () => undefined;
  const failed = new Promise<never>((_, reject) => (fail = reject));
  failed.catch(() => undefined);
  worker.addEventListener('error', (e) => fail(new WorkerFailure(e.message || 'the worker could not start')));
  return { remote: wrap<MrzWorkerApi>(worker), failed, close: () => worker.terminate() };
}
