// Starting a worker, and knowing when it has failed to start (an `error` event: its script
// did not load or threw). A worker that dies later (crashed or terminated) just never answers
// again; its client's patience notices that. The preview's worker and the picture reader's.
import { wrap } from 'comlink';
import type { MrzWorkerApi } from './worker/mrz.worker';

/** A worker's API as seen through comlink: every method answers with a promise. */
export type RemoteOf<Api extends Record<keyof Api, (...args: never[]) => Promise<unknown>>> = {
  [K in keyof Api]: (...args: Parameters<Api[K]>) => ReturnType<Api[K]>;
};

/** What the page needs of the preview's worker. */
export type MrzRemote = RemoteOf<MrzWorkerApi>;

/** The worker could not be started or stopped working; its answers will never come. */
export class WorkerFailure extends Error {
  override name = 'WorkerFailure';
}

export interface Connection<Remote = MrzRemote> {
  remote: Remote;
  /** Rejects with a WorkerFailure once the worker has failed; never resolves. */
  failed: Promise<never>;
  close(): void;
}

/** `worker`, wrapped, with a promise that rejects when it fails to start. */
export function connect<Api extends Record<keyof Api, (...args: never[]) => Promise<unknown>>>(
  worker: Worker,
): Connection<RemoteOf<Api>> {
  let fail: (e: WorkerFailure) => void = () => undefined;
  const failed = new Promise<never>((_, reject) => (fail = reject));
  failed.catch(() => undefined);
  worker.addEventListener('error', (e) => fail(new WorkerFailure(e.message || 'the worker could not start')));
  // comlink's own Remote type says the same of these methods, in a form TypeScript cannot
  // match to this one for any Api.
  const remote = wrap<Api>(worker) as unknown as RemoteOf<Api>;
  return { remote, failed, close: () => worker.terminate() };
}

export function connectWorker(): Connection {
  return connect<MrzWorkerApi>(new Worker(new URL('./worker/mrz.worker.ts', import.meta.url), { type: 'module' }));
}
