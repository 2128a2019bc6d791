// The test set as one ZIP, written as it is made: each PNG goes in as it arrives (stored: PNG
// is compressed already), the labels (deflated) at the end.
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

/** Every entry's time: a fixed one (in local time, as ZIP keeps it), so that the same options
 * and seed give the same archive to the byte, whenever it is made. */
const ENTRY_TIME = new Date(2026, 0, 1);

export function zipWriter() {
  const chunks: Uint8Array[] = [];
  let finished: (b: Blob) => void = () => undefined;
  let failed: (e: Error) => void = () => undefined;
  const done = new Promise<Blob>((resolve, reject) => ((finished = resolve), (failed = reject)));
  const zip = new Zip((error, data, final) => {
    if (error) return failed(error);
    chunks.push(data);
    if (final) finished(new Blob(chunks as BlobPart[], { type: 'application/zip' }));
  });
  return {
    add(name: string, bytes: Uint8Array, compress = false) {
      const file = compress ? new ZipDeflate(name, { level: 6 }) : new ZipPassThrough(name);
      file.mtime = ENTRY_TIME;
      zip.add(file);
      file.push(bytes, true);
    },
    /** Close the archive; resolves to it. */
    end(): Promise<Blob> {
      zip.end();
      return done;
    },
  };
}
