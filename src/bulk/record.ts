// One record of a test set, made in a worker: planned from the seed and its index, its zone
// composed (a digit spoilt as planned) and read back, its picture taken and encoded by the scene
// module, and its files and label rows as the layout names them.
import type { Faker } from '@faker-js/faker';
import type { Format } from 'mrz-wasm';
import type { SetMaker } from 'mrz-wasm-scene';
import { csvRow, jsonlRow, label, metadataRow } from './labels';
import { imageFile, jsonFile, lineStem, type LabelFile, type SetOutput } from './layouts';
import { planRecord, type SetOptions } from './plan';

/** A file of the set: its name in the archive, its bytes, their CRC-32. */
export interface Entry {
  name: string;
  bytes: Uint8Array;
  crc: number;
}

/** A picture of the record as the set has it (tesstrain: one per line), with the lines it shows. */
export interface Shown {
  bytes: Uint8Array;
  lines: string[];
  width: number;
  height: number;
}

export interface MadeRecord {
  /** From 1, as its label counts. */
  index: number;
  format: Format;
  entries: Entry[];
  rows: Partial<Record<LabelFile, string>>;
  pictures: Shown[];
}

export interface Module {
  maker: SetMaker;
  crc32(bytes: Uint8Array): number;
}

const encoder = new TextEncoder();

function textEntry(module: Module, name: string, text: string): Entry {
  const bytes = encoder.encode(text);
  return { name, bytes, crc: module.crc32(bytes) };
}

/** Record `at` (from 0) of the set of `options`, as `output` lays it out. */
export function makeRecord(module: Module, faker: Faker, options: SetOptions, output: SetOutput, at: number): MadeRecord {
  const planned = planRecord(faker, options, at);
  const index = at + 1;
  const { fields } = planned;
  const zone = module.maker.zone(fields, planned.corrupt?.which, planned.corrupt?.by);
  const base = { index, format: fields.format };
  if (output.layout === 'tesstrain') {
    const strips = module.maker.lines(fields, zone.lines, output.preset, options.seed, index);
    const entries = strips.flatMap((strip, i) => [
      { name: `${lineStem(index, i + 1)}.png`, bytes: strip.bytes, crc: strip.crc },
      textEntry(module, `${lineStem(index, i + 1)}.gt.txt`, `${zone.lines[i]}\n`),
    ]);
    const pictures = strips.map((s, i) => ({ bytes: s.bytes, lines: [zone.lines[i] ?? ''], width: s.width, height: s.height }));
    return { ...base, entries, rows: {}, pictures };
  }
  // The picture's camera follows from the seed and the index counted from 1, as in `mrz batch`.
  const picture = module.maker.make(fields, zone.lines, output.preset, options.seed, index, output.image, output.palette);
  const file = imageFile(output.layout, index, output.image);
  const l = label(index, file, fields, zone);
  const row = jsonlRow(l, picture.label ?? '{}');
  const image = { name: file, bytes: picture.bytes, crc: picture.crc };
  const pictures = [{ bytes: picture.bytes, lines: zone.lines, width: picture.width, height: picture.height }];
  switch (output.layout) {
    case 'zip':
      return { ...base, entries: [image], rows: { csv: csvRow(l), jsonl: row }, pictures };
    case 'imagefolder':
      return { ...base, entries: [image], rows: { metadata: metadataRow(file, row) }, pictures };
    case 'webdataset':
      return { ...base, entries: [image, textEntry(module, jsonFile(index), row)], rows: {}, pictures };
  }
}
