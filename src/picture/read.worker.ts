// The checker's picture reader: the only place its WebAssembly runs, started the first time
// someone gives the checker a picture. A file's header is checked before anything decodes it;
// the browser decodes it (PNG, JPEG, WebP, BMP, GIF, turned as its EXIF says); the Rust reader reads the
// zone. The picture goes back to the page, transferred, to be shown with what was read.
import { expose, transfer } from 'comlink';
import type { PictureReading } from '../../pkg/mrz-wasm-read/mrz_wasm_read';
import { framePixels, release } from './frame-pixels';
import { MAX_FILE_BYTES, sizeProblem, sniff, type PictureKind, type Problem } from './sniff';

/** What reading a picture gave: the zone read, or why not; with the picture when there is one
 * to show. */
export type Outcome = { reading: PictureReading; picture: ImageBitmap } | { problem: Problem; picture?: ImageBitmap };

let module: Promise<typeof import('../../pkg/mrz-wasm-read/mrz_wasm_read.js')> | undefined;
const wasm = () => (module ??= import('../../pkg/mrz-wasm-read/mrz_wasm_read.js'));

// One canvas, kept while pictures come at one size (a camera's frames).
let canvas: OffscreenCanvas | undefined;

function pixels(picture: ImageBitmap): Uint8Array {
  const { width, height } = picture;
  if (canvas?.width !== width || canvas.height !== height) canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('no 2D canvas in the worker');
  context.clearRect(0, 0, width, height);
  context.drawImage(picture, 0, 0);
  const { data } = context.getImageData(0, 0, width, height);
  return new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
}

/** `picture` read; a camera's frame (`camera`) copied without a canvas where the browser can. */
async function read(picture: ImageBitmap, camera = false): Promise<Outcome> {
  const refused = sizeProblem(picture.width, picture.height);
  if (refused) {
    picture.close();
    return { problem: refused };
  }
  const { read_picture } = await wasm();
  const copied = camera ? await framePixels(picture) : null;
  const read = (() => {
    try {
      return read_picture(copied ?? pixels(picture), picture.width, picture.height);
    } finally {
      if (copied) release(copied);
    }
  })();
  if ('reading' in read) return transfer({ reading: read.reading, picture }, [picture]);
  const { code, message, zone } = read.refusal;
  const problem: Problem =
    code === 'no_zone' || code === 'no_pixels'
      ? { code }
      : code === 'too_large'
        ? { code, width: picture.width, height: picture.height }
        : code === 'illegible' && zone
          ? { code, ...zone }
          : { code: 'unread', message };
  return transfer({ problem, picture }, [picture]);
}

async function decode(file: Blob, kind: PictureKind): Promise<ImageBitmap | Problem> {
  try {
    return await createImageBitmap(file);
  } catch {
    // The header was whole: the damage is in the pixels' data.
    return { code: 'damaged', kind };
  }
}

const api = {
  /** A picture file (chosen, dropped or pasted): its header checked, then decoded and read. */
  async readFile(file: Blob): Promise<Outcome> {
    if (file.size === 0) return { problem: { code: 'empty_file' } };
    if (file.size > MAX_FILE_BYTES) return { problem: { code: 'file_too_large', bytes: file.size } };
    const header = sniff(new Uint8Array(await file.arrayBuffer()));
    if ('code' in header) return { problem: header };
    const picture = await decode(file, header.kind);
    return 'code' in picture ? { problem: picture } : read(picture);
  },

  /** A camera frame, read and handed back. */
  readFrame(frame: ImageBitmap): Promise<Outcome> {
    return read(frame, true);
  },
};

export type ReadWorkerApi = typeof api;

expose(api);
