// One worker of a test set's pool: composes each record, spoils a check digit where planned (the
// core knows where each format keeps its digits), reads the lines back for the truth of the
// label, and draws the PNG.
import { expose, transfer } from 'comlink';
import type { CheckName, Fields } from 'mrz-wasm';
import { composeOnly, corruptLines, decodeText, drawLinesPng } from '../worker/draw';
import type { Planned } from './plan';

export interface Made {
  index: number;
  fields: Fields;
  /** The zone as drawn: two or three lines. */
  lines: string[];
  valid: boolean;
  /** The check digit spoilt on purpose (a negative test), or null. */
  corrupted: CheckName | null;
  png: ArrayBuffer;
}

async function make(p: Planned): Promise<Made> {
  const composed = (await composeOnly(p.fields)).lines;
  const spoilt = p.corrupt ? await corruptLines(composed, p.corrupt.which, p.corrupt.by) : undefined;
  // A composed zone is always a zone, so a planned corruption always applies; were it ever not,
  // the label says so by leaving `corrupted` empty and the decoder still gives the truth.
  const lines = spoilt?.lines ?? composed;
  // Read without a day of reading: expiry then counts for nothing, so a label never depends on
  // the day the set was made.
  const reading = await decodeText(lines.join('\n'));
  const valid = 'decoded' in reading && reading.decoded.valid;
  const png = await (await drawLinesPng(lines)).arrayBuffer();
  return { index: p.index, fields: p.fields, lines, valid, corrupted: spoilt?.check ?? null, png };
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
