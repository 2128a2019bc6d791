// A camera frame's RGBA pixels, copied by WebCodecs into a buffer kept for the next frame of
// its size. A canvas's getImageData makes a new array for every frame (3.7 MB at 1280 x 720,
// 30 times a second): this is 2 to 3 ms a frame faster in the bench's Chromium and leaves the
// garbage collector nothing to sweep. Where the browser has no VideoFrame, or cannot copy one
// as packed RGBA, null: the caller draws the frame on a canvas instead.

let spare: Uint8Array | undefined;
let unsupported = typeof VideoFrame === 'undefined';
// Asked of the first frame only: the browser does not change while the page is open.
let formatKnown: boolean | undefined;

/** Whether `copyTo` reads its `format` option: a browser that does not know it ignores it
 * without a word and copies the frame in its own layout (perhaps RGBX, or planes of YUV). */
function knowsFormat(frame: VideoFrame): boolean {
  let asked = false;
  const options = {
    get format(): VideoPixelFormat {
      asked = true;
      return 'RGBA';
    },
  };
  frame.allocationSize(options);
  return asked;
}

/** The frame's pixels, or null when this browser cannot copy them so; hand the buffer back with
 * `release` once read. */
export async function framePixels(picture: ImageBitmap): Promise<Uint8Array | null> {
  if (unsupported) return null;
  const size = picture.width * picture.height * 4;
  // Taken out while in use, so that two frames read at once never share it.
  const buffer = spare?.byteLength === size ? spare : new Uint8Array(size);
  spare = undefined;
  let frame: VideoFrame | undefined;
  try {
    frame = new VideoFrame(picture, { timestamp: 0 });
    formatKnown ??= knowsFormat(frame);
    if (!formatKnown) throw new TypeError('copyTo has no format option here');
    const layout = await frame.copyTo(buffer, { format: 'RGBA', colorSpace: 'srgb' });
    const [plane, ...more] = layout;
    const packed = more.length === 0 && plane?.offset === 0 && plane.stride === picture.width * 4;
    if (!packed) throw new TypeError('the frame was not copied as one plane of RGBA rows');
    return buffer;
  } catch {
    // Whatever the reason, this browser's canvas path is known to work: take it from now on.
    unsupported = true;
    return null;
  } finally {
    frame?.close();
  }
}

/** A buffer `framePixels` gave, read and free for the next frame. */
export function release(buffer: Uint8Array): void {
  spare = buffer;
}
