// The worker that writes a test set's archive: the set engine's ZIP or tar writer (the one
// `mrz batch` writes its files with), fed the pool's records in index order, handing back the
// archive's bytes as they are written, each buffer transferred.
import { expose, transfer } from 'comlink';
import type { SetArchive, SetRecord } from 'mrz-wasm-scene';
import type { Layout } from './layouts';

let archive: SetArchive | undefined;

const out = (bytes: Uint8Array) => transfer(bytes, [bytes.buffer as ArrayBuffer]);

const api = {
  async begin(layout: Layout): Promise<void> {
    const { SetArchive } = await import('mrz-wasm-scene');
    archive?.free();
    archive = new SetArchive(layout);
  },

  /** The records' files and rows written; the archive's bytes since the last call. */
  add(records: SetRecord[]): Uint8Array {
    if (!archive) throw new Error('no archive begun');
    const pieces = records.map((r) => archive!.add(r));
    const size = pieces.reduce((n, p) => n + p.length, 0);
    const bytes = new Uint8Array(size);
    let at = 0;
    for (const p of pieces) {
      bytes.set(p, at);
      at += p.length;
    }
    return out(bytes);
  },

  /** The archive's last bytes. */
  finish(): Uint8Array {
    if (!archive) throw new Error('no archive begun');
    const bytes = archive.finish();
    archive.free();
    archive = undefined;
    return out(bytes);
  },
};

export type ArchiveWorkerApi = typeof api;

expose(api);
