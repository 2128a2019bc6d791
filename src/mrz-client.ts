// The page's one door to the worker: created on first use, wrapped with comlink.
import { wrap } from 'comlink';
import type { Composition, Fields, Style } from 'mrz-wasm';
import type { MrzWorkerApi, Rendered } from './worker/mrz.worker';

export type { Rendered };

/** What the page needs of the worker: its API as seen through comlink. */
export type MrzRemote = {
  [K in keyof MrzWorkerApi]: (...args: Parameters<MrzWorkerApi[K]>) => ReturnType<MrzWorkerApi[K]>;
};

export function createMrzClient(connect: () => MrzRemote) {
  let remote: MrzRemote | undefined;
  const worker = (): MrzRemote => (remote ??= connect());
  let latest = 0;

  return {
    /**
     * Compose and draw in the worker. Resolves to null when newer fields were sent while
     * this call was in flight: its picture no longer matches the form, so it is dropped.
     */
    async render(fields: Fields, style?: Partial<Style>): Promise<Rendered | null> {
      const ticket = ++latest;
      const result = await worker().render(fields, style);
      if (ticket !== latest) {
        result.bitmap.close();
        return null;
      }
      return result;
    },

    /** The two lines and the hints for the fields. */
    compose(fields: Fields): Promise<Composition> {
      return worker().compose(fields);
    },

    /** The PNG of the fields, encoded in the worker. */
    png(fields: Fields, style?: Partial<Style>): Promise<Blob> {
      return worker().png(fields, style);
    },
  };
}

const client = createMrzClient(() =>
  wrap<MrzWorkerApi>(new Worker(new URL('./worker/mrz.worker.ts', import.meta.url), { type: 'module' })),
);

export const { render, compose, png } = client;
