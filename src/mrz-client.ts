// The page's one door to the worker: created on first use, wrapped with comlink.
import { wrap } from 'comlink';
import type { Composition, Fields, Style } from 'mrz-wasm';
import type { MrzWorkerApi, Picture } from './worker/mrz.worker';

export type { Patch } from './worker/mrz.worker';

/** A picture from the worker, and which worker drew it: picture numbers count per worker. */
export interface Rendered extends Picture {
  source: number;
}

/** The picture a page shows: its worker and number, or null for none. */
export type Shown = { source: number; frame: number } | null;

/** What the page needs of the worker: its API as seen through comlink. */
export type MrzRemote = {
  [K in keyof MrzWorkerApi]: (...args: Parameters<MrzWorkerApi[K]>) => ReturnType<MrzWorkerApi[K]>;
};

export const closePatches = (r: Picture) => r.patches.forEach((p) => p.bitmap.close());

export function createMrzClient(connect: () => MrzRemote) {
  let remote: MrzRemote | undefined;
  const source = 1;
  const worker = (): MrzRemote => (remote ??= connect());
  let latest = 0;
  // The request in flight, so that asking again for the same picture joins it.
  let inFlight: { key: string; result: Promise<Rendered | null> } | undefined;

  const request = async (fields: Fields, style: Partial<Style> | undefined, shown: Shown, ticket: number) => {
    const since = shown?.source === source ? shown.frame : null;
    const result = await worker().render(fields, style, since);
    if (ticket !== latest) {
      closePatches(result);
      return null;
    }
    return { ...result, source };
  };

  return {
    /**
     * Compose and draw in the worker, as patches over the picture `shown`. Resolves to null
     * when newer fields were sent while this call was in flight: its picture no longer matches
     * the form, so it is dropped. A call for the very fields already in flight shares that
     * call's answer (its patches apply over any picture shown since it was asked).
     */
    render(fields: Fields, style?: Partial<Style>, shown: Shown = null): Promise<Rendered | null> {
      const key = JSON.stringify([fields, style]);
      if (inFlight?.key === key) return inFlight.result;
      const result = request(fields, style, shown, ++latest);
      const entry = { key, result };
      inFlight = entry;
      const settle = () => {
        if (inFlight === entry) inFlight = undefined;
      };
      result.then(settle, settle);
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
