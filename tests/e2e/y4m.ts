// A still picture as a Y4M video, for Chromium's fake camera (--use-file-for-fake-video-capture),
// which plays the file's frames over and over: 4:2:0, full-range BT.601 as JPEG has it.

/** `rgba` (width x height, both even) as a Y4M file of `frames` identical frames. */
export function y4m(width: number, height: number, rgba: Uint8Array, frames = 1): Buffer {
  if (width % 2 || height % 2) throw new Error('4:2:0 needs an even width and height');
  const y = Buffer.alloc(width * height);
  const u = Buffer.alloc((width * height) / 4);
  const v = Buffer.alloc((width * height) / 4);
  const at = (px: number, py: number) => (py * width + px) * 4;
  for (let py = 0; py < height; py++) {
    for (let px = 0; px < width; px++) {
      const i = at(px, py);
      y[py * width + px] = Math.round(0.299 * rgba[i]! + 0.587 * rgba[i + 1]! + 0.114 * rgba[i + 2]!);
    }
  }
  for (let cy = 0; cy < height / 2; cy++) {
    for (let cx = 0; cx < width / 2; cx++) {
      // The mean of the 2 x 2 pixels each chroma sample stands for.
      let [r, g, b] = [0, 0, 0];
      for (const [dx, dy] of [[0, 0], [1, 0], [0, 1], [1, 1]] as const) {
        const i = at(2 * cx + dx, 2 * cy + dy);
        [r, g, b] = [r + rgba[i]! / 4, g + rgba[i + 1]! / 4, b + rgba[i + 2]! / 4];
      }
      const clamp = (x: number) => Math.max(0, Math.min(255, Math.round(x)));
      u[cy * (width / 2) + cx] = clamp(128 - 0.168736 * r - 0.331264 * g + 0.5 * b);
      v[cy * (width / 2) + cx] = clamp(128 + 0.5 * r - 0.418688 * g - 0.081312 * b);
    }
  }
  const frame = Buffer.concat([Buffer.from('FRAME\n'), y, u, v]);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F30:1 Ip A1:1 C420jpeg\n`);
  return Buffer.concat([header, ...Array.from({ length: frames }, () => frame)]);
}
