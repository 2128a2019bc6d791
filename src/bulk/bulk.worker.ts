// One worker of a test set's pool: composes each record, changes a check digit where planned,
// reads the lines back for the truth of the label, and draws the PNG.
import { expose, transfer } from 'comlink';
import type { Fields } from 'mrz-wasm';
import { composeOnly, decodeText, drawLinesPng } from '../worker/draw';
import { corruptLine, type Planned } from './plan';

export interface Made {
  index: number;
  fields: Fields;
  lines: [string, string];
  valid: boolean;
  corrupt: Planned['corrupt'];
  png: ArrayBuffer;
}

async function make(p: Planned): Promise<Made> {
  const { lines } = await composeOnly(p.fields);
  const line2 = p.corrupt ? corruptLine(lines[1], p.corrupt) : lines[1];
  const reading = await decodeText(`${lines[0]}\n${line2}`);
  const valid = 'decoded' in reading && reading.decoded.valid;
  const png = await (await drawLinesPng([lines[0], line2])).arrayBuffer();
  return { index: p.index, fields: p.fields, lines: [lines[0], line2], valid, corrupt: p.corrupt, png };
}

const api = {
  async make(batch: Planned[]): Promise<Made[]> {
    const made: Made[] = [];
    for (const p of batch) made.push(await make(p));
    return transfer(made, made.map((m) => m.png));
  },
};

export type BulkWorkerApi = typeof api;

expose(api);
