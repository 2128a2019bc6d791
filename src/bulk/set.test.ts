// The page's test sets come from the set engine in its WebAssembly module, and are `mrz batch`'s
// for the same options, byte for byte: records, pictures, labels and the archive around them.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SetArchive, TestSet, type SetLabel, type SetOptions, type SetRecord } from 'mrz-wasm-scene';
import { describe, expect, it } from 'vitest';

/** The `mrz` command: as `npm test` names it, else the debug build `cargo test` leaves. */
const mrzCommand = () => process.env.MRZ_COMMAND ?? 'target/debug/mrz';

/** `mrz batch` with the same options, as flags; the folder it wrote. */
function batch(o: Required<Pick<SetOptions, 'count' | 'seed' | 'formats' | 'realism' | 'image' | 'layout'>>): string {
  const out = mkdtempSync(join(tmpdir(), 'mrz-set-'));
  const args = ['batch', '--count', String(o.count), '--seed', String(o.seed), '--formats', String(o.formats)];
  args.push('--realism', o.realism, '--image', o.image, '--layout', o.layout, '--out', out);
  const run = spawnSync(mrzCommand(), args, { encoding: 'utf8' });
  expect(run.status, run.stderr).toBe(0);
  return out;
}

/** The page's archive of the set: its records made and written as its workers do. */
function archive(options: SetOptions): Uint8Array {
  const set = new TestSet(JSON.stringify(options));
  const writer = new SetArchive(options.layout ?? 'zip');
  const parts: Uint8Array[] = [];
  for (let index = 1; index <= set.count; index++) parts.push(writer.add(set.record(index)));
  parts.push(writer.finish());
  return Buffer.concat(parts);
}

describe('a test set from the engine', () => {
  it('is the command’s ZIP, byte for byte, for the same options', () => {
    const o = { count: 8, seed: 11, formats: 'td3,td1,td2,mrva,mrvb', realism: 'clean', image: 'png', layout: 'zip' } as const;
    const out = batch(o);
    expect(Buffer.compare(archive({ ...o, corrupt: 0.1 }), readFileSync(join(out, 'testset.zip')))).toBe(0);
    rmSync(out, { recursive: true });
  });

  it('is the command’s tar of JPEG photos, byte for byte', () => {
    const o = { count: 3, seed: 4, formats: 'td3=70,td1=30', realism: 'photo', image: 'jpeg', layout: 'webdataset' } as const;
    const out = batch(o);
    expect(Buffer.compare(archive(o), readFileSync(join(out, 'shard-000000.tar')))).toBe(0);
    rmSync(out, { recursive: true });
  });

  it('gives each record its files, rows, label and pictures', () => {
    const set = new TestSet(JSON.stringify({ count: 2, seed: 3, formats: { td1: 1 }, layout: 'zip' }));
    const r: SetRecord = set.record(2);
    expect(r.index).toBe(2);
    expect(r.format).toBe('td1');
    expect(r.files.map((f) => f.name)).toEqual(['images/00002.png']);
    expect(r.rows.map((f) => f.name)).toEqual(['labels.csv', 'labels.jsonl']);
    const label = JSON.parse(r.label) as SetLabel;
    expect([label.index, label.file, label.line1]).toEqual([2, 'images/00002.png', r.lines[0]]);
    expect(r.pictures).toEqual([{ file: 0, width: label.width, height: label.height }]);
    const tess = new TestSet(JSON.stringify({ count: 1, formats: 'td1', layout: 'tesstrain' })).record(1);
    expect(tess.files.map((f) => f.name)).toEqual(['00000001_1.png', '00000001_1.gt.txt', '00000001_2.png', '00000001_2.gt.txt', '00000001_3.png', '00000001_3.gt.txt']);
    expect(tess.pictures.map((p) => p.file)).toEqual([0, 2, 4]);
    expect(new TextDecoder().decode(tess.files[1]!.bytes)).toBe(`${tess.lines[0]}\n`);
  });

  it('refuses bad options and records out of the set, saying which and why', () => {
    expect(() => new TestSet('{"count": 0}')).toThrow('"count": must be a whole number from 1 to 1000000, got 0');
    expect(() => new TestSet('{"realism": "dusty"}')).toThrow('"realism": "dusty" is not a preset');
    expect(() => new TestSet('[1')).toThrow('options are not JSON');
    expect(() => new TestSet('{"count": 2}').record(3)).toThrow('record 3 is not in the set: it holds records 1 to 2');
    const writer = new SetArchive('zip');
    writer.finish();
    expect(() => writer.finish()).toThrow('the archive is finished');
  });
});
