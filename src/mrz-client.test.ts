import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_FIELDS } from './fields';
import { createMrzClient, WorkerFailure, type Connection, type MrzRemote } from './mrz-client';
import type { Picture } from './worker/mrz.worker';

/** A worker whose replies arrive when the test says, each with a bitmap that records closing. */
function fakeWorker() {
  const pending: Array<() => void> = [];
  const closed: string[] = [];
  const asked: Array<number | null> = [];
  let connections = 0;
  let frame = 0;
  const remote: MrzRemote = {
    render: (fields, _style, since) =>
      new Promise<Picture>((resolve) => {
        asked.push(since);
        const bitmap = { close: () => closed.push(fields.surname) } as unknown as ImageBitmap;
        const picture = { width: 10, height: 2, frame: ++frame, base: since, patches: [{ x: 0, y: 0, bitmap }] };
        pending.push(() => resolve({ format: 'td3', lines: [fields.surname, ''], hints: [], ...picture }));
      }),
    png: async () => new Blob(['png']),
    svg: async () => new Blob(['<svg/>']),
    compose: async (fields) => ({ format: 'td3', lines: [fields.surname, ''], hints: [] }),
    decode: async () => ({ error: { code: 'line_count', found: 0 } }),
    chip: async () => ({ error: { code: 'line_count', found: 0 } }),
    chipText: async () => ({ error: { code: 'line_count', found: 0 } }),
  };
  const fail: Array<(e: WorkerFailure) => void> = [];
  const closedWorkers: number[] = [];
  const connect = (): Connection => {
    const n = ++connections;
    const failed = new Promise<never>((_, reject) => fail.push(reject));
    failed.catch(() => undefined);
    return { remote, failed, close: () => closedWorkers.push(n) };
  };
  return { connect, pending, closed, asked, fail, closedWorkers, connections: () => connections };
}

const withSurname = (surname: string) => ({ ...DEFAULT_FIELDS, surname });

describe('createMrzClient', () => {
  it('connects lazily, once', async () => {
    const fake = fakeWorker();
    const client = createMrzClient(fake.connect);
    expect(fake.connections()).toBe(0);
    await client.png(DEFAULT_FIELDS);
    await client.png(DEFAULT_FIELDS);
    expect(fake.connections()).toBe(1);
  });

  it('drops a result that arrives after newer fields were sent, and frees its bitmap', async () => {
    const fake = fakeWorker();
    const client = createMrzClient(fake.connect);
    const first = client.render(withSurname('OLD'));
    const second = client.render(withSurname('NEW'));
    // The newer reply comes back first, then the stale one.
    fake.pending[1]!();
    fake.pending[0]!();
    expect((await second)?.lines[0]).toBe('NEW');
    expect(await first).toBeNull();
    expect(fake.closed).toEqual(['OLD']);
  });

  it('joins a request for the same fields that is still in flight', async () => {
    const fake = fakeWorker();
    const client = createMrzClient(fake.connect);
    const first = client.render(withSurname('SAME'));
    const second = client.render(withSurname('SAME'));
    expect(second).toBe(first);
    expect(fake.pending).toHaveLength(1);
    fake.pending[0]!();
    expect((await first)?.lines[0]).toBe('SAME');
    // Once answered, the same fields are asked for afresh.
    void client.render(withSurname('SAME'));
    expect(fake.pending).toHaveLength(2);
  });

  it('keeps a result when nothing newer was asked for', async () => {
    const fake = fakeWorker();
    const client = createMrzClient(fake.connect);
    const only = client.render(withSurname('ONE'));
    fake.pending[0]!();
    expect((await only)?.lines[0]).toBe('ONE');
    expect(fake.closed).toEqual([]);
  });

  it('asks for changes since the picture shown when it came from this worker', async () => {
    const fake = fakeWorker();
    const client = createMrzClient(fake.connect);
    void client.render(withSurname('A'));
    void client.render(withSurname('B'), undefined, { source: 1, frame: 7 });
    void client.render(withSurname('C'), undefined, { source: 2, frame: 7 });
    expect(fake.asked).toEqual([null, 7, null]);
    fake.pending[2]!();
  });

  it('rejects every call with a WorkerFailure when the worker fails, until restarted', async () => {
    const fake = fakeWorker();
    const client = createMrzClient(fake.connect);
    const waiting = client.render(withSurname('LOST'));
    fake.fail[0]!(new WorkerFailure('the worker stopped'));
    await expect(waiting).rejects.toThrow('the worker stopped');
    await expect(client.png(DEFAULT_FIELDS)).rejects.toBeInstanceOf(WorkerFailure);
    client.restart();
    expect(fake.closedWorkers).toEqual([1]);
    // A new worker, whose picture numbers mean nothing for the old one's.
    const again = client.render(withSurname('BACK'), undefined, { source: 1, frame: 3 });
    expect(fake.connections()).toBe(2);
    expect(fake.asked.at(-1)).toBeNull();
    fake.pending.at(-1)!();
    expect(await again).toMatchObject({ source: 2, lines: ['BACK', ''] });
  });

  it('gives up on a worker that does not answer', async () => {
    vi.useFakeTimers();
    try {
      const fake = fakeWorker();
      const client = createMrzClient(fake.connect, { first: 1000, later: 100, file: 1000 });
      const first = client.render(withSurname('FIRST'));
      await vi.advanceTimersByTimeAsync(900);
      fake.pending[0]!();
      expect((await first)?.lines[0]).toBe('FIRST');
      // Once it has answered, a worker is expected to answer quickly.
      const waiting = client.render(withSurname('SLOW'));
      const failed = expect(waiting).rejects.toThrow('did not answer');
      await vi.advanceTimersByTimeAsync(100);
      await failed;
    } finally {
      vi.useRealTimers();
    }
  });

  it('waits longer for a file than for a picture, and still gives up', async () => {
    vi.useFakeTimers();
    try {
      const fake = fakeWorker();
      const slowFile = (ms: number) => new Promise<Blob>((resolve) => setTimeout(() => resolve(new Blob(['png'])), ms));
      let fileMs = 0;
      const connect = (): Connection => {
        const base = fake.connect();
        return { ...base, remote: { ...base.remote, png: () => slowFile(fileMs) } };
      };
      const client = createMrzClient(connect, { first: 1000, later: 100, file: 500 });
      const first = client.render(withSurname('FIRST'));
      fake.pending[0]!();
      await first;
      // A print file taking four times a picture's patience is still given.
      fileMs = 400;
      const given = client.png(DEFAULT_FIELDS);
      await vi.advanceTimersByTimeAsync(400);
      expect(await given).toBeInstanceOf(Blob);
      // Past the file's patience, the worker counts as dead.
      fileMs = 600;
      const lost = expect(client.png(DEFAULT_FIELDS)).rejects.toThrow('did not answer');
      await vi.advanceTimersByTimeAsync(500);
      await lost;
    } finally {
      vi.useRealTimers();
    }
  });

  it('reports an error thrown in the worker as a failure, with its message', async () => {
    const fake = fakeWorker();
    const connect = (): Connection => {
      const base = fake.connect();
      return { ...base, remote: { ...base.remote, png: () => Promise.reject(new Error('no WebAssembly')) } };
    };
    await expect(createMrzClient(connect).png(DEFAULT_FIELDS)).rejects.toThrow(new WorkerFailure('no WebAssembly'));
  });
});
