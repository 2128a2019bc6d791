// The sample grid's worker: the set's first records made as its files will show them, by a
// worker of the pool's kind kept for the panel. At most one request at a time; the latest options
// win, and an answer that newer options overtook is dropped, so quick typing queues no work.
import { wrap, type Remote } from 'comlink';
import type { BulkWorkerApi, Sample } from './bulk.worker';
import type { SetOutput } from './layouts';
import type { SetOptions } from './plan';
import { bulkWorker } from './pool';

export const SAMPLE_COUNT = 4;

export function sampleSource(onSamples: (samples: Sample[]) => void, onError: (error: unknown) => void) {
  let worker: Worker | null = null;
  let remote: Remote<BulkWorkerApi> | null = null;
  let wanted: [SetOptions, SetOutput] | null = null;
  let busy = false;

  const pump = async () => {
    if (busy || !wanted || !remote) return;
    const [options, output] = wanted;
    wanted = null;
    busy = true;
    try {
      const samples = await remote.samples(options, output, SAMPLE_COUNT);
      if (!wanted) onSamples(samples);
    } catch (error) {
      onError(error);
    } finally {
      busy = false;
      void pump();
    }
  };

  return {
    want(options: SetOptions, output: SetOutput) {
      wanted = [options, output];
      worker ??= bulkWorker();
      remote ??= wrap<BulkWorkerApi>(worker);
      void pump();
    },
    close() {
      worker?.terminate();
      worker = remote = wanted = null;
    },
  };
}
