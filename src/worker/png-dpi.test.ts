import { crc32 as zlibCrc32, deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { crc32, withDpi } from './png-dpi';

/** A minimal valid PNG: one white pixel, with an optional chunk after the header. */
function png(extra: Array<[string, number[]]> = []): Uint8Array {
  const chunk = (type: string, data: Uint8Array) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(zlibCrc32(body), 8 + data.length);
    return out;
  };
  const ihdr = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]);
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', ihdr),
    ...extra.map(([t, d]) => chunk(t, Buffer.from(d))),
    chunk('IDAT', deflateSync(Buffer.from([0, 255, 255, 255]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Each chunk's type, data and whether its CRC is right. */
function chunks(bytes: Uint8Array) {
  const b = Buffer.from(bytes);
  const out: Array<{ type: string; data: Buffer; crcOk: boolean }> = [];
  for (let at = 8; at < b.length; ) {
    const length = b.readUInt32BE(at);
    const type = b.toString('latin1', at + 4, at + 8);
    const data = b.subarray(at + 8, at + 8 + length);
    out.push({ type, data, crcOk: b.readUInt32BE(at + 8 + length) === zlibCrc32(b.subarray(at + 4, at + 8 + length)) });
    at += 12 + length;
  }
  return out;
}

describe('withDpi', () => {
  it('computes the CRC PNG uses', () => {
    expect(crc32(new TextEncoder().encode('IEND'))).toBe(0xae426082);
    expect(crc32(new TextEncoder().encode('123456789'))).toBe(zlibCrc32('123456789'));
  });

  it.each([300, 600])('adds a pHYs chunk for %i dpi right after the header', (dpi) => {
    const out = chunks(withDpi(png(), dpi));
    expect(out.map((c) => c.type)).toEqual(['IHDR', 'pHYs', 'IDAT', 'IEND']);
    expect(out.every((c) => c.crcOk)).toBe(true);
    const phys = out[1]!.data;
    const perMetre = Math.round(dpi / 0.0254);
    expect([phys.readUInt32BE(0), phys.readUInt32BE(4), phys[8]]).toEqual([perMetre, perMetre, 1]);
    // Back to dots per inch, as a printer reads it.
    expect(Math.round(phys.readUInt32BE(0) * 0.0254)).toBe(dpi);
  });

  it('replaces a pHYs chunk that was there', () => {
    const out = chunks(withDpi(png([['pHYs', [0, 0, 0, 1, 0, 0, 0, 1, 0]]]), 300));
    expect(out.map((c) => c.type)).toEqual(['IHDR', 'pHYs', 'IDAT', 'IEND']);
    expect(out[1]!.data.readUInt32BE(0)).toBe(11811);
  });
});
