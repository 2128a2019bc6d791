// The page's door to the read worker, in the picture reader's lazy chunk: the worker starts on
// the first picture, and one that fails, throws or hangs is ended (the next picture starts a new
// one), its picture counted as failed, so that nothing of it reaches the page but a message.
import { transfer } from 'comlink';
import { connect, WorkerFailure, type Connection, type RemoteOf } from '../worker-connection';
import type { Outcome, ReadWorkerApi } from './read.worker';

export type { Outcome };

// Loading the module and reading a 50-megapixel picture take seconds; a hung worker, forever.
const PATIENCE_MS = 60_000;

let connection: Connection<RemoteOf<ReadWorkerApi>> | undefined;
const current = () =>
  (connection ??= connect<ReadWorkerApi>(new Worker(new URL('./read.worker.ts', import.meta.url), { type: 'module' })));

async function call(run: (remote: RemoteOf<ReadWorkerApi>) => Promise<Outcome>): Promise<Outcome> {
  const c = current();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stuck = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new WorkerFailure('the read worker did not answer')), PATIENCE_MS);
  });
  try {
    return await Promise.race([run(c.remote), c.failed, stuck]);
  } catch {
    // A trap in the WebAssembly may leave its memory in any state: start afresh.
    if (connection === c) stopReader();
    return { problem: { code: 'failed' } };
  } finally {
    clearTimeout(timer);
  }
}

/** A picture file read: checked, decoded and read in the worker. */
export const readFile = (file: Blob): Promise<Outcome> => call((remote) => remote.readFile(file));

/** A camera frame read; the frame is transferred, and comes back with the outcome. */
export const readFrame = (frame: ImageBitmap): Promise<Outcome> =>
  call((remote) => remote.readFrame(transfer(frame, [frame])));

/** Ends the worker; the next picture starts a new one. */
export function stopReader(): void {
  connection?.close();
  connection = undefined;
}
