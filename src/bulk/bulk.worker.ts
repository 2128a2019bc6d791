// One worker of a test set's pool: composes each record, changes a check digit where planned,
// reads the lines back for the truth of the label, and draws the PNG.
import { expose, transfer } from 'comlink';
import type { Fields, MrzRenderer } from 'mrz-wasm';
import { corruptLine, type Planned } from './plan';

export interface Made {
  index: number;
  fields: Fields;
  lines: [string, string];
  valid: boolean;
  corrupt: Planned['corrupt'];
  png: ArrayBuffer;
}

let module: Promise<{ wasm: typeof import('mrz-wasm'); renderer: MrzRenderer }> | undefined;
const ready = () =>
  (module ??= import('mrz-wasm').then((wasm) => ({ wasm, renderer: new wasm.MrzRenderer() })));

async function make({ wasm, renderer }: Awaited<ReturnType<typeof ready>>, p: Planned): Promise<Made> {
  const { lines } = wasm.compose(p.fields);
  const line2 = p.corrupt ? corruptLine(lines[1], p.corrupt) : lines[1];
  const reading = wasm.decode(`${lines[0]}\n${line2}`);
  const valid = 'decoded' in reading && reading.decoded.valid;
  const [width, height] = renderer.drawLines(lines[0], line2, undefined);
  const view = renderer.frameView();
  // Copied out of the module's memory at once: the next draw rewrites the frame.
  const image = new ImageData(new Uint8ClampedArray(view), width!, height!);
  const canvas = new OffscreenCanvas(width!, height!);
  canvas.getContext('2d')!.putImageData(image, 0, 0);
  const png = await (await canvas.convertToBlob({ type: 'image/png' })).arrayBuffer();
  return { index: p.index, fields: p.fields, lines: [lines[0], line2], valid, corrupt: p.corrupt, png };
}

const api = {
  async make(batch: Planned[]): Promise<Made[]> {
    const loaded = await ready();
    const made: Made[] = [];
    for (const p of batch) made.push(await make(loaded, p));
    return transfer(made, made.map((m) => m.png));
  },
};

export type BulkWorkerApi = typeof api;

expose(api);
