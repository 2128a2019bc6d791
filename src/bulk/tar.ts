// A WebDataset shard: a ustar archive written as it is made, its headers as `mrz batch` writes
// them (crates/mrz-cli/src/tar.rs): regular files, mode 0644, owner 0, time 0, so that the same
// records give the same bytes.
import type { ByteSink } from './blob-sink';

const BLOCK = 512;

/** `value` in octal, zero-padded to fill `length` bytes at `at` but the last, which is NUL. */
function octal(h: Uint8Array, at: number, length: number, value: number) {
  const digits = value.toString(8).padStart(length - 1, '0');
  for (let i = 0; i < digits.length; i++) h[at + i] = digits.charCodeAt(i);
  h[at + length - 1] = 0;
}

export function tarHeader(name: string, size: number): Uint8Array {
  const encoded = new TextEncoder().encode(name);
  if (encoded.length > 100 || size >= 2 ** 33) throw new Error(`${name}: too long a name or too large for ustar`);
  const h = new Uint8Array(BLOCK);
  h.set(encoded, 0);
  octal(h, 100, 8, 0o644);
  octal(h, 108, 8, 0);
  octal(h, 116, 8, 0);
  octal(h, 124, 12, size);
  octal(h, 136, 12, 0);
  h[156] = '0'.charCodeAt(0);
  h.set(new TextEncoder().encode('ustar\u000000'), 257);
  // The checksum: the header's bytes summed with its own field taken as eight spaces, written as
  // six octal digits, a NUL and a space.
  h.fill(0x20, 148, 156);
  const sum = h.reduce((s, b) => s + b, 0);
  octal(h, 148, 7, sum);
  h[155] = 0x20;
  return h;
}

export function tarWriter(sink: ByteSink) {
  return {
    add(name: string, bytes: Uint8Array) {
      sink.write(tarHeader(name, bytes.length));
      sink.write(bytes);
      const pad = (BLOCK - (bytes.length % BLOCK)) % BLOCK;
      if (pad > 0) sink.write(new Uint8Array(pad));
    },
    /** The two zero blocks that end an archive. */
    end() {
      sink.write(new Uint8Array(2 * BLOCK));
    },
  };
}
