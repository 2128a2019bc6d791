import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { crc32Combine } from './crc';

describe('crc32Combine', () => {
  it('gives the CRC of the whole from the pieces’ CRCs and lengths', () => {
    const text = Buffer.from('index,file\r\n'.repeat(300) + 'é中'.repeat(50));
    for (const cuts of [[0], [1], [17, 900], [0, 0, 4000, text.length]]) {
      let crc = 0;
      let from = 0;
      for (const to of [...cuts, text.length]) {
        const piece = text.subarray(from, to);
        crc = crc32Combine(crc, crc32(piece), piece.length);
        from = to;
      }
      expect(crc, String(cuts)).toBe(crc32(text));
    }
  });

  it('holds for long pieces', () => {
    const a = Buffer.alloc(3_000_001, 7);
    const b = Buffer.alloc(5_000_123, 200);
    expect(crc32Combine(crc32(a), crc32(b), b.length)).toBe(crc32(Buffer.concat([a, b])));
  });
});
