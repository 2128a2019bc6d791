// A record as each layout writes it, made with the real scene module (loaded from its bytes in
// Node, as the workers load it) and faker: names, rows, and the picture's label in the JSON.
import { inflateRawSync } from 'node:zlib';
import { crc32, SetMaker, type SceneLabel } from 'mrz-wasm-scene';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Faker } from '@faker-js/faker';
import { COLUMNS, SCENE_KEYS } from './labels';
import type { SetOutput } from './layouts';
import { setFaker, TD3_ONLY, type SetOptions } from './plan';
import { makeRecord, type Module } from './record';

const options: SetOptions = { count: 10, seed: 7, middleShare: 0.3, longShare: 0, corruptShare: 0, formatShares: { ...TD3_ONLY, td3: 0, td1: 1 } };
const module: Module = { maker: new SetMaker(), crc32 };
let faker: Faker;
beforeAll(async () => {
  faker = await setFaker();
});

const made = (output: SetOutput, at = 2) => makeRecord(module, faker, options, output, at);
const json = (bytes: Uint8Array | string) => JSON.parse(typeof bytes === 'string' ? bytes : new TextDecoder().decode(bytes)) as Record<string, unknown>;

describe('a record', () => {
  it('in the ZIP: an image under images/, a CSV row and a JSON row with every quad', () => {
    const r = made({ preset: 'clean', palette: 'grey', layout: 'zip', image: 'png' });
    expect(r.index).toBe(3);
    expect(r.entries.map((e) => e.name)).toEqual(['images/00003.png']);
    expect(r.entries[0]!.crc).toBe(crc32(r.entries[0]!.bytes));
    expect(r.rows.csv?.startsWith('3,images/00003.png,td1,true,,')).toBe(true);
    const row = json(r.rows.jsonl!);
    expect(Object.keys(row)).toEqual([...COLUMNS, ...SCENE_KEYS]);
    const scene = row as unknown as SceneLabel & { line1: string };
    expect(scene.quads.chars.map((l) => l.length)).toEqual([30, 30, 30]);
    expect(scene.augmentation.preset).toBe('clean');
    expect([scene.width, scene.height]).toEqual([r.pictures[0]!.width, r.pictures[0]!.height]);
    expect(r.pictures[0]!.lines[0]).toBe(scene.line1);
  });

  it('in WebDataset: the JPEG and its label, the same row as the ZIP’s but for the file', () => {
    const r = made({ preset: 'photo', palette: 'grey', layout: 'webdataset', image: 'jpeg' });
    expect(r.entries.map((e) => e.name)).toEqual(['00000003.jpg', '00000003.json']);
    expect([...r.entries[0]!.bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    const label = json(r.entries[1]!.bytes) as unknown as SceneLabel & { file: string };
    expect(label.file).toBe('00000003.jpg');
    expect(label.augmentation.preset).toBe('photo');
    expect([label.width, label.height]).toEqual([label.augmentation.width, label.augmentation.height]);
    // The same record in the ZIP layout has the same picture and the same camera.
    const zipped = json(made({ preset: 'photo', palette: 'grey', layout: 'zip', image: 'jpeg' }).rows.jsonl!);
    expect({ ...zipped, file: label.file }).toEqual(label);
    expect(r.rows).toEqual({});
  });

  it('in imagefolder: metadata rows naming the file first', () => {
    const r = made({ preset: 'scan', palette: 'grey', layout: 'imagefolder', image: 'png' });
    expect(r.entries.map((e) => e.name)).toEqual(['00000003.png']);
    expect(Object.keys(json(r.rows.metadata!))).toEqual(['file_name', ...COLUMNS, ...SCENE_KEYS]);
  });

  it('in tesstrain: each line alone, a PNG and its text', () => {
    const r = made({ preset: 'clean', palette: 'grey', layout: 'tesstrain', image: 'png' });
    expect(r.entries.map((e) => e.name)).toEqual([
      '00000003_1.png',
      '00000003_1.gt.txt',
      '00000003_2.png',
      '00000003_2.gt.txt',
      '00000003_3.png',
      '00000003_3.gt.txt',
    ]);
    const lines = r.pictures.map((p) => p.lines[0]);
    expect(new TextDecoder().decode(r.entries[1]!.bytes)).toBe(`${lines[0]}\n`);
    expect(lines.every((l) => l?.length === 30)).toBe(true);
    // A scene's lines are cut out of its picture, upright, still PNG.
    const cut = made({ preset: 'photo', palette: 'grey', layout: 'tesstrain', image: 'png' });
    expect(cut.entries.map((e) => e.name)).toEqual(r.entries.map((e) => e.name));
    expect(cut.pictures.map((p) => p.lines)).toEqual(r.pictures.map((p) => p.lines));
    for (const p of cut.pictures) {
      expect([...p.bytes.subarray(1, 4)]).toEqual([0x50, 0x4e, 0x47]);
      expect(p.width).toBeGreaterThan(4 * p.height);
    }
  });

  it('is the same made again, alone, by another maker', () => {
    const output: SetOutput = { preset: 'harsh', palette: 'grey', layout: 'zip', image: 'jpeg' };
    const other: Module = { maker: new SetMaker(), crc32 };
    const again = makeRecord(other, faker, options, output, 2);
    expect(again.entries[0]!.bytes).toEqual(made(output).entries[0]!.bytes);
    expect(again.rows).toEqual(made(output).rows);
  });

  it('in colour or as a web scan: the same record, an RGB picture, the palette in its label', () => {
    const grey = made({ preset: 'photo', palette: 'grey', layout: 'zip', image: 'png' });
    const colour = made({ preset: 'photo', palette: 'colour', layout: 'zip', image: 'png' });
    // A PNG's IHDR colour type, byte 25: 0 greyscale, 2 RGB.
    expect([grey.entries[0]!.bytes[25], colour.entries[0]!.bytes[25]]).toEqual([0, 2]);
    const [g, c] = [grey, colour].map((r) => json(r.rows.jsonl!) as unknown as SceneLabel);
    expect(c!.augmentation.palette).toBe('colour');
    expect({ ...c!.augmentation, palette: 'grey' }).toEqual(g!.augmentation);
    expect(c!.quads).toEqual(g!.quads);
    expect(c!.augmentation.exif_orientation).toBe(1);
    const web = json(made({ preset: 'web', palette: 'grey', layout: 'zip', image: 'jpeg' }).rows.jsonl!) as unknown as SceneLabel;
    expect(web.augmentation.preset).toBe('web');
    expect(web.augmentation.jpeg_quality).toBeGreaterThanOrEqual(40);
    expect(web.augmentation.jpeg_quality).toBeLessThanOrEqual(85);
    expect(web.width).toBeLessThan(700);
  });

  it('deflates labels in pieces that join into one stream', () => {
    const texts = ['a,b\r\n'.repeat(50), made({ preset: 'clean', palette: 'grey', layout: 'zip', image: 'png' }).rows.jsonl!];
    const pieces = texts.map((t) => module.maker.deflate(t));
    expect(pieces.map((p) => p.size)).toEqual(texts.map((t) => Buffer.byteLength(t)));
    const stream = Buffer.concat([...pieces.map((p) => p.bytes), Buffer.from([3, 0])]);
    expect(inflateRawSync(stream).toString()).toBe(texts.join(''));
  });
});
