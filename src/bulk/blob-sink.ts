// Where an archive's bytes go as they are written: into Blobs of a few megabytes each, so that
// the page's memory holds at most one such part of the set's bytes (the browser keeps Blobs out
// of the script's heap, and on disk when they are large), and the set is one Blob of those parts
// at the end, without a copy.

/** Bytes held before they become a Blob. */
const PART_BYTES = 8 << 20;

export interface ByteSink {
  write(bytes: Uint8Array): void;
  /** Bytes written so far. */
  readonly offset: number;
}

export function blobSink(type: string) {
  const parts: Blob[] = [];
  let pending: Uint8Array[] = [];
  let pendingBytes = 0;
  let offset = 0;
  const flush = () => {
    if (pending.length === 0) return;
    parts.push(new Blob(pending as BlobPart[]));
    pending = [];
    pendingBytes = 0;
  };
  return {
    write(bytes: Uint8Array) {
      pending.push(bytes);
      pendingBytes += bytes.length;
      offset += bytes.length;
      if (pendingBytes >= PART_BYTES) flush();
    },
    get offset() {
      return offset;
    },
    /** Everything written, as one Blob. */
    finish(): Blob {
      flush();
      return new Blob(parts, { type });
    },
  } satisfies ByteSink & { finish(): Blob };
}
