// The page's one door to the worker: created on first use, replaced after a failure.
import type { ChipReading, Composition, Fields, Reading, Style } from 'mrz-wasm';
import type { Output, Picture } from './worker/mrz.worker';
import { today } from './worker/draw';
import { connectWorker, WorkerFailure, type Connection, type MrzRemote } from './worker-connection';

export type { Output, Patch } from './worker/mrz.worker';
export { WorkerFailure, type Connection, type MrzRemote };

/** A picture from the worker, and which worker drew it: picture numbers count per worker. */
export interface Rendered extends Picture {
  source: number;
}

/** The picture a page shows: its worker and number, or null for none. */
export type Shown = { source: number; frame: number } | null;

export const closePatches = (r: Picture) => r.patches.forEach((p) => p.bitmap.close());

/**
 * How long an answer may take before the worker counts as dead: its first answer includes loading
 * the WebAssembly (slow networks); after that a drawing takes milliseconds. A file is a larger
 * drawing (a 600 dpi print) and an encoding, and a person waits for it anyway: calling the worker
 * dead on a busy phone would only lose the file.
 */
export const PATIENCE_MS = { first: 30_000, later: 4_000, file: 30_000 };

export function createMrzClient(connect: () => Connection, patience = PATIENCE_MS) {
  let connection: Connection | undefined;
  let source = 0;
  let answered = false;
  const current = (): Connection => {
    if (!connection) {
      connection = connect();
      source++;
      answered = false;
    }
    return connection;
  };
  /** A call to the worker; any failure of the worker or the call rejects it with a WorkerFailure. A
   * worker that has failed once answers nothing more: its failure comes first. */
  const call = <T>(run: (remote: MrzRemote) => Promise<T>, c = current(), file = false): Promise<T> => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stuck = new Promise<never>((_, reject) => {
      const ms = Math.max(file ? patience.file : 0, answered ? patience.later : patience.first);
      timer = setTimeout(() => reject(new WorkerFailure('the worker did not answer')), ms);
    });
    const answer = run(c.remote).then((value) => {
      if (connection === c) answered = true;
      return value;
    });
    return Promise.race([c.failed, answer, stuck])
      .catch((e: unknown) => {
        throw e instanceof WorkerFailure ? e : new WorkerFailure(e instanceof Error ? e.message : String(e));
      })
      .finally(() => clearTimeout(timer));
  };

  let latest = 0;
  // The request in flight, so that asking again for the same picture joins it.
  let inFlight: { key: string; result: Promise<Rendered | null> } | undefined;

  const request = async (fields: Fields, style: Partial<Style> | undefined, shown: Shown, ticket: number) => {
    const c = current();
    const from = source;
    const since = shown?.source === from ? shown.frame : null;
    const result = await call((remote) => remote.render(fields, style, since), c);
    if (ticket !== latest) {
      closePatches(result);
      return null;
    }
    return { ...result, source: from };
  };

  return {
    /**
     * Compose and draw in the worker, as patches over the picture `shown`. Resolves to null
     * when newer fields were sent while this call was in flight: its picture no longer matches
     * the form, so it is dropped. A call for the very fields already in flight shares that
     * call's answer (its patches apply over any picture shown since it was asked). Rejects with
     * a WorkerFailure when the worker has failed; `restart` starts a new one.
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
      return call((remote) => remote.compose(fields));
    },

    /** A zone read back and checked in the worker, on today's date (the page's calendar). */
    decode(text: string): Promise<Reading> {
      return call((remote) => remote.decode(text, today()));
    },

    /** What a chip test needs of the fields' zone, derived in the worker; as patient as a
     * file, since the first ask loads the chip's own module. */
    chip(fields: Fields): Promise<ChipReading> {
      return call((remote) => remote.chip(fields), current(), true);
    },

    /** The same of a zone given as text, its check digits right or not. */
    chipOfText(text: string): Promise<ChipReading> {
      return call((remote) => remote.chipText(text), current(), true);
    },

    /** The SVG of the fields' outlines, for the screen or for print. */
    svg(fields: Fields, output?: Output): Promise<Blob> {
      return call((remote) => remote.svg(fields, output), current(), true);
    },

    /** The PNG of the fields, for the screen or for print, encoded in the worker. */
    png(fields: Fields, output?: Output): Promise<Blob> {
      return call((remote) => remote.png(fields, output), current(), true);
    },

    /** Drop the worker (failed or not); the next call starts a new one. */
    restart(): void {
      connection?.close();
      connection = undefined;
      inFlight = undefined;
    },
  };
}

const client = createMrzClient(connectWorker);

export const { render, compose, decode, chip, chipOfText, png, svg, restart } = client;
