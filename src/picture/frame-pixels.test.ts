import { afterEach, describe, expect, it, vi } from 'vitest';

/** A stand-in for WebCodecs' VideoFrame: copies a fill byte as the browser it plays would. */
class FakeFrame {
  static knowsFormat = true;
  static packed = true;
  static fill = 7;
  closed = false;
  constructor(readonly picture: { width: number; height: number }) {
    frames.push(this);
  }
  allocationSize(options: { format?: string }) {
    // A browser that does not know the option never reads it.
    if (FakeFrame.knowsFormat) void options.format;
    return this.picture.width * this.picture.height * 4;
  }
  async copyTo(buffer: Uint8Array) {
    buffer.fill(FakeFrame.fill);
    const stride = this.picture.width * (FakeFrame.packed ? 4 : 3);
    return [{ offset: 0, stride }];
  }
  close() {
    this.closed = true;
  }
}
const frames: FakeFrame[] = [];

/** The module loaded afresh with `VideoFrame` as given (it decides once, when loaded). */
async function load(videoFrame: unknown) {
  vi.resetModules();
  vi.stubGlobal('VideoFrame', videoFrame);
  return import('./frame-pixels');
}

const picture = (width: number, height: number) => ({ width, height }) as unknown as ImageBitmap;

afterEach(() => {
  vi.unstubAllGlobals();
  Object.assign(FakeFrame, { knowsFormat: true, packed: true, fill: 7 });
  frames.length = 0;
});

describe('framePixels', () => {
  it('copies a frame into a buffer kept for the next frame of its size, and closes the frame', async () => {
    const { framePixels, release } = await load(FakeFrame);
    const first = await framePixels(picture(4, 3));
    expect(first?.length).toBe(48);
    expect(first?.every((b) => b === 7)).toBe(true);
    expect(frames.every((f) => f.closed)).toBe(true);
    // Not handed back yet: a second frame read meanwhile gets its own buffer.
    const second = await framePixels(picture(4, 3));
    expect(second).not.toBe(first);
    release(first!);
    expect(await framePixels(picture(4, 3))).toBe(first);
    release(first!);
    expect(await framePixels(picture(5, 3))).not.toBe(first);
  });

  it('gives null where there is no VideoFrame, for the canvas to draw the frame', async () => {
    const { framePixels } = await load(undefined);
    expect(await framePixels(picture(4, 3))).toBeNull();
  });

  it('gives null, from then on, where copyTo ignores its format or copies rows of another shape', async () => {
    FakeFrame.knowsFormat = false;
    let module = await load(FakeFrame);
    expect(await module.framePixels(picture(4, 3))).toBeNull();
    FakeFrame.knowsFormat = true;
    expect(await module.framePixels(picture(4, 3))).toBeNull();
    FakeFrame.packed = false;
    module = await load(FakeFrame);
    expect(await module.framePixels(picture(4, 3))).toBeNull();
    expect(frames.every((f) => f.closed)).toBe(true);
  });
});
