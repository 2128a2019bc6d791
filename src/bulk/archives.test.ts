import { spawnSync } from 'node:child_process';
import { crc32, constants, deflateRawSync } from 'node:zlib';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { blobSink } from './blob-sink';
import { crc32Combine } from './crc';
import { tarHeader, tarWriter } from './tar';
import { zipWriter } from './zip';

const bytesOf = async (blob: Blob) => new Uint8Array(await blob.arrayBuffer());
const text = (b: Uint8Array | undefined) => new TextDecoder().decode(b);
/** A piece as the workers make them: raw deflate ending on a sync flush, not final. */
const piece = (s: string) => new Uint8Array(deflateRawSync(Buffer.from(s), { finishFlush: constants.Z_SYNC_FLUSH }));

/** Python's own reader, when this machine has Python: it checks every CRC. */
function python(script: string, input: Uint8Array): string | null {
  const run = spawnSync('python3', ['-c', script], { input });
  return run.status === 0 ? run.stdout.toString() : run.error ? null : `failed: ${run.stderr.toString()}`;
}

describe('zipWriter', () => {
  it('stores images and joins deflated pieces into one labels file, readable with its CRCs', async () => {
    const sink = blobSink('application/zip');
    const zip = zipWriter(sink);
    const png = new Uint8Array([137, 80, 78, 71, 1, 2, 3]);
    zip.add('images/00001.png', png, crc32(png));
    const rows = ['index,file\r\n', '1,images/00001.png\r\n'.repeat(400), 'é,中\r\n'];
    let crc = 0;
    for (const r of rows) crc = crc32Combine(crc, crc32(Buffer.from(r)), Buffer.byteLength(r));
    const size = rows.reduce((n, r) => n + Buffer.byteLength(r), 0);
    zip.addDeflated('labels.csv', rows.map(piece), crc, size);
    zip.end();
    const bytes = await bytesOf(sink.finish());
    const files = unzipSync(bytes);
    expect(Object.keys(files)).toEqual(['images/00001.png', 'labels.csv']);
    expect(files['images/00001.png']).toEqual(png);
    expect(text(files['labels.csv'])).toBe(rows.join(''));
    const listed = python('import sys,zipfile,io; z=zipfile.ZipFile(io.BytesIO(sys.stdin.buffer.read())); print(z.testzip(), [i.date_time for i in z.infolist()][0])', bytes);
    if (listed !== null) expect(listed.trim()).toBe('None (2026, 1, 1, 0, 0, 0)');
  });
});

describe('tarWriter', () => {
  it('writes headers as mrz batch does, with a valid checksum', () => {
    const h = tarHeader('00000001.json', 3);
    expect(text(h.subarray(0, 13))).toBe('00000001.json');
    expect(text(h.subarray(124, 136))).toBe('00000000003\0');
    const stored = parseInt(text(h.subarray(148, 154)), 8);
    const sum = h.reduce((s, b, i) => s + (i >= 148 && i < 156 ? 32 : b), 0);
    expect(stored).toBe(sum);
    expect(() => tarHeader('x'.repeat(101), 0)).toThrow();
  });

  it('pads each file to whole blocks and ends with two zero blocks, readable by Python', async () => {
    const sink = blobSink('application/x-tar');
    const tar = tarWriter(sink);
    tar.add('00000001.png', new Uint8Array(700).fill(9));
    tar.add('00000001.json', new TextEncoder().encode('{"index":1}\n'));
    tar.end();
    const bytes = await bytesOf(sink.finish());
    expect(bytes.length).toBe(512 * (1 + 2 + 1 + 1 + 2));
    expect(bytes.subarray(512 * 5).every((b) => b === 0)).toBe(true);
    const listed = python('import sys,tarfile,io; t=tarfile.open(fileobj=io.BytesIO(sys.stdin.buffer.read())); print([(m.name, m.size) for m in t])', bytes);
    if (listed !== null) expect(listed.trim()).toBe("[('00000001.png', 700), ('00000001.json', 12)]");
  });
});
