import { describe, expect, it } from 'vitest';
import { DEFAULT_FIELDS } from './fields';
import { createMrzClient, type MrzRemote, type Rendered } from './mrz-client';

/** A worker whose replies arrive when the test says, each with a bitmap that records closing. */
function fakeWorker() {
  const pending: Array<() => void> = [];
  const closed: string[] = [];
  let connections = 0;
  const remote: MrzRemote = {
    render: (fields) =>
      new Promise<Rendered>((resolve) => {
        const bitmap = { close: () => closed.push(fields.surname) } as unknown as ImageBitmap;
        pending.push(() => resolve({ lines: [fields.surname, ''], hints: [], bitmap }));
      }),
    png: async () => new Blob(['png']),
    compose: async (fields) => ({ lines: [fields.surname, ''], hints: [] }),
  };
  const connect = () => {
    connections++;
    return remote;
  };
  return { connect, pending, closed, connections: () => connections };
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
});
